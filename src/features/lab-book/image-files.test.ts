import { describe, expect, it } from 'vitest';
import { dataUrlToBlob, imageKind, isUploadableFile, uploadContentType } from './image-files';

const file = (name: string, type: string) => ({ name, type });

describe('image files', () => {
  it('sorts pasted images: png, jpeg/jpg, svg, unknown', () => {
    expect(imageKind(file('a.png', 'image/png'))).toBe('png');
    expect(imageKind(file('a.jpg', 'image/jpeg'))).toBe('jpeg');
    expect(imageKind(file('a.jpeg', ''))).toBe('jpeg');
    expect(imageKind(file('a.svg', 'image/svg+xml'))).toBe('svg');
    expect(imageKind(file('a.gif', 'image/gif'))).toBe('unknown');
  });

  it('lets only PDF and PNG/JPEG into the uploader', () => {
    expect(isUploadableFile(file('a.pdf', 'application/pdf'))).toBe(true);
    expect(isUploadableFile(file('a.pdf', ''))).toBe(true);
    expect(isUploadableFile(file('a.png', 'image/png'))).toBe(true);
    expect(isUploadableFile(file('a.jpg', 'image/jpeg'))).toBe(true);
    expect(isUploadableFile(file('a.svg', 'image/svg+xml'))).toBe(false);
    expect(isUploadableFile(file('a.docx', 'application/msword'))).toBe(false);
    expect(uploadContentType(file('a.pdf', ''))).toBe('application/pdf');
    expect(uploadContentType(file('a.JPG', ''))).toBe('image/jpeg');
  });

  it('reads data URLs', async () => {
    const blob = dataUrlToBlob('data:image/png;base64,iVBORw0K');
    expect(blob?.type).toBe('image/png');
    expect(blob?.size).toBe(6);
    expect(await dataUrlToBlob('data:text/plain,a%20b')?.text()).toBe('a b');
    expect(dataUrlToBlob('https://x.org/a.png')).toBeNull();
  });
});
