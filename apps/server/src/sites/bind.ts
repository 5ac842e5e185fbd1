import { escapeHtml } from '@tessera/renderer';
import { bindPayments, type SitePayments } from './payments.ts';

/**
 * Stands in for the site's origin in stored HTML. `.invalid` is reserved (RFC 2606), so no real
 * link can carry it. Binding the origin when a page is served, not when it is published, keeps
 * published pages right across domain changes, port changes and instances behind different names.
 */
export const SITE_ORIGIN_PLACEHOLDER = 'https://site-origin.invalid';
const ENCODED_PLACEHOLDER = encodeURIComponent(SITE_ORIGIN_PLACEHOLDER);

/** The tag one island loads through; island file names carry a content hash. */
export function islandScriptTag(file: string): string {
  return `<script type="module" src="/_assets/islands/${escapeHtml(file)}"></script>`;
}

/**
 * Turns stored HTML into what is sent: the origin filled in (also where it was URL-encoded, as
 * in share links) and the island scripts added before `</body>`. Island files are named at serve
 * time because their hashes change with every build, while published HTML lives on.
 */
export function bindPublishedHtml(html: string, origin: string, islandScripts: string): string {
  // split/join, not replaceAll: a string replacement would read `$&` and friends as patterns.
  let bound = html.split(SITE_ORIGIN_PLACEHOLDER).join(origin);
  if (bound.includes(ENCODED_PLACEHOLDER))
    bound = bound.split(ENCODED_PLACEHOLDER).join(encodeURIComponent(origin));
  if (!islandScripts) return bound;
  const end = bound.lastIndexOf('</body>');
  return end === -1 ? bound + islandScripts : `${bound.slice(0, end)}${islandScripts}${bound.slice(end)}`;
}

/**
 * A stored page or post as it is sent: `bindPublishedHtml` with its islands' scripts, and the
 * payment placeholders filled (`paymentsOrigin`: the Stripe origin its policy must admit, or null).
 */
export function bindStoredPage(
  html: string,
  origin: string,
  islands: readonly string[],
  assets: { islandScripts(names: readonly string[]): string; readonly payments: SitePayments | null },
): { html: string; paymentsOrigin: string | null } {
  return bindPayments(bindPublishedHtml(html, origin, assets.islandScripts(islands)), assets.payments);
}
