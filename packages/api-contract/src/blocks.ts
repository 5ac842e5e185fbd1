import { z } from 'zod';
import { idParams, itemEnvelope, listEnvelope, pageQuery } from './envelopes.ts';

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
