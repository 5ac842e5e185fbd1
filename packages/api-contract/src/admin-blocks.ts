import { z } from 'zod';
import { blockDetailResponse, blockKind, blockListQuery, blockSummary, createBlockBody } from './blocks.ts';
import {
  documentRecordEndpoints,
  documentRecordSchemas,
  platformAdmins,
  publishedFilter,
} from './design-records.ts';
import { endpoint, forRoles } from './endpoint.ts';
import { actionResult, idParams, listEnvelope } from './envelopes.ts';
import { idField } from './inputs.ts';

/**
 * SPEC §1/§2/§7 admin blocks: sections and rows admins design once in the full-screen editor
 * (`/admin/blocks/{id}/sandbox_design`) and publish to every agency's editor palette.
 * - `/admin-blocks`: admins manage them (CRUD, design, publish, clone, preview).
 * - `/admin-blocks-2`: the published library, read by everyone who designs (the palette's
 *   "Block library"), answering the published copy, never the draft.
 * - `POST /block-form/distribute`: admins copy a published block into chosen agencies' own saved
 *   blocks, where the agency may rename and delete it like any block it saved.
 */

export const ADMIN_BLOCK_MESSAGES = {
  notFound: 'Block not found.',
  /** Publishing needs content: the palette inserts the design's one section (or its one row). */
  noSection: 'Add a section to the design before publishing the block.',
  noRow: 'Add a row to the section before publishing this row block.',
  oneSection: (count: number) =>
    `A block is one section, and this design has ${count}. Remove the others (or save them as blocks of their own) before publishing.`,
  oneRow: (count: number) =>
    `A row block is one row, and its section has ${count}. Remove the others before publishing.`,
  notPublished: 'Publish the block before distributing it.',
  unknownAgencies: (ids: readonly number[]) =>
    `No agency has the id ${ids.join(', ')}. Choose agencies from the list.`,
} as const;

export const adminBlockListQuery = blockListQuery.extend({ published: publishedFilter });
export type AdminBlockListQuery = z.infer<typeof adminBlockListQuery>;

/** A block's draft document is a page whose one section is the block. */
export const { summary: adminBlockSummary, detail: adminBlockDetail } = documentRecordSchemas({
  name: z.string(),
  kind: blockKind,
  /** Elements in the draft's block (its first section, or that section's first row). */
  element_count: z.number().int(),
});
export type AdminBlockSummary = z.infer<typeof adminBlockSummary>;
export type AdminBlockDetail = z.infer<typeof adminBlockDetail>;

/**
 * A new block starts as one empty section (with one full-width row for a row block), or, saved
 * from an admin design's section or row toolbar, as that `content` (kept like an agency block's).
 */
export const createAdminBlockBody = createBlockBody
  .pick({ name: true, kind: true })
  .extend({ content: createBlockBody.shape.content.optional() });
export type CreateAdminBlockBody = z.infer<typeof createAdminBlockBody>;

export const updateAdminBlockBody = createBlockBody.pick({ name: true });
export type UpdateAdminBlockBody = z.infer<typeof updateAdminBlockBody>;

/**
 * `/admin-blocks-2`: the published library as the palette lists it. `updated_at` is when the
 * block was last published; the content (`GET /admin-blocks-2/{id}`, `blockDetailResponse`) is
 * the published copy.
 */
export const libraryBlockListResponse = listEnvelope(blockSummary);

export const distributeBlockBody = z.object({
  block_id: idField('Choose a block.'),
  agency_ids: z
    .array(idField())
    .min(1, 'Choose at least one agency.')
    .max(500, 'Choose at most 500 agencies at once.')
    .transform((ids) => [...new Set(ids)]),
});
export type DistributeBlockBody = z.infer<typeof distributeBlockBody>;

/** Everyone who designs: admins, and the agency roles whose editor palette offers the library. */
const designers = forRoles(['Admin', 'Agency', 'AgencyUser', 'WebsiteUser'], { kind: 'platform' });

/**
 * SPEC §1/§2/§7 admin blocks: the design-record calls, the design, its editor data and preview
 * link for admins; `/admin-blocks-2` (the published library) for every designer;
 * `/block-form/distribute` for admins.
 */
export const adminBlockEndpoints = {
  ...documentRecordEndpoints(
    {
      base: '/admin-blocks',
      noun: 'block',
      listQuery: adminBlockListQuery,
      summary: adminBlockSummary,
      detail: adminBlockDetail,
      createBody: createAdminBlockBody,
      updateBody: updateAdminBlockBody,
      notes: {
        create:
          'Body `{ name, kind: section | row, content? }`: the draft starts as one empty section (a row block: with one row), or as `content` saved from an admin design.',
        update: 'Body `{ name }`: the kind never changes; the design has its own call.',
        publish:
          "The draft must be one section (a row block: one row in it), else 422 on `document`; a save while publishing is 409. Publishing puts the block in every editor's block library.",
      },
    },
    designers,
  ),
  library: endpoint({
    method: 'GET',
    path: '/admin-blocks-2',
    query: blockListQuery,
    responses: { 200: libraryBlockListResponse },
    access: designers,
    summary: "The published block library every editor's palette offers: search, kind, sort, paging",
  }),
  libraryBlock: endpoint({
    method: 'GET',
    path: '/admin-blocks-2/:id',
    params: idParams,
    responses: { 200: blockDetailResponse },
    access: designers,
    summary: 'A published block with its published content (never the draft)',
  }),
  distribute: endpoint({
    method: 'POST',
    path: '/block-form/distribute',
    body: distributeBlockBody,
    responses: { 200: actionResult },
    access: platformAdmins,
    summary: "Copies a published block into chosen agencies' saved blocks, all or none",
    notes:
      'Body `{ block_id, agency_ids }`; 422 on `block_id` for an unpublished block, on `agency_ids` for unknown agencies.',
  }),
};
