import type { Responsive } from '@tessera/document';
import {
  type Declarations,
  fontDeclarations,
  memoized,
  mergeRules,
  px,
  responsiveRule,
} from '../render/index.ts';
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

interface FeatureTextKey {
  FontFamily: string;
  titleSize: number;
  titleTablet: number | undefined;
  titleMobile: number | undefined;
  contentSize: number;
  contentTablet: number | undefined;
  contentMobile: number | undefined;
  titleColor: string;
  contentColor: string;
}

function fontSizeDeclarations(size: number): Declarations {
  return { 'font-size': px(size) };
}

function featureTextClasses(context: RenderContext, key: FeatureTextKey): { title: string; content: string } {
  const { styles } = context;
  const title = styles.className(
    mergeRules(
      {
        base: Object.assign({ margin: '0' }, fontDeclarations(key.FontFamily, 600, context), {
          'line-height': '1.3',
          color: key.titleColor,
        }),
      },
      responsiveRule(
        { desktop: key.titleSize, tablet: key.titleTablet, mobile: key.titleMobile },
        fontSizeDeclarations,
      ),
    ),
    'ftt',
  );
  const content = styles.className(
    mergeRules(
      {
        base: Object.assign({ margin: '6px 0 0' }, fontDeclarations(key.FontFamily, 400, context), {
          'line-height': '1.6',
          'white-space': 'pre-line',
          color: key.contentColor,
          // Inherited text reads as secondary on light and dark sections alike.
          opacity: key.contentColor ? null : '.85',
        }),
        nested: { ':first-child': { base: { 'margin-top': '0' } } },
      },
      responsiveRule(
        { desktop: key.contentSize, tablet: key.contentTablet, mobile: key.contentMobile },
        fontSizeDeclarations,
      ),
    ),
    'ftc',
  );
  return { title, content };
}

/**
 * Title and text of a feature, step or card. The title is not a heading: these blocks sit in
 * any section, and headings are the heading elements' job. Line breaks typed in the text stay.
 */
export function FeatureText({ title, content, options, context }: FeatureTextProps) {
  const { titleFontSize, contentFontSize } = options;
  const classes = memoized(context, featureTextClasses, {
    FontFamily: options.FontFamily,
    titleSize: titleFontSize.desktop,
    titleTablet: titleFontSize.tablet,
    titleMobile: titleFontSize.mobile,
    contentSize: contentFontSize.desktop,
    contentTablet: contentFontSize.tablet,
    contentMobile: contentFontSize.mobile,
    titleColor: options.titleColor,
    contentColor: options.contentColor,
  });
  return (
    <>
      {title.trim() !== '' && <p className={classes.title}>{title}</p>}
      {content.trim() !== '' && <p className={classes.content}>{content}</p>}
    </>
  );
}
