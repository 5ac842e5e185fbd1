import { z } from 'zod';
import { BLOG_MESSAGES, BLOG_POST_DESCRIPTION_MAX, BLOG_POST_TITLE_MAX } from './blogs.ts';
import { itemEnvelope } from './envelopes.ts';
import { idField } from './inputs.ts';

/**
 * SPEC §1/§4/§7 AI images: an agency that holds an AI-service key (`openai_api_key`) generates an
 * image from a prompt, or edits one it generated or uploaded, from an image field of the editor.
 * - `POST /images/generate-ai-image` { image_prompt, landing_id, elementId?, valueKey? }
 * - `POST /images/edit-ai-image` { image_prompt, landing_id, origin_img, elementId?, valueKey? }
 * Each result is stored as one of the site's files (converted and counted against the storage
 * quota like an upload) and answered as `aiImageResponse`; the editor's dialog shows it, and
 * keeping it puts its `url` into the field with Ratio 0 (SPEC §4).
 * - `POST /images/generate-ai-cover` { landing_id, title, description?, image_prompt? }: a blog
 *   post's cover picture (SPEC §7 "AI meta image"), stored as a cover upload is (cropped to
 *   COVER_WIDTH × COVER_HEIGHT), answered as `aiImageResponse` with null field ids.
 * - `POST /landings/{id}/blogs/ai-draft` { topic, keywords?, tone?, length? }: a post written by
 *   the AI service, created as an unpublished draft and answered as `POST /landings/{id}/blogs` is.
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
