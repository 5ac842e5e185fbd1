import { z } from 'zod';
import { BUTTON_THEMES, HOVER_EFFECTS } from '../constants.ts';
import { colorSchema, urlSchema } from './primitives.ts';

/** The contact-save widget of a digital business card: a floating button that opens the card's channels. */

export const CARD_CHANNELS = [
  'email',
  'text',
  'call',
  'facebook',
  'whatsapp',
  'contact',
  'facetime',
  'website',
  'linkedin',
  'instagram',
  'twitter',
  'youtube',
  'tiktok',
  'snapchat',
] as const;
export type CardChannel = (typeof CARD_CHANNELS)[number];

/** What a channel's value is, so the editor picks the right input and validator. */
export const CARD_CHANNEL_INFO = {
  email: { label: 'Email', value: 'email' },
  text: { label: 'Text', value: 'phone' },
  call: { label: 'Call', value: 'phone' },
  facebook: { label: 'Facebook', value: 'url' },
  whatsapp: { label: 'WhatsApp', value: 'phone' },
  contact: { label: 'Save Contact', value: 'none' },
  facetime: { label: 'FaceTime', value: 'phone' },
  website: { label: 'Website', value: 'url' },
  linkedin: { label: 'LinkedIn', value: 'url' },
  instagram: { label: 'Instagram', value: 'url' },
  twitter: { label: 'Twitter', value: 'url' },
  youtube: { label: 'YouTube', value: 'url' },
  tiktok: { label: 'TikTok', value: 'url' },
  snapchat: { label: 'Snapchat', value: 'url' },
} as const satisfies Record<CardChannel, { label: string; value: 'email' | 'phone' | 'url' | 'none' }>;

export const CARD_DESIGNS = ['Modern', 'Classic', 'Sleek', 'Elegant'] as const;
export type CardDesign = (typeof CARD_DESIGNS)[number];

export const CARD_COLOR_THEMES = {
  violet: { Color: '#7c3aed', SecondaryColor: '#ede9fe' },
  denim: { Color: '#1e3a8a', SecondaryColor: '#dbeafe' },
  sky: { Color: '#0284c7', SecondaryColor: '#e0f2fe' },
  beach: { Color: '#0d9488', SecondaryColor: '#fef3c7' },
  thyme: { Color: '#4d7c0f', SecondaryColor: '#ecfccb' },
  banana: { Color: '#ca8a04', SecondaryColor: '#fef9c3' },
  tangerine: { Color: '#ea580c', SecondaryColor: '#ffedd5' },
  tomato: { Color: '#dc2626', SecondaryColor: '#fee2e2' },
  doughnut: { Color: '#db2777', SecondaryColor: '#fce7f3' },
  gravel: { Color: '#57534e', SecondaryColor: '#e7e5e4' },
} as const;
export type CardColorTheme = keyof typeof CARD_COLOR_THEMES;
export const CARD_COLOR_THEME_NAMES = Object.keys(CARD_COLOR_THEMES) as [CardColorTheme, ...CardColorTheme[]];

export const CARD_FORM_FIELD_NAMES = ['fullname', 'company', 'job', 'email', 'phone', 'note'] as const;
export type CardFormFieldName = (typeof CARD_FORM_FIELD_NAMES)[number];

export const cardFormFieldSchema = z.object({
  name: z.enum(CARD_FORM_FIELD_NAMES),
  label: z.string().max(100),
  required: z.boolean().default(false),
});
export type CardFormField = z.infer<typeof cardFormFieldSchema>;

export const DEFAULT_CARD_FORM_FIELDS: readonly CardFormField[] = [
  { name: 'fullname', label: 'Full Name', required: true },
  { name: 'company', label: 'Company', required: false },
  { name: 'email', label: 'Email', required: true },
  { name: 'phone', label: 'Phone', required: false },
  { name: 'note', label: 'Note', required: false },
];
/** The job-title variant: job goes right after company. */
export const JOB_TITLE_CARD_FORM_FIELDS: readonly CardFormField[] = [
  { name: 'fullname', label: 'Full Name', required: true },
  { name: 'company', label: 'Company', required: false },
  { name: 'job', label: 'Job Title', required: false },
  { name: 'email', label: 'Email', required: true },
  { name: 'phone', label: 'Phone', required: false },
  { name: 'note', label: 'Note', required: false },
];

export const cardButtonSchema = z.object({
  Channel: z.enum(CARD_CHANNELS),
  Label: z.string().max(100),
  /** Address, number or URL, per CARD_CHANNEL_INFO; empty for `contact`. */
  Value: z.string().max(2048).default(''),
});
export type CardButton = z.infer<typeof cardButtonSchema>;

export const contactCardOptionsSchema = z.object({
  Align: z.enum(['left', 'right']).default('right'),
  Button: z
    .object({
      Theme: z.enum(BUTTON_THEMES).default('pill'),
      HoverAnimation: z.enum(HOVER_EFFECTS).default('grow'),
      Label: z.string().max(100).default('Save Contact'),
    })
    .prefault({}),
  /** Channels shown as icons in the widget's header row. */
  IconList: z.array(z.enum(CARD_CHANNELS)).max(CARD_CHANNELS.length).default([]),
  ShowLeadForm: z.boolean().default(true),
  LeadForm: z
    .object({
      ButtonLabel: z.string().max(100).default('Share My Details'),
      Headline: z.string().max(200).default('Let’s stay in touch'),
      Disclosure: z
        .string()
        .max(1000)
        .default('By sharing your details you agree to be contacted about this conversation.'),
    })
    .prefault({}),
  FieldList: z
    .array(cardFormFieldSchema)
    .max(CARD_FORM_FIELD_NAMES.length)
    .default(() => DEFAULT_CARD_FORM_FIELDS.map((f) => ({ ...f }))),
  ButtonList: z.array(cardButtonSchema).max(CARD_CHANNELS.length).default([]),
  Design: z
    .object({
      Id: z.enum(CARD_DESIGNS).default('Modern'),
      ColorTheme: z.enum(CARD_COLOR_THEME_NAMES).default('violet'),
      Color: colorSchema.default(CARD_COLOR_THEMES.violet.Color),
      SecondaryColor: colorSchema.default(CARD_COLOR_THEMES.violet.SecondaryColor),
    })
    .prefault({}),
  /** Integration ids that receive captured leads. */
  Integrations: z.array(z.string().max(80)).max(50).default([]),
  /** Shows the white-label "powered by" line. */
  Powerby: z.boolean().default(true),
  /** After the lead form is sent, go to CustomUrl instead of showing a thank-you note. */
  Redirect: z.boolean().default(false),
  CustomUrl: urlSchema.default(''),
  /** Server-side ids of the smart links tied to this card. */
  smart_ids: z
    .array(z.union([z.string().max(80), z.number().int()]))
    .max(100)
    .default([]),
});
export type ContactCardOptions = z.infer<typeof contactCardOptionsSchema>;
export const DEFAULT_CONTACT_CARD_OPTIONS: ContactCardOptions = contactCardOptionsSchema.parse({});

/** Stored widget options as the current schema reads them; what no longer reads becomes the defaults. */
export function readCardOptions(stored: unknown): ContactCardOptions {
  const parsed = contactCardOptionsSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : contactCardOptionsSchema.parse({});
}

export function withColorTheme(design: ContactCardOptions['Design'], theme: CardColorTheme) {
  return { ...design, ColorTheme: theme, ...CARD_COLOR_THEMES[theme] };
}
