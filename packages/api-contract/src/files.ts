import { z } from 'zod';
import { endpoint, forRoles, onSite, SITE_ROLES } from './endpoint.ts';
import { actionResult, childParams, idParams, itemEnvelope, listEnvelope, pageQuery } from './envelopes.ts';
import { recordId, wholeNumberText } from './inputs.ts';
import { landingIdParams, siteFaviconResponse } from './landings.ts';

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

const UPLOAD_NOTES =
  'Multipart (docs/api.md "Uploads"); `landing_id` names the site the file is for (else the first the caller may design).';
const ITEM_NOTES =
  '`{id, landing_id, kind, name, alt, url, thumbnail_url, content_type, width, height, Ratio, bytes, variants: [{url, width, height, bytes}], created_at, updated_at}`.';

/** One of the editor's image uploads to a site (admins use them on template sites too). */
function siteImageUpload<Path extends string, Answer extends z.ZodType>(
  path: Path,
  answer: Answer,
  summary: string,
  notes: string,
) {
  return endpoint({
    method: 'POST',
    path,
    responses: { 201: answer },
    access: onSite('edit_design', { admins: true }),
    transport: 'multipart',
    summary,
    notes: `${UPLOAD_NOTES} ${notes}`,
  });
}

/** The editor's image uploads (SPEC §7 upload-image, -logo-image, -gallery-image, -non-convert-image). */
const editorUploads = {
  uploadImage: siteImageUpload(
    '/images/upload-image',
    imageUploadResponse,
    'An image for an image field, as WebP plus 480 and 960 px wide variants',
    'Fields `resize-image` (`1`/`0`, `true`/`false`; on unless sent off: scaled to 1920 px wide), `elementId`, `valueKey`, `landing_id`. Answers `{data: {url, Ratio, elementId, valueKey, id, width, height}}` (`Ratio` = height / width, 2 decimals; ids echoed, null when not sent).',
  ),
  uploadLogo: siteImageUpload(
    '/images/upload-logo-image',
    logoUploadResponse,
    'A logo, kept in its format (SVG stays SVG), at most 600×120',
    'Fields `elementId`, `valueKey`, `landing_id`. Answers `{data: {url, ShowWidth, ShowHeight, elementId, valueKey, id, width, height}}`, `ShowWidth`/`ShowHeight` fitted within 300×60 (never enlarged).',
  ),
  uploadGallery: siteImageUpload(
    '/images/upload-gallery-image',
    galleryUploadResponse,
    'A gallery image: as upload-image, always resized',
    'Adds `thumbnail_url` (the 480 px variant).',
  ),
  // Blog covers and meta images: only a site's own designers, never on template sites.
  uploadNonConvert: endpoint({
    method: 'POST',
    path: '/images/upload-non-convert-image',
    responses: { 201: nonConvertUploadResponse },
    access: onSite('edit_design'),
    transport: 'multipart',
    summary: "A blog post's cover or meta image",
    notes: `${UPLOAD_NOTES} With \`image_prompt\` (and \`landing_id\`; the field counts when sent empty: a cover from a file has no prompt) a blog cover: cropped to height 1.5 × width and written as 1200×1800 WebP (from \`crop_x\`, \`crop_y\`, \`crop_width\`, \`crop_height\` when given: all four, ratio 1.5 within 0.01, inside the image), or kept as it is with \`skip_ratio_check=1\`; with the file alone a meta image, which must be 16:9 within 0.01 (\`${UPLOAD_MESSAGES.onlySixteenByNine}\`) and is kept in its format. Answers \`{data: {url, Ratio, id, width, height}}\`.`,
  }),
};

const admins = forRoles(['Admin'], { kind: 'platform' });

/** One of the editor's uploads (`upload-image`, …) into the platform library: same fields but `landing_id`. */
function libraryUpload<Route extends string, Answer extends z.ZodType>(route: Route, answer: Answer) {
  return endpoint({
    method: 'POST',
    path: `/admin-page-templates/files/${route}`,
    responses: { 201: answer },
    access: admins,
    transport: 'multipart',
    summary: `${route} into the platform library`,
    notes: 'The same fields without `landing_id`, the same answer.',
  });
}

/**
 * The platform's image library (admins only): page templates and courses upload to it and pick
 * from it. Its files belong to no site and are served on the preview host.
 */
const platformLibrary = {
  list: endpoint({
    method: 'GET',
    path: '/admin-page-templates/files',
    query: landingFileListQuery,
    responses: { 200: storedFileListResponse },
    access: admins,
    summary: "A page of the platform library's files",
    notes: "Query as a site's files.",
  }),
  uploadImage: libraryUpload('upload-image', imageUploadResponse),
  uploadLogo: libraryUpload('upload-logo-image', logoUploadResponse),
  uploadGallery: libraryUpload('upload-gallery-image', galleryUploadResponse),
};

/**
 * One file's calls at `path` (SPEC media-library "specific", update, delete; a site's files): its
 * details, its name and alt text, its removal. `where` says whose file it is, for the docs.
 */
function fileItemEndpoints<Path extends string, Params extends z.ZodType<Record<string, unknown>>>(
  path: Path,
  params: Params,
  where: string,
) {
  return {
    get: endpoint({
      method: 'GET',
      path,
      params,
      responses: { 200: storedFileResponse },
      access: onSite('view'),
      summary: `One file ${where}`,
      notes: ITEM_NOTES,
    }),
    update: endpoint({
      method: 'PUT',
      path,
      params,
      body: updateFileBody,
      responses: { 200: storedFileResponse },
      access: onSite('edit_design'),
      summary: `Renames a file ${where} or changes its alt text`,
      notes: 'Body `{name?, alt?}` (at least one); the address never changes.',
    }),
    remove: endpoint({
      method: 'DELETE',
      path,
      params,
      responses: { 200: actionResult },
      access: onSite('edit_design'),
      summary: `Deletes a file ${where} and every stored object of it`,
    }),
  };
}

/** The media library (SPEC media-library: all, specific, update, rotate, delete). */
const mediaLibrary = {
  list: endpoint({
    method: 'GET',
    path: '/media-library/all',
    query: mediaLibraryQuery,
    responses: { 200: storedFileListResponse },
    access: forRoles(SITE_ROLES, { kind: 'own' }),
    summary: 'The media library: files of every site the caller may view',
    notes:
      'Files of deleted sites: the owner only. `search` (name), `kind` (`image`, `logo`, `gallery`, `cover`, `meta`, `file`), `landing_id`, `sort` `created_at` (default, newest first) / `name` / `bytes`, `order`.',
  }),
  usage: endpoint({
    method: 'GET',
    path: '/media-library/usage',
    responses: { 200: storageUsageResponse },
    access: forRoles(SITE_ROLES, { kind: 'own' }),
    summary: "The storage the caller's agency uses",
    notes: '`{used_bytes, quota_bytes, files, max_upload_bytes}`.',
  }),
  ...fileItemEndpoints('/media-library/:id', mediaItemParams, 'on its site'),
  rotate: endpoint({
    method: 'POST',
    path: '/media-library/:id/rotate',
    params: mediaItemParams,
    body: rotateFileBody,
    responses: { 200: storedFileResponse },
    access: onSite('edit_design'),
    summary: 'Turns an image clockwise, on its site',
    notes:
      'Body `{degrees: 90 | 180 | 270}`. The turned image is a new version at a new address (its variants remade); earlier versions stay served, and counted, until the file is deleted. SVG: 422.',
  }),
};

/** The files of one site (SPEC Landings: files), each as the media library's item routes. */
const siteFiles = {
  list: endpoint({
    method: 'GET',
    path: '/landings/:id/files',
    params: landingFilesParams,
    query: landingFileListQuery,
    responses: { 200: storedFileListResponse },
    access: onSite('view', { admins: true }),
    summary: "A page of the site's files",
    notes:
      'Query as the media library, without `landing_id`. The calls on one of its files answer 404 for a file of another site.',
  }),
  upload: endpoint({
    method: 'POST',
    path: '/landings/:id/files',
    params: landingFilesParams,
    responses: { 201: storedFileResponse },
    access: onSite('edit_design'),
    transport: 'multipart',
    summary: 'Uploads a file to the site',
    notes:
      'Multipart (docs/api.md "Uploads"), optional field `name`: kept in its format, with a 480 px WebP thumbnail. Answers the file.',
  }),
  ...fileItemEndpoints('/landings/:id/files/:fileId', landingFileParams, 'of the site'),
};

/** The site's icon (site settings): an icon set from one PNG, SVG or ICO upload. */
const siteFavicon = {
  set: endpoint({
    method: 'POST',
    path: '/landings/:id/favicon',
    params: landingIdParams,
    responses: { 201: siteFaviconResponse },
    access: onSite('manage_settings', { admins: true }),
    transport: 'multipart',
    summary: "Sets the site's icon from one PNG, SVG or ICO file",
    notes:
      "One `file` part (an SVG is checked like every SVG upload): the icon set (512, 192, 180 and 32 px PNGs and a 16/32/48 `.ico`) stored as one of the site's files (kind `favicon`, within the storage quota). Answers `{data: {favicon_url}}`. The site answers `/favicon.ico`, `/_icons/favicon-32.png`, `/_icons/icon-192.png`, `/_icons/icon-512.png` and `/_icons/apple-touch-icon.png` from it (an hour's cache, ETag); every page head links them.",
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/landings/:id/favicon',
    params: landingIdParams,
    responses: { 200: siteFaviconResponse },
    access: onSite('manage_settings', { admins: true }),
    summary: "Puts the white label's icon back",
    notes:
      "Its favicon, else its logo; none: the icon paths answer 404. The file stays in the site's files. Answers `{data: {favicon_url: null}}`.",
  }),
};

/** Uploads, the media library, the platform's library, each site's files and its icon. */
export const fileEndpoints = {
  ...editorUploads,
  library: platformLibrary,
  media: mediaLibrary,
  site: siteFiles,
  favicon: siteFavicon,
};
