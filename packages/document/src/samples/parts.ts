import { DEFAULT_MODERN_BUTTON, type ModernButtonOptions } from '../options/button.ts';
import { THEME_FONT } from '../options/font.ts';
import { type FormFieldPresetName, formFieldFromPreset } from '../options/form-fields.ts';

/** Option snippets the sample documents share, so each sample reads as content rather than config. */

export function textOptions(
  fontSize: number,
  extra: {
    mobile?: number;
    align?: 'left' | 'center' | 'right';
    color?: string;
    weight?: number;
    font?: string;
  } = {},
): Record<string, unknown> {
  return {
    FontSize:
      extra.mobile === undefined ? { desktop: fontSize } : { desktop: fontSize, mobile: extra.mobile },
    FontFamily: extra.font ?? THEME_FONT,
    fontWeight: extra.weight ?? 400,
    lineHeight: 1.5,
    Alignment: extra.align ?? 'left',
    TextColor: extra.color ?? '',
  };
}

export function button(text: string, overrides: Partial<ModernButtonOptions> = {}): ModernButtonOptions {
  return { ...DEFAULT_MODERN_BUTTON, Text: text, ...overrides };
}

export function formOptions(
  fields: FormFieldPresetName[],
  submitLabel: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    fields: fields.map((name) => formFieldFromPreset(name)),
    inputStyle: 'default',
    Button: button(submitLabel, { Width: 'fill' }),
    afterSubmit: 'message',
    successMessage: 'Thanks! We will be in touch within one business day.',
    integrationIds: [],
    ...extra,
  };
}

export function image(url: string, ratio: number, alt: string): Record<string, unknown> {
  return { Image: { url, Ratio: ratio }, alt, width: 100, BorderRadius: 8, CustomLink: '' };
}

/** A navigation element with its own links (no site menu picked yet). */
export function navigation(
  links: Array<[label: string, link: string]>,
  alignment: 'left' | 'center' | 'right',
): Record<string, unknown> {
  return {
    menuId: null,
    items: links.map(([label, link]) => ({ label, CustomLink: link, OpenInNewWindow: false })),
    Alignment: alignment,
    mobileMenu: 'hamburger',
  };
}

export function socialLinks(
  links: Array<[network: string, url: string]>,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return { links: links.map(([network, url]) => ({ network, url })), ...extra };
}

export const darkSection = {
  background: {
    color: '#0f172a',
    image: { url: '', size: 'cover', position: 'center center', repeat: 'no-repeat', fixed: false },
    video: { url: '' },
    overlayColor: '',
  },
} as const;
