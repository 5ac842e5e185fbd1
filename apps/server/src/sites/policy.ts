import type { SiteEmbedding } from '@tessera/api-contract';
import { escapeHtml, SITE_ICON_LINKS } from '@tessera/renderer';

/** Where Stripe serves Stripe.js. */
const STRIPE_JS_ORIGIN = 'https://js.stripe.com';

/** Hosts the video and map elements embed (YouTube, Vimeo, Google Maps). */
const EMBED_HOSTS = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://maps.google.com',
  'https://www.google.com',
];

/**
 * What a published page needs and nothing more: its own stylesheet and inline styles, island
 * modules from its own origin, images from anywhere over https (and data: URIs), media over
 * https, and frames only from the embed hosts. No inline or third-party script can run.
 */
export const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' https: data: blob:",
  "font-src 'self' data:",
  "media-src 'self' https:",
  `frame-src ${EMBED_HOSTS.join(' ')}`,
  "connect-src 'self'",
  // A form posted without the island is answered with a redirect to the form's own target.
  "form-action 'self' https:",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

/**
 * A page with an HTML element carries its author's own code (analytics snippets, widgets,
 * embeds), which may load scripts, styles, frames and connections from any https host. The
 * policy then allows those; the boundary that protects users is the origin: every site is its
 * own origin on the sites domain, apart from the app (tenant code never sees an app token) and
 * from other tenants' sites. The element's markup is part of the page (it is not framed): tenant
 code runs on the site's own origin, and never in the app or the designer (whose canvas renders
 it inert under a policy without scripts).
 */
export const CUSTOM_CODE_CSP = [
  "default-src 'self' https: data: blob:",
  "script-src 'self' 'unsafe-inline' 'unsafe-eval' https:",
  "style-src 'self' 'unsafe-inline' https:",
  "img-src 'self' https: data: blob:",
  "font-src 'self' https: data:",
  "media-src 'self' https: data: blob:",
  'frame-src https:',
  "connect-src 'self' https: wss:",
  "form-action 'self' https:",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

/**
 * A page's policy: the custom-code one, or the strict one, which a page taking payments widens
 * for Stripe alone (Stripe.js, its payment frames and its API calls).
 */
export function pagePolicy(customCode: boolean, paymentsOrigin: string | null): string {
  if (customCode) return CUSTOM_CODE_CSP;
  if (!paymentsOrigin) return PAGE_CSP;
  // Stripe's own Stripe.js frames its 3-D Secure pages from hooks.stripe.com and calls
  // api.stripe.com; another Stripe.js (a test double) is served, framed and called from its origin.
  const own = paymentsOrigin === STRIPE_JS_ORIGIN;
  const frames = own ? `${paymentsOrigin} https://hooks.stripe.com` : paymentsOrigin;
  const calls = own ? `${paymentsOrigin} https://api.stripe.com` : paymentsOrigin;
  return PAGE_CSP.replace("script-src 'self'", `script-src 'self' ${paymentsOrigin}`)
    .replace('frame-src ', `frame-src ${frames} `)
    .replace("connect-src 'self'", `connect-src 'self' ${calls}`);
}

/** For the server's own plain pages (404s, form answers): inline styles only. */
export const PLAIN_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'";

/** HTML: short-lived in browsers and CDNs and always revalidated, so a publish shows within a minute. */
export const HTML_CACHE_CONTROL = 'public, max-age=60, must-revalidate';
/** Content-hashed (islands) or versioned-by-package (fonts) files never change under their name. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export const PAGE_HEADERS = {
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/**
 * The CSP `frame-ancestors` sources of a site's embedding setting (`settings.embedding`): its own
 * pages by default, nowhere, or its own pages and the origins the agency listed (validated by
 * the api-contract schema: a scheme and a host, nothing that could end the directive).
 */
export function frameAncestors(embedding: SiteEmbedding): string {
  if (embedding.frame_ancestors === 'none') return "'none'";
  if (embedding.frame_ancestors === 'listed') return ["'self'", ...embedding.origins].join(' ');
  return "'self'";
}

/**
 * The headers a published page is sent with (besides type, length, ETag and encoding, which
 * `prepareResponse` adds). One place, so the sites server and bench/weight send the same.
 * `ancestors`: who may frame it (`frameAncestors`), `'self'` unless the site says otherwise.
 */
export function publishedPageHeaders(
  customCode: boolean,
  ancestors = "'self'",
  paymentsOrigin: string | null = null,
): Record<string, string> {
  return {
    'cache-control': HTML_CACHE_CONTROL,
    'content-security-policy': `${pagePolicy(customCode, paymentsOrigin)}; frame-ancestors ${ancestors}`,
    ...PAGE_HEADERS,
  };
}

/**
 * A small self-contained page in the look of a polished product, for 404s and form answers. On a
 * site's host it links the site's icons (`icons`), as its pages do.
 */
export function plainPage(
  title: string,
  message: string,
  link?: { href: string; label: string },
  icons = false,
): string {
  const action = link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>${icons ? SITE_ICON_LINKS : ''}<style>html{color-scheme:light}body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f6f7f9;color:#1f2933}main{max-width:32rem;padding:2.5rem 2rem;text-align:center}h1{font-size:1.75rem;margin:0 0 .75rem}p{margin:0 0 1rem;line-height:1.6;color:#52606d}a{color:#2456d3;font-weight:600}</style></head><body><main><h1>${escapeHtml(title)}</h1>${message ? `<p>${escapeHtml(message)}</p>` : ''}${action}</main></body></html>`;
}
