import { IMAGE_CROP, META_IMAGE } from '../constants.ts';
import { parseVideoUrl } from '../video.ts';
import { MESSAGES } from './messages.ts';

/** Blog meta images must be 16:9 within the SPEC tolerance. */
export function isMetaImageRatio(width: number, height: number): boolean {
  if (!(width > 0) || !(height > 0)) return false;
  return Math.abs(width / height - META_IMAGE.aspectRatio) <= META_IMAGE.tolerance;
}

export function validateMetaImage(width: number, height: number): string | null {
  return isMetaImageRatio(width, height) ? null : MESSAGES.metaImageRatio;
}

/**
 * Blog covers are cropped to Ratio 1.5 (height / width, exported 1200×1800) unless the ratio check
 * is skipped. Uses the same 0.01 tolerance as meta images so a 1200×1799 export is not re-cropped.
 */
export function coverNeedsCrop(width: number, height: number, skipRatioCheck = false): boolean {
  if (skipRatioCheck) return false;
  if (!(width > 0) || !(height > 0)) return true;
  return Math.abs(height / width - IMAGE_CROP.aspectRatio) > META_IMAGE.tolerance;
}

/** Rich-text ordered list: the start index must be greater than 0. */
export function validateListStart(value: unknown): string | null {
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? null : MESSAGES.listStart;
}

/** Rich-text media embed: YouTube and Vimeo are supported. */
export function validateMediaUrl(value: string): string | null {
  if (value.trim() === '') return MESSAGES.mediaUrlEmpty;
  return parseVideoUrl(value).provider === 'other' ? MESSAGES.mediaUrlUnsupported : null;
}

/** Image search and AI generation stay disabled until there is something to search or prompt. */
export function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}
