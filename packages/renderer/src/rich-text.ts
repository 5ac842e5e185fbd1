import {
  isPlainMarkup,
  linkTarget,
  listStart,
  popupLinkId,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_CLASSES,
  RICH_TEXT_DROPPED_WITH_CONTENT,
  RICH_TEXT_SCHEMES,
  RICH_TEXT_STYLES,
  RICH_TEXT_TAGS,
  SanitizedMemo,
} from '@tessera/document';
import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list of `@tessera/document` (rich-text-policy.ts), which the editor canvas applies
 * too, as sanitize-html options.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...RICH_TEXT_SCHEMES],
  allowProtocolRelative: false,
  nonTextTags: [...RICH_TEXT_DROPPED_WITH_CONTENT],
  allowedStyles: { '*': Object.fromEntries(Object.entries(RICH_TEXT_STYLES).map(([k, v]) => [k, [...v]])) },
  allowedClasses: { '*': [...RICH_TEXT_CLASSES] },
  transformTags: {
    ol: (tagName, attribs) => {
      const start = listStart(attribs.start);
      const kept: Record<string, string> = start === null ? {} : { start };
      return { tagName, attribs: kept };
    },
    a: (tagName, attribs) => {
      const attributes: Record<string, string> = { ...attribs };
      const target = linkTarget(attributes.target);
      if (target) Object.assign(attributes, target);
      else delete attributes.target;
      const popup = popupLinkId(attributes['data-popup']);
      if (popup) attributes['data-popup'] = popup;
      else delete attributes['data-popup'];
      return { tagName, attribs: attributes };
    },
  },
};

/** Texts repeat across renders of a site (headers, footers, republished pages); keep results. */
const memo = new SanitizedMemo(5000);

/** Safe HTML for a formatted-text slot, whatever was stored. */
export function sanitizeRichText(html: string): string {
  if (html === '' || isPlainMarkup(html)) return html;
  const known = memo.get(html);
  if (known !== undefined) return known;
  const clean = sanitizeHtml(html, OPTIONS);
  memo.set(html, clean);
  return clean;
}

/** Forgets remembered results, so a benchmark can measure a render from nothing. */
export function clearRichTextMemo(): void {
  memo.clear();
}
