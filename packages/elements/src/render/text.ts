import { effectiveFontFamily, FONT_FAMILIES, type Responsive } from '@tessera/document';
import { px, responsiveRule } from './css.ts';
import type { Declarations, StyleRule } from './styles.ts';
import type { RenderContext } from './types.ts';

const SANS_FALLBACK = 'system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif';
const SERIF_FALLBACK = 'Georgia,"Times New Roman",serif';

/** The CSS font-family value for a family, with a fallback stack of the same category. */
export function fontStack(family: string): string {
  return FONT_STACKS.get(family) ?? SANS_FALLBACK;
}

const FONT_STACKS: ReadonlyMap<string, string> = new Map(
  FONT_FAMILIES.map((font) => [
    font.family,
    `"${font.family}",${font.category === 'serif' ? SERIF_FALLBACK : SANS_FALLBACK}`,
  ]),
);

/**
 * Font declarations for an element, applying the theme rule (SPEC §3: the theme's font only
 * where the element's font was not changed by hand) and recording the face the page must load.
 */
export function fontDeclarations(
  fontFamily: string | null | undefined,
  weight: number,
  context: Pick<RenderContext, 'theme' | 'fonts'>,
): Declarations {
  const family = effectiveFontFamily(fontFamily, context.theme.FontFamily);
  context.fonts.use(family, weight);
  return { 'font-family': fontStack(family), 'font-weight': weight };
}

/** The typography options text elements share (packages/elements shared/options.ts). */
export interface TextStyleOptions {
  FontSize: Responsive<number>;
  FontFamily: string;
  fontWeight: number;
  lineHeight: number;
  letterSpacing: number;
  Alignment: string;
  TextColor: string;
}

function fontSizeDeclarations(size: number): Declarations {
  return { 'font-size': px(size) };
}

export function textStyleRule(
  options: TextStyleOptions,
  context: Pick<RenderContext, 'theme' | 'fonts'>,
): StyleRule {
  const size = responsiveRule(options.FontSize, fontSizeDeclarations);
  // Object.assign, not spread: V8 (Node 20) takes a slow path for a spread followed by more
  // properties, and this runs for every text element of a page.
  return {
    base: Object.assign(fontDeclarations(options.FontFamily, options.fontWeight, context), size.base, {
      'line-height': options.lineHeight,
      'letter-spacing': options.letterSpacing ? px(options.letterSpacing) : null,
      'text-align': options.Alignment === 'left' ? null : options.Alignment,
      color: options.TextColor,
    }),
    tablet: size.tablet,
    mobile: size.mobile,
  };
}

/** The typography options as plain values, the fields of a memo key (see `memoized`). */
export interface TextStyleKey {
  FontFamily: string;
  fontWeight: number;
  size: number;
  tabletSize: number | undefined;
  mobileSize: number | undefined;
  lineHeight: number;
  letterSpacing: number;
  Alignment: string;
  TextColor: string;
}

/** The options a key was made from (their values; the font size object is a new one). */
export function textStyleOfKey(key: TextStyleKey): TextStyleOptions {
  return {
    FontSize: { desktop: key.size, tablet: key.tabletSize, mobile: key.mobileSize },
    FontFamily: key.FontFamily,
    fontWeight: key.fontWeight,
    lineHeight: key.lineHeight,
    letterSpacing: key.letterSpacing,
    Alignment: key.Alignment,
    TextColor: key.TextColor,
  };
}

/** True when formatted text shows nothing (no words, no image): it gets the empty-content class. */
export function isEmptyText(html: string): boolean {
  if (/<(img|video|iframe|hr)\b/i.test(html)) return false;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;|\s/g, '') === '';
}
