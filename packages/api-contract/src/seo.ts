import { z } from 'zod';
import { idParams, itemEnvelope, listEnvelope, pageQuery } from './envelopes.ts';

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
