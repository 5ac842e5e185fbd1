import { BADGE_SKINS, colorSchema, fontFamilyOption, numberBadgeSchema } from '@tessera/document';
import { z } from 'zod';
import type { FieldDefinition } from '../types.ts';
import { choices, fontSizeField } from './fields.ts';
import { fontSize, plainText } from './options.ts';

/**
 * Title and body of a feature block (icon feature, image feature, numbered items). SPEC §3 names
 * these Title and Content on the site's service items, which these blocks render.
 */
export const featureTextShape = {
  FontFamily: fontFamilyOption,
  titleFontSize: fontSize(20, 18),
  contentFontSize: fontSize(15),
  titleColor: colorSchema.default(''),
  contentColor: colorSchema.default(''),
};

export const FEATURE_MEDIA_POSITIONS = ['top', 'left', 'right'] as const;

/** Icon sizes go past the editor font sizes: a lone icon is often a large graphic. */
export const iconSizeSchema = z.number().int().min(8).max(300);

export const titleOption = (value: string) => plainText(200).default(value);
export const contentOption = (value: string) => plainText(2000).default(value);

export function featureTextFields(): FieldDefinition[] {
  return [
    { kind: 'font', path: 'FontFamily', label: 'Font' },
    fontSizeField('titleFontSize', 'Title size'),
    fontSizeField('contentFontSize', 'Text size'),
    { kind: 'color', path: 'titleColor', label: 'Title colour' },
    { kind: 'color', path: 'contentColor', label: 'Text colour' },
  ];
}

/** A number badge that is off until switched on (features show their icon or image instead). */
export const optionalBadgeOption = numberBadgeSchema
  .extend({ ShowNumber: z.boolean().default(false) })
  .prefault({});

export const BADGE_SKIN_OPTIONS = choices(BADGE_SKINS);

/** Fields of a SPEC §3 number badge at `path`. */
export function badgeFields(path: string): FieldDefinition[] {
  const shown = { path: `${path}.ShowNumber`, equals: [true] };
  return [
    { kind: 'toggle', path: `${path}.ShowNumber`, label: 'Show a number' },
    { kind: 'text', path: `${path}.Text`, label: 'Number', showWhen: shown },
    {
      kind: 'select',
      path: `${path}.SkinCode`,
      label: 'Badge shape',
      options: BADGE_SKIN_OPTIONS,
      showWhen: shown,
    },
  ];
}
