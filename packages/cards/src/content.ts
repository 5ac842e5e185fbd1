import {
  CARD_CHANNEL_INFO,
  type ContactCardOptions,
  contactCardOptionsSchema,
  isSafeUrl,
  MESSAGES,
} from '@tessera/document';
import { z } from 'zod';
import { normalizeChannelValue, normalizeWebUrl } from './channels.ts';

/** What a card shows besides its widget options; the editor's form holds exactly this. */

export const CARD_TEXT_LIMITS = { name: 120, job_title: 120, company: 120, bio: 1000 } as const;

export const CARD_MESSAGES = {
  nameRequired: 'Enter the name shown on the card.',
  imageUrl: 'The image must be an uploaded image or an https:// link.',
  slug: 'Use 3 to 60 lower-case letters, digits and inner hyphens.',
  slugTaken: 'This custom URL is already taken.',
  duplicateField: 'Each lead-form field can be listed once.',
  needContactField: 'The lead form needs an email or phone field so you can follow up.',
  redirectUrl: 'Enter the page to send people to after they share their details.',
  cardLimit: MESSAGES.cardLimit,
} as const;

const SLUG = /^[a-z0-9](?:[a-z0-9-]{1,58}[a-z0-9])$/;

const trimmed = (max: number) => z.string().trim().max(max, `Use at most ${max} characters.`);

/** An uploaded image's address (absolute http(s) or a path on the same origin), or '' for none. */
export const cardImageUrl = z
  .string()
  .trim()
  .max(2048)
  .refine(
    (value) => value === '' || ((/^https?:\/\//i.test(value) || /^\/[^/\\]/.test(value)) && isSafeUrl(value)),
    CARD_MESSAGES.imageUrl,
  );

export const cardSlug = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => value === '' || SLUG.test(value), CARD_MESSAGES.slug);

/**
 * The widget options as the editor sends them: the document schema, then every channel value
 * checked for its channel (stored normalised: E.164 phones, full https links), the lead form's
 * fields unique, and a redirect target when redirecting.
 */
export const cardOptionsInput = contactCardOptionsSchema.transform((options, ctx): ContactCardOptions => {
  const buttons = options.ButtonList.map((button, index) => {
    const checked = normalizeChannelValue(button.Channel, button.Value);
    if (!checked.ok) {
      ctx.addIssue({ code: 'custom', message: checked.message, path: ['ButtonList', index, 'Value'] });
      return button;
    }
    return {
      ...button,
      Label: button.Label.trim() || CARD_CHANNEL_INFO[button.Channel].label,
      Value: checked.value,
    };
  });
  const seen = new Set<string>();
  options.FieldList.forEach((field, index) => {
    if (seen.has(field.name))
      ctx.addIssue({
        code: 'custom',
        message: CARD_MESSAGES.duplicateField,
        path: ['FieldList', index, 'name'],
      });
    seen.add(field.name);
  });
  if (options.ShowLeadForm && !seen.has('email') && !seen.has('phone'))
    ctx.addIssue({ code: 'custom', message: CARD_MESSAGES.needContactField, path: ['FieldList'] });
  let customUrl = options.CustomUrl.trim();
  if (options.Redirect || customUrl !== '') {
    const checked = normalizeWebUrl(customUrl);
    if (!checked.ok)
      ctx.addIssue({
        code: 'custom',
        message: customUrl === '' ? CARD_MESSAGES.redirectUrl : checked.message,
        path: ['CustomUrl'],
      });
    else customUrl = checked.value;
  }
  return { ...options, ButtonList: buttons, CustomUrl: customUrl };
});

export const cardContentInput = z.object({
  name: trimmed(CARD_TEXT_LIMITS.name).min(1, CARD_MESSAGES.nameRequired),
  job_title: trimmed(CARD_TEXT_LIMITS.job_title).default(''),
  company: trimmed(CARD_TEXT_LIMITS.company).default(''),
  bio: trimmed(CARD_TEXT_LIMITS.bio).default(''),
  photo_url: cardImageUrl.default(''),
  logo_url: cardImageUrl.default(''),
  cover_url: cardImageUrl.default(''),
  /** The card's custom URL path (its short URL always works too); '' for none. */
  slug: cardSlug.default(''),
  options: cardOptionsInput.prefault({}),
});
export type CardContentInput = z.input<typeof cardContentInput>;
export type CardContent = z.output<typeof cardContentInput>;

/** A new card's starting point: the default design with one "Save Contact" button. */
export function newCardContent(name: string): CardContent {
  return cardContentInput.parse({
    name,
    options: { ButtonList: [{ Channel: 'contact', Label: 'Save Contact', Value: '' }] },
  });
}
