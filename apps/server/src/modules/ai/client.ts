import { AI_MESSAGES } from '@tessera/api-contract';
import OpenAI from 'openai';
import type { ServerConfig } from '../../config.ts';
import { badGateway, type HttpError, invalidField, tooManyRequests } from '../../lib/errors.ts';

export const DEFAULT_IMAGE_MODEL = 'gpt-image-1';
/** Writes post drafts: cheap, quick, and it keeps to a JSON schema (structured outputs). */
export const DEFAULT_TEXT_MODEL = 'gpt-4o-mini';

/**
 * Long enough for one image (tens of seconds), short enough that the editor's dialog is not left
 * waiting for minutes: the SDK's own default is ten.
 */
const TIMEOUT_MS = 60_000;

export type AiConfig = Pick<ServerConfig, 'OPENAI_BASE_URL' | 'OPENAI_IMAGE_MODEL' | 'OPENAI_TEXT_MODEL'>;

/**
 * A client for one agency's call, with that agency's key. Everything else is set here, never read
 * from the server's environment by the SDK (an operator's `OPENAI_ORG_ID` must not travel with
 * an agency's key).
 */
export function openAiClient(config: AiConfig, apiKey: string): OpenAI {
  return new OpenAI({
    apiKey,
    baseURL: config.OPENAI_BASE_URL ?? null,
    adminAPIKey: null,
    organization: null,
    project: null,
    timeout: TIMEOUT_MS,
    maxRetries: 1,
  });
}

export function imageModel(config: AiConfig): string {
  return config.OPENAI_IMAGE_MODEL ?? DEFAULT_IMAGE_MODEL;
}

export function textModel(config: AiConfig): string {
  return config.OPENAI_TEXT_MODEL ?? DEFAULT_TEXT_MODEL;
}

/** The sizes each image model family offers; a model we do not know is asked as a gpt-image one. */
function offeredSizes(model: string): readonly string[] {
  if (model.startsWith('dall-e-2')) return ['256x256', '512x512', '1024x1024'];
  if (model.startsWith('dall-e-3')) return ['1024x1024', '1792x1024', '1024x1792'];
  return ['1024x1024', '1536x1024', '1024x1536'];
}

/**
 * The size the model offers whose shape is closest to `width` × `height` (ratios compared on a log
 * scale, so 2:1 is as far from square as 1:2), the larger one on a tie.
 */
export function closestImageSize(model: string, width: number, height: number): string {
  const wanted = Math.log(height / width);
  let best: { size: string; distance: number; area: number } | null = null;
  for (const size of offeredSizes(model)) {
    const [w, h] = size.split('x').map(Number) as [number, number];
    const distance = Math.abs(Math.log(h / w) - wanted);
    const area = w * h;
    if (
      best === null ||
      distance < best.distance - 1e-9 ||
      (distance <= best.distance + 1e-9 && area > best.area)
    ) {
      best = { size, distance, area };
    }
  }
  return best!.size;
}

/**
 * Extra parameters the model needs for a base64 answer: the dall-e models answer a URL unless
 * asked, the gpt-image models always answer base64 and refuse the parameter.
 */
export function base64Answer(model: string): { response_format?: 'b64_json' } {
  return model.startsWith('dall-e') ? { response_format: 'b64_json' } : {};
}

/** The service's own words about a refused request, without the SDK's status prefix. */
function serviceMessage(error: InstanceType<typeof OpenAI.APIError>): string {
  const body = error.error as { message?: unknown } | undefined;
  const message = typeof body?.message === 'string' && body.message.trim() ? body.message : error.message;
  return message.trim().slice(0, 500);
}

/**
 * What the caller is told when the AI service failed; `null` for anything that is not the
 * service's answer (our own bug stays a 500). A refused request is told on `promptField`, the
 * field of the request that said what to make.
 */
export function aiServiceError(
  error: unknown,
  log: { warn(details: object, message: string): void },
  promptField = 'image_prompt',
): HttpError | null {
  if (!(error instanceof OpenAI.APIError)) return null;
  log.warn(
    { status: error.status, code: error.code, message: error.message },
    'the AI service refused a call',
  );
  if (error instanceof OpenAI.AuthenticationError || error instanceof OpenAI.PermissionDeniedError) {
    return invalidField('openai_api_key', AI_MESSAGES.keyRefused);
  }
  if (error instanceof OpenAI.RateLimitError) {
    // An account out of credit is told 429 too, but waiting will not help: the key's owner must act.
    return error.code === 'insufficient_quota'
      ? invalidField('openai_api_key', AI_MESSAGES.keyRefused)
      : tooManyRequests(AI_MESSAGES.busy);
  }
  if (error instanceof OpenAI.BadRequestError) {
    return invalidField(promptField, AI_MESSAGES.promptRefused(serviceMessage(error)));
  }
  // Connection failures, timeouts, the service's own errors and anything it answered unexpectedly.
  return badGateway(AI_MESSAGES.unreachable);
}
