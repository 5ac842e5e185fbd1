/**
 * Every validation message shown to users, in one place so UI and tests quote the same text.
 * The domain, subdomain, include, meta-image and card-limit texts are SPEC wording, kept exactly
 * (including the card-limit typo "Pleaes", which users of the product already know).
 */
export const MESSAGES = {
  required: 'This field is required.',
  email: 'Email format is invalid.',
  url: 'URL format is invalid.',
  phone: 'Phone number is invalid.',
  domain: 'Domain format is invalid.',
  subdomain: 'Subdomain format is invalid.',
  include: (word: string) => `The field required ${word}`,
  listStart: 'Start index must be greater than 0.',
  mediaUrlEmpty: 'Media URL must not be empty.',
  mediaUrlUnsupported: 'Media URL is not supported.',
  metaImageRatio: 'Only 16:9 images are allowed.',
  cardLimit: 'You already reached the max card limit. Pleaes contact admin to increase.',
} as const;
