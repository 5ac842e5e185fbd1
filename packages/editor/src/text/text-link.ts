import { popupLinkHref, popupLinkId } from '@tessera/document';
import { Extension } from '@tiptap/core';

/** What a formatted-text link points at (SPEC §2 link targets; a popup as newer buttons open). */
export type TextLinkKind = 'page' | 'section' | 'popup' | 'url';

/** The link mark's attributes, as the editor reads and writes them. */
export interface TextLinkAttributes {
  href: string;
  target: '_blank' | null;
  /** The popup the link opens (`data-popup` in the HTML), or null for an ordinary link. */
  popup: string | null;
}

/**
 * The choice the text link picker opens on: a link that opens a popup shows "Popup" (even when
 * that popup has since been deleted, so it can be re-pointed or removed); otherwise a page or
 * a section of the choices the link's href matches; anything else is a URL.
 */
export function textLinkKind(
  link: { href?: string | null; popup?: string | null },
  choices: { pages: readonly { value: string }[]; sections: readonly { value: string }[] },
): TextLinkKind {
  if (popupLinkId(link.popup) !== null) return 'popup';
  const href = link.href ?? '';
  if (choices.pages.some((p) => p.value === href)) return 'page';
  if (choices.sections.some((s) => s.value === href)) return 'section';
  return 'url';
}

/**
 * What the picker stores on the link mark. A popup link is `<a href="#{popupId}"
 * data-popup="{popupId}">` (a real, focusable anchor the popup island takes over) and never
 * opens a new window; any other link clears `popup`, since Tiptap merges a mark's new
 * attributes into its old ones. Null when the choice is not a popup id.
 */
export function textLinkAttributes(
  kind: TextLinkKind,
  value: string,
  newWindow: boolean,
): TextLinkAttributes | null {
  if (kind === 'popup') {
    const popup = popupLinkId(value);
    return popup === null ? null : { href: popupLinkHref(popup), target: null, popup };
  }
  return { href: value, target: newWindow ? '_blank' : null, popup: null };
}

/** The link mark's `popup` attribute: read from and written to `data-popup`, popup ids only. */
export const linkPopupAttribute = {
  default: null,
  parseHTML: (element: { getAttribute(name: string): string | null }) =>
    popupLinkId(element.getAttribute('data-popup')),
  renderHTML: (attributes: { popup?: string | null }) => {
    const popup = popupLinkId(attributes.popup);
    return popup === null ? {} : { 'data-popup': popup };
  },
};

/**
 * Gives StarterKit's Link mark the `popup` attribute, so a text link that opens a popup keeps
 * its `data-popup` through editing and into the saved HTML.
 */
export const LinkPopup = Extension.create({
  name: 'linkPopup',
  addGlobalAttributes() {
    return [{ types: ['link'], attributes: { popup: linkPopupAttribute } }];
  },
});
