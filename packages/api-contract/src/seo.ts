import { z } from 'zod';
import { endpoint, onSite } from './endpoint.ts';
import { actionResult, idParams, itemEnvelope, listEnvelope, pageQuery } from './envelopes.ts';

/** Robots rules and keywords of one site (SPEC §7 Landings: robots, keywords). */

export const ROBOTS_MAX_CHARS = 20_000;

const ROBOTS_FIELDS = new Map([
  ['user-agent', 'User-agent'],
  ['allow', 'Allow'],
  ['disallow', 'Disallow'],
  ['sitemap', 'Sitemap'],
  ['crawl-delay', 'Crawl-delay'],
  ['host', 'Host'],
  ['clean-param', 'Clean-param'],
]);

export interface RobotsIssue {
  line: number;
  message: string;
}

/**
 * Lines a crawler would not understand, with their numbers (RFC 9309 plus the common
 * Sitemap, Crawl-delay, Host and Clean-param extensions). Blank lines and `#` comments are fine.
 */
export function robotsTxtIssues(text: string): RobotsIssue[] {
  const issues: RobotsIssue[] = [];
  let sawUserAgent = false;
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = index + 1;
    const content = raw.replace(/#.*$/, '').trim();
    if (content === '') return;
    const colon = content.indexOf(':');
    if (colon <= 0) {
      issues.push({ line, message: `Line ${line} is not a rule: write it as "Field: value".` });
      return;
    }
    const field = content.slice(0, colon).trim().toLowerCase();
    const value = content.slice(colon + 1).trim();
    const known = ROBOTS_FIELDS.get(field);
    if (!known) {
      issues.push({
        line,
        message: `Line ${line}: "${content.slice(0, colon).trim()}" is not a robots.txt field. Use User-agent, Allow, Disallow, Sitemap or Crawl-delay.`,
      });
      return;
    }
    if (known === 'User-agent') {
      sawUserAgent = true;
      if (value === '') issues.push({ line, message: `Line ${line}: User-agent needs a value, such as *.` });
    } else if ((known === 'Allow' || known === 'Disallow') && !sawUserAgent) {
      issues.push({ line, message: `Line ${line}: add a User-agent line before the first ${known} rule.` });
    } else if ((known === 'Allow' || known === 'Disallow') && value !== '' && !/^[/*$]/.test(value)) {
      issues.push({ line, message: `Line ${line}: ${known} paths start with "/".` });
    } else if (known === 'Sitemap' && !/^https?:\/\/\S+$/i.test(value)) {
      issues.push({ line, message: `Line ${line}: Sitemap needs a full address starting with https://.` });
    } else if (known === 'Crawl-delay' && !/^\d+(\.\d+)?$/.test(value)) {
      issues.push({ line, message: `Line ${line}: Crawl-delay is a number of seconds.` });
    }
  });
  return issues;
}

export const saveRobotsBody = z.object({
  robots_txt: z
    .string()
    .max(ROBOTS_MAX_CHARS)
    .superRefine((text, ctx) => {
      for (const issue of robotsTxtIssues(text)) ctx.addIssue({ code: 'custom', message: issue.message });
    }),
});
export type SaveRobotsBody = z.infer<typeof saveRobotsBody>;

export const robotsSettings = z.object({
  /** What `/robots.txt` serves now. */
  robots_txt: z.string(),
  /** False while the site serves the default rules. */
  custom: z.boolean(),
  /** The rules a reset goes back to. */
  default_robots_txt: z.string(),
  /** Where crawlers read it. */
  url: z.string(),
});
export type RobotsSettings = z.infer<typeof robotsSettings>;
export const robotsResponse = itemEnvelope(robotsSettings);

export const KEYWORD_MAX_LENGTH = 100;
export const KEYWORDS_PER_SITE = 500;

export const keyword = z.object({ id: z.number().int(), name: z.string(), created_at: z.string() });
export type Keyword = z.infer<typeof keyword>;
export const keywordListResponse = listEnvelope(keyword);
export const keywordListQuery = pageQuery.extend({
  per_page: z.coerce.number().int().min(1).max(KEYWORDS_PER_SITE).default(100),
  sort: z.enum(['name', 'created_at']).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type KeywordListQuery = z.infer<typeof keywordListQuery>;

export const keywordName = z
  .string()
  .trim()
  .transform((name) => name.replace(/\s+/g, ' '))
  .pipe(z.string().min(1, 'A keyword cannot be empty.').max(KEYWORD_MAX_LENGTH));

export const addKeywordsBody = z.object({
  names: z
    .array(keywordName)
    .min(1, 'Add at least one keyword.')
    .max(100, 'Add at most 100 keywords at once.'),
});
export type AddKeywordsBody = z.input<typeof addKeywordsBody>;

export const keywordNameParams = idParams.extend({
  name: keywordName,
});

/** A site's robots rules: what its `/robots.txt` serves. */
export const robotsEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/landings/:id/robots',
    params: idParams,
    responses: { 200: robotsResponse },
    access: onSite('view'),
    summary: "What `/robots.txt` serves and whether it is the site's own",
    notes: '`{ robots_txt, custom, default_robots_txt, url }`.',
  }),
  save: endpoint({
    method: 'POST',
    path: '/landings/:id/robots',
    params: idParams,
    body: saveRobotsBody,
    responses: { 200: robotsResponse },
    access: onSite('manage_settings'),
    summary: "Sets the site's own robots rules, served at once",
    notes:
      'Body `{ robots_txt }` (≤ 20,000 characters; every line a comment, blank, or `User-agent`, `Allow`, `Disallow`, `Sitemap`, `Crawl-delay`, `Host`, `Clean-param` with a fitting value, else 422 naming the line). Answers as GET.',
  }),
  reset: endpoint({
    method: 'POST',
    path: '/landings/:id/robots/reset',
    params: idParams,
    responses: { 200: robotsResponse },
    access: onSite('manage_settings'),
    summary: 'Back to the default robots rules, served at once',
    notes: 'Answers as GET.',
  }),
};

/** A site's SEO keywords (SPEC §7 Landings keywords). */
export const keywordEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/landings/:id/keywords',
    params: idParams,
    query: keywordListQuery,
    responses: { 200: keywordListResponse },
    access: onSite('view'),
    summary: "The site's keywords",
    notes:
      '`{ id, name, created_at }`; `sort` `name` (default) / `created_at`, `search`, up to 500 per page.',
  }),
  add: endpoint({
    method: 'POST',
    path: '/landings/:id/keywords',
    params: idParams,
    body: addKeywordsBody,
    responses: { 200: actionResult },
    access: onSite('manage_settings'),
    summary: 'Adds keywords to the site',
    notes:
      'Body `{ names: [..] }` (1–100, each ≤ 100 characters, spaces tidied): names the site already has (in any case) are skipped; at most 500 per site.',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/landings/:id/keywords/:name',
    params: keywordNameParams,
    responses: { 200: actionResult },
    access: onSite('manage_settings'),
    summary: 'Deletes a keyword of the site',
    notes: 'Matches the name in any case (404 when absent).',
  }),
};
