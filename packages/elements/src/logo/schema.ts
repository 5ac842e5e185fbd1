import { elementBaseShape, LOGO_MAX, logoValueSchema, pixelSchema, urlSchema } from '@tessera/document';
import { z } from 'zod';
import { alignmentSchema, plainText } from '../shared/options.ts';

/** SPEC §9: a logo is shown at most 300 × 60; 0 lets the renderer fit the image inside that box. */
export const boundedLogoValueSchema = logoValueSchema.extend({
  ShowWidth: pixelSchema.max(LOGO_MAX.width).default(0),
  ShowHeight: pixelSchema.max(LOGO_MAX.height).default(0),
});

export const logoSchema = z.object({
  ...elementBaseShape,
  /** SPEC §3 logo value, filled in by the logo upload response. */
  Logo: boundedLogoValueSchema.prefault({}),
  alt: plainText(200).default('Logo'),
  /** Logos conventionally lead home. */
  CustomLink: urlSchema.default('/'),
  OpenInNewWindow: z.boolean().default(false),
  Alignment: alignmentSchema.default('left'),
});
export type LogoOptions = z.infer<typeof logoSchema>;
