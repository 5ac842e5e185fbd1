import sharp from 'sharp';
import { encodePng, rgbPng } from './png.ts';

/** Test images made in memory: nothing is read from disk or the network. */

/** A PNG with a diagonal gradient, so resizes and crops change real pixels. */
export async function pngImage(width: number, height: number): Promise<Buffer> {
  return rgbPng(width, height, (x, y) => [
    Math.floor((x * 255) / width),
    Math.floor((y * 255) / height),
    128,
  ]);
}

export async function jpegImage(width: number, height: number): Promise<Buffer> {
  return sharp(await pngImage(width, height))
    .jpeg()
    .toBuffer();
}

export async function animatedGif(width: number, height: number, frames: number): Promise<Buffer> {
  const pngs = await Promise.all(
    Array.from({ length: frames }, (_, i) =>
      sharp({ create: { width, height, channels: 3, background: { r: i * 40, g: 80, b: 160 } } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(pngs, { join: { animated: true } })
    .gif()
    .toBuffer();
}

/**
 * A real decompression bomb: a valid 1-bit greyscale PNG of `side`×`side` black pixels. At
 * 20000×20000 it is about 50 KB on the wire and 400 million pixels once decoded.
 */
export function pngBomb(side = 20_000): Buffer {
  const rowBytes = Math.ceil(side / 8) + 1; // filter byte + packed pixels
  const raw = Buffer.alloc(rowBytes * side); // all zero: filter "none", black pixels
  return encodePng(side, side, raw, { bitDepth: 1, colourType: 0, level: 9 });
}

export const cleanSvg = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="240" height="80" viewBox="0 0 240 80"><defs><linearGradient id="g"><stop offset="0" stop-color="#2456d3"/><stop offset="1" stop-color="#8bd"/></linearGradient></defs><style>.t{font:700 32px sans-serif;fill:url(#g)}</style><rect width="240" height="80" rx="12" fill="#fff"/><use xlink:href="#g"/><text class="t" x="20" y="52">Brand</text></svg>',
);
export const scriptSvg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
);
