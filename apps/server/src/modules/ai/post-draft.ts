import {
  AI_MESSAGES,
  type AiPostLength,
  type AiPostTone,
  type aiPostDraftBody,
  BLOG_POST_DESCRIPTION_MAX,
  BLOG_POST_TITLE_MAX,
  type BlogPostSummary,
} from '@tessera/api-contract';
import type { ChatCompletion } from 'openai/resources/chat/completions';
import { z } from 'zod';
import { badGateway, invalidField } from '../../lib/errors.ts';
import type { AuthContext } from '../auth/session.ts';
import { plainTextBody } from '../blogs/documents.ts';
import { insertPost } from '../blogs/service.ts';
import { siteForCaller } from '../landings/access.ts';
import { textModel } from './client.ts';
import { type AiContext, callService, siteAiClient } from './service.ts';

/**
 * SPEC §2 agency `blog/create/{by_ai}`: the AI service writes a post from a topic, and it becomes an
 * unpublished draft of the site exactly as a post made by hand does (same permission, address,
 * frame and escaping); only its body is the written text instead of a writing prompt.
 */

type PostDraftRequest = z.output<typeof aiPostDraftBody>;

const TONES: Record<AiPostTone, string> = {
  friendly: 'friendly and warm, speaking to the reader as "you"',
  professional: 'professional and clear: confident, precise, without jargon',
  playful: 'playful and light, with a little humour, never silly',
};

const LENGTHS: Record<AiPostLength, string> = {
  short: 'about 300 words in 2 or 3 sections',
  medium: 'about 600 words in 3 or 4 sections',
  long: 'about 1,200 words in 5 or 6 sections',
};

const SYSTEM_MESSAGE = [
  'You write blog posts for the websites of small businesses.',
  'Answer with the post as JSON in the given schema:',
  '- title: the post title, at most 80 characters;',
  '- description: one or two sentences that make people want to read it (shown in post lists and search results), at most 300 characters;',
  '- sections: the body, each section a short heading and its paragraphs.',
  'Write plain text only: no Markdown, no HTML, no emoji. Do not repeat the title as the first heading.',
].join('\n');

/** What the service is asked to keep to (structured outputs: every property required, nothing else). */
const POST_SCHEMA = {
  name: 'blog_post',
  strict: true,
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['title', 'description', 'sections'],
    properties: {
      title: { type: 'string' },
      description: { type: 'string' },
      sections: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['heading', 'paragraphs'],
          properties: {
            heading: { type: 'string' },
            paragraphs: { type: 'array', items: { type: 'string' } },
          },
        },
      },
    },
  },
} as const;

/** The answer as it must be to make a post; empty paragraphs are dropped, empty sections refused. */
const writtenPost = z.object({
  title: z.string().trim().min(1),
  description: z.string().trim(),
  sections: z
    .array(
      z.object({
        heading: z.string().trim().min(1),
        paragraphs: z
          .array(z.string().trim())
          .transform((list) => list.filter((paragraph) => paragraph !== ''))
          .refine((list) => list.length > 0),
      }),
    )
    .min(1),
});
type WrittenPost = z.infer<typeof writtenPost>;

/** The request as the writer reads it; its first line names the topic. */
export function postDraftPrompt(body: PostDraftRequest): string {
  const lines = [`Topic: ${body.topic}`];
  if (body.keywords.length > 0) lines.push(`Keywords to work in naturally: ${body.keywords.join(', ')}`);
  lines.push(`Tone: ${TONES[body.tone]}`, `Length: ${LENGTHS[body.length]}`);
  return lines.join('\n');
}

/** Text cut to `max` characters at a word where it can be, marked as cut. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The post in the answer, or why there is none (a refusal is the prompt's; anything else, 502). */
function answeredPost(ctx: AiContext, completion: ChatCompletion): WrittenPost {
  const message = completion.choices[0]?.message;
  if (message?.refusal) throw invalidField('topic', AI_MESSAGES.promptRefused(message.refusal.slice(0, 500)));
  const notAPost = (reason: string) => {
    ctx.files.log.warn(
      { reason, finishReason: completion.choices[0]?.finish_reason ?? null },
      'the AI service answered a post draft that is not a post',
    );
    return badGateway(AI_MESSAGES.notAPost);
  };
  let json: unknown;
  try {
    json = JSON.parse(message?.content ?? '');
  } catch {
    throw notAPost('not JSON');
  }
  const parsed = writtenPost.safeParse(json);
  if (!parsed.success) throw notAPost(parsed.error.issues[0]?.message ?? 'not the asked shape');
  return parsed.data;
}

/** `POST /landings/{id}/blogs/ai-draft`: the written post, as an unpublished draft of the site. */
export async function writeAiPostDraft(
  ctx: AiContext,
  auth: AuthContext,
  landingId: number,
  body: PostDraftRequest,
): Promise<BlogPostSummary> {
  const { db, origins } = ctx.files;
  const site = await siteForCaller(db, auth, landingId, 'manage_blog');
  const client = await siteAiClient(ctx, site);
  const completion = await callService(
    ctx,
    () =>
      client.chat.completions.create({
        model: textModel(ctx.deps.config),
        messages: [
          { role: 'system', content: SYSTEM_MESSAGE },
          { role: 'user', content: postDraftPrompt(body) },
        ],
        response_format: { type: 'json_schema', json_schema: POST_SCHEMA },
      }),
    'topic',
  );
  const post = answeredPost(ctx, completion);
  return insertPost(
    db,
    site,
    {
      title: clip(post.title, BLOG_POST_TITLE_MAX),
      description: clip(post.description, BLOG_POST_DESCRIPTION_MAX),
      cover_image_url: '',
      meta_image_url: '',
      author_name: '',
      tags: [],
      layout: 'article',
    },
    origins,
    plainTextBody(post.sections),
  );
}
