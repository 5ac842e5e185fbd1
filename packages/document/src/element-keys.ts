/**
 * The 41 element type keys. packages/elements has one folder per key, the palette groups them
 * by category, and documents store them in `element.key`; all three must agree on these strings.
 */

export const PALETTE_CATEGORIES = ['All', 'Text', 'Form', 'Order', 'Media', 'Countdown', 'Misc'] as const;
export type PaletteCategory = (typeof PALETTE_CATEGORIES)[number];
/** 'All' is a view over every element, never an element's own category. */
export type ElementCategory = Exclude<PaletteCategory, 'All'>;

export const ELEMENT_KEYS = [
  'headline',
  'h1',
  'h2',
  'h3',
  'subheadline',
  'paragraph',
  'bullet-list',
  'faq',
  'button',
  'checkbox',
  'dropdown',
  'input',
  'textarea',
  'form',
  'coupon',
  'credit-card',
  'order-select',
  'order-summary',
  'payment-link',
  'audio',
  'video',
  'image',
  'gallery',
  'youtube-gallery',
  'podcast-gallery',
  'blog',
  'countdown',
  'minute-timer',
  'day-timer',
  'map',
  'google-review',
  'webinar-info',
  'html',
  'icon',
  'icon-feature',
  'image-feature',
  'navigation',
  'social-link',
  'social-sharing',
  'logo',
  'numbered-items',
] as const;
export type ElementKey = (typeof ELEMENT_KEYS)[number];

export const ELEMENT_CATEGORY = {
  headline: 'Text',
  h1: 'Text',
  h2: 'Text',
  h3: 'Text',
  subheadline: 'Text',
  paragraph: 'Text',
  'bullet-list': 'Text',
  faq: 'Text',
  button: 'Form',
  checkbox: 'Form',
  dropdown: 'Form',
  input: 'Form',
  textarea: 'Form',
  form: 'Form',
  coupon: 'Order',
  'credit-card': 'Order',
  'order-select': 'Order',
  'order-summary': 'Order',
  'payment-link': 'Order',
  audio: 'Media',
  video: 'Media',
  image: 'Media',
  gallery: 'Media',
  'youtube-gallery': 'Media',
  'podcast-gallery': 'Media',
  blog: 'Media',
  countdown: 'Countdown',
  'minute-timer': 'Countdown',
  'day-timer': 'Countdown',
  map: 'Misc',
  'google-review': 'Misc',
  'webinar-info': 'Misc',
  html: 'Misc',
  icon: 'Misc',
  'icon-feature': 'Misc',
  'image-feature': 'Misc',
  navigation: 'Misc',
  'social-link': 'Misc',
  'social-sharing': 'Misc',
  logo: 'Misc',
  'numbered-items': 'Misc',
} as const satisfies Record<ElementKey, ElementCategory>;

const KEY_SET: ReadonlySet<string> = new Set(ELEMENT_KEYS);

export function isElementKey(value: unknown): value is ElementKey {
  return typeof value === 'string' && KEY_SET.has(value);
}

export function elementsInCategory(category: PaletteCategory): ElementKey[] {
  if (category === 'All') return [...ELEMENT_KEYS];
  return ELEMENT_KEYS.filter((key) => ELEMENT_CATEGORY[key] === category);
}
