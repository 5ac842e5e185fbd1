import { z } from 'zod';
import { endpoint, onSite } from './endpoint.ts';
import { itemEnvelope } from './envelopes.ts';
import { recordId, versionField } from './inputs.ts';
import { documentWarning } from './pages.ts';

/**
 * Design documents (SPEC §7 `PUT /landings/{landingId}/pages/{pageId}/design`). The same body
 * and answer serve every design the editor saves (pages now; blogs, templates, blocks, courses
 * as they arrive), each under its own path.
 */
export const pageDesignParams = z.object({
  landingId: recordId,
  pageId: recordId,
});
export type PageDesignParams = z.infer<typeof pageDesignParams>;

/** Client-chosen, per save attempt; letters, digits, '-' and '_' (a UUID fits). */
export const idempotencyKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'The idempotency key must be 8 to 100 letters, digits, - or _.');

export const saveDesignBody = z.object({
  /** Checked and repaired by the element registry on the server, not by this schema. */
  document: z.unknown().refine((value) => value !== undefined, 'The document field is required.'),
  /** The version the editor loaded; a stale one is 409 and nothing is saved. */
  version: versionField,
  /**
   * Names this attempt. A retry with the same key (after a lost answer, a reload, an offline
   * spell) gets the first attempt's answer instead of being applied again or refused as stale.
   */
  idempotency_key: idempotencyKey.optional(),
});
export type SaveDesignBody = z.infer<typeof saveDesignBody>;

export const savedDesign = z.object({
  id: z.number().int(),
  /** The new version: what the next save must name. */
  version: z.number().int(),
  updated_at: z.string(),
  /** Repairs made while loading (invalid options reset, bad ids re-issued, …). */
  warnings: z.array(documentWarning),
  /**
   * True when the stored document differs from what was sent (the server repaired it): the
   * editor should load the stored copy (SPEC §7 `shouldReload`).
   */
  shouldReload: z.boolean(),
  /** True when this answer repeats an earlier attempt with the same idempotency key. */
  replayed: z.boolean(),
});
export type SavedDesign = z.infer<typeof savedDesign>;
export const saveDesignResponse = itemEnvelope(savedDesign);

/**
 * What every admin record designed as a draft with a published copy reports (page templates,
 * courses, order pages, blocks): agencies only ever read the published copy.
 */
export const publishedDraftState = {
  published: z.boolean(),
  published_at: z.string().nullable(),
  /** Published, and the draft was changed since: readers still get the published copy. */
  has_unpublished_changes: z.boolean(),
  /** The draft's version: what the next save of its design must name. */
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
};

/** The design save of a site page (`modules/designs`); other kinds declare theirs in their area. */
export const designEndpoints = {
  savePage: endpoint({
    method: 'PUT',
    path: '/landings/:landingId/pages/:pageId/design',
    params: pageDesignParams,
    body: saveDesignBody,
    responses: { 200: saveDesignResponse },
    access: onSite('edit_design', { admins: true }),
    summary: "Saves a page's draft design: SPEC §7 design save, what the editor uses",
    notes:
      'Body `{ document, version, idempotency_key? }`, the same loading, 422 and 409 rules as `PUT /pages/{id}/document`. ' +
      'With `idempotency_key` (8–100 letters, digits, `-`, `_`; one per save attempt) a repeat of the same attempt answers what the first one answered, even after later saves, ' +
      'so a retry after a lost answer or a reload is applied exactly once (receipts are kept 14 days). ' +
      'Answer `{ data: { id, version, updated_at, warnings, shouldReload, replayed } }`; `shouldReload` is true when the stored copy differs from what was sent (something was repaired). ' +
      'A page of another site in the path is 404. Bodies up to 8 MiB.',
  }),
};
