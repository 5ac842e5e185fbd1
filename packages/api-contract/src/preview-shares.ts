import { z } from 'zod';
import { anyone, endpoint, onSite } from './endpoint.ts';
import { actionResult, itemEnvelope, listEnvelope, pageQuery } from './envelopes.ts';
import { recordId } from './inputs.ts';
import { previewKinds } from './pages.ts';

/**
 * Share links of previews (SPEC §2 public preview routes): a signed link a guest opens without
 * signing in, until it expires or is revoked. A link names one record (`kind`, `id`, as the
 * preview links do); the token it carries names the share's row, so revoking the row ends it.
 */

export const shareExpiries = ['1h', '1d', '7d', '30d'] as const;
export type ShareExpiry = (typeof shareExpiries)[number];

/** How long each expiry choice lasts. */
export const SHARE_EXPIRY_MS: Readonly<Record<ShareExpiry, number>> = {
  '1h': 60 * 60 * 1000,
  '1d': 24 * 60 * 60 * 1000,
  '7d': 7 * 24 * 60 * 60 * 1000,
  '30d': 30 * 24 * 60 * 60 * 1000,
};

/** Live links one record may have at a time: a guard against a script minting them in bulk. */
export const MAX_LIVE_SHARES_PER_RECORD = 50;

export const PREVIEW_SHARE_MESSAGES = {
  kind: 'Choose what to share.',
  expiry: 'Choose how long the link works: 1 hour, 1 day, 7 days or 30 days.',
  tooMany: `This item already has ${MAX_LIVE_SHARES_PER_RECORD} working share links. Revoke some first.`,
  notFound: 'Share link not found.',
  recordNotFound: 'There is nothing to share here, or you may not share it.',
  invalid: 'This preview link is not valid. Check that it was copied whole.',
  expired: 'This preview link has expired.',
  revoked: 'This preview link was turned off by the person who shared it.',
  gone: 'What this link showed has been deleted.',
} as const;

const shareKind = z.enum(previewKinds, { error: PREVIEW_SHARE_MESSAGES.kind });

/** `POST /preview-shares`: a link to the record's draft for `expires_in`. */
export const createPreviewShareBody = z
  .object({
    kind: shareKind,
    id: recordId,
    expires_in: z.enum(shareExpiries, { error: PREVIEW_SHARE_MESSAGES.expiry }),
  })
  .strict();
export type CreatePreviewShareBody = z.infer<typeof createPreviewShareBody>;

/** `GET /preview-shares?kind=&id=`: the record's links, the working ones unless `status=all`. */
export const previewShareListQuery = pageQuery.extend({
  kind: shareKind,
  id: recordId,
  status: z.enum(['active', 'all']).default('active'),
});
export type PreviewShareListQuery = z.input<typeof previewShareListQuery>;

export const previewShareIdParams = z.object({ id: recordId });

export const previewShareState = z.enum(['active', 'expired', 'revoked']);
export type PreviewShareState = z.infer<typeof previewShareState>;

const person = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const previewShare = z.object({
  id: z.number().int(),
  kind: z.enum(previewKinds),
  record_id: z.number().int(),
  /** What the link carries (`#share={token}` on the record's preview route); null once it stopped working. */
  token: z.string().nullable(),
  state: previewShareState,
  expires_at: z.string(),
  created_at: z.string(),
  /** Who issued it; null once that user is deleted. */
  created_by: person,
  revoked_at: z.string().nullable(),
  revoked_by: person,
  open_count: z.number().int(),
  last_opened_at: z.string().nullable(),
});
export type PreviewShare = z.infer<typeof previewShare>;
export const previewShareResponse = itemEnvelope(previewShare);
export const previewShareListResponse = listEnvelope(previewShare);

/** `POST /preview-shares/open` (no sign-in): the token of a share link. */
export const openPreviewShareBody = z
  .object({ token: z.string({ error: PREVIEW_SHARE_MESSAGES.invalid }).min(1).max(1000) })
  .strict();
export type OpenPreviewShareBody = z.input<typeof openPreviewShareBody>;

/** A working link: where its preview is shown now (a ten-minute link on the sites origin). */
export const openPreviewShareResponse = itemEnvelope(
  z.object({
    url: z.string(),
    expires_at: z.string(),
    kind: z.enum(previewKinds),
    record_id: z.number().int(),
  }),
);

/** Why a share link shows nothing: 404 (`invalid`, `gone`) or 410 (`expired`, `revoked`). */
export const previewShareRefusal = z.object({
  message: z.string(),
  reason: z.enum(['invalid', 'gone', 'expired', 'revoked']),
  /** When an expired link stopped working. */
  expired_at: z.string().optional(),
});
export type PreviewShareRefusal = z.infer<typeof previewShareRefusal>;

/**
 * Whoever may preview a record may share it: `view` on the site of a `page` or `blog-post`
 * (admins: template and admin-blog sites), admins for `page-template`, `course`, `order-page` and
 * `block` (others 403). The service checks it per record, so the access names the site's rule.
 */
const mayPreview = onSite('view', { admins: true });
const WHO_SHARES =
  'Whoever may preview the record: `view` on the site of a `page` or `blog-post` (admins: template and admin-blog sites), admins for `page-template`, `course`, `order-page`, `block` (others 403).';

export const previewShareEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/preview-shares',
    body: createPreviewShareBody,
    responses: { 201: previewShareResponse },
    access: mayPreview,
    summary: "Issues a share link of a record's preview",
    notes: `${WHO_SHARES} Body \`{ kind, id, expires_in: '1h' | '1d' | '7d' | '30d' }\`: 201 with the share \`{ id, kind, record_id, token, state, expires_at, created_at, created_by: {id, name}, revoked_at, revoked_by, open_count, last_opened_at }\`. At most ${MAX_LIVE_SHARES_PER_RECORD} working links per record (422). Audited (\`preview_share.issued\`).`,
  }),
  list: endpoint({
    method: 'GET',
    path: '/preview-shares',
    query: previewShareListQuery,
    responses: { 200: previewShareListResponse },
    access: mayPreview,
    summary: "A record's share links, newest first",
    notes: `${WHO_SHARES} Query \`kind\`, \`id\`; \`status=active\` (default: neither expired nor revoked) or \`all\`; \`token\` is null on links that no longer work.`,
  }),
  revoke: endpoint({
    method: 'DELETE',
    path: '/preview-shares/:id',
    params: previewShareIdParams,
    responses: { 200: actionResult },
    access: mayPreview,
    summary: 'Revokes a share link',
    notes:
      "Whoever may share the record (another tenant's link is 404). The link stops working at once; a second revoke changes nothing. Audited (`preview_share.revoked`).",
  }),
  open: endpoint({
    method: 'POST',
    path: '/preview-shares/open',
    body: openPreviewShareBody,
    responses: { 200: openPreviewShareResponse },
    access: anyone,
    summary: 'Opens a share link: where its preview is shown now',
    notes:
      "No token needed (60 a minute per IP). Body `{ token }`: `{ data: { url, expires_at, kind, record_id } }`, a ten-minute preview link bound to the share (never outliving it), counted as an opening. Refusals are `previewShareRefusal`: `410 { message, reason: 'expired' | 'revoked', expired_at? }`; `404 { message, reason: 'invalid' | 'gone' }` for a forged token or a deleted record.",
  }),
};
