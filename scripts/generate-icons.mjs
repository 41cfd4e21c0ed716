// Writes the PWA icons (public/icons/*.png) with Node built-ins only: a flask on a teal tile,
// the same drawing as public/favicon.svg. Run: node scripts/generate-icons.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const TEAL = [0x0b, 0x72, 0x85];
const WHITE = [0xff, 0xff, 0xff];
const LIQUID = [0x99, 0xe9, 0xf2];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function encodePng(width, height, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * (width * 4 + 1)] = 0; // filter: none
    rgba.copy(raw, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Flask in a 64-unit box: neck 26..38 from y 13 to 28, body widening to y 52. */
function insideFlask(x, y, inset) {
  const top = 13 + inset;
  const bottom = 52 - inset;
  if (y < top || y > bottom) return false;
  if (y <= 28) return Math.abs(x - 32) <= 6 - inset;
  const half = 6 + ((y - 28) * 13) / 24 - inset * 1.15;
  return Math.abs(x - 32) <= half;
}

function insideRoundedRect(x, y, size, radius) {
  const cx = Math.min(Math.max(x, radius), size - radius);
  const cy = Math.min(Math.max(y, radius), size - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

/** Colour of a point in the 64-unit drawing, or null outside the tile. */
function sample(x, y, { fullBleed }) {
  if (!fullBleed && !insideRoundedRect(x, y, 64, 14)) return null;
  const rim = y >= 11 && y <= 15 && Math.abs(x - 32) <= 9;
  if (rim) return WHITE;
  if (insideFlask(x, y, 0)) {
    if (!insideFlask(x, y, 3.6)) return WHITE;
    return y >= 40 ? LIQUID : TEAL;
  }
  return TEAL;
}

function render(size, { fullBleed = false, scale = 1 } = {}) {
  const rgba = Buffer.alloc(size * size * 4);
  const samples = 4;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          // Map to the 64-unit drawing; maskable icons shrink the flask into the safe zone.
          const ux = ((px + (sx + 0.5) / samples) / size) * 64;
          const uy = ((py + (sy + 0.5) / samples) / size) * 64;
          const fx = 32 + (ux - 32) / scale;
          const fy = 32 + (uy - 32) / scale;
          const inTile = fullBleed || insideRoundedRect(ux, uy, 64, 14);
          const color = inTile ? (sample(fx, fy, { fullBleed: true }) ?? TEAL) : null;
          if (!color) continue;
          r += color[0];
          g += color[1];
          b += color[2];
          a += 1;
        }
      }
      const offset = (py * size + px) * 4;
      const n = samples * samples;
      rgba[offset] = a ? Math.round(r / a) : 0;
      rgba[offset + 1] = a ? Math.round(g / a) : 0;
      rgba[offset + 2] = a ? Math.round(b / a) : 0;
      rgba[offset + 3] = Math.round((a / n) * 255);
    }
  }
  return encodePng(size, size, rgba);
}

const out = new URL('../public/icons/', import.meta.url);
mkdirSync(out, { recursive: true });
writeFileSync(new URL('icon-192.png', out), render(192));
writeFileSync(new URL('icon-512.png', out), render(512));
// Maskable: full-bleed tile, flask inside the 80% safe circle.
writeFileSync(new URL('icon-maskable-512.png', out), render(512, { fullBleed: true, scale: 0.8 }));
writeFileSync(new URL('apple-touch-icon.png', out), render(180, { fullBleed: true, scale: 0.9 }));
console.log('icons written to public/icons/');
