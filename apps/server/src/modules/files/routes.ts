import fastifyMultipart from '@fastify/multipart';
import {
  actionResult,
  fitLogo,
  galleryUploadFields,
  galleryUploadResponse,
  imageRatio,
  imageUploadFields,
  imageUploadResponse,
  isSixteenByNine,
  landingFileListQuery,
  landingFileParams,
  landingFilesParams,
  landingFileUploadFields,
  landingIdParams,
  libraryImageUploadFields,
  libraryLogoUploadFields,
  logoUploadFields,
  logoUploadResponse,
  mediaItemParams,
  mediaLibraryQuery,
  nonConvertUploadFields,
  nonConvertUploadResponse,
  rotateFileBody,
  type StoredFile,
  siteFaviconResponse,
  storageUsageResponse,
  storedFileListResponse,
  storedFileResponse,
  UPLOAD_MESSAGES,
  updateFileBody,
} from '@tessera/api-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { onlyRoles, requireAuth, siteOrTemplateRoute, siteRoute } from '../../lib/access.ts';
import { listAnswer, siteListHandler } from '../../lib/pagination.ts';
import { PREVIEW_SUBDOMAIN } from '../../sites/hosts.ts';
import type { AuthContext } from '../auth/session.ts';
import { siteForCaller } from '../landings/access.ts';
import type { SiteServer } from '../landings/manage.ts';
import { findPlatformAgency, platformAgencyId } from '../templates/platform.ts';
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

const admins = onlyRoles(['Admin']);

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
    const api = scope.withTypeProvider<ZodTypeProvider>();
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
      (
        kind: 'image' | 'logo' | 'gallery',
        fields:
          | typeof imageUploadFields
          | typeof logoUploadFields
          | typeof libraryImageUploadFields
          | typeof libraryLogoUploadFields,
        answer: (dto: StoredFile) => object,
        ownerOf: (auth: AuthContext, landingId: number | undefined) => Promise<UploadOwner> = siteUploadOwner,
      ) =>
      async (request: FastifyRequest, reply: FastifyReply) => {
        const auth = requireAuth(request.auth);
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
        return reply.status(201).send({
          data: {
            url: dto.url,
            ...answer(dto),
            elementId: upload.fields.elementId ?? null,
            valueKey: upload.fields.valueKey ?? null,
            id: dto.id,
            width: dto.width,
            height: dto.height,
          },
        });
      };

    api.post(
      '/images/upload-image',
      siteOrTemplateRoute({ response: { 201: imageUploadResponse } }),
      editorUpload('image', imageUploadFields, (dto) => ({ Ratio: dto.Ratio })),
    );
    api.post(
      '/images/upload-logo-image',
      siteOrTemplateRoute({ response: { 201: logoUploadResponse } }),
      editorUpload('logo', logoUploadFields, (dto) => fitLogo(dto.width, dto.height)),
    );
    api.post(
      '/images/upload-gallery-image',
      siteOrTemplateRoute({ response: { 201: galleryUploadResponse } }),
      editorUpload('gallery', galleryUploadFields, (dto) => ({
        Ratio: dto.Ratio,
        thumbnail_url: dto.thumbnail_url,
      })),
    );

    // ---- the page-template editor's uploads and file picker (admins; the platform's library)

    api.post(
      '/admin-page-templates/files/upload-image',
      { config: { access: admins }, schema: { response: { 201: imageUploadResponse } } },
      editorUpload('image', libraryImageUploadFields, (dto) => ({ Ratio: dto.Ratio }), libraryOwner),
    );
    api.post(
      '/admin-page-templates/files/upload-logo-image',
      { config: { access: admins }, schema: { response: { 201: logoUploadResponse } } },
      editorUpload('logo', libraryLogoUploadFields, (dto) => fitLogo(dto.width, dto.height), libraryOwner),
    );
    api.post(
      '/admin-page-templates/files/upload-gallery-image',
      { config: { access: admins }, schema: { response: { 201: galleryUploadResponse } } },
      editorUpload(
        'gallery',
        libraryLogoUploadFields,
        (dto) => ({ Ratio: dto.Ratio, thumbnail_url: dto.thumbnail_url }),
        libraryOwner,
      ),
    );
    api.get(
      '/admin-page-templates/files',
      {
        config: { access: admins },
        schema: { querystring: landingFileListQuery, response: { 200: storedFileListResponse } },
      },
      async (request) => {
        const platform = await findPlatformAgency(db);
        const listed =
          platform === null
            ? { rows: [], total: 0 }
            : await listPlatformLibrary(
                ctx,
                platform,
                ctx.origins.subdomainOrigin(PREVIEW_SUBDOMAIN),
                request.query,
              );
        return listAnswer(listed, request.query);
      },
    );

    api.post(
      '/images/upload-non-convert-image',
      siteRoute({ response: { 201: nonConvertUploadResponse } }),
      async (request, reply) => {
        const auth = requireAuth(request.auth);
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
            if (!isSixteenByNine(probed.width, probed.height))
              throw refuse(UPLOAD_MESSAGES.onlySixteenByNine);
          },
        });
        return reply.status(201).send({
          data: {
            url: dto.url,
            Ratio: imageRatio(dto.width, dto.height),
            id: dto.id,
            width: dto.width,
            height: dto.height,
          },
        });
      },
    );

    // ---- the media library (SPEC media-library: all, specific, update, rotate, delete)

    api.get(
      '/media-library/all',
      siteRoute({ querystring: mediaLibraryQuery, response: { 200: storedFileListResponse } }),
      async (request) =>
        listAnswer(await listLibrary(ctx, requireAuth(request.auth), request.query), request.query),
    );

    api.get(
      '/media-library/usage',
      siteRoute({ response: { 200: storageUsageResponse } }),
      async (request) => ({ data: await storageUsage(ctx, requireAuth(request.auth)) }),
    );

    api.get(
      '/media-library/:id',
      siteRoute({ params: mediaItemParams, response: { 200: storedFileResponse } }),
      async (request) => ({ data: await getFile(ctx, requireAuth(request.auth), request.params.id) }),
    );

    api.put(
      '/media-library/:id',
      siteRoute({ params: mediaItemParams, body: updateFileBody, response: { 200: storedFileResponse } }),
      async (request) => ({
        data: await updateFile(ctx, requireAuth(request.auth), request.params.id, request.body),
      }),
    );

    api.post(
      '/media-library/:id/rotate',
      siteRoute({ params: mediaItemParams, body: rotateFileBody, response: { 200: storedFileResponse } }),
      async (request) => ({
        data: await rotateFile(
          ctx,
          requireAuth(request.auth),
          request.params.id,
          request.body.degrees,
          (kind) => planFor(kind),
        ),
      }),
    );

    api.delete(
      '/media-library/:id',
      siteRoute({ params: mediaItemParams, response: { 200: actionResult } }),
      async (request) => {
        await deleteFile(ctx, requireAuth(request.auth), request.params.id);
        return { success: true as const, message: 'The file is deleted.' };
      },
    );

    // ---- files of one site (SPEC Landings: files — multipart upload, PUT, DELETE)

    api.get(
      '/landings/:id/files',
      siteOrTemplateRoute({
        params: landingFilesParams,
        querystring: landingFileListQuery,
        response: { 200: storedFileListResponse },
      }),
      siteListHandler((auth, id, query) => listSiteFiles(ctx, auth, id, query)),
    );

    api.post(
      '/landings/:id/files',
      siteRoute({ params: landingFilesParams, response: { 201: storedFileResponse } }),
      async (request, reply) => {
        const auth = requireAuth(request.auth);
        // The site first: a caller who may not upload here learns nothing from the body.
        const site = await uploadSite(db, auth, request.params.id);
        const upload = await readUpload(request, landingFileUploadFields, limits);
        const { dto } = await storeUpload(ctx, auth, {
          kind: 'file',
          owner: siteOwner(ctx.origins, site),
          fileName: upload.fileName,
          bytes: upload.bytes,
          name: upload.fields.name,
          plan: planFor('file'),
        });
        return reply.status(201).send({ data: dto });
      },
    );

    // ---- the site's icon (site settings): an icon set from one PNG, SVG or ICO upload

    api.post(
      '/landings/:id/favicon',
      siteOrTemplateRoute({ params: landingIdParams, response: { 201: siteFaviconResponse } }),
      async (request, reply) => {
        const auth = requireAuth(request.auth);
        // The site first: a caller who may not change it learns nothing from the body.
        await siteForCaller(db, auth, request.params.id, 'manage_settings');
        const upload = await readUpload(request, noUploadFields, limits);
        const data = await setSiteFavicon(ctx, auth, request.params.id, upload, deps.sites);
        return reply.status(201).send({ data });
      },
    );

    api.delete(
      '/landings/:id/favicon',
      siteOrTemplateRoute({ params: landingIdParams, response: { 200: siteFaviconResponse } }),
      async (request) => ({
        data: await removeSiteFavicon(ctx, requireAuth(request.auth), request.params.id, deps.sites),
      }),
    );

    api.get(
      '/landings/:id/files/:fileId',
      siteRoute({ params: landingFileParams, response: { 200: storedFileResponse } }),
      async (request) => ({
        data: await getFile(ctx, requireAuth(request.auth), request.params.fileId, request.params.id),
      }),
    );

    api.put(
      '/landings/:id/files/:fileId',
      siteRoute({ params: landingFileParams, body: updateFileBody, response: { 200: storedFileResponse } }),
      async (request) => ({
        data: await updateFile(
          ctx,
          requireAuth(request.auth),
          request.params.fileId,
          request.body,
          request.params.id,
        ),
      }),
    );

    api.delete(
      '/landings/:id/files/:fileId',
      siteRoute({ params: landingFileParams, response: { 200: actionResult } }),
      async (request) => {
        await deleteFile(ctx, requireAuth(request.auth), request.params.fileId, request.params.id);
        return { success: true as const, message: 'The file is deleted.' };
      },
    );
  });
}
