import {
  galleryUploadResponse,
  imageUploadResponse,
  logoUploadResponse,
  nonConvertUploadResponse,
} from '@tessera/api-contract';
import { apiUpload } from '../../api/client.ts';
import { type CropRegion, cropFields } from './crop.ts';

/**
 * SPEC §7 image uploads as the editor's image fields use them. `image`, `logo` and `gallery`
 * echo `elementId`/`valueKey`; `meta` and `cover` are the non-converting upload (a blog's meta
 * image, which must be 16:9, and its cover, cropped to 1200×1800).
 */
export type ImageUploadKind = 'image' | 'logo' | 'gallery' | 'meta' | 'cover';

export interface ImageUploadOptions {
  kind: ImageUploadKind;
  /** The site the image is for (it is served from that site's address). */
  landingId?: number | undefined;
  /** `image`: scale down to 1920 wide (default on). */
  resize?: boolean | undefined;
  /** `cover`: the prompt the cover was made from (SPEC image_prompt). */
  prompt?: string | undefined;
  /** `cover`: keep the image as it is instead of cropping it to 1200×1800. */
  skipRatioCheck?: boolean | undefined;
  /**
   * Another route taking the same fields and answering the same way, instead of the SPEC one:
   * the page-template editor's uploads (`/admin-page-templates/files/upload-*`).
   */
  path?: string | undefined;
}

/** Where the image goes in the editor: echoed back so the answer lands in the right field. */
export interface UploadContext {
  elementId?: string;
  valueKey?: string;
  /** `cover`: the part of the picture to keep, chosen in the cover cropper. */
  crop?: CropRegion;
}

/** SPEC §3 upload response, whichever route answered. */
export interface UploadedImage {
  id: number;
  url: string;
  width: number;
  height: number;
  /** Height / width, 2 decimals (SPEC §9). */
  Ratio: number;
  /** Logos: the display size within 300×60. */
  ShowWidth?: number;
  ShowHeight?: number;
  /** Gallery images: a 480 px wide copy. */
  thumbnail_url?: string;
  elementId: string | null;
  valueKey: string | null;
}

const PATHS: Record<ImageUploadKind, string> = {
  image: '/images/upload-image',
  logo: '/images/upload-logo-image',
  gallery: '/images/upload-gallery-image',
  meta: '/images/upload-non-convert-image',
  cover: '/images/upload-non-convert-image',
};

/** Non-converting uploads report failures in an alert (SPEC §8), not a toast. */
export const reportsInAlert = (kind: ImageUploadKind) => kind === 'meta' || kind === 'cover';

export function uploadForm(file: File, options: ImageUploadOptions, context: UploadContext = {}): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  if (options.landingId !== undefined) form.append('landing_id', String(options.landingId));
  if (options.kind === 'image') form.append('resize-image', options.resize === false ? '0' : '1');
  if (options.kind === 'cover') {
    form.append('image_prompt', options.prompt ?? '');
    if (options.skipRatioCheck) form.append('skip_ratio_check', '1');
    else if (context.crop)
      for (const [name, value] of Object.entries(cropFields(context.crop))) form.append(name, value);
  }
  if (!reportsInAlert(options.kind)) {
    if (context.elementId) form.append('elementId', context.elementId);
    if (context.valueKey) form.append('valueKey', context.valueKey);
  }
  return form;
}

export async function sendImageUpload(
  file: File,
  options: ImageUploadOptions,
  context: UploadContext,
  transfer: {
    onProgress?: (fraction: number) => void;
    signal?: AbortSignal;
    /** false: no error toast, the caller shows the failure (default: toasts unless an alert does). */
    notify?: boolean;
  },
): Promise<UploadedImage> {
  const form = uploadForm(file, options, context);
  const path = options.path ?? PATHS[options.kind];
  const common = { form, ...transfer, notify: transfer.notify ?? !reportsInAlert(options.kind) };
  switch (options.kind) {
    case 'image':
      return (await apiUpload(path, { ...common, schema: imageUploadResponse })).data;
    case 'logo': {
      const data = (await apiUpload(path, { ...common, schema: logoUploadResponse })).data;
      return { ...data, Ratio: data.width > 0 ? Math.round((data.height / data.width) * 100) / 100 : 0 };
    }
    case 'gallery':
      return (await apiUpload(path, { ...common, schema: galleryUploadResponse })).data;
    default: {
      const data = (await apiUpload(path, { ...common, schema: nonConvertUploadResponse })).data;
      return { ...data, elementId: context.elementId ?? null, valueKey: context.valueKey ?? null };
    }
  }
}
