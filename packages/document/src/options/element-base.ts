import { z } from 'zod';
import { animationSchema } from './animation.ts';
import { fontFamilySchema, THEME_FONT } from './font.ts';
import { marginSchema } from './spacing.ts';
import { visibilitySchema } from './visibility.ts';

/**
 * Options every element type carries, for packages/elements to spread into each element schema
 * (`z.object({ ...elementBaseShape, ...own })`). Tree operations (visibility cycle, theme font)
 * rely on these names.
 */
export const elementBaseShape = {
  visibility: visibilitySchema.default('both'),
  // A function, so each parse gets its own nested object: zod copies a default only one level deep.
  margin: marginSchema.default(() => ({ desktop: { top: 0, right: 0, bottom: 0, left: 0 } })),
  animation: animationSchema.prefault({}),
};

/** For element types that show text: `THEME_FONT` until a font is picked by hand. */
export const fontFamilyOption = fontFamilySchema.default(THEME_FONT);

export const elementBaseOptionsSchema = z.object(elementBaseShape);
export type ElementBaseOptions = z.infer<typeof elementBaseOptionsSchema>;
