import {
  type Animation,
  type ColumnNode,
  type ColumnOptions,
  DEFAULT_ANIMATION,
  DEFAULT_BACKGROUND,
  DEFAULT_BORDER,
  DEFAULT_HOVER,
  DEFAULT_RADIUS,
  DEFAULT_SHADOW,
  type ElementNode,
  type Margin,
  type Padding,
  type RowOptions,
  type SectionOptions,
  type Sides,
  type Visibility,
} from '@tessera/document';
import { type MemoValue, memoized, type RenderContext } from '@tessera/elements';
import {
  columnClassName,
  elementClassName,
  rowClassNames,
  sectionClassName,
  sectionInnerClassName,
} from './layout.ts';

/**
 * The layout's classes (layout.ts) made once per page for each distinct set of option values:
 * a page's hundreds of rows, columns and element wrappers share a few dozen looks. A key holds
 * every option value its class builder reads, as plain values, and the options handed to the
 * builder are rebuilt from the key alone, so nothing outside the key can reach the result.
 *
 * Boxes come in three key shapes, each with its own maker (a maker sees keys of one shape):
 * nearly every box keeps the defaults of everything but its padding and visibility ("plain"),
 * most of those have no tablet or mobile padding of their own ("simple"); the rest are keyed by
 * every value. A container's own values (`extra1`…`extra4`) come first in each key: they differ
 * most from one container to the next, so a key unlike the last one is told apart at once.
 */

type BoxOptions = Pick<
  SectionOptions,
  'padding' | 'margin' | 'background' | 'border' | 'radius' | 'shadow' | 'visibility' | 'hover' | 'animation'
>;

const NO_MARGIN: Margin = { desktop: { top: 0, right: 0, bottom: 0, left: 0 } };

function isZeroSpacing(spacing: Padding | Margin): boolean {
  const { top, right, bottom, left } = spacing.desktop;
  return (
    top === 0 &&
    right === 0 &&
    bottom === 0 &&
    left === 0 &&
    spacing.tablet === undefined &&
    spacing.mobile === undefined
  );
}

function isDefaultAnimation(animation: Animation): boolean {
  return (
    animation.name === DEFAULT_ANIMATION.name &&
    animation.delay.value === DEFAULT_ANIMATION.delay.value &&
    animation.delay.unit === DEFAULT_ANIMATION.delay.unit &&
    animation.duration === DEFAULT_ANIMATION.duration
  );
}

/** Every box option but the padding and visibility holds its default value, field for field. */
function isPlainBox(options: BoxOptions): boolean {
  const { background, border, radius, shadow, hover } = options;
  const image = background.image;
  const defaultImage = DEFAULT_BACKGROUND.image;
  return (
    isZeroSpacing(options.margin) &&
    background.color === DEFAULT_BACKGROUND.color &&
    image.url === defaultImage.url &&
    image.size === defaultImage.size &&
    image.position === defaultImage.position &&
    image.repeat === defaultImage.repeat &&
    image.fixed === defaultImage.fixed &&
    background.video.url === DEFAULT_BACKGROUND.video.url &&
    background.overlayColor === DEFAULT_BACKGROUND.overlayColor &&
    border.position === DEFAULT_BORDER.position &&
    border.style === DEFAULT_BORDER.style &&
    border.width === DEFAULT_BORDER.width &&
    border.color === DEFAULT_BORDER.color &&
    radius.topLeft === DEFAULT_RADIUS.topLeft &&
    radius.topRight === DEFAULT_RADIUS.topRight &&
    radius.bottomRight === DEFAULT_RADIUS.bottomRight &&
    radius.bottomLeft === DEFAULT_RADIUS.bottomLeft &&
    shadow.level === DEFAULT_SHADOW.level &&
    shadow.kind === DEFAULT_SHADOW.kind &&
    shadow.color === DEFAULT_SHADOW.color &&
    hover.backgroundColor === DEFAULT_HOVER.backgroundColor &&
    hover.textColor === DEFAULT_HOVER.textColor &&
    hover.borderColor === DEFAULT_HOVER.borderColor &&
    hover.effect === DEFAULT_HOVER.effect &&
    isDefaultAnimation(options.animation)
  );
}

/** A plain box's options from its padding and visibility (the rest are the defaults). */
function plainBoxOptions(padding: Padding, visibility: Visibility): BoxOptions {
  return {
    padding,
    margin: NO_MARGIN,
    background: DEFAULT_BACKGROUND,
    border: DEFAULT_BORDER,
    radius: DEFAULT_RADIUS,
    shadow: DEFAULT_SHADOW,
    visibility,
    hover: DEFAULT_HOVER,
    animation: DEFAULT_ANIMATION,
  };
}

function sidesOf(top: MemoValue, right: MemoValue, bottom: MemoValue, left: MemoValue): Sides | undefined {
  // A device without sides of its own has all four undefined.
  return top === undefined
    ? undefined
    : { top: top as number, right: right as number, bottom: bottom as number, left: left as number };
}

/** The values of a container of its own, which each maker reads as that container's options. */
interface Extras {
  extra1: MemoValue;
  extra2: MemoValue;
  extra3: MemoValue;
  extra4: MemoValue;
}

function simpleKey(
  options: BoxOptions,
  extra1: MemoValue,
  extra2: MemoValue,
  extra3: MemoValue,
  extra4: MemoValue,
) {
  const { top, right, bottom, left } = options.padding.desktop;
  return { extra1, extra2, extra3, extra4, top, right, bottom, left, visibility: options.visibility };
}

type SimpleKey = ReturnType<typeof simpleKey>;

function simpleOptions(key: SimpleKey): BoxOptions {
  return plainBoxOptions(
    { desktop: { top: key.top, right: key.right, bottom: key.bottom, left: key.left } },
    key.visibility,
  );
}

function plainKey(
  options: BoxOptions,
  extra1: MemoValue,
  extra2: MemoValue,
  extra3: MemoValue,
  extra4: MemoValue,
) {
  const { desktop, tablet, mobile } = options.padding;
  return {
    extra1,
    extra2,
    extra3,
    extra4,
    top: desktop.top,
    right: desktop.right,
    bottom: desktop.bottom,
    left: desktop.left,
    tabletTop: tablet?.top,
    tabletRight: tablet?.right,
    tabletBottom: tablet?.bottom,
    tabletLeft: tablet?.left,
    mobileTop: mobile?.top,
    mobileRight: mobile?.right,
    mobileBottom: mobile?.bottom,
    mobileLeft: mobile?.left,
    visibility: options.visibility,
  };
}

type PlainKey = ReturnType<typeof plainKey>;

function plainOptions(key: PlainKey): BoxOptions {
  return plainBoxOptions(
    {
      desktop: { top: key.top, right: key.right, bottom: key.bottom, left: key.left },
      tablet: sidesOf(key.tabletTop, key.tabletRight, key.tabletBottom, key.tabletLeft),
      mobile: sidesOf(key.mobileTop, key.mobileRight, key.mobileBottom, key.mobileLeft),
    },
    key.visibility,
  );
}

function fullKey(
  options: BoxOptions,
  extra1: MemoValue,
  extra2: MemoValue,
  extra3: MemoValue,
  extra4: MemoValue,
) {
  const { padding, margin, background, border, radius, shadow, hover, animation } = options;
  const image = background.image;
  return {
    extra1,
    extra2,
    extra3,
    extra4,
    top: padding.desktop.top,
    right: padding.desktop.right,
    bottom: padding.desktop.bottom,
    left: padding.desktop.left,
    tabletTop: padding.tablet?.top,
    tabletRight: padding.tablet?.right,
    tabletBottom: padding.tablet?.bottom,
    tabletLeft: padding.tablet?.left,
    mobileTop: padding.mobile?.top,
    mobileRight: padding.mobile?.right,
    mobileBottom: padding.mobile?.bottom,
    mobileLeft: padding.mobile?.left,
    marginTop: margin.desktop.top,
    marginRight: margin.desktop.right,
    marginBottom: margin.desktop.bottom,
    marginLeft: margin.desktop.left,
    marginTabletTop: margin.tablet?.top,
    marginTabletRight: margin.tablet?.right,
    marginTabletBottom: margin.tablet?.bottom,
    marginTabletLeft: margin.tablet?.left,
    marginMobileTop: margin.mobile?.top,
    marginMobileRight: margin.mobile?.right,
    marginMobileBottom: margin.mobile?.bottom,
    marginMobileLeft: margin.mobile?.left,
    backgroundColor: background.color,
    imageUrl: image.url,
    imageSize: image.size,
    imagePosition: image.position,
    imageRepeat: image.repeat,
    imageFixed: image.fixed,
    videoUrl: background.video.url,
    overlayColor: background.overlayColor,
    borderPosition: border.position,
    borderStyle: border.style,
    borderWidth: border.width,
    borderColor: border.color,
    topLeft: radius.topLeft,
    topRight: radius.topRight,
    bottomRight: radius.bottomRight,
    bottomLeft: radius.bottomLeft,
    shadowLevel: shadow.level,
    shadowKind: shadow.kind,
    shadowColor: shadow.color,
    visibility: options.visibility,
    hoverBackground: hover.backgroundColor,
    hoverText: hover.textColor,
    hoverBorder: hover.borderColor,
    hoverEffect: hover.effect,
    animationName: animation.name,
    animationDelay: animation.delay.value,
    animationDelayUnit: animation.delay.unit,
    animationDuration: animation.duration,
  };
}

type FullKey = ReturnType<typeof fullKey>;

function fullOptions(key: FullKey): BoxOptions {
  return {
    padding: {
      desktop: { top: key.top, right: key.right, bottom: key.bottom, left: key.left },
      tablet: sidesOf(key.tabletTop, key.tabletRight, key.tabletBottom, key.tabletLeft),
      mobile: sidesOf(key.mobileTop, key.mobileRight, key.mobileBottom, key.mobileLeft),
    },
    margin: {
      desktop: { top: key.marginTop, right: key.marginRight, bottom: key.marginBottom, left: key.marginLeft },
      tablet: sidesOf(
        key.marginTabletTop,
        key.marginTabletRight,
        key.marginTabletBottom,
        key.marginTabletLeft,
      ),
      mobile: sidesOf(
        key.marginMobileTop,
        key.marginMobileRight,
        key.marginMobileBottom,
        key.marginMobileLeft,
      ),
    },
    background: {
      color: key.backgroundColor,
      image: {
        url: key.imageUrl,
        size: key.imageSize,
        position: key.imagePosition,
        repeat: key.imageRepeat,
        fixed: key.imageFixed,
      },
      video: { url: key.videoUrl },
      overlayColor: key.overlayColor,
    },
    border: {
      position: key.borderPosition,
      style: key.borderStyle,
      width: key.borderWidth,
      color: key.borderColor,
    },
    radius: {
      topLeft: key.topLeft,
      topRight: key.topRight,
      bottomRight: key.bottomRight,
      bottomLeft: key.bottomLeft,
    },
    shadow: { level: key.shadowLevel, kind: key.shadowKind, color: key.shadowColor },
    visibility: key.visibility,
    hover: {
      backgroundColor: key.hoverBackground,
      textColor: key.hoverText,
      borderColor: key.hoverBorder,
      effect: key.hoverEffect,
    },
    animation: {
      name: key.animationName,
      delay: { value: key.animationDelay, unit: key.animationDelayUnit },
      duration: key.animationDuration,
    },
  };
}

type BoxBuilder<Result> = (context: RenderContext, box: BoxOptions, extras: Extras) => Result;

/** The three makers of one container kind, each rebuilding the box from its own key shape. */
function boxMakers<Result>(build: BoxBuilder<Result>) {
  return {
    simple: (context: RenderContext, key: SimpleKey) => build(context, simpleOptions(key), key),
    plain: (context: RenderContext, key: PlainKey) => build(context, plainOptions(key), key),
    full: (context: RenderContext, key: FullKey) => build(context, fullOptions(key), key),
  };
}

function memoBox<Result extends NonNullable<unknown>>(
  context: RenderContext,
  makers: ReturnType<typeof boxMakers<Result>>,
  options: BoxOptions,
  extra1: MemoValue,
  extra2: MemoValue,
  extra3: MemoValue,
  extra4: MemoValue,
): Result {
  if (!isPlainBox(options))
    return memoized(context, makers.full, fullKey(options, extra1, extra2, extra3, extra4));
  const { tablet, mobile } = options.padding;
  return tablet === undefined && mobile === undefined
    ? memoized(context, makers.simple, simpleKey(options, extra1, extra2, extra3, extra4))
    : memoized(context, makers.plain, plainKey(options, extra1, extra2, extra3, extra4));
}

const COLUMN_MAKERS = boxMakers((context, box, { extra1, extra2 }): string => {
  const options: ColumnOptions = Object.assign(box, {
    verticalAlign: extra2 as ColumnOptions['verticalAlign'],
  });
  return columnClassName({ width: extra1 as number, options }, context.styles);
});

export function columnClass(column: ColumnNode, context: RenderContext): string {
  const { options } = column;
  return memoBox(context, COLUMN_MAKERS, options, column.width, options.verticalAlign, undefined, undefined);
}

const ROW_MAKERS = boxMakers((context, box, { extra1, extra2, extra3, extra4 }) => {
  const options: RowOptions = Object.assign(box, {
    contentWidth: extra1 as RowOptions['contentWidth'],
    columnGap: extra2 as number,
    verticalAlign: extra3 as RowOptions['verticalAlign'],
    reverseOnMobile: extra4 as boolean,
  });
  return rowClassNames(options, context.styles);
});

export function rowClasses(options: RowOptions, context: RenderContext): { outer: string; inner: string } {
  return memoBox(
    context,
    ROW_MAKERS,
    options,
    options.contentWidth,
    options.columnGap,
    options.verticalAlign,
    options.reverseOnMobile,
  );
}

const SECTION_MAKERS = boxMakers((context, box, { extra1, extra2, extra3, extra4 }): string => {
  const options: SectionOptions = Object.assign(box, {
    contentWidth: extra1 as SectionOptions['contentWidth'],
    fullHeight: extra2 as boolean,
    sticky: extra3 as boolean,
  });
  return sectionClassName(options, context.styles, extra4 as boolean);
});

export function sectionClass(options: SectionOptions, context: RenderContext, hasVideo: boolean): string {
  return memoBox(
    context,
    SECTION_MAKERS,
    options,
    options.contentWidth,
    options.fullHeight,
    options.sticky,
    hasVideo,
  );
}

function makeSectionInnerClass(
  context: RenderContext,
  key: { contentWidth: SectionOptions['contentWidth'] },
): string {
  return sectionInnerClassName(key, context.styles);
}

export function sectionInnerClass(options: SectionOptions, context: RenderContext): string {
  return memoized(context, makeSectionInnerClass, { contentWidth: options.contentWidth });
}

type WrapperKey = ReturnType<typeof wrapperKey>;

function wrapperKey(type: string, visibility: Visibility | undefined, margin: Margin, animation: Animation) {
  const { desktop, tablet, mobile } = margin;
  return {
    type,
    visibility,
    top: desktop.top,
    right: desktop.right,
    bottom: desktop.bottom,
    left: desktop.left,
    tabletTop: tablet?.top,
    tabletRight: tablet?.right,
    tabletBottom: tablet?.bottom,
    tabletLeft: tablet?.left,
    mobileTop: mobile?.top,
    mobileRight: mobile?.right,
    mobileBottom: mobile?.bottom,
    mobileLeft: mobile?.left,
    name: animation.name,
    delay: animation.delay.value,
    delayUnit: animation.delay.unit,
    duration: animation.duration,
  };
}

function makeWrapperClass(context: RenderContext, key: WrapperKey): string {
  const margin: Margin = {
    desktop: { top: key.top, right: key.right, bottom: key.bottom, left: key.left },
    tablet: sidesOf(key.tabletTop, key.tabletRight, key.tabletBottom, key.tabletLeft),
    mobile: sidesOf(key.mobileTop, key.mobileRight, key.mobileBottom, key.mobileLeft),
  };
  const animation: Animation = {
    name: key.name,
    delay: { value: key.delay, unit: key.delayUnit },
    duration: key.duration,
  };
  return elementClassName(
    { key: key.type, options: { margin, visibility: key.visibility, animation } },
    context.styles,
  );
}

function makePlainWrapperClass(
  context: RenderContext,
  key: { type: string; visibility: Visibility | undefined },
): string {
  return elementClassName(
    {
      key: key.type,
      options: { margin: NO_MARGIN, visibility: key.visibility, animation: DEFAULT_ANIMATION },
    },
    context.styles,
  );
}

/** The wrapper's class of an element (type, margin, visibility, animation). */
export function elementWrapperClass(element: ElementNode, context: RenderContext): string {
  const options = element.options as {
    margin?: Margin;
    visibility?: Visibility;
    animation?: Animation;
  };
  const { margin, animation, visibility } = options;
  // Every registered type carries these; anything else is built as it is.
  if (margin === undefined || animation === undefined) return elementClassName(element, context.styles);
  // Most elements keep the default margin and animation: keyed by type and visibility alone.
  if (isZeroSpacing(margin) && isDefaultAnimation(animation))
    return memoized(context, makePlainWrapperClass, { type: element.key, visibility });
  return memoized(context, makeWrapperClass, wrapperKey(element.key, visibility, margin, animation));
}
