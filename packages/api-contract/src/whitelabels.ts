import { z } from 'zod';
import { itemEnvelope, listEnvelope, pageQuery } from './envelopes.ts';

/** SPEC §9: white labels list 10 per page, sorted by domain. */
export const whitelabelListQuery = pageQuery.extend({
  sort: z.enum(['domain', 'name', 'id']).default('domain'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type WhitelabelListQuery = z.infer<typeof whitelabelListQuery>;

export const certStatus = z.enum(['none', 'requested', 'active']);
export type CertStatus = z.infer<typeof certStatus>;

export const whitelabel = z.object({
  id: z.number().int(),
  domain: z.string(),
  domain_2: z.string().nullable(),
  name: z.string(),
  logo: z.string().nullable(),
  logo_wide: z.string().nullable(),
  logo_wide_white: z.string().nullable(),
  favicon: z.string().nullable(),
  /** A support chat script loaded for agency owners (SPEC §6); empty by default. */
  support_chat_url: z.string().nullable(),
  /**
   * `requested` once an admin asked for certificates, `active` once the TLS proxy asked the
   * domain check about one of its domains (it then holds or obtains the certificate).
   */
  cert_status: certStatus,
  cert_requested_at: z.string().nullable(),
  cert_checked_at: z.string().nullable(),
  agencies_count: z.number().int().nonnegative(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Whitelabel = z.infer<typeof whitelabel>;
export const whitelabelResponse = itemEnvelope(whitelabel);
export const whitelabelListResponse = listEnvelope(whitelabel);

const HOST = /^(?=.{1,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))*$/;
const host = z
  .string()
  .trim()
  .toLowerCase()
  .regex(HOST, 'The domain must be a host name such as app.example.com.');
/** An image address: https, or a path on the app itself (`/brand/logo.png`). */
const imageUrl = z
  .string()
  .trim()
  .max(2048)
  .refine(
    (value) => value === '' || /^https:\/\/\S+$/i.test(value) || /^\/(?!\/)\S*$/.test(value),
    'The image address must start with https:// or /.',
  )
  .transform((value) => (value === '' ? null : value))
  .nullable();
const scriptUrl = z
  .string()
  .trim()
  .max(2048)
  .refine(
    (value) => value === '' || /^https:\/\/\S+$/i.test(value),
    'The script address must start with https://.',
  )
  .transform((value) => (value === '' ? null : value))
  .nullable();

export const whitelabelBody = z
  .object({
    domain: host,
    domain_2: z
      .union([host, z.literal('')])
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .optional(),
    name: z.string().trim().min(1, 'The name field is required.').max(120),
    logo: imageUrl.optional(),
    logo_wide: imageUrl.optional(),
    logo_wide_white: imageUrl.optional(),
    favicon: imageUrl.optional(),
    support_chat_url: scriptUrl.optional(),
  })
  .strict();
export type WhitelabelBody = z.input<typeof whitelabelBody>;
export const updateWhitelabelBody = whitelabelBody
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to update.');
export type UpdateWhitelabelBody = z.input<typeof updateWhitelabelBody>;

/** What the TLS proxy's `ask` sends: `?domain=` (Caddy's on-demand TLS). */
export const domainCheckQuery = z.object({ domain: z.string().trim().toLowerCase().min(1).max(253) });
export const domainCheckResponse = itemEnvelope(
  z.object({ domain: z.string(), allowed: z.literal(true), kind: z.enum(['app', 'site']) }),
);

/** The images a white label carries; each is uploaded on its own. */
export const whitelabelLogoKinds = ['logo', 'logo_wide', 'logo_wide_white', 'favicon'] as const;
export const whitelabelLogoKind = z.enum(whitelabelLogoKinds);
export type WhitelabelLogoKind = z.infer<typeof whitelabelLogoKind>;
/** `POST /whitelabels/{id}/logos/{kind}` answers the stored image's address and size. */
export const whitelabelLogoResponse = itemEnvelope(
  z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }),
);
