import { z } from 'zod';
import { itemEnvelope } from './envelopes.ts';

/**
 * SPEC §1/§4/§7 AI images: an agency that holds an AI-service key (`openai_api_key`) generates an
 * image from a prompt, or edits one it generated or uploaded, from an image field of the editor.
 * - `POST /images/generate-ai-image` { image_prompt, landing_id, elementId?, valueKey? }
 * - `POST /images/edit-ai-image` { image_prompt, landing_id, origin_img, elementId?, valueKey? }
 * Each result is stored as one of the site's files (converted and counted against the storage
 * quota like an upload) and answered as `aiImageResponse`; the editor's dialog shows it, and
 * keeping it puts its `url` into the field with Ratio 0 (SPEC §4).
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
} as const;

export const aiImagePrompt = z
  .string({ error: 'Describe the image.' })
  .trim()
  .min(1, 'Describe the image.')
  .max(1000, 'The description may have at most 1,000 characters.');

const editorField = {
  landing_id: z.number({ error: 'Choose a site.' }).int().positive('Choose a site.'),
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
