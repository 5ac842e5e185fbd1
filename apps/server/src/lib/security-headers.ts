import type { ServerConfig } from '../config.ts';
import type { SiteOrigins } from '../sites/origin.ts';

/**
 * Headers every response of every host carries (app, sites, cards, previews, files), whichever
 * path answers it: no type sniffing, no full URLs in Referer to other origins, and HSTS once the
 * deployment serves https (`SITES_HTTPS`). A response may set its own value (a preview sends
 * `no-referrer`), which then wins.
 */
export function transportHeaders(
  config: Pick<ServerConfig, 'SITES_HTTPS'>,
): ReadonlyArray<readonly [string, string]> {
  return [
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    // No includeSubDomains: white-label and custom domains have subdomains we do not serve.
    ...(config.SITES_HTTPS ? [['strict-transport-security', 'max-age=31536000'] as const] : []),
  ];
}

/**
 * The app's (SPA and API on white-label domains) content-security policy. Scripts come only from
 * the app's own files (Vite emits no inline script); nothing may frame the app. Styles allow
 * inline: Mantine writes its theme variables into style elements and the editor canvas draws
 * every section's CSS into style elements (measured in Chromium with e2e/tests/screens.test.ts:
 * `style-src 'self'` alone gave 356 violations over the agency owner's screens); script is what
 * the policy keeps out. Images, fonts and frames may come from site hosts (uploads
 * live on the site's origin, the canvas loads the site's fonts, previews and cards show there).
 * With billing set up, Stripe.js and its card frames come from `stripeOrigin` (Stripe's, or the
 * local fake's in tests), which it talks to as well.
 */
export function appContentSecurityPolicy(
  config: Pick<ServerConfig, 'SITES_HTTPS' | 'SITES_DOMAIN'>,
  origins: SiteOrigins,
  stripeOrigin: string | null = null,
): string {
  const stripe = stripeOrigin ? ` ${stripeOrigin}` : '';
  const siteHosts = `${origins.hostOrigin(`*.${config.SITES_DOMAIN}`)} ${origins.hostOrigin(config.SITES_DOMAIN)}`;
  // Over plain http (development) a verified custom domain is an http origin too.
  const anyImage = config.SITES_HTTPS ? 'https:' : 'https: http:';
  return [
    "default-src 'self'",
    `script-src 'self'${stripe}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${anyImage}`,
    `media-src 'self' data: blob: ${anyImage}`,
    `font-src 'self' data: ${siteHosts}`,
    `connect-src 'self'${stripe}`,
    `frame-src 'self' blob: ${siteHosts}${stripe}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
