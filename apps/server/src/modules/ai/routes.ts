import {
  aiImageResponse,
  aiPostDraftBody,
  blogPostResponse,
  editAiImageBody,
  generateAiCoverBody,
  generateAiImageBody,
  landingBlogsParams,
} from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireAuth, siteOrTemplateRoute, siteRoute } from '../../lib/access.ts';
import type { ObjectStorage } from '../../lib/storage/index.ts';
import type { SiteOrigins } from '../../sites/origin.ts';
import { uploadLimits } from '../files/limits.ts';
import { writeAiPostDraft } from './post-draft.ts';
import { type AiContext, editAiImage, generateAiCover, generateAiImage } from './service.ts';

/**
 * SPEC §7 AI images, for the editor's image fields and a blog post's cover: whoever may upload an
 * image to a site may ask for one (site roles with `edit_design`; sites only, so no admin and no
 * page-template library), with the site's agency's own key. An AI post draft is asked by whoever
 * may write the site's blog (`POST /landings/{id}/blogs`'s roles and `manage_blog`).
 */
export async function aiRoutes(
  app: FastifyInstance,
  deps: AppDeps & { storage: ObjectStorage; origins: SiteOrigins },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx: AiContext = {
    deps,
    files: {
      db: deps.db,
      storage: deps.storage,
      origins: deps.origins,
      limits: uploadLimits(deps.config),
      log: app.log,
      usage: new Map(),
    },
  };

  api.post(
    '/images/generate-ai-image',
    siteRoute({ body: generateAiImageBody, response: { 201: aiImageResponse } }),
    async (request, reply) =>
      reply.status(201).send({ data: await generateAiImage(ctx, requireAuth(request.auth), request.body) }),
  );

  api.post(
    '/images/generate-ai-cover',
    siteRoute({ body: generateAiCoverBody, response: { 201: aiImageResponse } }),
    async (request, reply) =>
      reply.status(201).send({ data: await generateAiCover(ctx, requireAuth(request.auth), request.body) }),
  );

  api.post(
    '/landings/:id/blogs/ai-draft',
    siteOrTemplateRoute({
      params: landingBlogsParams,
      body: aiPostDraftBody,
      response: { 201: blogPostResponse },
    }),
    async (request, reply) => {
      const post = await writeAiPostDraft(ctx, requireAuth(request.auth), request.params.id, request.body);
      return reply.status(201).send({ data: post });
    },
  );

  api.post(
    '/images/edit-ai-image',
    siteRoute({ body: editAiImageBody, response: { 201: aiImageResponse } }),
    async (request, reply) =>
      reply.status(201).send({ data: await editAiImage(ctx, requireAuth(request.auth), request.body) }),
  );
}
