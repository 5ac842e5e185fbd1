import type { Responsive } from '@tessera/document';
import { fontDeclarations, mergeRules, px, responsiveRule } from '../render/index.ts';
import type { RenderContext } from '../render/types.ts';

/** The typography options of feature blocks (`featureTextShape`). */
export interface FeatureTextOptions {
  FontFamily: string;
  titleFontSize: Responsive<number>;
  contentFontSize: Responsive<number>;
  titleColor: string;
  contentColor: string;
}

export interface FeatureTextProps {
  title: string;
  content: string;
  options: FeatureTextOptions;
  context: RenderContext;
}

/**
 * Title and text of a feature, step or card. The title is not a heading: these blocks sit in
 * any section, and headings are the heading elements' job. Line breaks typed in the text stay.
 */
export function FeatureText({ title, content, options, context }: FeatureTextProps) {
  const { styles } = context;
  const titleClass = styles.className(
    mergeRules(
      {
        base: Object.assign({ margin: '0' }, fontDeclarations(options.FontFamily, 600, context), {
          'line-height': '1.3',
          color: options.titleColor,
        }),
      },
      responsiveRule(options.titleFontSize, (size) => ({ 'font-size': px(size) })),
    ),
    'ftt',
  );
  const contentClass = styles.className(
    mergeRules(
      {
        base: Object.assign({ margin: '6px 0 0' }, fontDeclarations(options.FontFamily, 400, context), {
          'line-height': '1.6',
          'white-space': 'pre-line',
          color: options.contentColor,
          // Inherited text reads as secondary on light and dark sections alike.
          opacity: options.contentColor ? null : '.85',
        }),
        nested: { ':first-child': { base: { 'margin-top': '0' } } },
      },
      responsiveRule(options.contentFontSize, (size) => ({ 'font-size': px(size) })),
    ),
    'ftc',
  );
  return (
    <>
      {title.trim() !== '' && <p className={titleClass}>{title}</p>}
      {content.trim() !== '' && <p className={contentClass}>{content}</p>}
    </>
  );
}
