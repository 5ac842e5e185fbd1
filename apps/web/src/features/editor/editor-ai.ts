import { aiEndpoints } from '@tessera/api-contract';
import type { AiImageService, FieldMeta } from '@tessera/editor';
import { call } from '../../api/call.ts';

/** The contract's limit on the echoed field address. */
const FIELD_META_MAX = 120;

const fieldOf = (meta: FieldMeta) => ({
  elementId: meta.elementId.slice(0, FIELD_META_MAX),
  valueKey: meta.valueKey.slice(0, FIELD_META_MAX),
});

/**
 * Nothing is toasted: the dialog shows the failure (a 422's message is its first field's, so a
 * refused prompt reads as the service's reason).
 */
const quietly = { notify: false };

/**
 * SPEC §4/§7 AI images for the editor of one site: each result becomes one of the site's files
 * (`landing_id`), made with the agency's own key.
 */
export function siteAiImages(landingId: number): AiImageService {
  return {
    generate: async (prompt, meta) => {
      const body = { image_prompt: prompt, landing_id: landingId, ...fieldOf(meta) };
      return { url: (await call(aiEndpoints.generateImage, { body }, quietly)).data.url };
    },
    edit: async (prompt, originUrl, meta) => {
      const body = { image_prompt: prompt, landing_id: landingId, origin_img: originUrl, ...fieldOf(meta) };
      return { url: (await call(aiEndpoints.editImage, { body }, quietly)).data.url };
    },
  };
}
