import {
  AI_MESSAGES,
  type AiImageResult,
  COVER_HEIGHT,
  COVER_WIDTH,
  type EditAiImageBody,
  type GenerateAiImageBody,
  type generateAiCoverBody,
  UPLOAD_MESSAGES,
} from '@tessera/api-contract';
import type OpenAI from 'openai';
import { toFile } from 'openai';
import type { ImagesResponse } from 'openai/resources/images';
import sharp from 'sharp';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { badGateway, forbidden, HttpError, invalidField } from '../../lib/errors.ts';
import { agencyOpenaiKey } from '../agencies/service.ts';
import type { AuthContext } from '../auth/session.ts';
import { PIXEL_LIMIT, planFor } from '../files/images.ts';
import { parseFilePath, slugFromFileName } from '../files/naming.ts';
import { siteFileOriginalKey } from '../files/originals.ts';
import {
  type FilesContext,
  readObject,
  siteOwner,
  storageUsage,
  storeUpload,
  uploadSite,
} from '../files/service.ts';
import { sniffImage } from '../files/sniff.ts';
import type { SiteRow } from '../landings/access.ts';
import { aiServiceError, base64Answer, closestImageSize, imageModel, openAiClient } from './client.ts';

/** What the AI routes work with: the app's config and database, and the files area's storage. */
export interface AiContext {
  deps: AppDeps;
  files: FilesContext;
}

/** The one size asked for: what the editor's dialog shows and every image model offers. */
const SIZE = '1024x1024';
/** The edited image is sent no larger than the answer will be: the service limits what it takes. */
const EDIT_INPUT_SIDE = 1024;
/** Words of the prompt that name the stored file. */
const NAME_WORDS = 6;

const NO_IMAGE = 'The AI service answered without an image. Try again in a moment.';

interface Prepared {
  site: SiteRow;
  client: OpenAI;
}

/**
 * A client with the key of the site's agency, which pays for the call. Asked only once the
 * caller's right to the site is established, so a caller who may not use it learns nothing else.
 */
export async function siteAiClient(ctx: AiContext, site: SiteRow): Promise<OpenAI> {
  const key = await agencyOpenaiKey(ctx.deps, site.agencyId);
  if (key === null) throw forbidden(AI_MESSAGES.noKey);
  return openAiClient(ctx.deps.config, key);
}

/** The site (the caller must be allowed to design it, as for an editor upload) and its client. */
async function prepare(ctx: AiContext, auth: AuthContext, landingId: number): Promise<Prepared> {
  const site = await uploadSite(ctx.files.db, auth, landingId);
  return { site, client: await siteAiClient(ctx, site) };
}

const storageFull = (message: string) => invalidField('storage', message);

/**
 * Refuses before the call when the agency's storage is already full: the agency pays for every
 * image, and one that cannot be kept would be paid for nothing.
 */
async function ensureRoom(ctx: AiContext, auth: AuthContext): Promise<void> {
  const usage = await storageUsage(ctx.files, auth);
  if (usage.used_bytes >= usage.quota_bytes) throw storageFull(UPLOAD_MESSAGES.quota);
}

/**
 * Runs one call of the service, turning its refusals into answers for the caller; a refused
 * request is told on `promptField`.
 */
export async function callService<T>(
  ctx: AiContext,
  call: () => Promise<T>,
  promptField = 'image_prompt',
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw aiServiceError(error, ctx.files.log, promptField) ?? error;
  }
}

/** The image of the answer, when it is one of the raster formats uploads accept. */
function answeredImage(answer: ImagesResponse): { bytes: Buffer; extension: string } {
  const encoded = answer.data?.[0]?.b64_json;
  if (!encoded) throw badGateway(NO_IMAGE);
  const bytes = Buffer.from(encoded, 'base64');
  const format = sniffImage(bytes);
  if (format === null || format === 'svg') throw badGateway(NO_IMAGE);
  return { bytes, extension: format === 'jpeg' ? 'jpg' : format };
}

/** "A red fox, in the snow at dusk, looking up" → "a-red-fox-in-the-snow". */
function nameFromPrompt(prompt: string): string {
  return slugFromFileName(prompt.split(/\s+/).slice(0, NAME_WORDS).join(' '));
}

/** How an answer is kept: as an image of the editor's field, or as a blog post's cover. */
interface AnswerFile {
  kind: 'image' | 'cover';
  /** The prompt the picture was drawn from, kept on the file. */
  prompt: string;
  /** Text whose first words name the file. */
  name: string;
  elementId?: string | undefined;
  valueKey?: string | undefined;
}

/**
 * Stores the answer as one of the site's files, converted and counted like an upload of its kind
 * (a cover is cropped to the cover's shape as an uploaded one is). A refusal of the file itself
 * means the service sent something unusable; one of the quota means the agency's storage, which
 * is what the caller is told.
 */
async function storeAnswer(
  ctx: AiContext,
  auth: AuthContext,
  site: SiteRow,
  file: AnswerFile,
  answer: ImagesResponse,
): Promise<AiImageResult> {
  const { bytes, extension } = answeredImage(answer);
  try {
    const { dto } = await storeUpload(ctx.files, auth, {
      kind: file.kind,
      owner: siteOwner(ctx.files.origins, site),
      fileName: `${nameFromPrompt(file.name)}.${extension}`,
      bytes,
      prompt: file.prompt,
      plan: file.kind === 'image' ? planFor('image', { resize: true }) : planFor('cover'),
    });
    return {
      url: dto.url,
      id: dto.id,
      width: dto.width,
      height: dto.height,
      elementId: file.elementId ?? null,
      valueKey: file.valueKey ?? null,
    };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 422 && error.errors?.file) {
      if (error.message.startsWith(UPLOAD_MESSAGES.quota)) throw storageFull(error.message);
      ctx.files.log.warn({ message: error.message }, 'the AI service answered an image that was refused');
      throw badGateway(NO_IMAGE);
    }
    throw error;
  }
}

/** An editor field's image: named after its prompt, answered to its field. */
const imageFile = (body: GenerateAiImageBody): AnswerFile => ({
  kind: 'image',
  prompt: body.image_prompt,
  name: body.image_prompt,
  elementId: body.elementId,
  valueKey: body.valueKey,
});

/** SPEC §7 `images/generate-ai-image`: a new image from the prompt, kept among the site's files. */
export async function generateAiImage(
  ctx: AiContext,
  auth: AuthContext,
  body: GenerateAiImageBody,
): Promise<AiImageResult> {
  const { site, client } = await prepare(ctx, auth, body.landing_id);
  await ensureRoom(ctx, auth);
  const model = imageModel(ctx.deps.config);
  const answer = await callService(ctx, () =>
    client.images.generate({ model, prompt: body.image_prompt, size: SIZE, n: 1, ...base64Answer(model) }),
  );
  return storeAnswer(ctx, auth, site, imageFile(body), answer);
}

/** What a cover shows when the caller did not say: the post itself, and no lettering. */
function coverPrompt(title: string, description: string | undefined): string {
  const about = description?.replace(/[.!?…\s]+$/u, '') ?? '';
  return `A cover picture for a blog post titled “${title}”${about ? `: ${about}.` : '.'} No text in the picture.`;
}

/**
 * SPEC §7 "AI meta image": a blog post's cover, drawn in the model's size closest to the cover's
 * shape and kept as a cover upload is (cropped to exactly COVER_WIDTH × COVER_HEIGHT).
 */
export async function generateAiCover(
  ctx: AiContext,
  auth: AuthContext,
  body: z.output<typeof generateAiCoverBody>,
): Promise<AiImageResult> {
  const { site, client } = await prepare(ctx, auth, body.landing_id);
  await ensureRoom(ctx, auth);
  const model = imageModel(ctx.deps.config);
  const prompt = body.image_prompt ?? coverPrompt(body.title, body.description);
  const size = closestImageSize(model, COVER_WIDTH, COVER_HEIGHT);
  const answer = await callService(
    ctx,
    () => client.images.generate({ model, prompt, size, n: 1, ...base64Answer(model) }),
    // Without a prompt of its own, what the service refused was made from the title.
    body.image_prompt === undefined ? 'title' : 'image_prompt',
  );
  return storeAnswer(ctx, auth, site, { kind: 'cover', prompt, name: body.title }, answer);
}

/** The path of a file address: a full URL on any host, or a root-relative path. */
function addressPath(address: string): string | null {
  if (address.startsWith('/') && !address.startsWith('//')) return address.split(/[?#]/, 1)[0] ?? null;
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.pathname : null;
  } catch {
    return null;
  }
}

/**
 * The full-size image behind `address`, which must name one of the site's files (any of its
 * versions or variants). The host is not judged: the file is looked up as this site's own, so an
 * address elsewhere can only name a file this site holds, and a site's address may change.
 */
async function originImage(ctx: AiContext, site: SiteRow, address: string): Promise<Buffer> {
  const unknown = () => invalidField('origin_img', AI_MESSAGES.originUnknown);
  const path = addressPath(address);
  const parts = path === null ? null : parseFilePath(path);
  if (parts === null || parts.agencyId !== site.agencyId) throw unknown();
  const key = await siteFileOriginalKey(ctx.files.db, site, parts);
  if (key === null) throw unknown();
  return readObject(ctx.files, key);
}

/** The image as the service takes it: a PNG no larger than the answer. */
async function editInput(bytes: Buffer): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: PIXEL_LIMIT })
      .resize({ width: EDIT_INPUT_SIDE, height: EDIT_INPUT_SIDE, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    // A stored file sharp cannot read cannot be edited; the caller may pick another one.
    throw invalidField('origin_img', AI_MESSAGES.originUnknown);
  }
}

/**
 * SPEC §7 `images/edit-ai-image`: one of the site's images changed as the prompt says, kept as a
 * new file beside the original.
 */
export async function editAiImage(
  ctx: AiContext,
  auth: AuthContext,
  body: EditAiImageBody,
): Promise<AiImageResult> {
  const { site, client } = await prepare(ctx, auth, body.landing_id);
  const png = await editInput(await originImage(ctx, site, body.origin_img));
  await ensureRoom(ctx, auth);
  const model = imageModel(ctx.deps.config);
  const image = await toFile(png, 'image.png', { type: 'image/png' });
  const answer = await callService(ctx, () =>
    client.images.edit({ model, image, prompt: body.image_prompt, size: SIZE, n: 1, ...base64Answer(model) }),
  );
  return storeAnswer(ctx, auth, site, imageFile(body), answer);
}
