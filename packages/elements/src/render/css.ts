import {
  type Animation,
  type Background,
  type Border,
  borderSides,
  delayToMs,
  type Hover,
  type Margin,
  type Padding,
  type Radius,
  type Responsive,
  type Shadow,
  type Sides,
  type Visibility,
} from '@tessera/document';
import { constantRule, type Declarations, type StyleRule, type StyleSheet } from './styles.ts';

/** Nothing to declare: shared (frozen), so nothing is built for the many boxes without a style. */
const EMPTY_RULE: StyleRule = constantRule({});
const NO_DECLARATIONS: Declarations = Object.freeze({});

/** A length in px; 0 stays unitless. */
export function px(value: number): string {
  return value === 0 ? '0' : `${value}px`;
}

/** A CSS url() with the characters that could break out of it escaped. */
export function cssUrl(url: string): string {
  return `url("${url.replace(/["\\\n\r<>]/g, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`)}")`;
}

function sidesText(sides: Sides): string {
  const { top, right, bottom, left } = sides;
  if (top === right && right === bottom && bottom === left) return px(top);
  if (top === bottom && left === right) return `${px(top)} ${px(right)}`;
  return `${px(top)} ${px(right)} ${px(bottom)} ${px(left)}`;
}

function isZero(sides: Sides): boolean {
  return sides.top === 0 && sides.right === 0 && sides.bottom === 0 && sides.left === 0;
}

/**
 * A per-device value as base / tablet / mobile declarations. Tablet and mobile are emitted only
 * where they differ from what the wider device already shows, which keeps the sheet small.
 */
export function responsiveRule<T>(
  value: Responsive<T> | undefined,
  declarations: (value: T) => Declarations,
): StyleRule {
  if (!value) return {};
  const rule: { base?: Declarations; tablet?: Declarations; mobile?: Declarations } = {
    base: declarations(value.desktop),
  };
  if (value.tablet !== undefined && !sameValue(value.tablet, value.desktop))
    rule.tablet = declarations(value.tablet);
  const widerForMobile = value.tablet ?? value.desktop;
  if (value.mobile !== undefined && !sameValue(value.mobile, widerForMobile))
    rule.mobile = declarations(value.mobile);
  return rule;
}

/** Equality for option values (numbers, strings, small plain objects such as sides). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys)
    if (!sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  return true;
}

function paddingDeclarations(sides: Sides): Declarations {
  return { padding: isZero(sides) ? null : sidesText(sides) };
}

function marginDeclarations(sides: Sides): Declarations {
  return { margin: isZero(sides) ? null : sidesText(sides) };
}

export function spacingRule(property: 'padding' | 'margin', value: Padding | Margin | undefined): StyleRule {
  if (!value) return EMPTY_RULE;
  // Most boxes have no spacing on any device: nothing to build.
  if (
    isZero(value.desktop) &&
    (value.tablet === undefined || isZero(value.tablet)) &&
    (value.mobile === undefined || isZero(value.mobile))
  )
    return EMPTY_RULE;
  return responsiveRule(value, property === 'padding' ? paddingDeclarations : marginDeclarations);
}

export function borderDeclarations(border: Border | undefined): Declarations {
  if (!border || border.position === 'none' || border.width === 0) return NO_DECLARATIONS;
  const out: Record<string, string> = {};
  const value = `${px(border.width)} ${border.style} ${border.color || 'currentColor'}`;
  const sides = borderSides(border.position);
  if (sides.length === 4) out.border = value;
  else for (const side of sides) out[`border-${side}`] = value;
  return out;
}

export function radiusDeclarations(radius: Radius | undefined): Declarations {
  if (!radius) return NO_DECLARATIONS;
  const { topLeft, topRight, bottomRight, bottomLeft } = radius;
  if (topLeft === 0 && topRight === 0 && bottomRight === 0 && bottomLeft === 0) return NO_DECLARATIONS;
  const all = topLeft === topRight && topRight === bottomRight && bottomRight === bottomLeft;
  return {
    'border-radius': all
      ? px(topLeft)
      : `${px(topLeft)} ${px(topRight)} ${px(bottomRight)} ${px(bottomLeft)}`,
  };
}

/** Level is the opacity in percent; the blur grows with it so deeper shadows read as higher. */
export function shadowDeclarations(shadow: Shadow | undefined): Declarations {
  if (!shadow || shadow.level === 0) return NO_DECLARATIONS;
  const alpha = shadow.level / 100;
  const blur = Math.round(6 + shadow.level / 2);
  const color = shadowColor(shadow.color, alpha);
  return {
    'box-shadow':
      shadow.kind === 'inner'
        ? `inset 0 2px ${blur}px ${color}`
        : `0 ${Math.round(blur / 3)}px ${blur}px ${color}`,
  };
}

function shadowColor(color: string, alpha: number): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) return `rgba(0,0,0,${alpha})`;
  const n = Number.parseInt(hex, 16);
  return `rgba(${(n >> 16) & 255},${(n >> 8) & 255},${n & 255},${alpha})`;
}

/**
 * Colour and image; a video background is markup (see `backgroundVideo` in the renderer), and
 * the overlay is a pseudo-element so it sits between the background and the content.
 */
export function backgroundRule(background: Background | undefined): StyleRule {
  if (!background) return EMPTY_RULE;
  if (!background.color && !background.image.url && !background.overlayColor) return EMPTY_RULE;
  const base: Record<string, string> = {};
  if (background.color) base['background-color'] = background.color;
  const image = background.image;
  if (image.url) {
    base['background-image'] = cssUrl(image.url);
    base['background-size'] = image.size;
    base['background-position'] = image.position;
    base['background-repeat'] = image.repeat;
    if (image.fixed) base['background-attachment'] = 'fixed';
  }
  if (!background.overlayColor) return { base };
  return {
    base: Object.assign(base, { position: 'relative', isolation: 'isolate' }),
    nested: {
      '::before': {
        base: {
          content: '""',
          position: 'absolute',
          inset: '0',
          'background-color': background.overlayColor,
          'z-index': '-1',
          'pointer-events': 'none',
        },
      },
    },
  };
}

const HOVER_TRANSFORMS: Partial<Record<Hover['effect'], string>> = {
  grow: 'scale(1.05)',
  shrink: 'scale(0.95)',
  float: 'translateY(-4px)',
  sink: 'translateY(4px)',
};

/** Hover effects that move rather than settle: a short keyframe run while hovered. */
const HOVER_KEYFRAMES: Partial<Record<Hover['effect'], string>> = {
  pulse: '50%{transform:scale(1.06)}',
  bob: '50%{transform:translateY(-6px)}',
  wobble: '25%{transform:rotate(-3deg)}75%{transform:rotate(3deg)}',
  buzz: '25%{transform:translateX(2px)}75%{transform:translateX(-2px)}',
  shake: '20%,60%{transform:translateX(-4px)}40%,80%{transform:translateX(4px)}',
};

/** Hover colours and effect; an animated effect registers its keyframes on `styles`. */
export function hoverDeclarations(hover: Hover | undefined, styles?: StyleSheet): Declarations {
  if (!hover) return NO_DECLARATIONS;
  if (hover.effect === 'none' && !hover.backgroundColor && !hover.textColor && !hover.borderColor)
    return NO_DECLARATIONS;
  const keyframes = Object.hasOwn(HOVER_KEYFRAMES, hover.effect) ? HOVER_KEYFRAMES[hover.effect] : undefined;
  if (keyframes && styles)
    styles.global(`keyframes:hover-${hover.effect}`, `@keyframes h-${hover.effect}{${keyframes}}`);
  return {
    'background-color': hover.backgroundColor,
    color: hover.textColor,
    'border-color': hover.borderColor,
    transform: Object.hasOwn(HOVER_TRANSFORMS, hover.effect) ? HOVER_TRANSFORMS[hover.effect] : undefined,
    animation: keyframes && styles ? `h-${hover.effect} .6s ease-in-out infinite` : undefined,
    'box-shadow': hover.effect === 'glow' ? '0 0 14px rgba(37,99,235,.55)' : undefined,
  };
}

interface MutableRule {
  base?: Declarations;
  tablet?: Declarations;
  mobile?: Declarations;
  hover?: Declarations;
  nested?: Record<string, StyleRule>;
}

function isEmptyObject(declarations: Declarations): boolean {
  for (const _ in declarations) return false;
  return true;
}

/**
 * Later declarations win; a bucket only one rule fills (or an empty one) is shared, never copied
 * or changed.
 */
function mergeDeclarations(into: Declarations | undefined, more: Declarations | undefined) {
  if (more === undefined || (into !== undefined && isEmptyObject(more))) return into;
  // Object.assign, not `{ ...into, ...more }`: Node 20's V8 takes a slow path (about a
  // microsecond) when a spread adds keys to an object another spread began.
  return into === undefined || isEmptyObject(into) ? more : Object.assign({}, into, more);
}

/**
 * Merges style rules; later rules win per property, nested rules merge by suffix. Like the
 * buckets, a rule that is the only one given is shared, never copied or changed.
 */
export function mergeRules(...rules: ReadonlyArray<StyleRule | undefined | false>): StyleRule {
  let only: StyleRule = EMPTY_RULE;
  let given = 0;
  for (const rule of rules) {
    if (!rule || rule === EMPTY_RULE) continue;
    only = rule;
    given++;
  }
  if (given < 2) return only;
  const out: MutableRule = {};
  for (const rule of rules) {
    if (!rule) continue;
    if (rule.base) out.base = mergeDeclarations(out.base, rule.base);
    if (rule.tablet) out.tablet = mergeDeclarations(out.tablet, rule.tablet);
    if (rule.mobile) out.mobile = mergeDeclarations(out.mobile, rule.mobile);
    if (rule.hover) out.hover = mergeDeclarations(out.hover, rule.hover);
    const nested = rule.nested;
    if (nested) {
      const merged: Record<string, StyleRule> = Object.assign({}, out.nested);
      for (const suffix in nested) {
        if (!Object.hasOwn(nested, suffix)) continue;
        const inner = nested[suffix];
        if (!inner) continue;
        const before = merged[suffix];
        merged[suffix] = before === undefined ? inner : mergeRules(before, inner);
      }
      out.nested = merged;
    }
  }
  return out;
}

/** The box every container shares: spacing, background, border, radius, shadow, hover. */
export function boxRule(
  options: {
    padding?: Padding;
    margin?: Margin;
    background?: Background;
    border?: Border;
    radius?: Radius;
    shadow?: Shadow;
    hover?: Hover;
  },
  styles?: StyleSheet,
): StyleRule {
  return mergeRules(
    spacingRule('padding', options.padding),
    spacingRule('margin', options.margin),
    backgroundRule(options.background),
    {
      base: mergeDeclarations(
        mergeDeclarations(borderDeclarations(options.border), radiusDeclarations(options.radius)),
        shadowDeclarations(options.shadow),
      ),
      hover: hoverDeclarations(options.hover, styles),
    },
  );
}

/** Visibility as shared utility classes (defined once in the base sheet). */
export function visibilityClass(visibility: Visibility | undefined): string {
  switch (visibility) {
    case 'desktop':
      return 'v-desktop';
    case 'mobile':
      return 'v-mobile';
    case 'hidden':
      return 'v-hidden';
    default:
      return '';
  }
}

const KEYFRAMES: Record<Exclude<Animation['name'], 'none'>, string> = {
  fadeIn: 'from{opacity:0}to{opacity:1}',
  fadeInUp: 'from{opacity:0;transform:translateY(24px)}to{opacity:1;transform:none}',
  fadeInDown: 'from{opacity:0;transform:translateY(-24px)}to{opacity:1;transform:none}',
  fadeInLeft: 'from{opacity:0;transform:translateX(-24px)}to{opacity:1;transform:none}',
  fadeInRight: 'from{opacity:0;transform:translateX(24px)}to{opacity:1;transform:none}',
  zoomIn: 'from{opacity:0;transform:scale(.85)}to{opacity:1;transform:none}',
  slideInUp: 'from{transform:translateY(100%)}to{transform:none}',
  slideInLeft: 'from{transform:translateX(-100%)}to{transform:none}',
  slideInRight: 'from{transform:translateX(100%)}to{transform:none}',
  bounceIn:
    '0%{opacity:0;transform:scale(.3)}50%{opacity:1;transform:scale(1.05)}70%{transform:scale(.95)}100%{transform:none}',
  flipInX: 'from{opacity:0;transform:perspective(400px) rotateX(90deg)}to{opacity:1;transform:none}',
};

/**
 * An entrance animation with its delay. The keyframes are added to the sheet once; visitors
 * who ask for reduced motion get none (the base sheet switches every `anim` off for them).
 */
export function animationClass(animation: Animation | undefined, styles: StyleSheet): string {
  if (!animation || animation.name === 'none') return '';
  const name = animation.name;
  // Looked up, never interpolated as given: the name ends up in the stylesheet.
  const keyframes = Object.hasOwn(KEYFRAMES, name) ? KEYFRAMES[name] : undefined;
  if (!keyframes) return '';
  styles.global(`keyframes:${name}`, `@keyframes t-${name}{${keyframes}}`);
  const delay = delayToMs(animation.delay);
  return `anim ${styles.className(
    {
      base: {
        'animation-name': `t-${name}`,
        'animation-duration': `${animation.duration}ms`,
        'animation-delay': delay ? `${delay}ms` : null,
      },
    },
    'a',
  )}`;
}

/** WCAG relative luminance of a `#rgb` or `#rrggbb` colour; null for any other syntax. */
export function relativeLuminance(color: string): number | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const n = Number.parseInt(full, 16);
  const channel = (value: number) => {
    const s = value / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG contrast ratio of two hex colours (1–21); null when either is not hex. */
export function contrastRatio(a: string, b: string): number | null {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The page's default text colour (base CSS `body`). */
export const PAGE_TEXT_COLOR = '#1f2937';

/**
 * The text colour content inherits on a container's own background: white on dark fills, the
 * page's text colour on light ones, so text and icons that take `currentColor` stay readable
 * wherever they are placed. Null for fills that are not plain hex colours.
 */
export function readableTextColor(fill: string): string | null {
  const contrastWithWhite = contrastRatio(fill, '#ffffff');
  const contrastWithText = contrastRatio(fill, PAGE_TEXT_COLOR);
  if (contrastWithWhite === null || contrastWithText === null) return null;
  return contrastWithWhite >= contrastWithText ? '#ffffff' : PAGE_TEXT_COLOR;
}
