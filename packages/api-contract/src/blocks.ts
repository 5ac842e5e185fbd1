import { z } from 'zod';
import { endpoint, forRoles, SITE_ROLES } from './endpoint.ts';
import { actionResult, idParams, itemEnvelope, listEnvelope, pageQuery } from './envelopes.ts';

/** SPEC §1/§7 agency blocks: a section or row saved once and inserted from the editor's palette. */
export const blockKinds = ['section', 'row'] as const;
export const blockKind = z.enum(blockKinds);
export type BlockKind = z.infer<typeof blockKind>;

export const blockIdParams = idParams;

export const blockListQuery = pageQuery.extend({
  kind: blockKind.optional(),
  sort: z.enum(['name', 'created_at', 'updated_at']).default('updated_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type BlockListQuery = z.infer<typeof blockListQuery>;

export const blockSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: blockKind,
  /** Elements inside, for the palette's "12 elements" hint. */
  element_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BlockSummary = z.infer<typeof blockSummary>;
export const blockListResponse = listEnvelope(blockSummary);

/**
 * The saved content as a page document holding one section (a row block's row is that
 * section's only row), loaded through the element registry like any stored design.
 */
export const blockDetail = blockSummary.extend({ content: z.record(z.string(), z.unknown()) });
export type BlockDetail = z.infer<typeof blockDetail>;
export const blockDetailResponse = itemEnvelope(blockDetail);

export const createBlockBody = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'The name field is required.')
    .max(120, 'The name may have at most 120 characters.'),
  kind: blockKind,
  /** A page document whose first section is the block (its first row, for a row block). */
  content: z.record(z.string(), z.unknown()),
});
export type CreateBlockBody = z.infer<typeof createBlockBody>;

export const renameBlockBody = createBlockBody.pick({ name: true });
export type RenameBlockBody = z.infer<typeof renameBlockBody>;

/** Everyone who designs pages uses the agency's saved blocks; renaming and deleting are narrower. */
export const blockEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/agency-blocks',
    query: blockListQuery,
    responses: { 200: blockListResponse },
    access: forRoles(SITE_ROLES, { kind: 'own' }),
    summary: "The caller's agency's saved blocks",
    notes:
      'Each `{ id, name, kind: section | row, element_count, created_at, updated_at }`; `search`, `kind`, `sort` (`name`, `created_at`, `updated_at`), `order`, paging.',
  }),
  create: endpoint({
    method: 'POST',
    path: '/agency-blocks',
    body: createBlockBody,
    responses: { 201: blockDetailResponse },
    access: forRoles(SITE_ROLES, { kind: 'own' }),
    summary: "Saves a section or row as a block of the caller's agency",
    notes:
      "Body `{ name, kind, content }`; `content` is a page document whose first section is the block (a row block keeps that section's first row), " +
      'loaded and repaired by the registry (422 keyed `content…`); only that section and its texts are kept. Answers the block with its `content`. Bodies up to 2 MiB.',
  }),
  get: endpoint({
    method: 'GET',
    path: '/agency-blocks/:id',
    params: blockIdParams,
    responses: { 200: blockDetailResponse },
    access: forRoles(SITE_ROLES, { kind: 'agency' }),
    summary: 'One block with its `content`',
    notes: "Another agency's is 404.",
  }),
  rename: endpoint({
    method: 'PUT',
    path: '/agency-blocks/:id',
    params: blockIdParams,
    body: renameBlockBody,
    responses: { 200: blockDetailResponse },
    access: forRoles(SITE_ROLES, { kind: 'agency' }),
    summary: 'Renames a block',
    notes: 'Body `{ name }`. Only the agency owner or whoever saved the block (else 403).',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/agency-blocks/:id',
    params: blockIdParams,
    responses: { 200: actionResult },
    access: forRoles(SITE_ROLES, { kind: 'agency' }),
    summary: 'Deletes a block',
    notes: 'Only the agency owner or whoever saved the block (else 403).',
  }),
};
