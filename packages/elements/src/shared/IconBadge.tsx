import { ICON_THEMES, type IconTheme } from '@tessera/document';
import { classNames, contrastRatio, type Declarations, Icon, memoized, px } from '../render/index.ts';
import type { RenderContext } from '../render/types.ts';
import { oneOf } from './choice.ts';

export interface IconBadgeProps {
  name: string;
  /** SPEC §9 icon theme: plain, or the shape drawn behind the glyph. */
  theme: IconTheme | string;
  /** Glyph size in px; shaped themes draw a box about twice as large around it. */
  size: number;
  /** The element's own glyph colour ('' takes the default for the theme). */
  color: string;
  /** The element's own shape fill ('' takes `accent`). */
  background: string;
  /** Default fill of shaped themes and glyph colour of plain ones (the theme's button colour, a brand colour). */
  accent: string;
  /** Default glyph colour on the fill. */
  onAccent: string;
  context: RenderContext;
  /** Set when the icon alone carries the meaning (see Icon). */
  label?: string;
  className?: string;
}

const OUTLINES: ReadonlySet<string> = new Set(['circle-outline', 'square-outline', 'rounded-outline']);

const SHAPE: Record<IconTheme, Declarations> = {
  plain: {},
  circle: { 'border-radius': '50%' },
  'circle-outline': { 'border-radius': '50%' },
  square: {},
  'square-outline': {},
  rounded: { 'border-radius': '28%' },
  'rounded-outline': { 'border-radius': '28%' },
  diamond: { 'clip-path': 'polygon(50% 0,100% 50%,50% 100%,0 50%)' },
  hexagon: { 'clip-path': 'polygon(25% 4%,75% 4%,100% 50%,75% 96%,25% 96%,0 50%)' },
  shadow: { 'border-radius': '50%', 'box-shadow': '0 6px 18px rgba(15,23,42,.16)' },
  gradient: {
    'border-radius': '28%',
    'background-image': 'linear-gradient(135deg,rgba(255,255,255,.3),rgba(0,0,0,.25))',
  },
};

/** The declarations of an icon in a theme: its box, fill, border and glyph colour. */
export function iconBadgeDeclarations(
  props: Omit<IconBadgeProps, 'name' | 'context' | 'label'>,
): Declarations {
  const theme = oneOf(props.theme, ICON_THEMES, 'plain');
  const size = Math.max(8, Number(props.size) || 16);
  if (theme === 'plain') return { color: props.color || props.accent };
  // Rotated shapes lose their corners: they need a larger box to hold the glyph.
  const box = Math.round(size * (theme === 'diamond' || theme === 'hexagon' ? 2.4 : 2));
  const outline = OUTLINES.has(theme);
  const filled = !outline && theme !== 'shadow';
  const fill = filled
    ? props.background || props.accent
    : theme === 'shadow'
      ? props.background || '#ffffff'
      : null;
  const glyph =
    props.color ||
    (filled ? (props.background ? readableOn(props.background) : props.onAccent) : props.accent);
  return Object.assign({ width: px(box), height: px(box) }, SHAPE[theme], {
    'background-color': fill,
    border: outline
      ? `${Math.max(2, Math.round(size / 12))}px solid ${props.background || props.color || props.accent}`
      : null,
    color: fill === null ? glyph : visibleOn(glyph, fill),
  });
}

/** WCAG 1.4.11: a graphic needs 3:1 against what is behind it. */
const GRAPHIC_CONTRAST = 3;

/**
 * A glyph colour that shows on its fill: the chosen one, unless it would all but vanish into the
 * fill (the same blue on blue), when a readable one takes its place.
 */
function visibleOn(glyph: string, fill: string): string {
  if (glyph.trim().toLowerCase() === fill.trim().toLowerCase()) return readableOn(fill);
  const ratio = contrastRatio(glyph, fill);
  return ratio !== null && ratio < GRAPHIC_CONTRAST ? readableOn(fill) : glyph;
}

type BadgeKey = Omit<IconBadgeProps, 'name' | 'context' | 'label' | 'className'>;

function badgeClass(context: RenderContext, key: BadgeKey): string {
  return context.styles.className(
    {
      base: Object.assign(
        {
          display: 'inline-flex',
          'align-items': 'center',
          'justify-content': 'center',
          flex: 'none',
          'line-height': '0',
        },
        iconBadgeDeclarations(key),
      ),
    },
    'ib',
  );
}

/** A Font Awesome icon drawn in one of the SPEC §9 icon themes. */
export function IconBadge(props: IconBadgeProps) {
  const { context, name, label } = props;
  const size = Math.max(8, Number(props.size) || 16);
  const badge = memoized(context, badgeClass, {
    theme: props.theme,
    size: props.size,
    color: props.color,
    background: props.background,
    accent: props.accent,
    onAccent: props.onAccent,
  });
  return (
    <span className={classNames(badge, props.className)}>
      <Icon name={name} context={context} size={size} label={label} />
    </span>
  );
}

/** A glyph colour that reads on `fill`: dark on light hex colours, white otherwise. */
export function readableOn(fill: string): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(fill)?.[1];
  if (!hex) return '#ffffff';
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const n = Number.parseInt(full, 16);
  // Relative luminance weights (WCAG), on the gamma-encoded values: close enough to pick a side.
  const light = 0.2126 * ((n >> 16) & 255) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255);
  return light > 160 ? '#111827' : '#ffffff';
}
