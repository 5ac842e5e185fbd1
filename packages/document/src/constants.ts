/**
 * SPEC §9 business constants and the option vocabularies the editor and renderer share.
 * One module so a change of a limit is one edit; `as const` keeps literal types for enums.
 */

export const BREAKPOINTS = { desktop: 1187, mobile: 767 } as const;

export const DEVICES = ['desktop', 'tablet', 'mobile'] as const;
export type Device = (typeof DEVICES)[number];
export const DEFAULT_DEVICE: Device = 'desktop';

export const DEFAULT_CURRENCY = '$';

export const DEFAULT_FONT = 'Poppins';

const ALL_WEIGHTS = [100, 200, 300, 400, 500, 600, 700, 800, 900] as const;

/**
 * The 22 families offered in the font picker, with the weights their @fontsource packages ship.
 * Nunito and Mulish also ship 1000; it is left out because the weight picker stops at 900.
 */
export const FONT_FAMILIES = [
  { family: 'Poppins', category: 'sans-serif', weights: ALL_WEIGHTS },
  { family: 'Roboto', category: 'sans-serif', weights: ALL_WEIGHTS },
  { family: 'Open Sans', category: 'sans-serif', weights: [300, 400, 500, 600, 700, 800] },
  { family: 'Lato', category: 'sans-serif', weights: [100, 300, 400, 700, 900] },
  { family: 'Montserrat', category: 'sans-serif', weights: ALL_WEIGHTS },
  { family: 'Raleway', category: 'sans-serif', weights: ALL_WEIGHTS },
  { family: 'Oswald', category: 'sans-serif', weights: [200, 300, 400, 500, 600, 700] },
  { family: 'Merriweather', category: 'serif', weights: [300, 400, 500, 600, 700, 800, 900] },
  { family: 'Playfair Display', category: 'serif', weights: [400, 500, 600, 700, 800, 900] },
  { family: 'Nunito', category: 'sans-serif', weights: [200, 300, 400, 500, 600, 700, 800, 900] },
  { family: 'Source Sans 3', category: 'sans-serif', weights: [200, 300, 400, 500, 600, 700, 800, 900] },
  { family: 'PT Sans', category: 'sans-serif', weights: [400, 700] },
  { family: 'Ubuntu', category: 'sans-serif', weights: [300, 400, 500, 700] },
  { family: 'Inter', category: 'sans-serif', weights: ALL_WEIGHTS },
  { family: 'Work Sans', category: 'sans-serif', weights: ALL_WEIGHTS },
  { family: 'Rubik', category: 'sans-serif', weights: [300, 400, 500, 600, 700, 800, 900] },
  { family: 'Noto Sans', category: 'sans-serif', weights: ALL_WEIGHTS },
  { family: 'Lora', category: 'serif', weights: [400, 500, 600, 700] },
  { family: 'Quicksand', category: 'sans-serif', weights: [300, 400, 500, 600, 700] },
  { family: 'Josefin Sans', category: 'sans-serif', weights: [100, 200, 300, 400, 500, 600, 700] },
  { family: 'Mulish', category: 'sans-serif', weights: [200, 300, 400, 500, 600, 700, 800, 900] },
  { family: 'Barlow', category: 'sans-serif', weights: ALL_WEIGHTS },
] as const;
export type FontFamilyName = (typeof FONT_FAMILIES)[number]['family'];
export const FONT_FAMILY_NAMES: readonly FontFamilyName[] = FONT_FAMILIES.map((f) => f.family);

export function fontWeightsOf(family: string): readonly number[] {
  return FONT_FAMILIES.find((f) => f.family === family)?.weights ?? [400, 700];
}

function range(from: number, to: number, step = 1): number[] {
  const out: number[] = [];
  // Integer steps avoid float drift (1.1 + 0.1 !== 1.2).
  const count = Math.round((to - from) / step);
  for (let i = 0; i <= count; i++) out.push(Math.round((from + i * step) * 1000) / 1000);
  return out;
}

export const EDITOR_FONT_SIZE_MIN = 8;
export const EDITOR_FONT_SIZE_MAX = 96;
export const EDITOR_FONT_SIZES: readonly number[] = range(EDITOR_FONT_SIZE_MIN, EDITOR_FONT_SIZE_MAX);
export const FONT_WEIGHTS = ALL_WEIGHTS;
export const LINE_HEIGHTS: readonly number[] = range(1, 2, 0.1);
export const RICH_TEXT_FONT_SIZES = [
  9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 24, 30, 32, 36, 40, 48, 60,
] as const;

export const HOURS: readonly string[] = range(0, 23).map((h) => String(h).padStart(2, '0'));

export const TIME_ZONES = {
  EST: 'America/New_York',
  PST: 'America/Los_Angeles',
  CST: 'America/Chicago',
  MST: 'America/Denver',
} as const;
export type TimeZoneCode = keyof typeof TIME_ZONES;

export const RECURRING_INTERVALS = ['Daily', 'Weekly', 'Monthly', 'Yearly'] as const;
export type RecurringInterval = (typeof RECURRING_INTERVALS)[number];

export const BUTTON_THEMES = [
  '3d',
  'square',
  '5pt-corner',
  '10pt-corner',
  '15pt-corner',
  '20pt-corner',
  'pill',
] as const;
export type ButtonTheme = (typeof BUTTON_THEMES)[number];

export const INPUT_STYLES = [
  'default',
  'gray',
  'lightgray',
  'borderwhite',
  'simple',
  '3dgradient',
  'simpleclean',
  'blackunderline',
] as const;
export type InputStyle = (typeof INPUT_STYLES)[number];

/** SPEC §9 positions; `none` (from the §3 button Border list) is kept apart so "no border" is explicit. */
export const BORDER_POSITIONS = ['full', 'top', 'bottom', 'topbottom', 'left', 'right', 'leftright'] as const;
export const BORDER_POSITIONS_WITH_NONE = ['none', ...BORDER_POSITIONS] as const;
export type BorderPosition = (typeof BORDER_POSITIONS_WITH_NONE)[number];
export const BORDER_STYLES = ['solid', 'dashed', 'dotted'] as const;
export type BorderStyle = (typeof BORDER_STYLES)[number];

export const SHADOW_LEVELS = [5, 10, 15, 20, 25, 30, 35, 40] as const;
export type ShadowLevel = (typeof SHADOW_LEVELS)[number];
export const SHADOW_KINDS = ['drop', 'inner'] as const;
export type ShadowKind = (typeof SHADOW_KINDS)[number];

/** Max content width in px; `null` means the full viewport width. */
export const CONTENT_WIDTHS = {
  ultrawide: 1600,
  fullwidth: null,
  wide: 1170,
  medium: 960,
  small: 720,
  mobile: 420,
} as const;
export type ContentWidth = keyof typeof CONTENT_WIDTHS;
export const CONTENT_WIDTH_NAMES = Object.keys(CONTENT_WIDTHS) as [ContentWidth, ...ContentWidth[]];

export const SLIDER_TYPES = ['default', 'coverflow', 'card', 'creative'] as const;
export const GALLERY_LAYOUTS = ['standard', 'masonry'] as const;
export const GALLERY_TYPES = [...SLIDER_TYPES, ...GALLERY_LAYOUTS] as const;
export type GalleryType = (typeof GALLERY_TYPES)[number];

export const ICON_THEMES = [
  'plain',
  'circle',
  'circle-outline',
  'square',
  'square-outline',
  'rounded',
  'rounded-outline',
  'diamond',
  'hexagon',
  'shadow',
  'gradient',
] as const;
export type IconTheme = (typeof ICON_THEMES)[number];

export const ICON_LIST_THEMES = [
  'check',
  'check-circle',
  'check-square',
  'check-double',
  'arrow',
  'arrow-circle',
  'chevron',
  'chevron-circle',
  'caret',
  'star',
  'star-circle',
  'heart',
  'plus',
  'plus-circle',
  'dot',
  'dash',
  'thumbs-up',
  'bolt',
  'flag',
  'number',
  'number-circle',
  'number-square',
] as const;
export type IconListTheme = (typeof ICON_LIST_THEMES)[number];

/** Hover effects shared by the older HoverClass and the newer HoverAnimation button fields. */
export const HOVER_EFFECTS = [
  'none',
  'grow',
  'shrink',
  'pulse',
  'float',
  'sink',
  'bob',
  'wobble',
  'buzz',
  'shake',
  'glow',
] as const;
export type HoverEffect = (typeof HOVER_EFFECTS)[number];

export const ENTRANCE_ANIMATIONS = [
  'none',
  'fadeIn',
  'fadeInUp',
  'fadeInDown',
  'fadeInLeft',
  'fadeInRight',
  'zoomIn',
  'slideInUp',
  'slideInLeft',
  'slideInRight',
  'bounceIn',
  'flipInX',
] as const;
export type EntranceAnimation = (typeof ENTRANCE_ANIMATIONS)[number];

/** Mask shapes for the number badge's SkinCode. */
export const BADGE_SKINS = [
  'circle',
  'square',
  'rounded',
  'hexagon',
  'octagon',
  'diamond',
  'star',
  'shield',
  'burst',
  'blob',
] as const;
export type BadgeSkin = (typeof BADGE_SKINS)[number];

export const DEFAULT_BUTTON_FONT_SIZE = 14;
export const DEFAULT_BUTTON_ICON_SIZE = 14;
export const MOBILE_BUTTON_FONT_SIZE = 15;
export const MOBILE_BUTTON_SUB_FONT_SIZE = 10;

export const LOGO_MAX = { width: 300, height: 60 } as const;

export const IMAGE_CROP = { aspectRatio: 1.5, width: 1200, height: 1800, format: 'webp' } as const;
export const META_IMAGE = { aspectRatio: 16 / 9, tolerance: 0.01 } as const;
export const RATIO_DETECT_DELAY_MS = 500;
export const RATIO_DECIMALS = 2;

export const MIN_COLUMN_WIDTH = 10;
/** Rows inside columns inside rows…: deeper than this cannot be laid out usefully on any screen. */
export const MAX_ROW_NESTING = 8;
/** Follows from MIN_COLUMN_WIDTH: an 11th column could not get 10 % of the row. */
export const MAX_COLUMNS_PER_ROW = 10;

export const TOAST_DURATION_MS = 5000;
export const SCRIPT_CHUNK_TIMEOUT_MS = 120000;
export const STOCK_IMAGE_PAGE_SIZE = 12;
export const AGENCY_LIST_PAGE_SIZE = 10;
export const WHITELABEL_LIST_PAGE_SIZE = 10;
/** SPEC §5: "shorter than 63", so 62 is the longest accepted subdomain. */
export const SUBDOMAIN_MAX_LENGTH = 62;
export const PHONE_MIN_LENGTH = 6;
export const HIDDEN_PHONE_TERRITORIES = ['IO', 'NR', 'SH', 'SX', 'TK', 'WF'] as const;
export const DEMO_TRIAL_TEXT = '14-day free trial';
export const DEFAULT_POPUP_DELAY = 0;
export const SLIDER_DEFAULTS = { height: 500, durationSeconds: 5 } as const;
