import { z } from 'zod';
import {
  BORDER_POSITIONS_WITH_NONE,
  BORDER_STYLES,
  DEFAULT_BUTTON_FONT_SIZE,
  DEFAULT_BUTTON_ICON_SIZE,
  type Device,
  HOVER_EFFECTS,
  MOBILE_BUTTON_FONT_SIZE,
  MOBILE_BUTTON_SUB_FONT_SIZE,
} from '../constants.ts';
import { elementBaseShape, fontFamilyOption } from './element-base.ts';
import { fontSizeSchema } from './font.ts';
import { imageValueSchema } from './media.ts';
import { colorSchema, pixelSchema, smallPixelSchema, urlSchema } from './primitives.ts';
import { shadowSchema } from './shadow.ts';
import type { Theme } from './theme.ts';

/**
 * The two button option kinds of SPEC §3, told apart by `kind`:
 * - `classic`: the older button (every field of the older list);
 * - `modern`: the newer button, every classic field plus the newer ones.
 * Options without `kind` are classic, which is what every stored older button is.
 *
 * Colour fields left '' fall back to the page theme (ButtonTextColor, ButtonBackground,
 * ButtonBorderColor). Of PageId, SectionId / WebSectionId and CustomLink the editor keeps one set;
 * `links.ts` resolves them in that order.
 */
export const BUTTON_KINDS = ['classic', 'modern'] as const;
export type ButtonKind = (typeof BUTTON_KINDS)[number];

export const BUTTON_ACTION_TYPES = ['other', 'popup'] as const;
export const RADIUS_EDGES = ['toponly', 'bottomonly'] as const;
export const BUTTON_WIDTHS = ['fill', 'auto'] as const;
export const ALIGNMENTS = ['left', 'center', 'right'] as const;
export const IMAGE_ALIGNMENTS = ['left', 'right'] as const;

/** Icon names are looked up by the editor and renderer, never put into markup raw. */
export const iconNameSchema = z
  .string()
  .max(80)
  .regex(/^[a-z0-9 _-]*$/i, 'Icon name is invalid.');

const classicShape = {
  ...elementBaseShape,
  Text: z.string().max(500).default('Get Started'),
  SubText: z.string().max(500).default(''),
  TextColor: colorSchema.default(''),
  SubTextColor: colorSchema.default(''),
  FontSize: fontSizeSchema.default(DEFAULT_BUTTON_FONT_SIZE),
  SubFontSize: fontSizeSchema.default(12),
  FontFamily: fontFamilyOption,
  Icon: iconNameSchema.default(''),
  /** Icon after the text instead of before it. */
  IconAfter: z.boolean().default(false),
  IconSize: fontSizeSchema.default(DEFAULT_BUTTON_ICON_SIZE),
  BackgroundColor: colorSchema.default(''),
  BorderStyle: z.enum(BORDER_STYLES).default('solid'),
  BorderColor: colorSchema.default(''),
  Border: z.enum(BORDER_POSITIONS_WITH_NONE).default('none'),
  BorderWidth: smallPixelSchema.default(1),
  BorderRadius: smallPixelSchema.default(4),
  /** null rounds every corner; toponly / bottomonly round just that edge. */
  RadiusEdge: z.enum(RADIUS_EDGES).nullable().default(null),
  Width: z.enum(BUTTON_WIDTHS).default('auto'),
  Alignment: z.enum(ALIGNMENTS).default('center'),
  ImageAlignment: z.enum(IMAGE_ALIGNMENTS).default('left'),
  PaddingTop: pixelSchema.default(12),
  PaddingBottom: pixelSchema.default(12),
  PaddingLeft: pixelSchema.default(24),
  PaddingRight: pixelSchema.default(24),
  BoxShadow: shadowSchema.prefault({}),
  TextShadow: z.boolean().default(false),
  HoverClass: z.enum(HOVER_EFFECTS).default('none'),
  /** Landing page id (the server's page id; numeric in the API). */
  PageId: z
    .union([z.number().int(), z.string().max(64)])
    .nullable()
    .default(null),
  SectionId: z.string().max(80).nullable().default(null),
  CustomLink: urlSchema.default(''),
  OpenInNewWindow: z.boolean().default(false),
  ShowImage: z.boolean().default(false),
  Image: imageValueSchema.prefault({}),
  ShowWidth: pixelSchema.default(40),
  ShowHeight: pixelSchema.default(40),
};

export const classicButtonOptionsSchema = z.object({
  kind: z.literal('classic'),
  ...classicShape,
});

export const modernButtonOptionsSchema = z.object({
  kind: z.literal('modern'),
  ...classicShape,
  ActionType: z.enum(BUTTON_ACTION_TYPES).default('other'),
  /**
   * Not among the SPEC field names: an `ActionType: 'popup'` button has to say which popup it
   * opens, and this is where.
   */
  PopupId: z.string().max(80).nullable().default(null),
  WebSectionId: z.string().max(80).nullable().default(null),
  /** The button's own fill; `BackgroundColor` on a modern button paints the strip behind it. */
  ButtonBackgroundColor: colorSchema.default(''),
  /** null falls back to the SPEC §9 mobile sizes (15 / 10). */
  MobileFontSize: fontSizeSchema.nullable().default(null),
  MobileSubFontSize: fontSizeSchema.nullable().default(null),
  HoverButtonBackgroundColor: colorSchema.default(''),
  HoverTextColor: colorSchema.default(''),
  HoverSubTextColor: colorSchema.default(''),
  HoverBorderColor: colorSchema.default(''),
  HoverAnimation: z.enum(HOVER_EFFECTS).default('none'),
});

function withDefaultKind(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || 'kind' in value) return value;
  return { ...value, kind: 'classic' };
}

export const buttonOptionsSchema = z.preprocess(
  withDefaultKind,
  z.discriminatedUnion('kind', [classicButtonOptionsSchema, modernButtonOptionsSchema]),
);
export type ClassicButtonOptions = z.infer<typeof classicButtonOptionsSchema>;
export type ModernButtonOptions = z.infer<typeof modernButtonOptionsSchema>;
export type ButtonOptions = ClassicButtonOptions | ModernButtonOptions;

export const DEFAULT_CLASSIC_BUTTON: ClassicButtonOptions = classicButtonOptionsSchema.parse({
  kind: 'classic',
});
export const DEFAULT_MODERN_BUTTON: ModernButtonOptions = modernButtonOptionsSchema.parse({ kind: 'modern' });
/** New buttons are modern; classic exists for documents made before it. */
export const DEFAULT_BUTTON_OPTIONS: ButtonOptions = DEFAULT_MODERN_BUTTON;

/** Converts an older button; every older field keeps its meaning, newer fields get their defaults. */
export function toModernButton(options: ButtonOptions): ModernButtonOptions {
  if (options.kind === 'modern') return options;
  return {
    ...DEFAULT_MODERN_BUTTON,
    ...options,
    kind: 'modern',
    ButtonBackgroundColor: options.BackgroundColor,
    BackgroundColor: '',
    WebSectionId: options.SectionId,
    SectionId: null,
    HoverAnimation: options.HoverClass,
  };
}

export function buttonFontSizes(options: ButtonOptions, device: Device): { text: number; sub: number } {
  if (device !== 'mobile') return { text: options.FontSize, sub: options.SubFontSize };
  if (options.kind === 'modern') {
    return {
      text: options.MobileFontSize ?? MOBILE_BUTTON_FONT_SIZE,
      sub: options.MobileSubFontSize ?? MOBILE_BUTTON_SUB_FONT_SIZE,
    };
  }
  return { text: MOBILE_BUTTON_FONT_SIZE, sub: MOBILE_BUTTON_SUB_FONT_SIZE };
}

export interface ButtonColors {
  text: string;
  subText: string;
  background: string;
  border: string;
  hoverText: string;
  hoverSubText: string;
  hoverBackground: string;
  hoverBorder: string;
}

/** Resting and hover colours after the theme fallback; hover colours fall back to the resting ones. */
export function buttonColors(options: ButtonOptions, theme: Theme): ButtonColors {
  const text = options.TextColor || theme.ButtonTextColor;
  const subText = options.SubTextColor || text;
  const ownBackground = options.kind === 'modern' ? options.ButtonBackgroundColor : options.BackgroundColor;
  const background = ownBackground || theme.ButtonBackground;
  const border = options.BorderColor || theme.ButtonBorderColor;
  if (options.kind === 'classic') {
    return {
      text,
      subText,
      background,
      border,
      hoverText: text,
      hoverSubText: subText,
      hoverBackground: background,
      hoverBorder: border,
    };
  }
  return {
    text,
    subText,
    background,
    border,
    hoverText: options.HoverTextColor || text,
    hoverSubText: options.HoverSubTextColor || subText,
    hoverBackground: options.HoverButtonBackgroundColor || background,
    hoverBorder: options.HoverBorderColor || border,
  };
}
