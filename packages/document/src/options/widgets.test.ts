import { describe, expect, it } from 'vitest';
import { isRequired } from '../validators/rules.ts';
import { DEFAULT_NUMBER_BADGE, numberBadgeSchema } from './badge.ts';
import {
  CARD_CHANNELS,
  CARD_COLOR_THEMES,
  CARD_DESIGNS,
  contactCardOptionsSchema,
  DEFAULT_CARD_FORM_FIELDS,
  DEFAULT_CONTACT_CARD_OPTIONS,
  JOB_TITLE_CARD_FORM_FIELDS,
  withColorTheme,
} from './contact-card.ts';
import { FORM_FIELD_PRESETS, formFieldFromPreset, formFieldSchema } from './form-fields.ts';
import { imageValueSchema, logoValueSchema, uploadResponseSchema } from './media.ts';

describe('number badge, image, logo and upload values', () => {
  it('have the SPEC fields', () => {
    expect(Object.keys(DEFAULT_NUMBER_BADGE).sort()).toEqual(['ShowNumber', 'SkinCode', 'Text']);
    expect(numberBadgeSchema.safeParse({ SkinCode: 'trapezoid' }).success).toBe(false);
    expect(imageValueSchema.parse({})).toEqual({ url: '', Ratio: 0 });
    expect(logoValueSchema.parse({ url: 'https://x.test/logo.png', ShowWidth: 180, ShowHeight: 40 })).toEqual(
      {
        url: 'https://x.test/logo.png',
        ShowWidth: 180,
        ShowHeight: 40,
      },
    );
    expect(
      uploadResponseSchema.parse({
        url: 'https://x.test/a.webp',
        elementId: 'element-a',
        valueKey: 'Image',
        Ratio: 0.56,
      }),
    ).toMatchObject({ Ratio: 0.56, valueKey: 'Image' });
  });
});

describe('form field presets', () => {
  it('mark email and state required and phone and postalCode optional', () => {
    expect(Object.keys(FORM_FIELD_PRESETS)).toEqual([
      'fullName',
      'firstName',
      'lastName',
      'email',
      'phone',
      'address',
      'city',
      'state',
      'postalCode',
    ]);
    expect(isRequired(FORM_FIELD_PRESETS.email.rules)).toBe(true);
    expect(isRequired(FORM_FIELD_PRESETS.state.rules)).toBe(true);
    expect(isRequired(FORM_FIELD_PRESETS.phone.rules)).toBe(false);
    expect(isRequired(FORM_FIELD_PRESETS.postalCode.rules)).toBe(false);
    for (const name of Object.keys(FORM_FIELD_PRESETS) as (keyof typeof FORM_FIELD_PRESETS)[]) {
      expect(formFieldSchema.safeParse(formFieldFromPreset(name)).success).toBe(true);
    }
  });
});

describe('contact-card widget', () => {
  it('has 14 channels, 4 designs and 10 colour themes with real colours', () => {
    expect(CARD_CHANNELS).toHaveLength(14);
    expect(CARD_DESIGNS).toEqual(['Modern', 'Classic', 'Sleek', 'Elegant']);
    expect(Object.keys(CARD_COLOR_THEMES)).toEqual([
      'violet',
      'denim',
      'sky',
      'beach',
      'thyme',
      'banana',
      'tangerine',
      'tomato',
      'doughnut',
      'gravel',
    ]);
    for (const theme of Object.values(CARD_COLOR_THEMES)) {
      expect(theme.Color).toMatch(/^#[0-9a-f]{6}$/);
      expect(theme.SecondaryColor).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('defaults every SPEC field and the five card-form fields', () => {
    for (const key of [
      'Align',
      'Button',
      'IconList',
      'ShowLeadForm',
      'LeadForm',
      'FieldList',
      'ButtonList',
      'Design',
      'Integrations',
      'Powerby',
      'Redirect',
      'CustomUrl',
      'smart_ids',
    ]) {
      expect(DEFAULT_CONTACT_CARD_OPTIONS).toHaveProperty(key);
    }
    expect(Object.keys(DEFAULT_CONTACT_CARD_OPTIONS.Button)).toEqual(['Theme', 'HoverAnimation', 'Label']);
    expect(Object.keys(DEFAULT_CONTACT_CARD_OPTIONS.LeadForm)).toEqual([
      'ButtonLabel',
      'Headline',
      'Disclosure',
    ]);
    expect(Object.keys(DEFAULT_CONTACT_CARD_OPTIONS.Design)).toEqual([
      'Id',
      'ColorTheme',
      'Color',
      'SecondaryColor',
    ]);
    expect(DEFAULT_CONTACT_CARD_OPTIONS.FieldList.map((f) => f.name)).toEqual([
      'fullname',
      'company',
      'email',
      'phone',
      'note',
    ]);
    expect(DEFAULT_CARD_FORM_FIELDS.map((f) => f.name)).toEqual([
      'fullname',
      'company',
      'email',
      'phone',
      'note',
    ]);
    expect(JOB_TITLE_CARD_FORM_FIELDS.map((f) => f.name)).toEqual([
      'fullname',
      'company',
      'job',
      'email',
      'phone',
      'note',
    ]);
  });

  it('switching colour theme sets both colours', () => {
    const design = withColorTheme(DEFAULT_CONTACT_CARD_OPTIONS.Design, 'tomato');
    expect(design).toMatchObject({ ColorTheme: 'tomato', ...CARD_COLOR_THEMES.tomato });
  });

  it('refuses unknown channels and unsafe redirect URLs', () => {
    expect(contactCardOptionsSchema.safeParse({ IconList: ['fax'] }).success).toBe(false);
    expect(contactCardOptionsSchema.safeParse({ CustomUrl: 'javascript:alert(1)' }).success).toBe(false);
  });
});
