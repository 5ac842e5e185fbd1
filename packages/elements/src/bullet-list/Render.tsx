import type { IconListTheme } from '@tessera/document';
import { classNames, Icon, memoized, mergeRules, px, type StyleRule } from '../render/index.ts';
import { type TextStyleKey, textStyleOfKey, textStyleRule } from '../render/text.ts';
import type { RenderContext, RenderProps } from '../render/types.ts';
import { listItems } from './list-items.ts';
import type { BulletListOptions } from './schema.ts';

type MarkerShape = 'plain' | 'circle' | 'square';

/**
 * SPEC §9 icon-list themes: a Font Awesome glyph (or the item's number) drawn plain, or white on
 * a filled circle or rounded square in the marker colour.
 */
const THEMES: Record<IconListTheme, { icon: string | null; shape: MarkerShape; scale?: number }> = {
  check: { icon: 'check', shape: 'plain' },
  'check-circle': { icon: 'check', shape: 'circle' },
  'check-square': { icon: 'check', shape: 'square' },
  'check-double': { icon: 'check-double', shape: 'plain' },
  arrow: { icon: 'arrow-right', shape: 'plain' },
  'arrow-circle': { icon: 'arrow-right', shape: 'circle' },
  chevron: { icon: 'chevron-right', shape: 'plain' },
  'chevron-circle': { icon: 'chevron-right', shape: 'circle' },
  caret: { icon: 'caret-right', shape: 'plain' },
  star: { icon: 'star', shape: 'plain' },
  'star-circle': { icon: 'star', shape: 'circle' },
  heart: { icon: 'heart', shape: 'plain' },
  plus: { icon: 'plus', shape: 'plain' },
  'plus-circle': { icon: 'plus', shape: 'circle' },
  dot: { icon: 'circle', shape: 'plain', scale: 0.45 },
  dash: { icon: 'minus', shape: 'plain' },
  'thumbs-up': { icon: 'thumbs-up', shape: 'plain' },
  bolt: { icon: 'bolt', shape: 'plain' },
  flag: { icon: 'flag', shape: 'plain' },
  number: { icon: null, shape: 'plain' },
  'number-circle': { icon: null, shape: 'circle' },
  'number-square': { icon: null, shape: 'square' },
};

type ListKey = TextStyleKey & {
  iconListTheme: IconListTheme;
  iconColor: string;
  iconSize: number;
  itemSpacing: number;
};

function listClasses(context: RenderContext, key: ListKey): { list: string; marker: string } {
  const { styles } = context;
  const theme = THEMES[key.iconListTheme] ?? THEMES.check;
  const color = key.iconColor || context.theme.ButtonBackground;
  const size = key.iconSize;
  const filled = theme.shape !== 'plain';
  const numbered = theme.icon === null;
  const list = styles.className(
    mergeRules(textStyleRule(textStyleOfKey(key), context), {
      base: { 'list-style': 'none', margin: '0', padding: '0' },
      nested: {
        ' > li': {
          base: {
            display: 'flex',
            'align-items': 'flex-start',
            gap: px(Math.max(8, Math.round(size * 0.6))),
          },
        },
        ' > li + li': { base: { 'margin-top': key.itemSpacing ? px(key.itemSpacing) : null } },
        ' .bl-txt': { base: { flex: '1', 'min-width': '0' } },
        ' .bl-txt ul': { base: { margin: '.25em 0 0', 'padding-left': '1.25em' } },
        ' .bl-txt ol': { base: { margin: '.25em 0 0', 'padding-left': '1.25em' } },
      },
    }),
    'bl',
  );
  const marker = styles.className(
    {
      base: {
        display: 'inline-flex',
        'align-items': 'center',
        'justify-content': 'center',
        'flex-shrink': '0',
        width: px(size),
        // One line box of the item's text, so the marker centres on its first line.
        height: `${key.lineHeight}em`,
        color: filled ? null : color,
      },
      nested: filled
        ? {
            ' > span': {
              base: {
                display: 'inline-flex',
                'align-items': 'center',
                'justify-content': 'center',
                width: px(size),
                height: px(size),
                'border-radius': theme.shape === 'circle' ? '50%' : px(Math.max(3, Math.round(size / 5))),
                background: color,
                color: '#ffffff',
                'font-size': px(Math.round(size * 0.6)),
                'font-weight': '700',
                'line-height': '1',
              },
            },
          }
        : numbered
          ? { ' > span': { base: { 'font-weight': '700', 'font-variant-numeric': 'tabular-nums' } } }
          : undefined,
    } satisfies StyleRule,
    'bm',
  );
  return { list, marker };
}

/**
 * The list's items (the `<li>`s of its formatted text, or its lines) as a real list, each with
 * the theme's marker: an icon hidden from assistive tech (the list itself says "list, 3 items"),
 * or the item number in an `<ol>`.
 */
export function BulletListRender({ options, text, context }: RenderProps<BulletListOptions>) {
  const items = listItems(text);
  const theme = THEMES[options.iconListTheme] ?? THEMES.check;
  const size = options.iconSize;
  const filled = theme.shape !== 'plain';
  const glyph = filled ? Math.round(size * 0.55) : Math.round(size * (theme.scale ?? 1));
  const numbered = theme.icon === null;
  const fontSize = options.FontSize;
  const { list, marker } = memoized(context, listClasses, {
    FontFamily: options.FontFamily,
    fontWeight: options.fontWeight,
    size: fontSize.desktop,
    tabletSize: fontSize.tablet,
    mobileSize: fontSize.mobile,
    lineHeight: options.lineHeight,
    letterSpacing: options.letterSpacing,
    Alignment: options.Alignment,
    TextColor: options.TextColor,
    iconListTheme: options.iconListTheme,
    iconColor: options.iconColor,
    iconSize: size,
    itemSpacing: options.itemSpacing,
  });

  const markerFor = (index: number) => {
    const content = numbered ? (
      <span>{theme.shape === 'plain' ? `${index + 1}.` : index + 1}</span>
    ) : (
      <Icon name={theme.icon ?? 'check'} context={context} size={glyph} />
    );
    return (
      <span className={classNames('bl-mark', marker)} aria-hidden={numbered ? 'true' : undefined}>
        {filled && !numbered ? <span>{content}</span> : content}
      </span>
    );
  };

  const children = items.map((html, index) => (
    // Items come from the text in order and are never reordered on the page.
    // biome-ignore lint/suspicious/noArrayIndexKey: static server markup.
    <li key={index}>
      {markerFor(index)}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the renderer sanitised this formatted text. */}
      <div className="bl-txt" dangerouslySetInnerHTML={{ __html: html }} />
    </li>
  ));
  const className = classNames('bl', list, items.length === 0 && 'empty-content');
  return numbered ? <ol className={className}>{children}</ol> : <ul className={className}>{children}</ul>;
}
