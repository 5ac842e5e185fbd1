import { classNames, memoized, mergeRules } from '../render/index.ts';
import {
  isEmptyText,
  type TextStyleKey,
  type TextStyleOptions,
  textStyleOfKey,
  textStyleRule,
} from '../render/text.ts';
import type { RenderContext, RenderProps } from '../render/types.ts';

type TextKey = TextStyleKey & { linkColor: string | undefined };

function textClass(context: RenderContext, key: TextKey): string {
  return context.styles.className(
    mergeRules(
      textStyleRule(textStyleOfKey(key), context),
      key.linkColor ? { nested: { ' a': { base: { color: key.linkColor } } } } : undefined,
    ),
    't',
  );
}

/**
 * Headline, H1–H3, subheadline and paragraph: the formatted text (already sanitised) in one
 * block styled by the element's typography. Empty text gets `empty-content` (SPEC §4) so a
 * published page does not keep space for it; the editor shows its own prompt instead.
 */
export function TextRender({
  options,
  text,
  context,
}: RenderProps<TextStyleOptions & { linkColor?: string }>) {
  const size = options.FontSize;
  const style = memoized(context, textClass, {
    FontFamily: options.FontFamily,
    fontWeight: options.fontWeight,
    size: size.desktop,
    tabletSize: size.tablet,
    mobileSize: size.mobile,
    lineHeight: options.lineHeight,
    letterSpacing: options.letterSpacing,
    Alignment: options.Alignment,
    TextColor: options.TextColor,
    linkColor: options.linkColor,
  });
  const empty = isEmptyText(text);
  return (
    <div
      className={classNames('rt', style, empty && 'empty-content')}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the renderer sanitised this formatted text.
      dangerouslySetInnerHTML={{ __html: text }}
    />
  );
}
