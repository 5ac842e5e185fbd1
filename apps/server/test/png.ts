import { crc32, deflateSync } from 'node:zlib';

/**
 * PNG files written byte by byte, for tests that need real images without an image library
 * (the end-to-end tests use these too): a signature, IHDR, one IDAT and IEND.
 */

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG of `scanlines` (each row a filter byte, 0, then its packed pixels), with the given bit
 * depth and colour type (0 greyscale, 2 RGB).
 */
export function encodePng(
  width: number,
  height: number,
  scanlines: Buffer,
  format: { bitDepth: number; colourType: 0 | 2; level?: number } = { bitDepth: 8, colourType: 2 },
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = format.bitDepth;
  header[9] = format.colourType;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(scanlines, { level: format.level ?? 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An 8-bit RGB PNG whose pixel at (x, y) is `colour(x, y)`. */
export function rgbPng(
  width: number,
  height: number,
  colour: (x: number, y: number) => readonly [number, number, number],
): Buffer {
  const row = width * 3 + 1;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * row + 1 + x * 3;
      const [r, g, b] = colour(x, y);
      raw[i] = r;
      raw[i + 1] = g;
      raw[i + 2] = b;
    }
  }
  return encodePng(width, height, raw);
}

/** An RGB PNG with a diagonal gradient between two colours, so resizes and crops change real pixels. */
export function gradientPng(
  width: number,
  height: number,
  from: readonly [number, number, number] = [36, 86, 211],
  to: readonly [number, number, number] = [139, 221, 187],
): Buffer {
  return rgbPng(width, height, (x, y) => {
    const t = (x / width + y / height) / 2;
    const mix = (c: 0 | 1 | 2) => Math.round(from[c] + (to[c] - from[c]) * t);
    return [mix(0), mix(1), mix(2)];
  });
}
