import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

/** What serving a response counts: a view of a page or blog post, or a redirect's hit. */
export interface Counted {
  kind: 'page' | 'post' | 'redirect';
  id: number;
}

/** A response prepared once: bodies compressed, headers laid out as Node's flat raw list. */
export interface PreparedResponse {
  status: number;
  /** Each representation's body; `br` is filled in later when prepared with `brotli: 'when-asked'`. */
  bodies: Record<Encoding, Buffer | null>;
  headers: Record<Encoding, readonly string[]>;
  /** Headers of a 304 without its ETag (no body, no type, no length); null when there is no ETag. */
  notModified: readonly string[] | null;
  /** The ETag of each representation; any of them in If-None-Match gives a 304. */
  etags: Readonly<Record<Encoding, string>> | null;
  bytes: number;
  /** What serving it counts, if anything. */
  counts: Counted | null;
  /** The body its brotli representation is still to be made from (`brotli: 'when-asked'`). */
  brotliSource: Buffer | null;
  /** Set on every hit; eviction passes over entries with it set once (CLOCK). */
  referenced: boolean;
  /** `headers` with the deployment's transport headers in front, made at the first send. */
  sent?: SentHeaders;
}

/** Headers every response of the deployment carries (lib/security-headers.ts), as name-value pairs. */
export type TransportHeaders = ReadonlyArray<readonly [string, string]>;
/** One constant, so the memo of a response sent without transport headers holds across sends. */
const NO_TRANSPORT: TransportHeaders = [];

interface SentHeaders {
  transport: TransportHeaders;
  headers: Record<Encoding, string[]>;
  notModified: string[];
}

/**
 * The transport headers the prepared list does not set itself, then the list: made once per
 * prepared response, so the cached path stays a lookup and a write.
 */
function sentHeaders(prepared: PreparedResponse, transport: TransportHeaders): SentHeaders {
  if (prepared.sent?.transport === transport) return prepared.sent;
  const own = new Set<string>();
  for (let i = 0; i < prepared.headers.identity.length; i += 2) own.add(prepared.headers.identity[i]!);
  const missing = transport.filter(([name]) => !own.has(name)).flat();
  prepared.sent = {
    transport,
    headers: {
      br: [...missing, ...prepared.headers.br],
      gzip: [...missing, ...prepared.headers.gzip],
      identity: [...missing, ...prepared.headers.identity],
    },
    notModified: [...missing, ...(prepared.notModified ?? [])],
  };
  return prepared.sent;
}

export interface PrepareOptions {
  status?: number;
  contentType: string;
  body: string | Buffer;
  headers?: Record<string, string>;
  /** Compress when it pays off (text); already-compressed formats (woff2) are sent as they are. */
  compress?: boolean;
  /**
   * When the brotli body is made: now, or the first time a client that takes brotli asks for it,
   * off that request's path (gzip answers meanwhile). Brotli's best quality costs some 10 ms for a
   * small page and over 100 ms for a large one, and a cache miss should not wait for it: the
   * render cache prepares pages 'when-asked'.
   */
  brotli?: 'now' | 'when-asked';
  etag?: boolean;
  counts?: Counted | null;
}

const brotliParams = (bytes: number) => ({
  params: {
    [zlib.BROTLI_PARAM_QUALITY]: 11,
    [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
    [zlib.BROTLI_PARAM_SIZE_HINT]: bytes,
  },
});

/**
 * The bytes in a buffer of their own. zlib answers with a slice of its 16 KB output chunk, which
 * would keep the whole chunk alive as long as the render cache holds the body: two or three times
 * the bytes it counts for a small page.
 */
function ownBuffer(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.byteLength) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.byteLength);
  bytes.copy(own);
  return own;
}

/** Bodies this small gain nothing from compression (and pay a header for it). */
const MIN_COMPRESS_BYTES = 512;

const flat = (pairs: ReadonlyArray<readonly [string, string]>): string[] => pairs.flat();

/**
 * Builds a PreparedResponse. Compression runs on the libuv pool (async zlib), so preparing a
 * page never blocks requests that are being served from the cache meanwhile.
 */
export async function prepareResponse(options: PrepareOptions): Promise<PreparedResponse> {
  const identity = ownBuffer(typeof options.body === 'string' ? Buffer.from(options.body) : options.body);
  const status = options.status ?? 200;
  // RFC 9110: a 204 carries neither body nor Content-Length.
  const bodyless = status === 204;
  const compress = !bodyless && (options.compress ?? true) && identity.byteLength >= MIN_COMPRESS_BYTES;
  const brotliLater = compress && options.brotli === 'when-asked';
  const [br, gz] = compress
    ? await Promise.all([
        brotliLater ? null : brotliAsync(identity, brotliParams(identity.byteLength)).then(ownBuffer),
        gzipAsync(identity, { level: 9 }).then(ownBuffer),
      ])
    : [null, null];
  const hash =
    options.etag === false ? null : createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  const etags = hash === null ? null : { identity: `"${hash}"`, br: `"${hash}-br"`, gzip: `"${hash}-gzip"` };
  const shared: Array<readonly [string, string]> = Object.entries(options.headers ?? {});
  if (compress) shared.push(['vary', 'Accept-Encoding']);
  const headersFor = (encoding: Encoding, body: Buffer | null): string[] => {
    if (body === null) return [];
    const pairs: Array<readonly [string, string]> = [
      ['content-type', options.contentType],
      ['x-content-type-options', 'nosniff'],
      ...shared,
    ];
    if (etags) pairs.push(['etag', etags[encoding]]);
    if (encoding !== 'identity') pairs.push(['content-encoding', encoding]);
    if (!bodyless) pairs.push(['content-length', String(body.byteLength)]);
    return flat(pairs);
  };
  return {
    status,
    bodies: { br, gzip: gz, identity },
    headers: {
      br: headersFor('br', br),
      gzip: headersFor('gzip', gz),
      identity: headersFor('identity', identity),
    },
    notModified: etags === null ? null : flat(shared),
    etags,
    // A brotli body still to be made is counted at gzip's size: it is kept only when smaller.
    bytes: identity.byteLength + (br?.byteLength ?? 0) + (gz?.byteLength ?? 0) * (brotliLater ? 2 : 1),
    counts: options.counts ?? null,
    referenced: false,
    brotliSource: brotliLater ? identity : null,
  };
}

const brotliMade = new WeakMap<PreparedResponse, Promise<void>>();

/**
 * Makes the brotli body of a response prepared `brotli: 'when-asked'` (once; resolved when it is
 * there). Kept only when smaller than gzip's, which keeps answering otherwise.
 */
export function makeBrotli(prepared: PreparedResponse): Promise<void> {
  const source = prepared.brotliSource;
  if (source === null) return brotliMade.get(prepared) ?? Promise.resolve();
  prepared.brotliSource = null;
  const made = brotliAsync(source, brotliParams(source.byteLength)).then(
    (compressed) => {
      const gzip = prepared.bodies.gzip;
      if (gzip === null || compressed.byteLength >= gzip.byteLength) return;
      const br = ownBuffer(compressed);
      prepared.headers.br = asBrotli(prepared.headers.gzip, prepared.etags?.br, br.byteLength);
      prepared.bodies.br = br;
      // The headers memoised at the first send are made again, with brotli's.
      delete prepared.sent;
    },
    // Not made: gzip answers brotli clients as it did.
    () => undefined,
  );
  brotliMade.set(prepared, made);
  return made;
}

/** gzip's headers as brotli's: the same list but its encoding, ETag and length. */
function asBrotli(gzipHeaders: readonly string[], etag: string | undefined, length: number): string[] {
  const headers = [...gzipHeaders];
  for (let i = 0; i < headers.length; i += 2) {
    const name = headers[i];
    if (name === 'content-encoding') headers[i + 1] = 'br';
    else if (name === 'etag' && etag !== undefined) headers[i + 1] = etag;
    else if (name === 'content-length') headers[i + 1] = String(length);
  }
  return headers;
}

const negotiated = new Map<string, readonly Encoding[]>();
const IDENTITY_ONLY: readonly Encoding[] = ['identity'];

/** The best encoding an Accept-Encoding header allows (q-values honoured, `*` understood). */
export function negotiateEncoding(header: string | undefined): Encoding {
  return acceptedEncodings(header)[0]!;
}

/**
 * The encodings an Accept-Encoding header allows, best first, identity last. Browsers send a
 * handful of distinct headers, so answers are memoised; the memo is bounded because the header is
 * client-controlled.
 */
function acceptedEncodings(header: string | undefined): readonly Encoding[] {
  if (!header) return IDENTITY_ONLY;
  const known = negotiated.get(header);
  if (known !== undefined) return known;
  const quality = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.trim().split(';');
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key?.trim().toLowerCase() === 'q') q = Number(value);
    }
    quality.set(name, Number.isFinite(q) ? q : 0);
  }
  const wildcard = quality.get('*');
  const q = (name: string) => quality.get(name) ?? wildcard ?? 0;
  const result: Encoding[] = (['br', 'gzip'] as const).filter((name) => q(name) > 0);
  result.push('identity');
  if (negotiated.size > 200) negotiated.clear();
  negotiated.set(header, result);
  return result;
}

function matchesEtag(header: string, etags: Readonly<Record<Encoding, string>>): boolean {
  if (header.trim() === '*') return true;
  return header.includes(etags.identity) || header.includes(etags.br) || header.includes(etags.gzip);
}

/**
 * The representation to send: the best the client takes that exists (small bodies are not
 * compressed). A brotli body still to be made is started here, for the requests after this one.
 */
function chooseEncoding(request: IncomingMessage, prepared: PreparedResponse): Encoding {
  for (const encoding of acceptedEncodings(request.headers['accept-encoding'])) {
    if (prepared.bodies[encoding] !== null) return encoding;
    if (encoding === 'br' && prepared.brotliSource !== null) void makeBrotli(prepared);
  }
  return 'identity';
}

/** Sends a prepared response: a Map lookup upstream and this are the whole cached path. */
export function sendPrepared(
  request: IncomingMessage,
  response: ServerResponse,
  prepared: PreparedResponse,
  transport: TransportHeaders = NO_TRANSPORT,
): void {
  prepared.referenced = true;
  const encoding = chooseEncoding(request, prepared);
  const sent = sentHeaders(prepared, transport);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined && prepared.etags !== null && matchesEtag(ifNoneMatch, prepared.etags)) {
    response.writeHead(304, [...sent.notModified, 'etag', prepared.etags[encoding]]);
    response.end();
    return;
  }
  response.writeHead(prepared.status, sent.headers[encoding]);
  if (request.method === 'HEAD' || prepared.status === 204) response.end();
  else response.end(prepared.bodies[encoding]);
}

/** A Location value Node accepts: characters outside visible ASCII percent-encoded. */
export function headerSafeUrl(url: string): string {
  return url.replace(/[^\x21-\x7e]/gu, (c) =>
    c.length === 1 && c >= '\ud800' && c <= '\udfff' ? '' : encodeURIComponent(c),
  );
}
