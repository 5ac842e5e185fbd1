import { classNames, mergeRules } from '../render/index.ts';
import { isEmptyText, type TextStyleOptions, textStyleRule } from '../render/text.ts';
import type { RenderProps } from '../render/types.ts';

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
  const style = context.styles.className(
    mergeRules(
      textStyleRule(options, context),
      options.linkColor ? { nested: { ' a': { base: { color: options.linkColor } } } } : undefined,
    ),
    't',
  );
  const empty = isEmptyText(text);
  return (
    <div
      className={classNames('rt', style, empty && 'empty-content')}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the renderer sanitised this formatted text.
      dangerouslySetInnerHTML={{ __html: text }}
    />
  );
}
