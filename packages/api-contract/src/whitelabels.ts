import { z } from 'zod';
import { anyone, endpoint, forRoles } from './endpoint.ts';
import { idParams, itemEnvelope, listEnvelope, pageQuery } from './envelopes.ts';
import { recordId } from './inputs.ts';

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

/** Stored image names: `{kind}-{16 hex}.png`, the only names the serving route accepts. */
export const WHITELABEL_LOGO_FILE = /^(logo|logo_wide|logo_wide_white|favicon)-[a-f0-9]{16}\.png$/;

const admins = forRoles(['Admin'], { kind: 'platform' });
const fields =
  '`domain`, `domain_2`, `name`, `logo`, `logo_wide`, `logo_wide_white`, `favicon`, `support_chat_url`';

/** White labels (SPEC §1): the brands the app is served under, managed by admins. */
export const whitelabelEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/whitelabels',
    query: whitelabelListQuery,
    responses: { 200: whitelabelListResponse },
    access: admins,
    summary: 'White labels, 10 per page sorted by domain',
    notes:
      'Each with its certificate state (`cert_status`: `none`, `requested`, `active`) and `agencies_count`.',
  }),
  create: endpoint({
    method: 'POST',
    path: '/whitelabels',
    body: whitelabelBody,
    responses: { 200: whitelabelResponse },
    access: admins,
    summary: 'Adds a white label',
    notes: `Body: ${fields}; a domain another white label or a site uses is 422.`,
  }),
  get: endpoint({
    method: 'GET',
    path: '/whitelabels/:id',
    params: idParams,
    responses: { 200: whitelabelResponse },
    access: admins,
    summary: 'One white label',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/whitelabels/:id',
    params: idParams,
    body: updateWhitelabelBody,
    responses: { 200: whitelabelResponse },
    access: admins,
    summary: 'Changes a white label',
    notes: `Body: any of ${fields}.`,
  }),
  requestCertificate: endpoint({
    method: 'POST',
    path: '/whitelabels/:id/cert',
    params: idParams,
    responses: { 200: whitelabelResponse },
    access: admins,
    summary: "Lets the TLS proxy obtain certificates for the white label's domains (docs/operations.md)",
    notes: 'Audited (`whitelabel.cert_requested`).',
  }),
  uploadLogo: endpoint({
    method: 'POST',
    path: '/whitelabels/:id/logos/:kind',
    params: z.object({ id: recordId, kind: whitelabelLogoKind }),
    responses: { 200: whitelabelLogoResponse },
    access: admins,
    transport: 'multipart',
    summary: "Uploads one of a white label's images (`logo`, `logo_wide`, `logo_wide_white`, `favicon`)",
    notes:
      'Multipart, one part `file`: re-encoded as PNG scaled into its box, stored under a name carrying its content hash and set on the white label; answers `{ data: { url, width, height } }`.',
  }),
  logo: endpoint({
    method: 'GET',
    path: '/whitelabels/:id/logos/:file',
    params: z.object({ id: recordId, file: z.string().regex(WHITELABEL_LOGO_FILE) }),
    // The PNG's bytes: a file answer is never checked against a schema.
    responses: { 200: z.string() },
    access: anyone,
    download: true,
    summary: "A white label's stored image",
    notes:
      'Public: logos show on the sign-in screen. `Cache-Control: public, max-age=31536000, immutable` (a name is never reused).',
  }),
  domainCheck: endpoint({
    method: 'GET',
    path: '/tls/domain-check',
    query: domainCheckQuery,
    responses: { 200: domainCheckResponse },
    access: anyone,
    summary: "Caddy's `on_demand_tls ask`: 200 for known app and site hosts, else 404",
    notes:
      'App domains count once an admin requested their certificates; the ask marks the certificate active. 600 a minute per IP (docs/operations.md).',
  }),
};
