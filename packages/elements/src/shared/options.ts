import {
  ALIGNMENTS,
  colorSchema,
  EDITOR_FONT_SIZE_MAX,
  EDITOR_FONT_SIZE_MIN,
  FONT_WEIGHTS,
  fontFamilyOption,
  formFieldSchema,
  INPUT_STYLES,
  pixelSchema,
  responsive,
  responsiveFontSizeSchema,
  TIME_ZONES,
  type TimeZoneCode,
  urlSchema,
} from '@tessera/document';
import { z } from 'zod';

/**
 * Option pieces several element types share. Naming follows docs/document-format.md: names SPEC §3
 * gives (FontSize, FontFamily, TextColor, Alignment, BackgroundColor, BorderRadius, Icon, IconSize,
 * Title, Content, Image, CustomLink, OpenInNewWindow, …) keep their spelling, the rest is camelCase.
 */

/** Visible copy kept as plain text; the renderer escapes it, so markup in it shows as text. */
export function plainText(max: number) {
  return z.string().max(max);
}

export const alignmentSchema = z.enum(ALIGNMENTS);
export const TEXT_ALIGNMENTS = [...ALIGNMENTS, 'justify'] as const;

export const fontWeightSchema = z.literal(FONT_WEIGHTS);
export const lineHeightSchema = z.number().min(1).max(2);

export function fontSize(desktop: number, mobile?: number) {
  return responsiveFontSizeSchema.default(() => (mobile === undefined ? { desktop } : { desktop, mobile }));
}

export interface TextStyleDefaults {
  fontSize: number;
  mobileFontSize?: number;
  fontWeight: (typeof FONT_WEIGHTS)[number];
  lineHeight: number;
  alignment?: (typeof TEXT_ALIGNMENTS)[number];
}

/** Typography of a text element. FontFamily stays THEME_FONT until picked by hand (SPEC §3 theme rule). */
export function textStyleShape(d: TextStyleDefaults) {
  return {
    FontSize: fontSize(d.fontSize, d.mobileFontSize),
    FontFamily: fontFamilyOption,
    fontWeight: fontWeightSchema.default(d.fontWeight),
    lineHeight: lineHeightSchema.default(d.lineHeight),
    /** In px; negative tightens. */
    letterSpacing: z.number().min(-5).max(20).default(0),
    Alignment: z.enum(TEXT_ALIGNMENTS).default(d.alignment ?? 'left'),
    /** '' inherits the section's text colour. */
    TextColor: colorSchema.default(''),
  };
}

/** Where a click goes; resolved with SPEC §5 link rules ('/path', '#anchor', host). '' means no link. */
export const linkShape = {
  CustomLink: urlSchema.default(''),
  OpenInNewWindow: z.boolean().default(false),
};

export const inputStyleSchema = z.enum(INPUT_STYLES);

/** Same rule as form field names: they become keys of the submitted data. */
export const fieldNameSchema = formFieldSchema.shape.name;

export const TIME_ZONE_CODES = Object.keys(TIME_ZONES) as [TimeZoneCode, ...TimeZoneCode[]];
export const timeZoneSchema = z.enum(TIME_ZONE_CODES);

function isRealDate(value: string): boolean {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar date, 'YYYY-MM-DD'; '' means not set yet. */
export const localDateSchema = z
  .string()
  .regex(/^(?:\d{4}-\d{2}-\d{2})?$/, 'Enter a date as YYYY-MM-DD.')
  .refine((v) => v === '' || isRealDate(v), 'Not a calendar date.');

/** Wall-clock date and time in the element's own time zone, 'YYYY-MM-DDTHH:MM'; '' means not set yet. */
export const localDateTimeSchema = z
  .string()
  .regex(
    /^(?:\d{4}-\d{2}-\d{2}T(?:[01]\d|2[0-3]):[0-5]\d)?$/,
    'Enter a date and time as YYYY-MM-DD and HH:MM.',
  )
  .refine((v) => v === '' || isRealDate(v), 'Not a calendar date.');

/** Grid columns per device, e.g. three on desktop and one on phones. */
export function columnsOption(desktop: number, mobile: number) {
  return responsive(z.number().int().min(1).max(6)).default(() => ({ desktop, mobile }));
}

/** Server record ids travel as strings here; numeric ids from the API are accepted and kept. */
export const recordIdSchema = z.union([z.string().min(1).max(80), z.number().int().nonnegative()]);

export const heightOption = (desktop: number, mobile?: number) =>
  responsive(pixelSchema).default(() => (mobile === undefined ? { desktop } : { desktop, mobile }));

export const FONT_SIZE_RANGE = { min: EDITOR_FONT_SIZE_MIN, max: EDITOR_FONT_SIZE_MAX } as const;
