import { z } from 'zod';
import { childParams, idParams, itemEnvelope, listEnvelope, pageQuery } from './envelopes.ts';
import { recordId, wholeNumberText } from './inputs.ts';

/**
 * Uploaded files and the media library (SPEC §7 Images, §8 upload messages, §9 ratios).
 *
 * Every upload is a multipart request with one `file` part; the other parts are plain text
 * fields, checked by the schemas below (multipart fields always arrive as strings).
 */

/** What an upload was made for; it decides how the image is processed. */
/** `favicon`: a site's icon set (PNG sizes and an ICO), uploaded in the site's settings. */
export const fileKinds = ['image', 'logo', 'gallery', 'cover', 'meta', 'file', 'favicon'] as const;
export const fileKind = z.enum(fileKinds);
export type FileKind = z.infer<typeof fileKind>;

/** Formats accepted, named as the upload screen lists them. */
export const ACCEPTED_IMAGE_TYPES = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
} as const;
export type ImageFormat = keyof typeof ACCEPTED_IMAGE_TYPES;
/** The file-name extensions of each accepted format (the browser's check and the server's agree). */
export const IMAGE_FILE_EXTENSIONS: Readonly<Record<string, ImageFormat>> = {
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  jpe: 'jpeg',
  jfif: 'jpeg',
  gif: 'gif',
  webp: 'webp',
  avif: 'avif',
  svg: 'svg',
};
/** For `<input accept>`: the browser's picker offers only what the server takes. */
export const ACCEPT_ATTRIBUTE =
  '.png,.jpg,.jpeg,.gif,.webp,.avif,.svg,image/png,image/jpeg,image/gif,image/webp,image/avif,image/svg+xml';

/** SPEC §9 constants the server and the upload UI share. */
export const LOGO_MAX_WIDTH = 300;
export const LOGO_MAX_HEIGHT = 60;
export const COVER_RATIO = 1.5;
export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 1800;
export const META_RATIO = 16 / 9;
export const META_RATIO_TOLERANCE = 0.01;

export const UPLOAD_MESSAGES = {
  onlySixteenByNine: 'Only 16:9 images are allowed.',
  uploadFailed: 'Upload failed.',
  fileRequired: 'Choose a file to upload.',
  notMultipart: 'Send the file as multipart/form-data with a "file" part.',
  oneFile: 'Send one file per upload.',
  notAnImage: 'Only images can be uploaded: PNG, JPEG, GIF, WebP, AVIF or SVG.',
  unreadable: 'The image could not be read. It may be damaged.',
  quota: 'Your storage is full. Delete files you no longer need, then try again.',
  svgUnsafe: 'SVG files with scripts, event handlers or links to other files are not allowed.',
  svgScript: 'This SVG contains a script. SVG files with scripts are not allowed.',
} as const;

/** "1"/"true"/"on"/"yes" and "0"/"false"/"off"/"no" as browsers and clients send them. */
export const uploadFlag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'], {
    error: 'The value must be true or false.',
  })
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value));

const optionalId = recordId.optional();
/** The editor's field address echoed back, so a reply lands in the field that asked. */
const echoedKey = z.string().trim().max(120).optional();

/** SPEC §7 image upload: file, resize-image, and optionally elementId and valueKey. */
export const imageUploadFields = z.object({
  /** Scale the image down to fit 1920 px (never up). On unless sent as false. */
  'resize-image': uploadFlag.optional(),
  elementId: echoedKey,
  valueKey: echoedKey,
  /** The site the image is for: it is served from that site's address. */
  landing_id: optionalId,
});
export type ImageUploadFields = z.output<typeof imageUploadFields>;

/** Logo and gallery uploads take the same optional fields, without the resize flag. */
export const logoUploadFields = imageUploadFields.omit({ 'resize-image': true });
export const galleryUploadFields = logoUploadFields;

/**
 * Uploads in the page-template editor (`/admin-page-templates/files/upload-*`): the same fields
 * without a site. They go to the platform's library and are served on the preview host.
 */
export const libraryImageUploadFields = imageUploadFields.omit({ landing_id: true });
export const libraryLogoUploadFields = logoUploadFields.omit({ landing_id: true });

/**
 * SPEC §7 non-converting upload. With `image_prompt` and `landing_id` it is a blog cover
 * (cropped to ratio 1.5, 1200×1800 webp unless `skip_ratio_check`); with the file alone it is
 * a meta image, which must be 16:9. `crop_*` name the region a client-side cropper chose.
 */
export const nonConvertUploadFields = z
  .object({
    image_prompt: z.string().trim().max(2000).optional(),
    landing_id: optionalId,
    skip_ratio_check: uploadFlag.optional(),
    crop_x: wholeNumberText(0).optional(),
    crop_y: wholeNumberText(0).optional(),
    crop_width: wholeNumberText(1).optional(),
    crop_height: wholeNumberText(1).optional(),
  })
  .superRefine((fields, ctx) => {
    const crop = [fields.crop_x, fields.crop_y, fields.crop_width, fields.crop_height];
    const given = crop.filter((v) => v !== undefined).length;
    if (given !== 0 && given !== 4) {
      ctx.addIssue({
        code: 'custom',
        path: ['crop_x'],
        message: 'Send all of crop_x, crop_y, crop_width and crop_height, or none.',
      });
    }
  });
export type NonConvertUploadFields = z.output<typeof nonConvertUploadFields>;

/** Landing files (the Files tab) take an optional display name. */
export const landingFileUploadFields = z.object({ name: z.string().trim().min(1).max(200).optional() });

/** Ratio is height / width rounded to 2 decimals (SPEC §9). */
export function imageRatio(width: number, height: number): number {
  if (width <= 0 || height <= 0) return 0;
  return Math.round((height / width) * 100) / 100;
}

/** SPEC §9 logo display size: the image scaled (never up) to fit 300×60. */
export function fitLogo(width: number, height: number): { ShowWidth: number; ShowHeight: number } {
  if (width <= 0 || height <= 0) return { ShowWidth: 0, ShowHeight: 0 };
  const scale = Math.min(1, LOGO_MAX_WIDTH / width, LOGO_MAX_HEIGHT / height);
  return {
    ShowWidth: Math.max(1, Math.round(width * scale)),
    ShowHeight: Math.max(1, Math.round(height * scale)),
  };
}

/** SPEC §5: a blog meta image is 16:9 within 0.01 (width / height). */
export function isSixteenByNine(width: number, height: number): boolean {
  return height > 0 && Math.abs(width / height - META_RATIO) <= META_RATIO_TOLERANCE;
}

const echoed = z.string().nullable();
const uploadedFileId = z.number().int();

export const imageUploadResult = z.object({
  url: z.string(),
  Ratio: z.number(),
  elementId: echoed,
  valueKey: echoed,
  id: uploadedFileId,
  width: z.number().int(),
  height: z.number().int(),
});
export type ImageUploadResult = z.infer<typeof imageUploadResult>;
export const imageUploadResponse = itemEnvelope(imageUploadResult);

export const logoUploadResult = z.object({
  url: z.string(),
  ShowWidth: z.number().int(),
  ShowHeight: z.number().int(),
  elementId: echoed,
  valueKey: echoed,
  id: uploadedFileId,
  width: z.number().int(),
  height: z.number().int(),
});
export type LogoUploadResult = z.infer<typeof logoUploadResult>;
export const logoUploadResponse = itemEnvelope(logoUploadResult);

export const galleryUploadResult = imageUploadResult.extend({ thumbnail_url: z.string() });
export type GalleryUploadResult = z.infer<typeof galleryUploadResult>;
export const galleryUploadResponse = itemEnvelope(galleryUploadResult);

export const nonConvertUploadResult = z.object({
  url: z.string(),
  Ratio: z.number(),
  id: uploadedFileId,
  width: z.number().int(),
  height: z.number().int(),
});
export type NonConvertUploadResult = z.infer<typeof nonConvertUploadResult>;
export const nonConvertUploadResponse = itemEnvelope(nonConvertUploadResult);

/** A smaller copy made for responsive images and list thumbnails. */
export const fileVariant = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
});

/** A file as the media library and the Files tab show it (`id` is SPEC's library_id). */
export const storedFile = z.object({
  id: z.number().int(),
  landing_id: z.number().int().nullable(),
  kind: fileKind,
  name: z.string(),
  alt: z.string(),
  /** Served from the site's own address (never the app's). */
  url: z.string(),
  /** A small copy for grids; the file itself when none was made (SVG, small images). */
  thumbnail_url: z.string(),
  content_type: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  Ratio: z.number(),
  /** Bytes of the file and its variants: what it counts against the storage quota. */
  bytes: z.number().int(),
  variants: z.array(fileVariant),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StoredFile = z.infer<typeof storedFile>;
export const storedFileResponse = itemEnvelope(storedFile);
export const storedFileListResponse = listEnvelope(storedFile);

export const fileSortFields = ['created_at', 'name', 'bytes'] as const;
export const landingFileListQuery = pageQuery.extend({
  sort: z.enum(fileSortFields).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
  kind: fileKind.optional(),
});
export type LandingFileListQuery = z.infer<typeof landingFileListQuery>;

export const mediaLibraryQuery = landingFileListQuery.extend({ landing_id: optionalId });
export type MediaLibraryQuery = z.infer<typeof mediaLibraryQuery>;

export const landingFilesParams = idParams;
export const landingFileParams = childParams('fileId');
export const mediaItemParams = idParams;

/** Renaming changes what lists show; the file's address stays, so pages using it keep working. */
export const updateFileBody = z
  .object({
    name: z.string().trim().min(1).max(200).optional(),
    alt: z.string().trim().max(500).optional(),
  })
  .strict()
  .refine((body) => body.name !== undefined || body.alt !== undefined, {
    message: 'Send a name or an alt text to change.',
    path: ['name'],
  });
export type UpdateFileBody = z.infer<typeof updateFileBody>;

/** Clockwise quarter turns. */
export const rotateFileBody = z.object({
  degrees: z.union([z.literal(90), z.literal(180), z.literal(270)], {
    error: 'The degrees must be 90, 180 or 270.',
  }),
});
export type RotateFileBody = z.infer<typeof rotateFileBody>;

export const storageUsage = z.object({
  used_bytes: z.number().int(),
  quota_bytes: z.number().int(),
  files: z.number().int(),
  /** Largest upload accepted, in bytes. */
  max_upload_bytes: z.number().int(),
});
export type StorageUsage = z.infer<typeof storageUsage>;
export const storageUsageResponse = itemEnvelope(storageUsage);
