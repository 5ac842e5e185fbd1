import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Call, Fake, Route } from './context.ts';
import { authFailure, invalid, StripeFailure } from './errors.ts';
import { parseForm } from './form.ts';
import { Params } from './params.ts';
import { newId } from './store.ts';

/**
 * The HTTP side of the fake: Stripe's authentication (secret key by bearer or basic auth,
 * publishable key as Stripe.js sends it), the connected account a call acts on, routing, idempotent replays, CORS for Stripe.js calls,
 * and the fake's own pages and controls (`/v3/`, `/invoices/…`, `/_fake/…`).
 */

export interface Keys {
  secret: string;
  publishable: string;
}

/** An answer outside the API: a page, a script, a fake control's JSON, a redirect. */
export interface PageAnswer {
  status: number;
  type: string;
  body: string | Buffer;
  headers?: Record<string, string>;
}

/** Hosted pages send the browser on with a 303, as Stripe's do after a form is posted. */
export function redirect(location: string): PageAnswer {
  return { status: 303, type: 'text/plain; charset=utf-8', body: `See ${location}`, headers: { location } };
}

/** Answers outside the API: static pages and fake controls. Null when the path is not theirs. */
export type ExtraHandler = (method: string, url: URL, body: string) => Promise<PageAnswer | null>;

interface Saved {
  method: string;
  path: string;
  body: string;
  status: number;
  payload: string;
  requestId: string;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers':
    'authorization, content-type, stripe-version, idempotency-key, stripe-account',
  'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
};

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function keyFrom(request: IncomingMessage, params: Params): string | null {
  const header = request.headers.authorization ?? '';
  const bearer = /^Bearer\s+(\S+)$/i.exec(header);
  if (bearer) return bearer[1]!;
  const basic = /^Basic\s+(\S+)$/i.exec(header);
  if (basic) return Buffer.from(basic[1]!, 'base64').toString('utf8').split(':')[0] ?? null;
  // Stripe.js sends its publishable key as a form field.
  const field = params.values.key;
  delete params.values.key;
  return typeof field === 'string' ? field : null;
}

/**
 * The connected account a call acts on: the `Stripe-Account` header (the SDK's `stripeAccount`
 * option), or the `_stripe_account` field Stripe.js may send instead.
 */
function accountFrom(request: IncomingMessage, params: Params): string | null {
  const header = request.headers['stripe-account'];
  const field = params.values._stripe_account;
  delete params.values._stripe_account;
  if (typeof header === 'string' && header !== '') return header;
  return typeof field === 'string' && field !== '' ? field : null;
}

function redact(key: string): string {
  return key.length > 12 ? `${key.slice(0, 8)}${'*'.repeat(key.length - 12)}${key.slice(-4)}` : key;
}

function matchRoute(
  routes: Route[],
  method: string,
  path: string,
): { route: Route; names: Record<string, string> } | 'method' | null {
  let pathKnown = false;
  for (const route of routes) {
    const pattern = route.path.split('/');
    const parts = path.split('/');
    if (pattern.length !== parts.length) continue;
    const names: Record<string, string> = {};
    const fits = pattern.every((segment, index) => {
      if (segment.startsWith(':')) {
        names[segment.slice(1)] = decodeURIComponent(parts[index]!);
        return parts[index] !== '';
      }
      return segment === parts[index];
    });
    if (!fits) continue;
    pathKnown = true;
    if (route.method === method) return { route, names };
  }
  return pathKnown ? 'method' : null;
}

export function createFakeServer(
  fake: Fake,
  routes: Route[],
  keys: Keys,
  apiVersion: string,
  extra: ExtraHandler,
): Server {
  const saved = new Map<string, Saved>();

  const api = async (request: IncomingMessage, response: ServerResponse, url: URL, body: string) => {
    const method = request.method ?? 'GET';
    const requestId = newId('req', 14);
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'request-id': requestId,
      'stripe-version': apiVersion,
      ...CORS,
    };
    const send = (status: number, payload: string, more: Record<string, string> = {}) => {
      response.writeHead(status, { ...headers, ...more });
      response.end(payload);
    };
    const fail = (failure: StripeFailure) =>
      send(failure.status, JSON.stringify({ error: failure.body }, null, 2));
    const params = new Params(parseForm(method === 'POST' ? body : url.search.slice(1)));
    const key = keyFrom(request, params);
    if (!key) {
      return fail(
        authFailure(
          "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
        ),
      );
    }
    if (key !== keys.secret && key !== keys.publishable)
      return fail(authFailure(`Invalid API Key provided: ${redact(key)}`));
    const asked = request.headers['stripe-version'];
    if (typeof asked === 'string' && asked !== apiVersion) {
      return fail(
        invalid(`The fake Stripe speaks API version ${apiVersion} only; this request asked for ${asked}.`),
      );
    }
    if (request.headers['stripe-context']) {
      return fail(invalid('The fake Stripe does not implement Stripe-Context; use Stripe-Account.'));
    }
    const account = accountFrom(request, params);
    let state: Fake;
    try {
      state = fake.connect.select(account, redact(key));
    } catch (error) {
      if (error instanceof StripeFailure) return fail(error);
      throw error;
    }
    const match = matchRoute(routes, method, url.pathname);
    if (match === null || match === 'method') {
      return fail(
        new StripeFailure(404, {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
        }),
      );
    }
    const publishable = key === keys.publishable;
    if (publishable && !match.route.publishable) {
      return fail(
        authFailure(
          'This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.',
          'secret_key_required',
        ),
      );
    }
    const idempotencyKey =
      method === 'POST' ? (request.headers['idempotency-key'] as string | undefined) : undefined;
    // Keys are the caller's per account, as at Stripe: the same key on two accounts is two requests.
    const savedAs = `${account ?? 'platform'} ${idempotencyKey}`;
    if (idempotencyKey) {
      headers['idempotency-key'] = idempotencyKey;
      const first = saved.get(savedAs);
      if (first) {
        if (first.method !== method || first.path !== url.pathname || first.body !== body) {
          return fail(
            new StripeFailure(400, {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            }),
          );
        }
        return send(first.status, first.payload, {
          'request-id': first.requestId,
          'idempotent-replayed': 'true',
        });
      }
    }

    const call: Call = {
      fake: state,
      params,
      path: match.names,
      key: publishable ? 'publishable' : 'secret',
    };
    state.events.request = { id: requestId, idempotency_key: idempotencyKey ?? null };
    let status = 200;
    let payload: string;
    try {
      payload = JSON.stringify(match.route.handle(call), null, 2);
    } catch (error) {
      if (!(error instanceof StripeFailure)) throw error;
      status = error.status;
      payload = JSON.stringify({ error: error.body }, null, 2);
    } finally {
      state.events.request = { id: null, idempotency_key: null };
    }
    // Stripe keeps the outcome of requests that ran (a decline included), not of refused ones.
    if (idempotencyKey && (status === 200 || status === 402)) {
      saved.set(savedAs, { method, path: url.pathname, body, status, payload, requestId });
    }
    send(status, payload);
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS);
      response.end();
      return;
    }
    const body = await readBody(request);
    if (url.pathname.startsWith('/v1/')) return api(request, response, url, body);
    const answer = await extra(request.method ?? 'GET', url, body);
    if (answer) {
      response.writeHead(answer.status, { 'content-type': answer.type, ...CORS, ...answer.headers });
      response.end(answer.body);
      return;
    }
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('Not found');
  };

  return createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (response.headersSent) {
        response.destroy();
        return;
      }
      const message =
        error instanceof StripeFailure ? error.message : `The fake Stripe failed: ${String(error)}`;
      const status = error instanceof StripeFailure ? error.status : 500;
      response.writeHead(status, { 'content-type': 'application/json', ...CORS });
      response.end(JSON.stringify({ error: { type: 'api_error', message } }));
    });
  });
}
