import {
  CONTENT_WIDTHS,
  type ColumnNode,
  type ContentWidth,
  contentMaxWidth,
  type ElementNode,
  type PopupOptions,
  type RowOptions,
  type SectionOptions,
} from '@tessera/document';
import {
  animationClass,
  boxRule,
  classNames,
  type Declarations,
  mergeRules,
  px,
  readableTextColor,
  type StyleSheet,
  spacingRule,
  visibilityClass,
} from '@tessera/elements';

/**
 * The classes of the page layout (sections, rows, columns, element wrappers, popups). The
 * published page and the editor canvas both build their markup from these, so the canvas shows
 * exactly the layout that publishes. Pure: a style sheet in, class names out.
 */

/** CSS max-width of a content width name; an unknown name imposes none. */
export function maxWidth(name: string): string | null {
  return Object.hasOwn(CONTENT_WIDTHS, name) ? contentMaxWidth(name as ContentWidth) : null;
}

const ROW_ALIGN = { top: 'flex-start', center: 'center', bottom: 'flex-end', stretch: 'stretch' } as const;
const COLUMN_JUSTIFY = {
  top: 'flex-start',
  center: 'center',
  bottom: 'flex-end',
  stretch: 'space-between',
} as const;

const NO_COLOR: Declarations = Object.freeze({});

/**
 * A container with its own background colour sets the text colour its content inherits (white
 * on dark, the page's on light): text with a colour of its own keeps it, and what takes the
 * inherited colour (labels, icons, links) never vanishes into a dark section.
 */
function inheritedColor(options: { background?: { color: string } }): Declarations {
  const fill = options.background?.color;
  const color = fill ? readableTextColor(fill) : null;
  return color === null ? NO_COLOR : { color };
}

/** A DOM id or class that came from a document: only the characters ids are made of. */
export function safeToken(value: string): string {
  // Ids the product makes are safe already: checked without building a new string.
  return SAFE_TOKEN.test(value) ? value : value.replace(/[^A-Za-z0-9_-]/g, '');
}

const SAFE_TOKEN = /^[A-Za-z0-9_-]*$/;

/** The section's own element: box, sticky/full height, visibility and entrance animation. */
export function sectionClassName(options: SectionOptions, styles: StyleSheet, hasVideo: boolean): string {
  const sticky = options.sticky ? { position: 'sticky', top: '0', 'z-index': '50' } : {};
  const box = styles.className(
    mergeRules(boxRule(options, styles), {
      base: Object.assign({}, inheritedColor(options), sticky, {
        'min-height': options.fullHeight ? '100vh' : null,
      }),
    }),
  );
  return classNames(
    'sec',
    box,
    hasVideo && 'has-bg-video',
    visibilityClass(options.visibility),
    animationClass(options.animation, styles),
  );
}

/** The section's content box (its content width). */
export function sectionInnerClassName(
  options: Pick<SectionOptions, 'contentWidth'>,
  styles: StyleSheet,
): string {
  return classNames(
    'sec-in',
    styles.className({ base: { 'max-width': maxWidth(options.contentWidth) } }, 'w'),
  );
}

export function rowClassNames(options: RowOptions, styles: StyleSheet): { outer: string; inner: string } {
  const box = styles.className(mergeRules(boxRule(options, styles), { base: inheritedColor(options) }));
  const inner = styles.className(
    {
      base: {
        'max-width': maxWidth(options.contentWidth),
        'column-gap': options.columnGap ? px(options.columnGap) : null,
        'align-items': ROW_ALIGN[options.verticalAlign],
      },
      mobile: { 'row-gap': options.columnGap ? px(options.columnGap) : null },
    },
    'r',
  );
  return {
    outer: classNames(
      'row',
      box,
      options.reverseOnMobile && 'row-rev',
      visibilityClass(options.visibility),
      animationClass(options.animation, styles),
    ),
    inner: classNames('row-in', inner),
  };
}

export function columnClassName(column: Pick<ColumnNode, 'width' | 'options'>, styles: StyleSheet): string {
  const { options } = column;
  const box = styles.className(
    mergeRules(boxRule(options, styles), {
      base: Object.assign({}, inheritedColor(options), {
        flex: `${Math.round(column.width * 100) / 100} 1 0`,
        'justify-content': COLUMN_JUSTIFY[options.verticalAlign],
      }),
    }),
  );
  return classNames(
    'col',
    box,
    visibilityClass(options.visibility),
    animationClass(options.animation, styles),
  );
}

/** `el el-{type}` by element type: a page asks for the same few dozen thousands of times. */
const typeClasses = new Map<string, string>();

function elementTypeClass(key: string): string {
  let known = typeClasses.get(key);
  if (known === undefined) {
    known = `el el-${safeToken(key)}`;
    // Keys outside the registry (unknown types in a document) are not kept.
    if (typeClasses.size < 200) typeClasses.set(key, known);
  }
  return known;
}

/** The one wrapper the renderer puts around every element: type, margin, visibility, animation. */
export function elementClassName(element: Pick<ElementNode, 'key' | 'options'>, styles: StyleSheet): string {
  const options = element.options as Record<string, unknown> & {
    visibility?: Parameters<typeof visibilityClass>[0];
    margin?: Parameters<typeof spacingRule>[1];
    animation?: Parameters<typeof animationClass>[0];
  };
  return classNames(
    elementTypeClass(element.key),
    styles.className(spacingRule('margin', options.margin), 'm'),
    visibilityClass(options.visibility),
    animationClass(options.animation, styles),
  );
}

export function popupClassNames(options: PopupOptions, styles: StyleSheet): { overlay: string; box: string } {
  return {
    box: classNames(
      'popup-box',
      styles.className(
        mergeRules(boxRule(options, styles), {
          base: Object.assign({}, inheritedColor(options), { 'max-width': maxWidth(options.width) }),
        }),
      ),
    ),
    overlay: styles.className({ base: { '--overlay': options.overlayColor } }, 'o'),
  };
}
