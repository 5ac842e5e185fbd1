import { aiEndpoints } from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { serve } from '../../lib/endpoints.ts';
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

  serve(app, aiEndpoints.generateImage, async ({ auth, body }) => ({
    data: await generateAiImage(ctx, auth, body),
  }));

  serve(app, aiEndpoints.generateCover, async ({ auth, body }) => ({
    data: await generateAiCover(ctx, auth, body),
  }));

  serve(app, aiEndpoints.writePostDraft, async ({ auth, params, body }) => ({
    data: await writeAiPostDraft(ctx, auth, params.id, body),
  }));

  serve(app, aiEndpoints.editImage, async ({ auth, body }) => ({ data: await editAiImage(ctx, auth, body) }));
}
