import { memoized } from './memo.ts';
import type { RenderContext } from './types.ts';

export interface IconProps {
  name: string;
  context: Pick<RenderContext, 'icon' | 'memo'>;
  /** Square size in px; the icon keeps its own proportions inside. */
  size?: number;
  className?: string;
  /** Set when the icon carries meaning on its own (an icon-only link); otherwise it is hidden from assistive tech. */
  label?: string;
}

const MARKUP_CHARACTER = /[&<>"']/g;
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};

/**
 * The `<use>` of a symbol, escaped as React would escape the attribute; made once per page for
 * each symbol (the serializer only reads it).
 */
function symbolUse(_context: unknown, key: { id: string }): { __html: string } {
  const safe = key.id.replace(MARKUP_CHARACTER, (character) => ENTITIES[character] ?? character);
  return { __html: `<use href="#${safe}"></use>` };
}

/** A Font Awesome icon from the page's sprite, coloured by `currentColor`. */
export function Icon({ name, context, size, className, label }: IconProps) {
  const icon = context.icon(name);
  if (!icon) return null;
  // The `<use>` is inner markup: one element less to build and write per icon, same output.
  return label ? (
    <svg
      className={className}
      viewBox={icon.viewBox}
      width={size}
      height={size}
      fill="currentColor"
      focusable="false"
      role="img"
      aria-label={label}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed `<use>` of a sanitised symbol id.
      dangerouslySetInnerHTML={memoized(context, symbolUse, { id: icon.id })}
    />
  ) : (
    <svg
      className={className}
      viewBox={icon.viewBox}
      width={size}
      height={size}
      fill="currentColor"
      focusable="false"
      aria-hidden="true"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed `<use>` of a sanitised symbol id.
      dangerouslySetInnerHTML={memoized(context, symbolUse, { id: icon.id })}
    />
  );
}
