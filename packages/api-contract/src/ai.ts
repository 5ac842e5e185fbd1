import { z } from 'zod';
import {
  BLOG_MESSAGES,
  BLOG_POST_DESCRIPTION_MAX,
  BLOG_POST_TITLE_MAX,
  blogPostResponse,
  landingBlogsParams,
} from './blogs.ts';
import { endpoint, onSite } from './endpoint.ts';
import { itemEnvelope } from './envelopes.ts';
import { idField } from './inputs.ts';

/**
 * SPEC §1/§4/§7 AI: an agency that holds an AI-service key (`openai_api_key`) generates an image
 * from a prompt, or edits one it generated or uploaded, from an image field of the editor; draws a
 * blog post's cover; and writes a blog post draft (`aiEndpoints` below says what each call takes).
 */

export const AI_MESSAGES = {
  noKey: 'Your agency has no AI key. The agency owner adds one under Profile → AI key.',
  keyRefused:
    'The AI service refused your agency’s key. The agency owner can check it under Profile → AI key.',
  busy: 'The AI service is busy right now. Try again in a minute.',
  unreachable: 'The AI service could not be reached. Try again in a moment.',
  /** The service refused the prompt itself (its own reason follows). */
  promptRefused: (reason: string) => `The AI service refused this prompt: ${reason}`,
  originUnknown: 'Choose an image of this site to edit.',
  /** The text answer could not be read as a post (not JSON, or not the asked shape). */
  notAPost: 'The AI service answered with something that is not a post. Try again.',
} as const;

export const aiImagePrompt = z
  .string({ error: 'Describe the image.' })
  .trim()
  .min(1, 'Describe the image.')
  .max(1000, 'The description may have at most 1,000 characters.');

const editorField = {
  landing_id: idField('Choose a site.'),
  /** Echoed back, like an upload's, so the answer finds its field (SPEC §3 upload response). */
  elementId: z.string().max(120).optional(),
  valueKey: z.string().max(120).optional(),
};

export const generateAiImageBody = z.object({ image_prompt: aiImagePrompt, ...editorField });
export type GenerateAiImageBody = z.infer<typeof generateAiImageBody>;

export const editAiImageBody = z.object({
  image_prompt: aiImagePrompt,
  /** The address of one of the site's image files (a generated one or an upload). */
  origin_img: z
    .string({ error: AI_MESSAGES.originUnknown })
    .trim()
    .min(1, AI_MESSAGES.originUnknown)
    .max(2000),
  ...editorField,
});
export type EditAiImageBody = z.infer<typeof editAiImageBody>;

export const aiImageResult = z.object({
  url: z.string(),
  /** The new file's id among the site's files. */
  id: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  elementId: z.string().nullable(),
  valueKey: z.string().nullable(),
});
export type AiImageResult = z.infer<typeof aiImageResult>;
export const aiImageResponse = itemEnvelope(aiImageResult);

/**
 * SPEC §7 "AI meta image": the post's details the cover is drawn for. Without `image_prompt` the
 * server describes the picture from the title and description; the prompt used is kept on the file.
 */
export const generateAiCoverBody = z
  .object({
    landing_id: editorField.landing_id,
    title: z
      .string({ error: BLOG_MESSAGES.title })
      .trim()
      .min(1, BLOG_MESSAGES.title)
      .max(BLOG_POST_TITLE_MAX, `The title may have at most ${BLOG_POST_TITLE_MAX} characters.`),
    description: z
      .string({ error: 'The description must be text.' })
      .trim()
      .max(
        BLOG_POST_DESCRIPTION_MAX,
        `The description may have at most ${BLOG_POST_DESCRIPTION_MAX} characters.`,
      )
      .optional(),
    /** A blank prompt is no prompt: the picture is then described from the title. */
    image_prompt: z
      .string({ error: 'Describe the image.' })
      .trim()
      .max(1000, 'The description may have at most 1,000 characters.')
      .optional()
      .transform((value) => (value ? value : undefined)),
  })
  .strict();
export type GenerateAiCoverBody = z.input<typeof generateAiCoverBody>;

export const AI_POST_TONES = ['friendly', 'professional', 'playful'] as const;
export type AiPostTone = (typeof AI_POST_TONES)[number];
export const AI_POST_LENGTHS = ['short', 'medium', 'long'] as const;
export type AiPostLength = (typeof AI_POST_LENGTHS)[number];

export const AI_POST_TOPIC_MAX = 300;
export const AI_POST_KEYWORDS_MAX = 10;
export const AI_POST_KEYWORD_MAX = 60;

/** SPEC §2 agency `blog/create/{by_ai}`: what the post should be about, and how it should read. */
export const aiPostDraftBody = z
  .object({
    topic: z
      .string({ error: 'Say what the post is about.' })
      .trim()
      .min(1, 'Say what the post is about.')
      .max(AI_POST_TOPIC_MAX, `The topic may have at most ${AI_POST_TOPIC_MAX} characters.`),
    keywords: z
      .array(
        z
          .string({ error: 'A keyword must be text.' })
          .trim()
          .min(1, 'A keyword cannot be empty.')
          .max(AI_POST_KEYWORD_MAX, `A keyword may have at most ${AI_POST_KEYWORD_MAX} characters.`),
        { error: 'Keywords must be a list.' },
      )
      .max(AI_POST_KEYWORDS_MAX, `Give at most ${AI_POST_KEYWORDS_MAX} keywords.`)
      .default([])
      .transform((list) => [...new Set(list)]),
    tone: z
      .enum(AI_POST_TONES, { error: 'Choose a tone: friendly, professional or playful.' })
      .default('friendly'),
    length: z.enum(AI_POST_LENGTHS, { error: 'Choose a length: short, medium or long.' }).default('medium'),
  })
  .strict();
export type AiPostDraftBody = z.input<typeof aiPostDraftBody>;

const refusals =
  "Without the agency's key 403; the service's refusals become answers: a refused key 422, a refused prompt 422 on `image_prompt`, a rate limit 429, anything else 502.";
const storedImage =
  "Stored as one of the site's files (converted and counted against the storage quota like an upload, which is also checked before the paid call).";

/**
 * AI calls, asked for in the request: whoever may upload an image to a site may ask for one
 * (`edit_design`; sites only, so no admin and no page-template library), whoever may write its
 * blog for a post draft; the site's agency's own key pays.
 */
export const aiEndpoints = {
  generateImage: endpoint({
    method: 'POST',
    path: '/images/generate-ai-image',
    body: generateAiImageBody,
    responses: { 201: aiImageResponse },
    access: onSite('edit_design'),
    summary: 'An image generated from a prompt, for an image field of the editor',
    notes: `Body \`{ image_prompt, landing_id, elementId?, valueKey? }\`; answers \`{ data: { url, id, width, height, elementId, valueKey } }\`. ${storedImage} ${refusals}`,
  }),
  editImage: endpoint({
    method: 'POST',
    path: '/images/edit-ai-image',
    body: editAiImageBody,
    responses: { 201: aiImageResponse },
    access: onSite('edit_design'),
    summary: "One of the site's images changed as a prompt says",
    notes: `Body \`{ image_prompt, landing_id, origin_img, elementId?, valueKey? }\`: \`origin_img\` must name one of the site's image files (else 422); answers as generate. ${storedImage} ${refusals}`,
  }),
  generateCover: endpoint({
    method: 'POST',
    path: '/images/generate-ai-cover',
    body: generateAiCoverBody,
    responses: { 201: aiImageResponse },
    access: onSite('edit_design'),
    summary: 'A blog post\'s cover picture drawn for its title and description (SPEC §7 "AI meta image")',
    notes: `Body \`{ landing_id, title, description?, image_prompt? }\` (without a prompt the picture is described from the title and description); stored as a cover upload is, cropped to 1200 × 1800, with its prompt on the file; answered as generate, with null field ids. ${refusals}`,
  }),
  writePostDraft: endpoint({
    method: 'POST',
    path: '/landings/:id/blogs/ai-draft',
    params: landingBlogsParams,
    body: aiPostDraftBody,
    responses: { 201: blogPostResponse },
    access: onSite('manage_blog', { admins: true }),
    summary: 'A blog post written by the AI service, created as an unpublished draft',
    notes:
      "Body `{ topic, keywords?, tone?: 'friendly' | 'professional' | 'playful', length?: 'short' | 'medium' | 'long' }`; answered as `POST /landings/{id}/blogs` is; an answer that is not a post is 502. Without the agency's key 403.",
  }),
};
