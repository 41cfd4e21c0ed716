import { describe, expect, it } from 'vitest';
import {
  referencedFiles,
  replaceFileImages,
  storedFileName,
  withImageSource,
} from './stored-files';

const OWNER = '0190F0C2-AAAA-7000-8000-000000000001';
const FILE = '0190f0c2-bbbb-7000-8000-000000000002';

describe('stored files in entry HTML', () => {
  it('names a file as the server does: <owner>/<file>.<ext>, lower case', () => {
    expect(storedFileName(OWNER, FILE, 'image/jpeg')).toBe(`${OWNER.toLowerCase()}/${FILE}.jpg`);
    expect(storedFileName(OWNER, FILE, 'image/png')).toMatch(/\.png$/);
    expect(storedFileName(OWNER, FILE, 'application/pdf')).toMatch(/\.pdf$/);
  });

  it('finds the stored files an entry shows, and swaps or drops their images', () => {
    const name = storedFileName(OWNER, FILE, 'image/png');
    const html = `<p>a</p><img src="/files/${name}" alt="graph"><img src="https://x.test/y.png"><p>b</p>`;
    expect(referencedFiles(html)).toEqual([{ name, fileId: FILE }]);
    expect(
      replaceFileImages(html, (_reference, tag) => withImageSource(tag, '/files/x?exp=1&sig="2"')),
    ).toBe(
      '<p>a</p><img src="/files/x?exp=1&amp;sig=&quot;2&quot;" alt="graph">' +
        '<img src="https://x.test/y.png"><p>b</p>',
    );
    expect(replaceFileImages(html, () => '')).toBe(
      '<p>a</p><img src="https://x.test/y.png"><p>b</p>',
    );
    // Anything that is not a stored file's address is left alone.
    expect(referencedFiles('<img src="/files/../etc/passwd">')).toEqual([]);
  });
});
