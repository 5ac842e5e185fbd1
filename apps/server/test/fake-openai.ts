import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * A small stand-in for the OpenAI images API, for server and end-to-end tests (plain node:http,
 * no test-runner imports): `POST /v1/images/generations` (JSON) and `POST /v1/images/edits`
 * (multipart), answered with a real PNG whose colour comes from the prompt, and errors in
 * OpenAI's JSON shape. It refuses what the real service refuses: no bearer key, no prompt, an
 * edit without an image, and `response_format` sent to a gpt-image model.
 */

export interface FakeOpenAiRequest {
  /** `/v1/images/generations` or `/v1/images/edits`. */
  path: string;
  /** The `Authorization` header as sent (`Bearer sk-…`). */
  authorization: string;
  prompt: string;
  model: string;
  /** What the request asked the answer to carry (`b64_json`, `url`), when it said. */
  responseFormat: string | null;
  /** The image an edit sent. */
  image: Buffer | null;
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
  /** Stops listening (a stopped fake is an unreachable service); calling it again does nothing. */
  stop(): Promise<void>;
}

/** The side of every image the fake answers with. */
export const FAKE_IMAGE_SIZE = 512;

/** The colour of the picture the fake answers a prompt with: tests tell results apart by it. */
export function fakeImageColour(prompt: string): { r: number; g: number; b: number } {
  const digest = createHash('sha256').update(prompt).digest();
  return { r: digest[0]!, g: digest[1]!, b: digest[2]! };
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

interface ParsedRequest {
  prompt: string;
  model: string;
  responseFormat: string | null;
  image: Buffer | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

async function parseGeneration(body: Buffer): Promise<ParsedRequest> {
  let json: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    if (typeof parsed === 'object' && parsed !== null) json = parsed as Record<string, unknown>;
  } catch {
    // Judged below as a request without prompt or model.
  }
  return {
    prompt: text(json.prompt),
    model: text(json.model),
    responseFormat: typeof json.response_format === 'string' ? json.response_format : null,
    image: null,
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
  return {
    prompt: text(form.get('prompt')),
    model: text(form.get('model')),
    responseFormat: typeof responseFormat === 'string' ? responseFormat : null,
    image: image ? Buffer.from(await image.arrayBuffer()) : null,
  };
}

function pictureFor(prompt: string): Promise<Buffer> {
  return sharp({
    create: {
      width: FAKE_IMAGE_SIZE,
      height: FAKE_IMAGE_SIZE,
      channels: 3,
      background: fakeImageColour(prompt),
    },
  })
    .png()
    .toBuffer();
}

/** What the real service refuses in a well-formed request; null when it would answer. */
function refusal(path: string, parsed: ParsedRequest): Failure | null {
  const invalid = (message: string): Failure => ({ status: 400, message, code: null });
  if (!parsed.model) return invalid("Missing required parameter: 'model'.");
  if (!parsed.prompt) return invalid("Missing required parameter: 'prompt'.");
  if (path === '/v1/images/edits' && parsed.image === null) {
    return invalid("Missing required parameter: 'image'.");
  }
  if (parsed.responseFormat !== null && parsed.model.startsWith('gpt-image')) {
    return { status: 400, message: "Unknown parameter: 'response_format'.", code: 'unknown_parameter' };
  }
  return null;
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: FakeOpenAiRequest[] = [];
  let pending: Failure | null = null;
  /** The failure the last first attempt got: its retries get it too. */
  let failing: Failure | null = null;
  let omitImage = false;

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    if (request.method !== 'POST' || (path !== '/v1/images/generations' && path !== '/v1/images/edits')) {
      sendError(response, {
        status: 404,
        message: `Unknown request URL: ${request.method} ${path}.`,
        code: 'unknown_url',
      });
      return;
    }
    const body = await readBody(request);
    const parsed =
      path === '/v1/images/edits'
        ? await parseEdit(body, request.headers['content-type'] ?? '')
        : await parseGeneration(body);
    const authorization = request.headers.authorization ?? '';
    requests.push({ path, authorization, ...parsed });

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
    const picture = await pictureFor(parsed.prompt);
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
