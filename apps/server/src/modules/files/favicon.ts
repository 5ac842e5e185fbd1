import type { SiteIconSize } from '@tessera/renderer';
import decodeIco from 'decode-ico';
import sharp, { type Sharp } from 'sharp';
import { ICO_CONTENT_TYPE } from '../../sites/icons.ts';
import type { EncodedObject } from './images.ts';
import { PIXEL_LIMIT, probeImage, refuse } from './images.ts';
import { extensionOf, sniffImage } from './sniff.ts';

/**
 * A site's icon (favicon): uploaded as PNG, SVG or ICO, stored as the PNG sizes browsers and
 * phones ask for plus a real `.ico`, all from one upload. The SVG is checked like every SVG
 * upload (files/svg.ts: anything that could run is refused) and only ever stored rasterised.
 */

/** Square PNG edges stored: the tab (32), Apple's home screen (180), Android and manifests (192, 512). */
export const FAVICON_PNG_SIZES = [512, 192, 180, 32] as const;
/** Frames of `/favicon.ico` (PNG-compressed, which every browser of this decade reads). */
export const ICO_FRAME_SIZES = [16, 32, 48] as const;

export const FAVICON_MESSAGES = {
  format: 'The icon must be a PNG, SVG or ICO file.',
  unreadable: 'This icon file could not be read. Save it again as PNG, SVG or ICO and retry.',
} as const;

type FaviconFormat = 'png' | 'svg' | 'ico';

/** An ICO file starts with a reserved zero, type 1 (icon) and at least one image. */
function isIco(bytes: Buffer): boolean {
  return (
    bytes.length >= 6 &&
    bytes.readUInt16LE(0) === 0 &&
    bytes.readUInt16LE(2) === 1 &&
    bytes.readUInt16LE(4) > 0
  );
}

/** The upload's format from its bytes, which must agree with its extension (when it has one). */
export function faviconFormat(fileName: string, bytes: Buffer): FaviconFormat {
  const sniffed = isIco(bytes) ? 'ico' : sniffImage(bytes);
  if (sniffed !== 'png' && sniffed !== 'svg' && sniffed !== 'ico') throw refuse(FAVICON_MESSAGES.format);
  const extension = extensionOf(fileName);
  if (extension !== null && extension !== sniffed) {
    throw refuse(`The file's contents do not match its .${extension} extension: it is not a valid icon.`);
  }
  return sniffed;
}

/** The largest image an ICO holds, decoded (a BMP frame to raw pixels, a PNG frame as it is). */
function icoSource(bytes: Buffer): Sharp {
  let frames: ReturnType<typeof decodeIco>;
  try {
    frames = decodeIco(bytes);
  } catch {
    throw refuse(FAVICON_MESSAGES.unreadable);
  }
  const largest = [...frames].sort((a, b) => b.width * b.height - a.width * a.height)[0];
  if (!largest || largest.width * largest.height > PIXEL_LIMIT) throw refuse(FAVICON_MESSAGES.unreadable);
  if (largest.type === 'png') return sharp(Buffer.from(largest.data), { limitInputPixels: PIXEL_LIMIT });
  return sharp(Buffer.from(largest.data.buffer, largest.data.byteOffset, largest.data.byteLength), {
    raw: { width: largest.width, height: largest.height, channels: 4 },
  });
}

async function source(bytes: Buffer, format: FaviconFormat): Promise<Sharp> {
  if (format === 'ico') return icoSource(bytes);
  // Checks the pixel count from the header (and an SVG's content) before anything is decoded.
  const probed = await probeImage(bytes, format);
  // A vector is drawn at the density that makes its longer side the largest icon, so it stays sharp.
  const density =
    format === 'svg'
      ? Math.min(2400, Math.max(1, (72 * 512) / Math.max(probed.width, probed.height)))
      : undefined;
  return sharp(bytes, { limitInputPixels: PIXEL_LIMIT, failOn: 'error', ...(density ? { density } : {}) });
}

/** A square PNG of the icon: the picture centred on transparency (on white for Apple, which fills black). */
export async function squarePng(image: Sharp, size: number, background?: string): Promise<Buffer> {
  let pipeline = image
    .clone()
    .resize(size, size, { fit: 'contain', background: background ?? { r: 0, g: 0, b: 0, alpha: 0 } });
  if (background) pipeline = pipeline.flatten({ background });
  return pipeline.png().toBuffer();
}

/** An ICO file holding each PNG as one frame (ICONDIR, one ICONDIRENTRY per frame, the images). */
export function icoFile(frames: ReadonlyArray<{ size: number; png: Buffer }>): Buffer {
  const header = Buffer.alloc(6 + 16 * frames.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(frames.length, 4);
  let offset = header.length;
  frames.forEach((frame, index) => {
    const entry = 6 + 16 * index;
    // 0 stands for 256 in the one-byte width and height.
    header.writeUInt8(frame.size >= 256 ? 0 : frame.size, entry);
    header.writeUInt8(frame.size >= 256 ? 0 : frame.size, entry + 1);
    header.writeUInt8(0, entry + 2);
    header.writeUInt8(0, entry + 3);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(frame.png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += frame.png.length;
  });
  return Buffer.concat([header, ...frames.map((frame) => frame.png)]);
}

/** `/favicon.ico` of any picture sharp can read. */
export async function icoOf(image: Sharp): Promise<Buffer> {
  const frames = await Promise.all(
    ICO_FRAME_SIZES.map(async (size) => ({ size, png: await squarePng(image, size) })),
  );
  return icoFile(frames);
}

/** One size of a site's icon made from a picture sharp reads, for the site host (sites/icons.ts). */
export async function encodeSiteIcon(bytes: Buffer, size: SiteIconSize): Promise<Buffer> {
  const image = sharp(bytes, { limitInputPixels: PIXEL_LIMIT, failOn: 'error' });
  return size === 'ico' ? icoOf(image) : squarePng(image, size, size === 180 ? '#ffffff' : undefined);
}

/**
 * Every stored object of an uploaded icon: the 512 PNG (the file's own), the smaller PNGs as its
 * `{size}w` variants and the ICO (variant `48w`, its largest frame). Nothing of the upload is kept
 * but its pixels.
 */
export async function encodeFavicon(fileName: string, bytes: Buffer): Promise<EncodedObject[]> {
  const format = faviconFormat(fileName, bytes);
  const image = await source(bytes, format);
  try {
    const pngs: EncodedObject[] = [];
    for (const size of FAVICON_PNG_SIZES) {
      pngs.push({
        variant: size === 512 ? null : `${size}w`,
        extension: 'png',
        contentType: 'image/png',
        body: await squarePng(image, size, size === 180 ? '#ffffff' : undefined),
        width: size,
        height: size,
      });
    }
    const largest = Math.max(...ICO_FRAME_SIZES);
    const ico: EncodedObject = {
      variant: `${largest}w`,
      extension: 'ico',
      contentType: ICO_CONTENT_TYPE,
      body: await icoOf(image),
      width: largest,
      height: largest,
    };
    return [...pngs, ico];
  } catch (error) {
    if (error instanceof Error && 'statusCode' in error) throw error;
    throw refuse(FAVICON_MESSAGES.unreadable);
  }
}
