import fastifyMultipart from '@fastify/multipart';
import {
  fileEndpoints as endpoints,
  fitLogo,
  galleryUploadFields,
  imageRatio,
  imageUploadFields,
  isSixteenByNine,
  landingFileUploadFields,
  libraryImageUploadFields,
  libraryLogoUploadFields,
  logoUploadFields,
  nonConvertUploadFields,
  type StoredFile,
  UPLOAD_MESSAGES,
} from '@tessera/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { serve } from '../../lib/endpoints.ts';
import { listAnswer } from '../../lib/pagination.ts';
import { PREVIEW_SUBDOMAIN } from '../../sites/hosts.ts';
import { findPlatformAgency } from '../agencies/store.ts';
import type { AuthContext } from '../auth/session.ts';
import { siteForCaller } from '../landings/access.ts';
import type { SiteServer } from '../landings/manage.ts';
import { platformAgencyId } from '../templates/platform.ts';
import { coverRegionProblem, planFor, refuse } from './images.ts';
import { readUpload } from './multipart.ts';
import {
  deleteFile,
  type FilesContext,
  getFile,
  listLibrary,
  listPlatformLibrary,
  listSiteFiles,
  rotateFile,
  siteOwner,
  storageUsage,
  storeUpload,
  type UploadOwner,
  updateFile,
  uploadSite,
} from './service.ts';
import { removeSiteFavicon, setSiteFavicon } from './site-favicon.ts';

/**
 * SPEC §7 Images (upload routes), the media library and each site's files. Uploads are multipart;
 * the multipart parser lives in this plugin only.
 */
/** A site icon upload carries the file and nothing else. */
const noUploadFields = z.object({}).strict();

export async function fileRoutes(
  app: FastifyInstance,
  deps: Omit<FilesContext, 'usage'> & {
    /** Dropping a site's cached responses when its icon changes. */
    sites: Pick<SiteServer, 'invalidate'>;
  },
): Promise<void> {
  const ctx: FilesContext = { ...deps, usage: new Map() };
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: ctx.limits.maxUploadBytes, files: 1 } });
    const { db, limits } = ctx;

    const siteUploadOwner = async (auth: AuthContext, landingId: number | undefined) =>
      siteOwner(ctx.origins, await uploadSite(db, auth, landingId));
    /**
     * The page-template library: page templates belong to no agency, so their uploads are the
     * platform agency's (the owner of template sites), belong to no site and are served on the
     * preview host, where page templates are previewed.
     */
    const libraryOwner = async (): Promise<UploadOwner> => ({
      agencyId: await platformAgencyId(db),
      landingId: null,
      origin: ctx.origins.subdomainOrigin(PREVIEW_SUBDOMAIN),
    });

    /**
     * The editor's image uploads (SPEC §7 upload-image, -logo-image, -gallery-image): stored for a
     * site and answered with what the image field needs, plus the `elementId`/`valueKey` it sent.
     */
    const editorUpload =
      <Answer extends object>(
        kind: 'image' | 'logo' | 'gallery',
        fields:
          | typeof imageUploadFields
          | typeof logoUploadFields
          | typeof libraryImageUploadFields
          | typeof libraryLogoUploadFields,
        answer: (dto: StoredFile) => Answer,
        ownerOf: (auth: AuthContext, landingId: number | undefined) => Promise<UploadOwner> = siteUploadOwner,
      ) =>
      async ({ auth, request }: { auth: AuthContext; request: FastifyRequest }) => {
        const upload = await readUpload(request, fields, limits);
        const owner = await ownerOf(
          auth,
          'landing_id' in upload.fields ? upload.fields.landing_id : undefined,
        );
        const resize = 'resize-image' in upload.fields ? upload.fields['resize-image'] : undefined;
        const { dto } = await storeUpload(ctx, auth, {
          kind,
          owner,
          fileName: upload.fileName,
          bytes: upload.bytes,
          plan: planFor(kind, { resize: resize ?? true }),
        });
        return {
          data: {
            url: dto.url,
            ...answer(dto),
            elementId: upload.fields.elementId ?? null,
            valueKey: upload.fields.valueKey ?? null,
            id: dto.id,
            width: dto.width,
            height: dto.height,
          },
        };
      };
    const imageAnswer = (dto: StoredFile) => ({ Ratio: dto.Ratio });
    const logoAnswer = (dto: StoredFile) => fitLogo(dto.width, dto.height);
    const galleryAnswer = (dto: StoredFile) => ({ Ratio: dto.Ratio, thumbnail_url: dto.thumbnail_url });

    serve(scope, endpoints.uploadImage, editorUpload('image', imageUploadFields, imageAnswer));
    serve(scope, endpoints.uploadLogo, editorUpload('logo', logoUploadFields, logoAnswer));
    serve(scope, endpoints.uploadGallery, editorUpload('gallery', galleryUploadFields, galleryAnswer));

    // ---- the page-template editor's uploads and file picker (admins; the platform's library)

    const library = endpoints.library;
    serve(
      scope,
      library.uploadImage,
      editorUpload('image', libraryImageUploadFields, imageAnswer, libraryOwner),
    );
    serve(scope, library.uploadLogo, editorUpload('logo', libraryLogoUploadFields, logoAnswer, libraryOwner));
    serve(
      scope,
      library.uploadGallery,
      editorUpload('gallery', libraryLogoUploadFields, galleryAnswer, libraryOwner),
    );
    serve(scope, library.list, async ({ query }) => {
      const platform = await findPlatformAgency(db);
      const listed =
        platform === null
          ? { rows: [], total: 0 }
          : await listPlatformLibrary(ctx, platform, ctx.origins.subdomainOrigin(PREVIEW_SUBDOMAIN), query);
      return listAnswer(listed, query);
    });

    serve(scope, endpoints.uploadNonConvert, async ({ auth, request }) => {
      // SPEC §7: a cover is the upload that sends `image_prompt`, even an empty one (a cover
      // uploaded from a file has no prompt); a meta image sends no prompt at all.
      const upload = await readUpload(request, nonConvertUploadFields, limits, ['image_prompt']);
      const { fields } = upload;
      const isCover = fields.image_prompt !== undefined;
      const region =
        fields.crop_x !== undefined &&
        fields.crop_y !== undefined &&
        fields.crop_width !== undefined &&
        fields.crop_height !== undefined
          ? {
              left: fields.crop_x,
              top: fields.crop_y,
              width: fields.crop_width,
              height: fields.crop_height,
            }
          : undefined;
      const skipRatioCheck = fields.skip_ratio_check ?? false;
      if (isCover && region && !skipRatioCheck) {
        const problem = coverRegionProblem(region);
        if (problem) throw refuse(problem);
      }
      const site = await uploadSite(db, auth, fields.landing_id);
      const { dto } = await storeUpload(ctx, auth, {
        kind: isCover ? 'cover' : 'meta',
        owner: siteOwner(ctx.origins, site),
        fileName: upload.fileName,
        bytes: upload.bytes,
        prompt: fields.image_prompt || undefined,
        plan: planFor(isCover ? 'cover' : 'meta', {
          skipRatioCheck,
          ...(region ? { region } : {}),
        }),
        check: (probed) => {
          if (isCover) return;
          if (probed.format === 'svg') {
            throw refuse('Social networks do not show SVG meta images: upload a PNG, JPEG or WebP image.');
          }
          if (!isSixteenByNine(probed.width, probed.height)) throw refuse(UPLOAD_MESSAGES.onlySixteenByNine);
        },
      });
      return {
        data: {
          url: dto.url,
          Ratio: imageRatio(dto.width, dto.height),
          id: dto.id,
          width: dto.width,
          height: dto.height,
        },
      };
    });

    // ---- the media library (SPEC media-library: all, specific, update, rotate, delete)

    const media = endpoints.media;
    serve(scope, media.list, async ({ auth, query }) =>
      listAnswer(await listLibrary(ctx, auth, query), query),
    );

    serve(scope, media.usage, async ({ auth }) => ({ data: await storageUsage(ctx, auth) }));

    serve(scope, media.get, async ({ auth, params }) => ({ data: await getFile(ctx, auth, params.id) }));

    serve(scope, media.update, async ({ auth, params, body }) => ({
      data: await updateFile(ctx, auth, params.id, body),
    }));

    serve(scope, media.rotate, async ({ auth, params, body }) => ({
      data: await rotateFile(ctx, auth, params.id, body.degrees, (kind) => planFor(kind)),
    }));

    serve(scope, media.remove, async ({ auth, params }) => {
      await deleteFile(ctx, auth, params.id);
      return { success: true as const, message: 'The file is deleted.' };
    });

    // ---- files of one site (SPEC Landings: files — multipart upload, PUT, DELETE)

    const site = endpoints.site;
    serve(scope, site.list, async ({ auth, params, query }) =>
      listAnswer(await listSiteFiles(ctx, auth, params.id, query), query),
    );

    serve(scope, site.upload, async ({ auth, params, request }) => {
      // The site first: a caller who may not upload here learns nothing from the body.
      const target = await uploadSite(db, auth, params.id);
      const upload = await readUpload(request, landingFileUploadFields, limits);
      const { dto } = await storeUpload(ctx, auth, {
        kind: 'file',
        owner: siteOwner(ctx.origins, target),
        fileName: upload.fileName,
        bytes: upload.bytes,
        name: upload.fields.name,
        plan: planFor('file'),
      });
      return { data: dto };
    });

    serve(scope, site.get, async ({ auth, params }) => ({
      data: await getFile(ctx, auth, params.fileId, params.id),
    }));

    serve(scope, site.update, async ({ auth, params, body }) => ({
      data: await updateFile(ctx, auth, params.fileId, body, params.id),
    }));

    serve(scope, site.remove, async ({ auth, params }) => {
      await deleteFile(ctx, auth, params.fileId, params.id);
      return { success: true as const, message: 'The file is deleted.' };
    });

    // ---- the site's icon (site settings): an icon set from one PNG, SVG or ICO upload

    serve(scope, endpoints.favicon.set, async ({ auth, params, request }) => {
      // The site first: a caller who may not change it learns nothing from the body.
      await siteForCaller(db, auth, params.id, 'manage_settings');
      const upload = await readUpload(request, noUploadFields, limits);
      return { data: await setSiteFavicon(ctx, auth, params.id, upload, deps.sites) };
    });

    serve(scope, endpoints.favicon.remove, async ({ auth, params }) => ({
      data: await removeSiteFavicon(ctx, auth, params.id, deps.sites),
    }));
  });
}
