import { escapeHtml, SITE_ICON_LINKS } from '@tessera/renderer';

/** SPEC §3 legals: where a site serves its privacy policy and terms when no page lives there. */
export const LEGAL_PATHS = {
  '/privacy-policy': { key: 'privacy', title: 'Privacy Policy' },
  '/terms-of-service': { key: 'service', title: 'Terms of Service' },
} as const;
export type LegalPath = keyof typeof LEGAL_PATHS;

export function isLegalPath(path: string): path is LegalPath {
  return Object.hasOwn(LEGAL_PATHS, path);
}

/** The legal texts kept in a site's settings (plain text; blank lines start paragraphs). */
export function legalTexts(settings: unknown): { privacy: string; service: string } {
  const legals = (settings as { legals?: { privacy?: unknown; service?: unknown } } | null)?.legals;
  return {
    privacy: typeof legals?.privacy === 'string' ? legals.privacy : '',
    service: typeof legals?.service === 'string' ? legals.service : '',
  };
}

/** A readable, self-contained page for one legal text of a site. */
export function legalPage(siteTitle: string, title: string, text: string): string {
  const body = text
    .split(/\n{2,}/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · ${escapeHtml(siteTitle)}</title>${SITE_ICON_LINKS}<style>html{color-scheme:light}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#fff;color:#1f2933;line-height:1.7}main{max-width:46rem;margin:0 auto;padding:3rem 1.5rem 4rem}header{margin-bottom:2rem}header a{color:#52606d;text-decoration:none;font-weight:600}h1{font-size:2rem;line-height:1.25;margin:.5rem 0 1.5rem}p{margin:0 0 1rem}</style></head><body><main><header><a href="/">${escapeHtml(siteTitle)}</a></header><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}
