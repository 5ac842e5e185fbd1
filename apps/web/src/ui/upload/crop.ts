import { COVER_HEIGHT, COVER_RATIO, COVER_WIDTH } from '@tessera/api-contract';

/** A region of an image in its own pixels (what the cover upload's `crop_*` fields name). */
export interface CropRegion {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The cover's frame as the cropper draws it: width / height (SPEC §9 ratio is height / width). */
export const COVER_FRAME_ASPECT = COVER_WIDTH / COVER_HEIGHT;

/**
 * The region a cropper chose, in whole pixels, inside the image and with the cover's ratio
 * (height = 1.5 × width within the server's 0.01), whatever rounding the cropper did.
 */
export function coverCropRegion(chosen: CropRegion, image: { width: number; height: number }): CropRegion {
  // The widest frame the image holds, then the chosen one within it.
  const widest = Math.max(1, Math.min(image.width, Math.floor(image.height / COVER_RATIO)));
  const width = Math.max(1, Math.min(widest, Math.round(chosen.width)));
  const height = Math.min(image.height, Math.round(width * COVER_RATIO));
  const x = clamp(Math.round(chosen.x), 0, image.width - width);
  const y = clamp(Math.round(chosen.y), 0, image.height - height);
  return { x, y, width, height };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}

/** The multipart fields of a crop (SPEC §7 non-converting upload). */
export function cropFields(
  region: CropRegion,
): Record<'crop_x' | 'crop_y' | 'crop_width' | 'crop_height', string> {
  return {
    crop_x: String(region.x),
    crop_y: String(region.y),
    crop_width: String(region.width),
    crop_height: String(region.height),
  };
}
