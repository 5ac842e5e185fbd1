import { BADGE_SKINS, type BadgeSkin } from '@tessera/document';
import { classNames, type Declarations, fontDeclarations, memoized, px } from '../render/index.ts';
import type { RenderContext } from '../render/types.ts';
import { oneOf } from './choice.ts';

/** A star-like outline with `points` tips, inner radius `inner` (of 50%), as a clip-path. */
function starPolygon(points: number, inner: number): string {
  const corners: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? 50 : 50 * inner;
    const angle = (Math.PI * i) / points - Math.PI / 2;
    corners.push(
      `${Math.round((50 + radius * Math.cos(angle)) * 10) / 10}% ${Math.round((50 + radius * Math.sin(angle)) * 10) / 10}%`,
    );
  }
  return `polygon(${corners.join(',')})`;
}

/** SPEC §3 SkinCode: the mask shape of a number badge. */
const SKIN: Record<BadgeSkin, Declarations> = {
  circle: { 'border-radius': '50%' },
  square: { 'border-radius': '4px' },
  rounded: { 'border-radius': '28%' },
  hexagon: { 'clip-path': 'polygon(25% 3%,75% 3%,100% 50%,75% 97%,25% 97%,0 50%)' },
  octagon: { 'clip-path': 'polygon(30% 0,70% 0,100% 30%,100% 70%,70% 100%,30% 100%,0 70%,0 30%)' },
  diamond: { 'clip-path': 'polygon(50% 0,100% 50%,50% 100%,0 50%)' },
  star: { 'clip-path': starPolygon(5, 0.62) },
  shield: { 'clip-path': 'polygon(50% 0,100% 14%,100% 52%,50% 100%,0 52%,0 14%)' },
  burst: { 'clip-path': starPolygon(12, 0.8) },
  blob: { 'border-radius': '42% 58% 63% 37% / 41% 44% 56% 59%' },
};

/** Skins whose shape cuts into the box: the number needs a larger badge to stay inside. */
const TIGHT: ReadonlySet<string> = new Set(['diamond', 'star', 'shield', 'burst']);

export interface NumberBadgeProps {
  text: string;
  skin: BadgeSkin | string;
  /** Badge box in px. */
  size: number;
  /** '' takes the theme's button colours. */
  color: string;
  textColor: string;
  /** The element's font option (the theme font while not picked by hand). */
  fontFamily?: string;
  context: RenderContext;
  className?: string;
}

interface BadgeKey {
  skin: BadgeSkin | string;
  size: number;
  color: string;
  textColor: string;
  fontFamily: string | undefined;
}

function numberBadgeClass(context: RenderContext, key: BadgeKey): string {
  const shape = oneOf(key.skin, BADGE_SKINS, 'circle');
  const box = Math.round(Math.max(16, Number(key.size) || 40) * (TIGHT.has(shape) ? 1.3 : 1));
  return context.styles.className(
    {
      base: Object.assign(
        {
          display: 'inline-flex',
          'align-items': 'center',
          'justify-content': 'center',
          flex: 'none',
          width: px(box),
          height: px(box),
          'background-color': key.color || context.theme.ButtonBackground,
          color: key.textColor || context.theme.ButtonTextColor,
        },
        fontDeclarations(key.fontFamily, 700, context),
        { 'font-size': px(Math.round(box * (TIGHT.has(shape) ? 0.32 : 0.42))), 'line-height': '1' },
        SKIN[shape],
      ),
    },
    'nb',
  );
}

/** SPEC §3 number badge: ShowNumber is the caller's, Text and SkinCode are drawn here. */
export function NumberBadge({
  text,
  skin,
  size,
  color,
  textColor,
  fontFamily,
  context,
  className,
}: NumberBadgeProps) {
  const badge = memoized(context, numberBadgeClass, { skin, size, color, textColor, fontFamily });
  return <span className={classNames(badge, className)}>{text}</span>;
}
