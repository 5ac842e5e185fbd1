import type { BlockKind } from '@tessera/api-contract';
import { elementsOf, marketingAgencySample, type PageDocument } from '@tessera/document';
import { loadStoredDocument } from '@tessera/elements';
import { adminBlocks } from '../../db/schema/admin-blocks.ts';
import type { UserRow } from '../auth/session.ts';
import { blockPart } from '../blocks/service.ts';
import { withFreshIds } from '../landings/document-ids.ts';
import type { Executor } from '../landings/manage.ts';

/**
 * The demo block library: two published blocks cut from the marketing-agency sample, so every
 * editor's "Block library" offers something on the first start.
 */
function sampleBlocks(): Array<{ name: string; kind: BlockKind; document: PageDocument }> {
  const sample = marketingAgencySample();
  const features = sample.sections[2]!;
  const faq = sample.sections[6]!;
  return [
    { name: 'Questions and answers', kind: 'section', document: { ...sample, sections: [faq] } },
    {
      name: 'Three features',
      kind: 'row',
      // The features' row, without the heading row above it: a row block is its section's one row.
      document: { ...sample, sections: [{ ...features, rows: features.rows.slice(1, 2) }] },
    },
  ];
}

export async function seedDemoAdminBlocks(tx: Executor, admin: UserRow): Promise<void> {
  const publishedAt = new Date();
  await tx.insert(adminBlocks).values(
    sampleBlocks().map(({ name, kind, document }) => {
      const block = loadStoredDocument(withFreshIds(blockPart(document, kind)!));
      const elementCount = elementsOf(block).length;
      return {
        name,
        kind,
        document: block,
        elementCount,
        published: true,
        publishedDocument: block,
        publishedVersion: 1,
        publishedElementCount: elementCount,
        publishedAt,
        createdBy: admin.id,
      };
    }),
  );
}
