import { NUL_CHARACTER_MESSAGE } from '@tessera/api-contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../src/app.ts';
import { landings } from '../src/db/schema/index.ts';
import { API_PREFIX } from '../src/deps.ts';
import type { CollectedEntry } from './access-matrix/collect.ts';
import { expectedStatus, type MatrixCaller, type MatrixRequest } from './access-matrix/matrix.ts';
import { bodyFor, matrixWalk, tokenFor } from './access-matrix/walk.ts';
import { callerAddress } from './access-matrix/world.ts';
import { integerInputPaths } from './route-fuzz/schema-paths.ts';
import { publishFormPage } from './site-data.ts';
import { DEMO } from './test-app.ts';

/**
 * THE route fuzz test: every registered API route is sent what a client may send and a
 * careless server chokes on (docs/api.md: nothing a client sends produces a 500):
 * - a NUL character in every string it carries (body, query, path): 422 naming that field;
 * - 2³¹, one past the largest id PostgreSQL's `integer` holds, in every id and whole number it
 *   takes (path, query, body, found from its zod schemas and its sample request): 422 naming it.
 * Each probe starts from the route's access-matrix request for a caller who may call it, so the
 * only thing wrong with the request is the probe. Site, card and file hosts follow in their
 * own table below.
 */

const PAST_INT32 = 2 ** 31;
const NUL = '\u0000';

const walk = matrixWalk();

/** Callers tried in this order: the first one the matrix lets through makes the probes. */
const callerPreference: MatrixCaller[] = [
  'owner',
  'admin',
  'agencyUser',
  'cardUser',
  'websiteUserWith',
  'otherOwner',
  'anonymous',
];

const registeredKey = (route: RegisteredRoute) => `${route.method} ${route.url.slice(API_PREFIX.length)}`;

interface Probe {
  label: string;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  /** Replaces the sample's headers (a rebuilt multipart body has its own boundary). */
  headers?: Record<string, string>;
  /** The field the 422 must name. */
  field: string;
}

function pathParams(entry: CollectedEntry, given: Record<string, string | number>): Record<string, string> {
  const pathPart = entry.route.slice(entry.route.indexOf(' ') + 1);
  const params: Record<string, string> = {};
  for (const [, name] of pathPart.matchAll(/:(\w+)/g)) {
    const value = given[name!];
    params[name!] = value !== undefined ? String(value) : String(walk.world.siteId);
  }
  return params;
}

function fillPath(entry: CollectedEntry, params: Record<string, string>): string {
  const pathPart = entry.route.slice(entry.route.indexOf(' ') + 1);
  return pathPart.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** Every string leaf of a JSON value, as dotted paths (`items.0.label`). */
function stringLeaves(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  if (Array.isArray(value))
    return value.flatMap((item, i) => stringLeaves(item, prefix ? `${prefix}.${i}` : `${i}`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      stringLeaves(item, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [];
}

/** A copy of `value` with the leaf at `path` replaced (objects and arrays made where missing). */
function withLeaf(value: unknown, path: string, leaf: unknown): unknown {
  const [head, ...rest] = path.split('.');
  const index = /^\d+$/.test(head!) ? Number(head) : null;
  const container: Record<string, unknown> | unknown[] =
    index !== null
      ? Array.isArray(value)
        ? [...value]
        : []
      : value && typeof value === 'object' && !Array.isArray(value)
        ? { ...(value as Record<string, unknown>) }
        : {};
  const key = index ?? head!;
  const current = (container as Record<string | number, unknown>)[key];
  (container as Record<string | number, unknown>)[key] =
    rest.length === 0 ? leaf : withLeaf(current, rest.join('.'), leaf);
  return container;
}

async function probesFor(
  route: RegisteredRoute,
  entry: CollectedEntry,
  request: MatrixRequest,
): Promise<Probe[]> {
  const params = pathParams(entry, request.params ?? {});
  const query = Object.fromEntries(Object.entries(request.query ?? {}).map(([k, v]) => [k, String(v)]));
  // A raw body (a payment provider's signed webhook) has no fields: its bytes are checked by the
  // signature, which the route answers 400 when anything in them changed.
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE' && route.endpoint?.transport !== 'raw';
  const body = bodyFor(route.method, request);
  const probes: Probe[] = [];
  const base = { params, query, body };

  // NUL: each path parameter, each query value (and a search), every string of the body at once.
  for (const name of Object.keys(params)) {
    probes.push({ ...base, label: `NUL in :${name}`, params: { ...params, [name]: `a${NUL}` }, field: name });
  }
  for (const name of new Set([...Object.keys(query), 'search'])) {
    probes.push({ ...base, label: `NUL in ?${name}`, query: { ...query, [name]: `a${NUL}b` }, field: name });
  }
  if (isMultipart(request)) {
    probes.push(...(await multipartProbes(request, base)));
  } else if (hasBody) {
    const leaves = stringLeaves(body);
    const target = leaves[0] ?? 'name';
    let poisoned = leaves.length > 0 ? body : withLeaf(body, 'name', `a${NUL}`);
    for (const leaf of leaves) poisoned = withLeaf(poisoned, leaf, `${NUL}${leafValue(body, leaf)}`);
    probes.push({ ...base, label: `NUL in body.${target}`, body: poisoned, field: target });
  }

  // 2³¹: numeric path parameters, integer query fields and integer body fields.
  for (const [name, value] of Object.entries(params)) {
    if (!/^\d+$/.test(value)) continue;
    probes.push({
      ...base,
      label: `2^31 in :${name}`,
      params: { ...params, [name]: String(PAST_INT32) },
      field: name,
    });
  }
  const schema = (route.schema ?? {}) as { querystring?: unknown; body?: unknown };
  for (const name of integerInputPaths(schema.querystring)) {
    probes.push({
      ...base,
      label: `2^31 in ?${name}`,
      query: { ...query, [name]: String(PAST_INT32) },
      field: name,
    });
  }
  if (hasBody && !isMultipart(request)) {
    for (const path of new Set([...integerInputPaths(schema.body), ...integerLeaves(body)])) {
      probes.push({
        ...base,
        label: `2^31 in body.${path}`,
        body: withLeaf(body, path, PAST_INT32),
        field: path,
      });
    }
  }
  return probes;
}

function isMultipart(request: MatrixRequest): boolean {
  return (
    Buffer.isBuffer(request.body) && /^multipart\/form-data/.test(request.headers?.['content-type'] ?? '')
  );
}

/**
 * An upload's text fields are read by the handler, not by Fastify: NUL in every text field (a
 * field of its own when the sample has none) and in the file's name; 2³¹ in each numeric field.
 */
async function multipartProbes(
  request: MatrixRequest,
  base: Pick<Probe, 'params' | 'query'>,
): Promise<Probe[]> {
  const sample = await new Request('http://fuzz.test/', {
    method: 'POST',
    body: new Uint8Array(request.body as Buffer),
    headers: request.headers,
  }).formData();
  const texts = [...sample.entries()].filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  const files = [...sample.entries()].filter(
    (entry): entry is [string, File] => typeof entry[1] !== 'string',
  );
  const encode = async (textValues: [string, string][], fileName?: (name: string) => string) => {
    const form = new FormData();
    for (const [name, file] of files) form.append(name, file, fileName ? fileName(file.name) : file.name);
    for (const [name, value] of textValues) form.append(name, value);
    const encoded = new Response(form);
    return {
      body: Buffer.from(await encoded.arrayBuffer()),
      headers: { ...request.headers, 'content-type': encoded.headers.get('content-type')! },
    };
  };
  const probes: Probe[] = [];
  const poisoned: [string, string][] =
    texts.length > 0 ? texts.map(([name, value]) => [name, `${NUL}${value}`]) : [['alt', `a${NUL}`]];
  probes.push({
    ...base,
    label: `NUL in multipart ${poisoned[0]![0]}`,
    ...(await encode(poisoned)),
    field: poisoned[0]![0],
  });
  if (files.length > 0) {
    probes.push({
      ...base,
      label: 'NUL in the file name',
      ...(await encode(texts, (name) => `a${NUL}${name}`)),
      field: 'file',
    });
  }
  for (const [name, value] of texts) {
    if (!/^\d+$/.test(value)) continue;
    const swapped = texts.map(([n, v]): [string, string] => [n, n === name ? String(PAST_INT32) : v]);
    probes.push({ ...base, label: `2^31 in multipart ${name}`, ...(await encode(swapped)), field: name });
  }
  return probes;
}

function leafValue(value: unknown, path: string): string {
  let current: unknown = value;
  for (const part of path.split('.')) current = (current as Record<string, unknown>)[part];
  return String(current);
}

/**
 * Ids and versions in the sample body (a schema may hide them behind a union): whole-number
 * leaves named `id`, `…_id`, `…Id`, `version`, or items of an `…_ids` list.
 */
function integerLeaves(value: unknown, prefix = ''): string[] {
  if (typeof value === 'number') {
    const named = /(^|\.)(\w*_id|\w*Id|id|version)$|_ids\.\d+$/.test(prefix);
    return Number.isInteger(value) && value > 0 && named ? [prefix] : [];
  }
  if (Array.isArray(value))
    return value.flatMap((item, i) => integerLeaves(item, prefix ? `${prefix}.${i}` : `${i}`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      integerLeaves(item, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [];
}

describe('route fuzz: NUL characters and integers past 2³¹−1', () => {
  it('answers every API route 422 naming the field, never 500', { timeout: 900_000 }, async () => {
    const byRoute = new Map(walk.t.app.apiRoutes.map((r) => [registeredKey(r), r]));
    // Logging out revokes the caller's session: those go last.
    const ordered = [...walk.entries]
      // The websocket: a plain request is 404, its messages have their own schema (realtime.ts).
      .filter((e) => byRoute.has(e.route) && e.route !== 'GET /realtime')
      .sort((a, b) => Number(/logout$/.test(a.route)) - Number(/logout$/.test(b.route)));
    const failures: string[] = [];
    let probed = 0;
    for (const entry of ordered) {
      const route = byRoute.get(entry.route)!;
      // A caller the route lets do it, as its scope says before any override: a route every
      // call of which fails later (the AI ones, without a key) still validates its input first.
      const caller = callerPreference.find((c) => {
        const status = expectedStatus({ ...entry, expect: {} }, route.access, c);
        return status >= 200 && status < 300;
      });
      if (!caller) {
        failures.push(`${entry.route}: no caller may call it, so nothing was probed`);
        continue;
      }
      const request = (await entry.request?.(walk.world, caller)) ?? {};
      const token = await tokenFor(walk.world, caller, request);
      for (const probe of await probesFor(route, entry, request)) {
        const search = new URLSearchParams(Object.entries(probe.query)).toString();
        const response = await walk.t.request({
          method: route.method as 'GET',
          url: `${API_PREFIX}${fillPath(entry, probe.params)}${search ? `?${search}` : ''}`,
          token,
          remoteAddress: callerAddress(caller),
          ...((probe.headers ?? request.headers) ? { headers: probe.headers ?? request.headers } : {}),
          ...(probe.body === undefined ? {} : { payload: probe.body as object }),
        });
        probed++;
        const where = `${entry.route} as ${caller}, ${probe.label}`;
        if (response.statusCode !== 422) {
          failures.push(`${where}: expected 422, got ${response.statusCode} ${response.body.slice(0, 140)}`);
          continue;
        }
        const errors = (response.json() as { errors?: Record<string, string[]> }).errors ?? {};
        const nulProbe = probe.label.startsWith('NUL');
        if (!errors[probe.field] || (nulProbe && errors[probe.field]![0] !== NUL_CHARACTER_MESSAGE)) {
          failures.push(
            `${where}: the 422 does not name ${probe.field}: ${JSON.stringify(errors).slice(0, 160)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
    expect(probed).toBeGreaterThan(ordered.length * 3);
  });
});

/** One request to a site, card or preview host, and what it must answer. */
interface HostProbe {
  label: string;
  method: 'GET' | 'POST';
  url: string;
  host: string;
  payload?: string | object;
  contentType?: string;
  /** 422 naming this field, or this status. */
  expect: { field: string } | { status: number };
}

const SITE_HOST = 'demo.localhost:3000';
const CARD_HOST = 'card.localhost:3000';
const PREVIEW_HOST = 'preview.localhost:3000';

describe('route fuzz on site, card and preview hosts', () => {
  let probes: Map<string, HostProbe[]>;

  beforeAll(async () => {
    const [demo] = await walk.t.database.db.select().from(landings).where(eq(landings.subdomain, 'demo'));
    const form = await publishFormPage(walk.t, { id: demo!.id, agencyId: demo!.agencyId });
    const cardUser = await walk.t.login(DEMO.cardUser);
    const created = await walk.t.api('POST', '/cards', cardUser, {
      name: 'Fuzz Card',
      options: {
        ShowLeadForm: true,
        FieldList: [
          { name: 'fullname', label: 'Full Name', required: true },
          { name: 'email', label: 'Email', required: false },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const card = created.json().data as { short_url: string };
    const key = new URL(card.short_url).pathname.slice(1);
    const lead = { fields: { fullname: `Ada${NUL}` } };
    const formPost = {
      fields: { full_name: `Ada${NUL}`, email: 'ada@example.com' },
      meta: { elapsed_ms: 9000 },
    };
    const nulField = (name: string) => ({ field: name });
    probes = new Map<string, HostProbe[]>([
      [
        'POST /_forms/:pageId/:elementId',
        [
          {
            label: 'NUL in a field',
            method: 'POST',
            url: `/_forms/${form.pageId}/${form.elementId}`,
            host: SITE_HOST,
            payload: formPost,
            expect: nulField('fields.full_name'),
          },
          {
            label: 'NUL in a native post',
            method: 'POST',
            url: `/_forms/${form.pageId}/${form.elementId}`,
            host: SITE_HOST,
            payload: 'full_name=Ada%00&email=ada%40example.com',
            contentType: 'application/x-www-form-urlencoded',
            expect: nulField('full_name'),
          },
          {
            label: 'NUL in :elementId',
            method: 'POST',
            url: `/_forms/${form.pageId}/a%00`,
            host: SITE_HOST,
            payload: formPost,
            expect: nulField('elementId'),
          },
          {
            label: '2^31 in :pageId',
            method: 'POST',
            url: `/_forms/${PAST_INT32}/${form.elementId}`,
            host: SITE_HOST,
            payload: { fields: {} },
            expect: { status: 404 },
          },
        ],
      ],
      [
        'POST /_forms/blog/:postId/:elementId',
        [
          {
            label: 'NUL in a field',
            method: 'POST',
            url: `/_forms/blog/1/${form.elementId}`,
            host: SITE_HOST,
            payload: formPost,
            expect: nulField('fields.full_name'),
          },
          {
            label: '2^31 in :postId',
            method: 'POST',
            url: `/_forms/blog/${PAST_INT32}/el`,
            host: SITE_HOST,
            payload: { fields: {} },
            expect: { status: 404 },
          },
        ],
      ],
      [
        'POST /_commerce/checkout',
        [
          {
            label: 'NUL in the name',
            method: 'POST',
            url: '/_commerce/checkout',
            host: SITE_HOST,
            payload: {
              page_id: form.pageId,
              element_id: form.elementId,
              items: [{ product_id: 1 }],
              email: 'ada@example.com',
              name: `Ada${NUL}`,
            },
            expect: nulField('name'),
          },
          {
            label: '2^31 in page_id',
            method: 'POST',
            url: '/_commerce/checkout',
            host: SITE_HOST,
            payload: { page_id: PAST_INT32, element_id: 'el', items: [{ product_id: 1 }], email: 'a@b.co' },
            expect: { status: 422 },
          },
        ],
      ],
      [
        'POST /_commerce/coupon',
        [
          {
            label: 'NUL in the code',
            method: 'POST',
            url: '/_commerce/coupon',
            host: SITE_HOST,
            payload: { page_id: form.pageId, code: `SAVE${NUL}` },
            expect: nulField('code'),
          },
        ],
      ],
      [
        'POST /_commerce/pay/:pageId/:elementId',
        [
          {
            label: '2^31 in :pageId',
            method: 'POST',
            url: `/_commerce/pay/${PAST_INT32}/el`,
            host: SITE_HOST,
            expect: { status: 404 },
          },
          {
            label: 'NUL in :elementId',
            method: 'POST',
            url: `/_commerce/pay/${form.pageId}/a%00`,
            host: SITE_HOST,
            expect: nulField('elementId'),
          },
        ],
      ],
      [
        'GET /_files/:agencyId/:token/:name',
        [
          {
            label: '2^31 in :agencyId',
            method: 'GET',
            url: `/_files/${PAST_INT32}/abcdefghijklmnop/x.png`,
            host: SITE_HOST,
            expect: { status: 404 },
          },
          {
            label: '2^31 on the preview host',
            method: 'GET',
            url: `/_files/${PAST_INT32}/abcdefghijklmnop/x.png`,
            host: PREVIEW_HOST,
            expect: { status: 404 },
          },
          {
            label: 'NUL in :name',
            method: 'GET',
            url: `/_files/${demo!.agencyId}/abcdefghijklmnop/x%00.png`,
            host: SITE_HOST,
            expect: nulField('name'),
          },
        ],
      ],
      [
        'GET /_img/:agencyId/:file',
        [
          {
            label: '2^31 in :agencyId',
            method: 'GET',
            url: `/_img/${PAST_INT32}/${'a'.repeat(32)}.png`,
            host: CARD_HOST,
            expect: { status: 404 },
          },
        ],
      ],
      [
        'GET /_assets/islands/:file',
        [
          {
            label: 'NUL in :file',
            method: 'GET',
            url: '/_assets/islands/a%00.js',
            host: CARD_HOST,
            expect: nulField('file'),
          },
        ],
      ],
      [
        'GET /:key',
        [
          {
            label: 'NUL in :key',
            method: 'GET',
            url: `/${key}%00`,
            host: CARD_HOST,
            expect: nulField('key'),
          },
        ],
      ],
      [
        'GET /:key/contact.vcf',
        [
          {
            label: 'NUL in :key',
            method: 'GET',
            url: `/a%00/contact.vcf`,
            host: CARD_HOST,
            expect: nulField('key'),
          },
        ],
      ],
      [
        'GET /:key/qr.:format',
        [
          {
            label: 'NUL in :format',
            method: 'GET',
            url: `/${key}/qr.p%00`,
            host: CARD_HOST,
            expect: nulField('format'),
          },
        ],
      ],
      [
        'GET /:key/go/:index',
        [
          {
            label: '2^31 in :index',
            method: 'GET',
            url: `/${key}/go/${PAST_INT32}`,
            host: CARD_HOST,
            expect: { status: 404 },
          },
        ],
      ],
      [
        'POST /:key/tap/:index',
        [
          {
            label: '2^31 in :index',
            method: 'POST',
            url: `/${key}/tap/${PAST_INT32}`,
            host: CARD_HOST,
            payload: {},
            expect: { status: 204 },
          },
        ],
      ],
      [
        'POST /:key/lead',
        [
          {
            label: 'NUL in a lead field',
            method: 'POST',
            url: `/${key}/lead`,
            host: CARD_HOST,
            payload: lead,
            expect: nulField('fields.fullname'),
          },
          {
            label: 'NUL in a native lead',
            method: 'POST',
            url: `/${key}/lead`,
            host: CARD_HOST,
            payload: 'fullname=Ada%00',
            contentType: 'application/x-www-form-urlencoded',
            expect: nulField('fullname'),
          },
        ],
      ],
      [
        'GET /robots.txt',
        [
          {
            label: 'NUL in the query',
            method: 'GET',
            url: '/robots.txt?x=%00',
            host: CARD_HOST,
            expect: nulField('x'),
          },
        ],
      ],
      [
        'GET /',
        [
          {
            label: 'NUL in the query',
            method: 'GET',
            url: '/?ref=%00',
            host: CARD_HOST,
            expect: nulField('ref'),
          },
        ],
      ],
      [
        'GET /*',
        [{ label: 'NUL in the path', method: 'GET', url: '/a/b%00', host: CARD_HOST, expect: nulField('*') }],
      ],
    ]);
  });

  it('has probes for every route registered outside the API', () => {
    const registered = walk.t.app.hostRoutes.map((route) => `${route.method} ${route.url}`).sort();
    expect([...probes.keys()].sort()).toEqual(registered);
  });

  it('answers each probe 422 naming the field or its own status, never 500', async () => {
    const failures: string[] = [];
    for (const [route, list] of probes) {
      for (const probe of list) {
        const response = await walk.t.request({
          method: probe.method,
          url: probe.url,
          headers: { host: probe.host, ...(probe.contentType ? { 'content-type': probe.contentType } : {}) },
          remoteAddress: '198.51.100.200',
          ...(probe.payload === undefined ? {} : { payload: probe.payload }),
        });
        const where = `${route}, ${probe.label}`;
        if ('status' in probe.expect) {
          if (response.statusCode !== probe.expect.status)
            failures.push(`${where}: expected ${probe.expect.status}, got ${response.statusCode}`);
          continue;
        }
        const errors =
          response.statusCode === 422
            ? ((response.json() as { errors?: Record<string, string[]> }).errors ?? {})
            : {};
        if (errors[probe.expect.field]?.[0] !== NUL_CHARACTER_MESSAGE)
          failures.push(
            `${where}: expected a 422 naming ${probe.expect.field}, got ${response.statusCode} ${response.body.slice(0, 140)}`,
          );
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers site paths the server reads itself (pages, blog, previews) without a 500', async () => {
    for (const url of [
      '/%00',
      '/a%00b',
      `/blog?page=${PAST_INT32}`,
      '/blog/%00',
      '/_preview/%00',
      '/sitemap.xml?x=%00',
    ]) {
      for (const host of [SITE_HOST, PREVIEW_HOST]) {
        const response = await walk.t.request({ method: 'GET', url, headers: { host } });
        expect(response.statusCode, `${host}${url}`).toBeLessThan(500);
      }
    }
  });
});
