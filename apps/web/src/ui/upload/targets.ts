import { fileEndpoints, imageRatio } from '@tessera/api-contract';
import { upload } from '../../api/call.ts';
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
   * `image`, `logo` and `gallery` uploads into this library instead of a site: the platform's
   * (`fileEndpoints.library`), which page templates and courses use. Its routes take the same
   * fields, without `landing_id`, and answer the same way.
   */
  library?: typeof fileEndpoints.library | undefined;
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
  const common = { form, ...transfer, notify: transfer.notify ?? !reportsInAlert(options.kind) };
  const { library } = options;
  switch (options.kind) {
    case 'image':
      return (await upload(library?.uploadImage ?? fileEndpoints.uploadImage, undefined, common)).data;
    case 'logo': {
      const data = (await upload(library?.uploadLogo ?? fileEndpoints.uploadLogo, undefined, common)).data;
      return { ...data, Ratio: imageRatio(data.width, data.height) };
    }
    case 'gallery':
      return (await upload(library?.uploadGallery ?? fileEndpoints.uploadGallery, undefined, common)).data;
    default: {
      if (library) throw new Error('The platform library takes images, logos and gallery images only.');
      const data = (await upload(fileEndpoints.uploadNonConvert, undefined, common)).data;
      return { ...data, elementId: context.elementId ?? null, valueKey: context.valueKey ?? null };
    }
  }
}
