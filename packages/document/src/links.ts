import type { ButtonOptions } from './options/button.ts';
import { isSafeUrl } from './safe-url.ts';

export { isSafeUrl } from './safe-url.ts';

/** DOM id of a section's classic anchor target (SPEC §2: `page-{sectionId}-section`). */
export function sectionAnchorId(sectionId: string): string {
  return `page-${sectionId}-section`;
}

/** The newer button links to `#{WebSectionId}`; the renderer gives each section that id as well. */
export function webSectionAnchorId(sectionId: string): string {
  return sectionId;
}

/**
 * The href of a formatted-text link that opens a popup (`<a href="#{popupId}" data-popup>`):
 * the popup's `<dialog>` id, so the link stays a real, focusable anchor; the popup island
 * opens the dialog instead of following it.
 */
export function popupLinkHref(popupId: string): string {
  return `#${popupId}`;
}

function trimSlash(link: string): string {
  return link.replace(/\/+$/, '');
}

export interface ResolveLinkOptions {
  /** The landing's public base URL (landing.link2), e.g. "https://acme.example.com". */
  landingLink: string;
  /**
   * When the link is shown on a page other than the one its anchor lives on, '#x' becomes
   * '{anchorBase}#x'. Left out, anchors stay in-page.
   */
  anchorBase?: string;
}

/**
 * SPEC §5 link rules, applied to anything a user types as a link:
 * '/path' gets the landing link in front; '#anchor' stays (or gets `anchorBase` in front);
 * http(s), mailto: and tel: links are kept; anything else is taken to be a host and gets
 * 'https://'. Unsafe schemes (javascript:, data:, vbscript: …) and blank input give null.
 */
export function resolveLink(raw: string, { landingLink, anchorBase }: ResolveLinkOptions): string | null {
  const link = raw.trim();
  if (link === '' || !isSafeUrl(link)) return null;
  if (link.startsWith('//')) return `https:${link}`;
  if (link.startsWith('/')) return `${trimSlash(landingLink)}${link}`;
  if (link.startsWith('#')) return anchorBase === undefined ? link : `${trimSlash(anchorBase)}${link}`;
  if (/^https?:\/\//i.test(link)) return link;
  if (/^(?:mailto|tel|sms):/i.test(link)) return link;
  return `https://${link}`;
}

export interface PageRef {
  id: number | string;
  unique_name: string;
  /** The landing's root (home) page. */
  home?: boolean;
}

export interface ButtonLinkContext {
  landingLink: string;
  pages: readonly PageRef[];
}

export type ButtonAction =
  | { kind: 'link'; href: string; newWindow: boolean }
  | { kind: 'popup'; popupId: string | null }
  | { kind: 'none' };

/** SPEC §2: a page is reached at `{landingLink}/{unique_name}`, the root page at the landing link itself. */
export function pageLink(page: PageRef, landingLink: string): string {
  const base = trimSlash(landingLink);
  return page.home ? base || '/' : `${base}/${encodeURIComponent(page.unique_name)}`;
}

/**
 * What a button does when clicked, in SPEC §2 terms. Order: a popup action; a section anchor
 * (on the chosen page when PageId is also set, else in-page); a page; a custom link.
 */
export function resolveButtonAction(options: ButtonOptions, context: ButtonLinkContext): ButtonAction {
  if (options.kind === 'modern' && options.ActionType === 'popup')
    return { kind: 'popup', popupId: options.PopupId };
  const newWindow = options.OpenInNewWindow;
  const page =
    options.PageId === null ? undefined : context.pages.find((p) => String(p.id) === String(options.PageId));
  const pageHref = page === undefined ? '' : pageLink(page, context.landingLink);

  const anchor =
    options.kind === 'modern' && options.WebSectionId
      ? `#${webSectionAnchorId(options.WebSectionId)}`
      : options.SectionId
        ? `#${sectionAnchorId(options.SectionId)}`
        : null;
  if (anchor !== null) return { kind: 'link', href: `${pageHref}${anchor}`, newWindow };
  if (page !== undefined) return { kind: 'link', href: pageHref, newWindow };

  const custom = resolveLink(options.CustomLink, { landingLink: context.landingLink });
  return custom === null ? { kind: 'none' } : { kind: 'link', href: custom, newWindow };
}
