import { eq } from 'drizzle-orm';
import { agencies } from '../../../src/db/schema/index.ts';
import { defineAccessMatrix, type MatrixWorld } from '../matrix.ts';

/**
 * The walk's app has no AI service to call (ai.test.ts runs the real client against a local fake),
 * so agency A holds no key here: whoever may use the site is told so (403, AI_MESSAGES.noKey),
 * which is only said after the site check, and everyone else gets what that check answers. The
 * key the agencies entry sets is removed first, so no call ever leaves the machine.
 */
const withoutKey = async (w: MatrixWorld) => {
  await w.db
    .update(agencies)
    .set({ openaiApiKeyEncrypted: null, openaiApiKeyLast4: null })
    .where(eq(agencies.id, w.agencyId));
};

const keyless = { owner: 403, agencyUser: 403, websiteUserWith: 403 };
const note = 'Agency A holds no AI key here: callers who may design the site get 403 (no key).';

export const accessMatrix = defineAccessMatrix([
  {
    route: 'POST /images/generate-ai-image',
    expect: keyless,
    note,
    request: async (w) => {
      await withoutKey(w);
      return { body: { image_prompt: `A lighthouse ${w.unique()}`, landing_id: w.siteId } };
    },
  },
  {
    route: 'POST /images/generate-ai-cover',
    expect: keyless,
    note,
    request: async (w) => {
      await withoutKey(w);
      return { body: { title: `A post ${w.unique()}`, landing_id: w.siteId } };
    },
  },
  {
    // Those who may write the site's blog are told there is no key; the website user, who may not, 403.
    route: 'POST /landings/:id/blogs/ai-draft',
    expect: { owner: 403, agencyUser: 403 },
    note: 'Agency A holds no AI key here: callers who may write the blog get 403 (no key).',
    request: async (w) => {
      await withoutKey(w);
      return { body: { topic: `Spring gardening ${w.unique()}` } };
    },
  },
  {
    route: 'POST /images/edit-ai-image',
    expect: keyless,
    note,
    request: async (w) => {
      await withoutKey(w);
      return {
        body: {
          image_prompt: `Make it blue ${w.unique()}`,
          landing_id: w.siteId,
          origin_img: `/_files/${w.agencyId}/aaaaaaaaaaaaaaaa/matrix.png`,
        },
      };
    },
  },
]);
