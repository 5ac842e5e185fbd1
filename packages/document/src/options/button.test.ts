import { describe, expect, it } from 'vitest';
import {
  buttonColors,
  buttonFontSizes,
  buttonOptionsSchema,
  DEFAULT_BUTTON_OPTIONS,
  DEFAULT_CLASSIC_BUTTON,
  DEFAULT_MODERN_BUTTON,
  toModernButton,
} from './button.ts';
import { DEFAULT_THEME } from './theme.ts';

const OLDER_FIELDS = [
  'Text',
  'SubText',
  'TextColor',
  'SubTextColor',
  'FontSize',
  'SubFontSize',
  'FontFamily',
  'Icon',
  'IconAfter',
  'IconSize',
  'BackgroundColor',
  'BorderStyle',
  'BorderColor',
  'Border',
  'BorderWidth',
  'BorderRadius',
  'RadiusEdge',
  'Width',
  'Alignment',
  'ImageAlignment',
  'PaddingTop',
  'PaddingBottom',
  'PaddingLeft',
  'PaddingRight',
  'BoxShadow',
  'TextShadow',
  'HoverClass',
  'PageId',
  'SectionId',
  'CustomLink',
  'OpenInNewWindow',
  'ShowImage',
  'Image',
  'ShowWidth',
  'ShowHeight',
];
const NEWER_FIELDS = [
  'ActionType',
  'WebSectionId',
  'ButtonBackgroundColor',
  'MobileFontSize',
  'MobileSubFontSize',
  'HoverButtonBackgroundColor',
  'HoverTextColor',
  'HoverSubTextColor',
  'HoverBorderColor',
  'HoverAnimation',
];

describe('button options', () => {
  it('the older kind has every SPEC §3 field', () => {
    for (const field of OLDER_FIELDS) expect(DEFAULT_CLASSIC_BUTTON, field).toHaveProperty(field);
    for (const field of NEWER_FIELDS) expect(DEFAULT_CLASSIC_BUTTON, field).not.toHaveProperty(field);
  });

  it('the newer kind adds the newer fields', () => {
    for (const field of [...OLDER_FIELDS, ...NEWER_FIELDS])
      expect(DEFAULT_MODERN_BUTTON, field).toHaveProperty(field);
    expect(DEFAULT_BUTTON_OPTIONS.kind).toBe('modern');
  });

  it('defaults font and icon size to 14 / 14', () => {
    expect(DEFAULT_CLASSIC_BUTTON.FontSize).toBe(14);
    expect(DEFAULT_CLASSIC_BUTTON.IconSize).toBe(14);
  });

  it('reads options without `kind` as the older kind', () => {
    const parsed = buttonOptionsSchema.parse({ Text: 'Buy' });
    expect(parsed.kind).toBe('classic');
    expect(parsed.Text).toBe('Buy');
    expect(buttonOptionsSchema.parse({ kind: 'modern', ActionType: 'popup' }).kind).toBe('modern');
    expect(buttonOptionsSchema.safeParse({ kind: 'fancy' }).success).toBe(false);
    expect(buttonOptionsSchema.safeParse({ kind: 'classic', Border: 'diagonal' }).success).toBe(false);
    expect(buttonOptionsSchema.safeParse({ kind: 'classic', RadiusEdge: 'toponly' }).success).toBe(true);
    expect(
      buttonOptionsSchema.safeParse({ kind: 'classic', CustomLink: 'javascript:alert(1)' }).success,
    ).toBe(false);
  });

  it('uses the SPEC mobile fallbacks 15 / 10', () => {
    expect(buttonFontSizes(DEFAULT_CLASSIC_BUTTON, 'mobile')).toEqual({ text: 15, sub: 10 });
    expect(buttonFontSizes(DEFAULT_MODERN_BUTTON, 'mobile')).toEqual({ text: 15, sub: 10 });
    expect(
      buttonFontSizes({ ...DEFAULT_MODERN_BUTTON, MobileFontSize: 18, MobileSubFontSize: 11 }, 'mobile'),
    ).toEqual({
      text: 18,
      sub: 11,
    });
    expect(buttonFontSizes(DEFAULT_MODERN_BUTTON, 'desktop')).toEqual({ text: 14, sub: 12 });
  });

  it('fills unset colours from the theme and hover colours from the resting ones', () => {
    const colors = buttonColors(DEFAULT_MODERN_BUTTON, DEFAULT_THEME);
    expect(colors.text).toBe(DEFAULT_THEME.ButtonTextColor);
    expect(colors.background).toBe(DEFAULT_THEME.ButtonBackground);
    expect(colors.border).toBe(DEFAULT_THEME.ButtonBorderColor);
    expect(colors.hoverBackground).toBe(colors.background);
    const own = buttonColors(
      { ...DEFAULT_MODERN_BUTTON, ButtonBackgroundColor: '#111', HoverButtonBackgroundColor: '#222' },
      DEFAULT_THEME,
    );
    expect(own.background).toBe('#111');
    expect(own.hoverBackground).toBe('#222');
    expect(
      buttonColors({ ...DEFAULT_CLASSIC_BUTTON, BackgroundColor: '#333' }, DEFAULT_THEME).background,
    ).toBe('#333');
  });

  it('converts an older button to the newer kind keeping its meaning', () => {
    const modern = toModernButton({
      ...DEFAULT_CLASSIC_BUTTON,
      BackgroundColor: '#123456',
      SectionId: 'section-a',
      HoverClass: 'grow',
    });
    expect(modern.kind).toBe('modern');
    expect(modern.ButtonBackgroundColor).toBe('#123456');
    expect(modern.BackgroundColor).toBe('');
    expect(modern.WebSectionId).toBe('section-a');
    expect(modern.HoverAnimation).toBe('grow');
    expect(toModernButton(DEFAULT_MODERN_BUTTON)).toBe(DEFAULT_MODERN_BUTTON);
  });
});
