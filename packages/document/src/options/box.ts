import { animationSchema } from './animation.ts';
import { backgroundSchema } from './background.ts';
import { borderSchema } from './border.ts';
import { hoverSchema } from './hover.ts';
import { radiusSchema } from './radius.ts';
import { shadowSchema } from './shadow.ts';
import { marginSchema, paddingSchema, spacingDefault, verticalSides } from './spacing.ts';
import { visibilitySchema } from './visibility.ts';

export const VERTICAL_ALIGNMENTS = ['top', 'center', 'bottom', 'stretch'] as const;

/**
 * The box every container (section, row, column, popup) shares. Each field has a default, so an
 * empty object parses to a complete option set and a missing field is filled on load.
 */
export function boxOptionsShape(defaults: { padding: number; horizontalPadding?: number }) {
  return {
    // Functions, so each parse gets its own nested object: zod copies a default only one level deep.
    padding: paddingSchema.default(() =>
      spacingDefault(verticalSides(defaults.padding, defaults.horizontalPadding ?? 0)),
    ),
    margin: marginSchema.default(() => spacingDefault(verticalSides(0))),
    background: backgroundSchema.prefault({}),
    border: borderSchema.prefault({}),
    radius: radiusSchema.prefault({}),
    shadow: shadowSchema.prefault({}),
    visibility: visibilitySchema.default('both'),
    hover: hoverSchema.prefault({}),
    animation: animationSchema.prefault({}),
  };
}
