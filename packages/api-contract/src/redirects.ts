import { isSafeUrl } from '@tessera/document';
import { z } from 'zod';
import { endpoint, onSite } from './endpoint.ts';
import { actionResult, childParams, itemEnvelope, listEnvelope, pageQuery } from './envelopes.ts';
import { landingIdParams } from './landings.ts';

/**
 * Two kinds of redirect share one table. Page redirects (`/landings/{id}/redirects`) send one
 * path elsewhere. Redirect rules (the settings redirects, `/landings/{id}/settings/redirects`)
 * send every path under a folder elsewhere, keeping the rest of the path: `/blog/*` →
 * `https://news.example.com/*` sends `/blog/2024/hello` to `https://news.example.com/2024/hello`.
 */
export const redirectMatches = ['exact', 'prefix'] as const;
export type RedirectMatch = (typeof redirectMatches)[number];

export const REDIRECT_MESSAGES = {
  path: 'The path must start with / and hold no spaces, ? or #.',
  target: 'Enter a full URL (https://…) or a path on this website (/…).',
  loop: 'A redirect cannot lead to its own path.',
  taken: 'This website already redirects this path.',
} as const;

/** `/Old-Page/` → `/Old-Page`; the root stays `/`. Paths keep their case, as URLs do. */
export function normalizeRedirectPath(path: string): string {
  const trimmed = path
    .trim()
    .replace(/\/\*$/, '/')
    .replace(/\/{2,}/g, '/');
  return trimmed.length > 1 ? trimmed.replace(/\/+$/, '') : trimmed;
}

export const redirectPath = z
  .string()
  .trim()
  .max(1024)
  .transform(normalizeRedirectPath)
  .refine((value) => /^\/[^\s?#]*$/.test(value), REDIRECT_MESSAGES.path);

/** Where a redirect leads: an absolute http(s) URL or a path on the same site. */
export const redirectTarget = z
  .string()
  .trim()
  .min(1, 'The target field is required.')
  .max(2048)
  .refine(
    (value) => (/^\/(?!\/)\S*$/.test(value) || /^https?:\/\/[^\s/]+\S*$/i.test(value)) && isSafeUrl(value),
    REDIRECT_MESSAGES.target,
  );

export const redirectStatus = z.union([z.literal(301), z.literal(302)], {
  error: 'The status must be 301 (permanent) or 302 (temporary).',
});

export const redirectBody = z
  .object({ from_path: redirectPath, to_url: redirectTarget, status: redirectStatus.default(301) })
  .strict()
  .refine((body) => body.to_url !== body.from_path, { path: ['to_url'], message: REDIRECT_MESSAGES.loop });
export type RedirectBody = z.input<typeof redirectBody>;

export const updateRedirectBody = z
  .object({ from_path: redirectPath, to_url: redirectTarget, status: redirectStatus })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to update.');
export type UpdateRedirectBody = z.input<typeof updateRedirectBody>;

export const redirectParams = childParams('redirectId');

export const redirectListQuery = pageQuery.extend({
  sort: z.enum(['id', 'from_path', 'to_url', 'hits', 'created_at', 'updated_at']).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type RedirectListQuery = z.infer<typeof redirectListQuery>;

export const redirectItem = z.object({
  id: z.number().int(),
  landing_id: z.number().int(),
  match: z.enum(redirectMatches),
  from_path: z.string(),
  to_url: z.string(),
  status: z.union([z.literal(301), z.literal(302)]),
  hits: z.number().int().nonnegative(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RedirectItem = z.infer<typeof redirectItem>;
export const redirectListResponse = listEnvelope(redirectItem);
export const redirectResponse = itemEnvelope(redirectItem);

/** The seven calls of one kind of redirect, under its base path. */
function redirectEndpointsAt<Base extends '/landings/:id/redirects' | '/landings/:id/settings/redirects'>(
  base: Base,
  noun: string,
  rule: string,
) {
  const one = `${base}/:redirectId` as const;
  return {
    list: endpoint({
      method: 'GET',
      path: base,
      params: landingIdParams,
      query: redirectListQuery,
      responses: { 200: redirectListResponse },
      access: onSite('view'),
      summary: `A page of the site's ${noun}s: search, sort, paging`,
    }),
    all: endpoint({
      method: 'GET',
      path: `${base}/all`,
      params: landingIdParams,
      responses: { 200: redirectListResponse },
      access: onSite('view'),
      summary: `Every ${noun} of the site, unpaged`,
    }),
    create: endpoint({
      method: 'POST',
      path: base,
      params: landingIdParams,
      body: redirectBody,
      responses: { 201: redirectResponse },
      access: onSite('manage_settings'),
      summary: `Adds a ${noun}`,
      notes: `Body \`{ from_path, to_url, status: 301 | 302 }\`: ${rule}. The site applies redirects before pages and counts their hits.`,
    }),
    get: endpoint({
      method: 'GET',
      path: one,
      params: redirectParams,
      responses: { 200: redirectResponse },
      access: onSite('view'),
      summary: `One ${noun}`,
    }),
    update: endpoint({
      method: 'PUT',
      path: one,
      params: redirectParams,
      body: updateRedirectBody,
      responses: { 200: redirectResponse },
      access: onSite('manage_settings'),
      summary: `Changes a ${noun}`,
    }),
    remove: endpoint({
      method: 'DELETE',
      path: one,
      params: redirectParams,
      responses: { 200: actionResult },
      access: onSite('manage_settings'),
      summary: `Deletes a ${noun}`,
    }),
    resetHits: endpoint({
      method: 'PUT',
      path: `${one}/reset`,
      params: redirectParams,
      responses: { 200: redirectResponse },
      access: onSite('manage_settings'),
      summary: `Sets a ${noun}'s hit count back to zero`,
    }),
  };
}

/** Page redirects (`exact`) and redirect rules (`prefix`, the settings redirects). */
export const redirectEndpoints = {
  exact: redirectEndpointsAt('/landings/:id/redirects', 'redirect', 'one path goes to `to_url`'),
  prefix: redirectEndpointsAt(
    '/landings/:id/settings/redirects',
    'redirect rule',
    'every path under `from_path` goes to `to_url` with the rest of the path appended (the longest rule first)',
  ),
} satisfies Record<RedirectMatch, unknown>;
