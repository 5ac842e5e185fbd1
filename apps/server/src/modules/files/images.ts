import {
  COVER_HEIGHT,
  COVER_RATIO,
  COVER_WIDTH,
  type FileKind,
  type ImageFormat,
  LOGO_MAX_HEIGHT,
  LOGO_MAX_WIDTH,
  UPLOAD_MESSAGES,
} from '@tessera/api-contract';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { invalidField } from '../../lib/errors.ts';
import { svgProblem } from './svg.ts';

/**
 * The most pixels one frame may have. Checked from the header before anything is decoded, and
 * given to sharp as its own limit too: a 20000×20000 PNG is a few hundred KB on the wire and
 * 1.6 GB once decoded.
 */
export const PIXEL_LIMIT = 40_000_000;
/** All frames of an animation together. */
export const ANIMATION_PIXEL_LIMIT = 200_000_000;
/** Widths of the smaller copies made for responsive images and grids. */
export const VARIANT_WIDTHS = [480, 960] as const;
export const RESIZE_MAX_WIDTH = 1920;
const WEBP_MAX_SIDE = 16_383;
/** Logos are kept at twice the SPEC §9 display box, for sharp edges on high-density screens. */
const LOGO_STORE_WIDTH = LOGO_MAX_WIDTH * 2;
const LOGO_STORE_HEIGHT = LOGO_MAX_HEIGHT * 2;

export const refuse = (message: string) => invalidField('file', message);

export interface ProbedImage {
  format: ImageFormat;
  /** Upright size (EXIF orientation applied), one frame. */
  width: number;
  height: number;
  pages: number;
}

export interface EncodedObject {
  /** `null` for the full-size object, `480w` and such for variants. */
  variant: string | null;
  extension: string;
  contentType: string;
  body: Buffer;
  width: number;
  height: number;
}

/**
 * `webp`: WebP (an SVG stays a vector); `same`: the upload's own format; `jpeg` and `png`: that
 * format for the image and its variants, first frame only, SVGs rasterised (card pictures, which
 * contact apps must read).
 */
export type OutputFormat = 'webp' | 'same' | 'jpeg' | 'png';

export interface ProcessPlan {
  output: OutputFormat;
  /** Scale down (never up) to fit inside this box. */
  fit?: { width: number; height: number };
  /** Crop to exactly this size (SPEC §9 blog cover), from `region` when given, else the centre. */
  cover?: { width: number; height: number; region?: CropRegion };
  /** Clockwise quarter turns (media library rotate). */
  rotate?: 90 | 180 | 270;
  variants: readonly number[];
}

export interface CropRegion {
  left: number;
  top: number;
  width: number;
  height: number;
}

const EXTENSIONS: Record<ImageFormat, string> = {
  png: 'png',
  jpeg: 'jpg',
  gif: 'gif',
  webp: 'webp',
  avif: 'avif',
  svg: 'svg',
};
const CONTENT_TYPES: Record<ImageFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};

const megapixels = (pixels: number) => Math.round(pixels / 1_000_000);

function input(bytes: Buffer, animated: boolean): Sharp {
  return sharp(bytes, { limitInputPixels: PIXEL_LIMIT, animated, failOn: 'error' });
}

/** Reads the header only; refuses what is too large to decode before decoding anything. */
export async function probeImage(bytes: Buffer, format: ImageFormat): Promise<ProbedImage> {
  if (format === 'svg') {
    const problem = svgProblem(bytes);
    if (problem) throw refuse(problem);
  }
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw refuse(UPLOAD_MESSAGES.unreadable);
  }
  const pages = metadata.pages ?? 1;
  const frameHeight = metadata.pageHeight ?? metadata.height;
  const width = metadata.autoOrient?.width ?? metadata.width;
  const height = pages > 1 ? frameHeight : (metadata.autoOrient?.height ?? metadata.height);
  if (!width || !height) throw refuse(UPLOAD_MESSAGES.unreadable);
  if (width * height > PIXEL_LIMIT) {
    throw refuse(
      `This image is ${width}×${height} pixels (${megapixels(width * height)} megapixels). Images may have at most ${megapixels(PIXEL_LIMIT)} megapixels: scale it down and try again.`,
    );
  }
  if (width * height * pages > ANIMATION_PIXEL_LIMIT) {
    throw refuse(
      `This animation has ${pages} frames of ${width}×${height} pixels, more than can be processed. Shorten it or scale it down.`,
    );
  }
  return { format, width, height, pages };
}

function encode(pipeline: Sharp, format: ImageFormat): Sharp {
  switch (format) {
    case 'png':
      return pipeline.png();
    case 'jpeg':
      // JPEG has no transparency: transparent pixels become white, not black.
      return pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 85 });
    case 'gif':
      return pipeline.gif();
    case 'avif':
      return pipeline.avif({ quality: 60 });
    default:
      return pipeline.webp({ quality: 82 });
  }
}

async function render(pipeline: Sharp, format: ImageFormat, variant: string | null): Promise<EncodedObject> {
  const { data, info } = await encode(pipeline, format).toBuffer({ resolveWithObject: true });
  return {
    variant,
    extension: EXTENSIONS[format],
    contentType: CONTENT_TYPES[format],
    body: data,
    width: info.width,
    height: info.pageHeight ?? info.height,
  };
}

/** The size `fit` gives (scaled down to fit the box, never up). */
function fittedSize(width: number, height: number, box: { width: number; height: number }) {
  const scale = Math.min(1, box.width / width, box.height / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Decodes once per output and re-encodes: whatever the upload carried besides pixels (EXIF with
 * GPS positions, comments, polyglot payloads) is gone from what is stored. SVG is stored as
 * uploaded (it passed `svgProblem`) unless it must become a cover.
 */
export async function processImage(
  bytes: Buffer,
  probed: ProbedImage,
  plan: ProcessPlan,
): Promise<EncodedObject[]> {
  // A vector stays a vector (at any size it is sharper and usually smaller than a raster);
  // only a cover, which must be exactly 1200×1800, is rasterised.
  const fixed = plan.output === 'jpeg' || plan.output === 'png' ? plan.output : null;
  if (probed.format === 'svg' && !plan.cover && !plan.rotate && !fixed) {
    return [
      {
        variant: null,
        extension: 'svg',
        contentType: CONTENT_TYPES.svg,
        body: bytes,
        width: probed.width,
        height: probed.height,
      },
    ];
  }
  const animated = !fixed && probed.pages > 1 && (probed.format === 'gif' || probed.format === 'webp');
  const outputFormat: ImageFormat =
    fixed ?? (plan.output === 'webp' || probed.format === 'svg' ? 'webp' : probed.format);
  try {
    // `rotate()` without an angle applies the EXIF orientation, then the metadata is dropped.
    let base = input(bytes, animated).rotate();
    let width = probed.width;
    let height = probed.height;
    if (plan.rotate) {
      base = base.rotate(plan.rotate);
      if (plan.rotate !== 180) [width, height] = [height, width];
    }
    let main = base.clone();
    if (plan.cover) {
      const region = plan.cover.region;
      if (region) {
        if (region.left + region.width > width || region.top + region.height > height) {
          throw invalidField('crop_x', 'The crop area must lie inside the image.');
        }
        main = main.extract(region);
      }
      main = main.resize(plan.cover.width, plan.cover.height, { fit: 'cover', position: 'centre' });
      width = plan.cover.width;
      height = plan.cover.height;
    } else {
      // WebP stops at 16383 pixels a side.
      const box =
        plan.fit ?? (outputFormat === 'webp' ? { width: WEBP_MAX_SIDE, height: WEBP_MAX_SIDE } : null);
      if (box && (width > box.width || height > box.height)) {
        ({ width, height } = fittedSize(width, height, box));
        main = main.resize(width, height, { fit: 'fill' });
      }
    }
    const jobs: Array<() => Promise<EncodedObject>> = [() => render(main, outputFormat, null)];
    if (!animated) {
      for (const variantWidth of plan.variants) {
        if (variantWidth >= width) continue;
        jobs.push(() =>
          render(
            base.clone().resize({ width: variantWidth, withoutEnlargement: true }),
            fixed ?? 'webp',
            `${variantWidth}w`,
          ),
        );
      }
    }
    // One after another: each output already uses every core (libvips threads), and an upload
    // that held several of Node's four pool threads at once would make the storage writes of
    // the uploads around it wait behind image work.
    const results: EncodedObject[] = [];
    for (const job of jobs) results.push(await job());
    return results;
  } catch (error) {
    if (error instanceof Error && 'statusCode' in error) throw error;
    throw refuse(UPLOAD_MESSAGES.unreadable);
  }
}

/** What each upload route does with the image (SPEC §7, §9). */
export function planFor(
  kind: FileKind,
  options: { resize?: boolean; skipRatioCheck?: boolean; region?: CropRegion } = {},
): ProcessPlan {
  switch (kind) {
    case 'image':
      return {
        output: 'webp',
        ...(options.resize === false
          ? {}
          : { fit: { width: RESIZE_MAX_WIDTH, height: RESIZE_MAX_WIDTH * 4 } }),
        variants: VARIANT_WIDTHS,
      };
    case 'gallery':
      return {
        output: 'webp',
        fit: { width: RESIZE_MAX_WIDTH, height: RESIZE_MAX_WIDTH * 4 },
        variants: VARIANT_WIDTHS,
      };
    case 'logo':
      return { output: 'same', fit: { width: LOGO_STORE_WIDTH, height: LOGO_STORE_HEIGHT }, variants: [] };
    case 'cover':
      return options.skipRatioCheck
        ? { output: 'same', variants: [] }
        : {
            output: 'webp',
            cover: {
              width: COVER_WIDTH,
              height: COVER_HEIGHT,
              ...(options.region ? { region: options.region } : {}),
            },
            variants: [],
          };
    case 'meta':
      return { output: 'same', variants: [] };
    case 'file':
      return { output: 'same', variants: [VARIANT_WIDTHS[0]] };
    // A site icon is made by files/favicon.ts; this plan only serves a rotation of its picture.
    case 'favicon':
      return { output: 'png', variants: [] };
  }
}

/** SPEC §9: a cover crop region must already have the cover's ratio (height / width 1.5). */
export function coverRegionProblem(region: CropRegion): string | null {
  const ratio = region.height / region.width;
  return Math.abs(ratio - COVER_RATIO) <= 0.01
    ? null
    : `The crop area must be ${COVER_WIDTH}:${COVER_HEIGHT} (height 1.5 × width).`;
}
