import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@common/domain/lab-book';
import { referencedFiles } from '@common/domain/stored-files';
import {
  imageFileRefusal,
  InlineImageError,
  pastedImageRefusal,
  storeInlineImages,
} from './inline-images';

const OWNER = '0190f0c2-aaaa-7000-8000-000000000001';
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
const JPEG = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==';
const SVG = 'data:image/svg+xml;utf8,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E';

let count = 0;
const newId = () => `0190f0c2-bbbb-7000-8000-${String(++count).padStart(12, '0')}`;
const toPng = async () =>
  new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

describe('inline images of a note', () => {
  it('keeps text and images in order: each image becomes a stored file named in place', async () => {
    count = 0;
    const html = `<p>before</p><p><img src="${PNG}">middle<img src="${JPEG}" alt="graph"></p><p>after</p>`;

    const stored = await storeInlineImages(html, { ownerId: OWNER, newId, toPng });

    const [first, second] = stored.images;
    expect(stored.html).toBe(
      `<p>before</p><p><img src="/files/${OWNER}/${first!.id}.png">middle` +
        `<img src="/files/${OWNER}/${second!.id}.jpg" alt="graph"></p><p>after</p>`,
    );
    expect(stored.images.map((image) => [image.contentType, image.name])).toEqual([
      ['image/png', 'image-1.png'],
      ['image/jpeg', 'image-2.jpg'],
    ]);
    expect(first!.blob.size).toBe(70);
    expect(referencedFiles(stored.html).map((ref) => ref.fileId)).toEqual([first!.id, second!.id]);
  });

  it('draws an SVG into a PNG; leaves a note without data: images as it is', async () => {
    const stored = await storeInlineImages(`<p><img src="${SVG}"></p>`, {
      ownerId: OWNER,
      newId,
      toPng,
    });
    expect(stored.images[0]?.contentType).toBe('image/png');
    expect(stored.html).toMatch(/^<p><img src="\/files\/[0-9a-f-]+\/[0-9a-f-]+\.png"><\/p>$/);
    const plain = '<p>no images <img src="/files/x/y.png"></p>';
    expect(await storeInlineImages(plain, { ownerId: OWNER, newId, toPng })).toEqual({
      html: plain,
      images: [],
    });
  });

  it('refuses, never drops: an unknown type or a too large image stops the save', async () => {
    await expect(
      storeInlineImages('<img src="data:image/gif;base64,R0lGOD">', {
        ownerId: OWNER,
        newId,
        toPng,
      }),
    ).rejects.toEqual(new InlineImageError('unknown'));
    const huge = async () =>
      new Blob([new Uint8Array(MAX_UPLOAD_BYTES + 1)], { type: 'image/png' });
    await expect(
      storeInlineImages(`<img src="${SVG}">`, { ownerId: OWNER, newId, toPng: huge }),
    ).rejects.toEqual(new InlineImageError('too-large'));
  });

  it('says at paste time what cannot be kept', () => {
    expect(pastedImageRefusal(PNG)).toBeNull();
    expect(pastedImageRefusal(SVG)).toBeNull();
    expect(pastedImageRefusal('https://example.com/a.png')).toBe('remote');
    expect(pastedImageRefusal('blob:http://localhost/1')).toBe('remote');
    expect(pastedImageRefusal('data:image/webp;base64,UklGR')).toBe('unknown');
    const big = `data:image/png;base64,${'A'.repeat(Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 8)}`;
    expect(pastedImageRefusal(big)).toBe('too-large');
    const file = (name: string, type: string, size = 10) => ({ name, type, size });
    expect(imageFileRefusal(file('a.jpg', 'image/jpeg'))).toBeNull();
    expect(imageFileRefusal(file('a.svg', ''))).toBeNull();
    expect(imageFileRefusal(file('a.heic', 'image/heic'))).toBe('unknown');
    expect(imageFileRefusal(file('a.pdf', 'application/pdf'))).toBe('unknown');
    expect(imageFileRefusal(file('a.png', 'image/png', MAX_UPLOAD_BYTES + 1))).toBe('too-large');
  });
});
