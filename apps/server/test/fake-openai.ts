import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * A small stand-in for the OpenAI API, for server and end-to-end tests (plain node:http, no
 * test-runner imports): `POST /v1/images/generations` (JSON) and `POST /v1/images/edits`
 * (multipart), answered with a real PNG whose colour comes from the prompt and whose shape is the
 * asked size's; `POST /v1/chat/completions`, answered with a blog post as JSON made from the user
 * message (`fakePostDraft`); errors in OpenAI's JSON shape. It refuses what the real service
 * refuses: no bearer key, no prompt, an edit without an image, `response_format` sent to a
 * gpt-image model, and a JSON schema format without a name or schema.
 */

export interface FakeOpenAiRequest {
  /** `/v1/images/generations`, `/v1/images/edits` or `/v1/chat/completions`. */
  path: string;
  /** The `Authorization` header as sent (`Bearer sk-…`). */
  authorization: string;
  /** The image prompt, or a chat's user message. */
  prompt: string;
  model: string;
  /**
   * What the request asked the answer to carry: an image's `b64_json` or `url`, a chat's format
   * type (`json_schema`), when it said.
   */
  responseFormat: string | null;
  /** The image an edit sent. */
  image: Buffer | null;
  /** The image size asked for (`1024x1536`), when one was. */
  size: string | null;
}

/** A chat answer's message, in place of the post the fake would write. */
export interface FakeChatMessage {
  content?: string | null;
  refusal?: string | null;
}

export interface FakeOpenAi {
  /** Base URL including `/v1`, as the SDK's `baseURL`. */
  url: string;
  /** Every request received, retries included, oldest first. */
  requests: FakeOpenAiRequest[];
  /**
   * The next request fails with this status and message (and `code`), and so do the client's
   * own retries of it (told by `x-stainless-retry-count`), so a test sees what the client gives
   * up with.
   */
  failNext(status: number, message: string, code?: string): void;
  /** The next answer is a success that carries no image data (a URL only). */
  omitImageNext(): void;
  /** The next chat answer carries this message (say, text that is not JSON) instead of a post. */
  answerNext(message: FakeChatMessage): void;
  /** Stops listening (a stopped fake is an unreachable service); calling it again does nothing. */
  stop(): Promise<void>;
}

/** The side of every square image the fake answers with: half the 1024 pixels asked. */
export const FAKE_IMAGE_SIZE = 512;

/** The colour of the picture the fake answers a prompt with: tests tell results apart by it. */
export function fakeImageColour(prompt: string): { r: number; g: number; b: number } {
  const digest = createHash('sha256').update(prompt).digest();
  return { r: digest[0]!, g: digest[1]!, b: digest[2]! };
}

/**
 * The post the fake writes for a chat's user message: its title and headings name the topic (the
 * message's `Topic:` line, else its first line), its description carries a digest of the whole
 * message, so tests tell answers apart.
 */
export function fakePostDraft(prompt: string): {
  title: string;
  description: string;
  sections: Array<{ heading: string; paragraphs: string[] }>;
} {
  const topic = (/^Topic: (.*)$/m.exec(prompt)?.[1] ?? prompt.split('\n', 1)[0] ?? '').trim();
  const digest = createHash('sha256').update(prompt).digest('hex').slice(0, 8);
  return {
    title: `All about ${topic}`,
    description: `What everyone should know about ${topic} (${digest}).`,
    sections: [
      {
        heading: `Why ${topic} matters`,
        paragraphs: [`${topic} matters more than most people think.`, 'Here is why, in short.'],
      },
      { heading: 'Where to start', paragraphs: ['Start small, and keep going.'] },
    ],
  };
}

const ERROR_TYPES: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'invalid_request_error',
  403: 'invalid_request_error',
  404: 'invalid_request_error',
  429: 'requests',
};

interface Failure {
  status: number;
  message: string;
  code: string | null;
}

function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

function sendError(response: ServerResponse, failure: Failure): void {
  sendJson(
    response,
    failure.status,
    {
      error: {
        message: failure.message,
        type: ERROR_TYPES[failure.status] ?? 'server_error',
        param: null,
        code: failure.code,
      },
    },
    // Keeps the client's retry of a failure quick.
    { 'retry-after-ms': '10' },
  );
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const CHAT_PATH = '/v1/chat/completions';
const PATHS = ['/v1/images/generations', '/v1/images/edits', CHAT_PATH];

interface ParsedRequest {
  prompt: string;
  model: string;
  responseFormat: string | null;
  image: Buffer | null;
  size: string | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

function parseJson(body: Buffer): Record<string, unknown> {
  try {
    return record(JSON.parse(body.toString('utf8')));
  } catch {
    // Judged later as a request without prompt or model.
    return {};
  }
}

async function parseGeneration(body: Buffer): Promise<ParsedRequest> {
  const json = parseJson(body);
  return {
    prompt: text(json.prompt),
    model: text(json.model),
    responseFormat: typeof json.response_format === 'string' ? json.response_format : null,
    image: null,
    size: typeof json.size === 'string' ? json.size : null,
  };
}

interface ParsedChat extends ParsedRequest {
  /** Why the real service would refuse the chat's format, if it would. */
  formatProblem: string | null;
}

function parseChat(body: Buffer): ParsedChat {
  const json = parseJson(body);
  const messages = Array.isArray(json.messages) ? json.messages.map(record) : [];
  const user = messages.find((message) => message.role === 'user');
  const format = json.response_format === undefined ? null : record(json.response_format);
  let formatProblem: string | null = null;
  if (format !== null && format.type === 'json_schema') {
    const schema = record(format.json_schema);
    if (!text(schema.name)) formatProblem = "Missing required parameter: 'response_format.json_schema.name'.";
    else if (Object.keys(record(schema.schema)).length === 0) {
      formatProblem = "Missing required parameter: 'response_format.json_schema.schema'.";
    }
  }
  return {
    prompt: text(user?.content),
    model: text(json.model),
    responseFormat: format === null ? null : text(format.type) || null,
    image: null,
    size: null,
    formatProblem,
  };
}

async function parseEdit(body: Buffer, contentType: string): Promise<ParsedRequest> {
  const form = await new Request('http://fake/v1/images/edits', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: new Uint8Array(body),
  }).formData();
  const image = [...form.getAll('image'), ...form.getAll('image[]')].find(
    (part): part is File => typeof part !== 'string',
  );
  const responseFormat = form.get('response_format');
  const size = form.get('size');
  return {
    prompt: text(form.get('prompt')),
    model: text(form.get('model')),
    responseFormat: typeof responseFormat === 'string' ? responseFormat : null,
    image: image ? Buffer.from(await image.arrayBuffer()) : null,
    size: typeof size === 'string' ? size : null,
  };
}

/** Half the asked size (`1024x1536` → 512×768), a square when none or `auto` was asked. */
function pictureSize(size: string | null): { width: number; height: number } {
  const match = size === null ? null : /^(\d+)x(\d+)$/.exec(size);
  if (!match) return { width: FAKE_IMAGE_SIZE, height: FAKE_IMAGE_SIZE };
  return { width: Math.round(Number(match[1]) / 2), height: Math.round(Number(match[2]) / 2) };
}

function pictureFor(prompt: string, size: string | null): Promise<Buffer> {
  return sharp({
    create: { ...pictureSize(size), channels: 3, background: fakeImageColour(prompt) },
  })
    .png()
    .toBuffer();
}

/** What the real service refuses in a well-formed request; null when it would answer. */
function refusal(path: string, parsed: ParsedRequest): Failure | null {
  const invalid = (message: string): Failure => ({ status: 400, message, code: null });
  if (!parsed.model) return invalid("Missing required parameter: 'model'.");
  if (path === CHAT_PATH) {
    if (!parsed.prompt) return invalid("Missing required parameter: 'messages'.");
    const problem = (parsed as ParsedChat).formatProblem;
    return problem ? invalid(problem) : null;
  }
  if (!parsed.prompt) return invalid("Missing required parameter: 'prompt'.");
  if (path === '/v1/images/edits' && parsed.image === null) {
    return invalid("Missing required parameter: 'image'.");
  }
  if (parsed.responseFormat !== null && parsed.model.startsWith('gpt-image')) {
    return { status: 400, message: "Unknown parameter: 'response_format'.", code: 'unknown_parameter' };
  }
  return null;
}

function chatAnswer(model: string, message: FakeChatMessage) {
  return {
    id: `chatcmpl-fake-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        finish_reason: 'stop',
        logprobs: null,
        message: { role: 'assistant', content: message.content ?? null, refusal: message.refusal ?? null },
      },
    ],
    usage: { prompt_tokens: 100, completion_tokens: 200, total_tokens: 300 },
  };
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: FakeOpenAiRequest[] = [];
  let pending: Failure | null = null;
  /** The failure the last first attempt got: its retries get it too. */
  let failing: Failure | null = null;
  let omitImage = false;
  let nextChat: FakeChatMessage | null = null;

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    if (request.method !== 'POST' || !PATHS.includes(path)) {
      sendError(response, {
        status: 404,
        message: `Unknown request URL: ${request.method} ${path}.`,
        code: 'unknown_url',
      });
      return;
    }
    const body = await readBody(request);
    const parsed =
      path === CHAT_PATH
        ? parseChat(body)
        : path === '/v1/images/edits'
          ? await parseEdit(body, request.headers['content-type'] ?? '')
          : await parseGeneration(body);
    const authorization = request.headers.authorization ?? '';
    const { prompt, model, responseFormat, image, size } = parsed;
    requests.push({ path, authorization, prompt, model, responseFormat, image, size });

    const retry = Number(request.headers['x-stainless-retry-count'] ?? 0) > 0;
    if (!retry) {
      failing = pending;
      pending = null;
    }
    if (failing) {
      sendError(response, failing);
      return;
    }
    if (!/^Bearer \S+$/.test(authorization)) {
      sendError(response, {
        status: 401,
        message: "You didn't provide an API key.",
        code: null,
      });
      return;
    }
    const refused = refusal(path, parsed);
    if (refused) {
      sendError(response, refused);
      return;
    }
    if (path === CHAT_PATH) {
      const message = nextChat ?? { content: JSON.stringify(fakePostDraft(parsed.prompt)) };
      nextChat = null;
      sendJson(response, 200, chatAnswer(parsed.model, message));
      return;
    }
    const created = Math.floor(Date.now() / 1000);
    if (
      omitImage ||
      parsed.responseFormat === 'url' ||
      (parsed.model.startsWith('dall-e') && parsed.responseFormat === null)
    ) {
      omitImage = false;
      // The dall-e models answer a URL unless asked for base64.
      sendJson(response, 200, { created, data: [{ url: 'http://127.0.0.1:9/generated.png' }] });
      return;
    }
    const picture = await pictureFor(parsed.prompt, parsed.size);
    sendJson(response, 200, { created, data: [{ b64_json: picture.toString('base64') }] });
  };

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) {
        sendError(response, { status: 500, message: `The fake failed: ${String(error)}`, code: null });
      } else response.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    failNext(status, message, code) {
      pending = { status, message, code: code ?? null };
    },
    omitImageNext() {
      omitImage = true;
    },
    answerNext(message) {
      nextChat = message;
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        if (!server.listening) {
          resolve();
          return;
        }
        server.close((error) => (error ? reject(error) : resolve()));
        // The client keeps connections alive; without this close would wait for them.
        server.closeAllConnections();
      }),
  };
}
