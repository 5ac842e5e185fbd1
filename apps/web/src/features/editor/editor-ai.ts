import { aiImageResponse } from '@tessera/api-contract';
import type { AiImageService, FieldMeta } from '@tessera/editor';
import { apiRequest } from '../../api/client.ts';

/** The contract's limit on the echoed field address. */
const FIELD_META_MAX = 120;

/**
 * One AI image request of the editor's dialog. Nothing is toasted: the dialog shows the failure
 * (a 422's message is its first field's, so a refused prompt reads as the service's reason).
 */
async function requestAiImage(path: string, body: Record<string, unknown>, meta: FieldMeta) {
  const answer = await apiRequest(path, {
    method: 'POST',
    body: {
      ...body,
      elementId: meta.elementId.slice(0, FIELD_META_MAX),
      valueKey: meta.valueKey.slice(0, FIELD_META_MAX),
    },
    schema: aiImageResponse,
    notify: false,
  });
  return { url: answer.data.url };
}

/**
 * SPEC §4/§7 AI images for the editor of one site: each result becomes one of the site's files
 * (`landing_id`), made with the agency's own key.
 */
export function siteAiImages(landingId: number): AiImageService {
  return {
    generate: (prompt, meta) =>
      requestAiImage('/images/generate-ai-image', { image_prompt: prompt, landing_id: landingId }, meta),
    edit: (prompt, originUrl, meta) =>
      requestAiImage(
        '/images/edit-ai-image',
        { image_prompt: prompt, landing_id: landingId, origin_img: originUrl },
        meta,
      ),
  };
}
