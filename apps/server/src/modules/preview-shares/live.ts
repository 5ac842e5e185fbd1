import type { PreviewKind } from '@tessera/api-contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { previewShares } from '../../db/schema/preview-shares.ts';

/**
 * Whether a share still works for the record a preview shows: not revoked, not expired, and
 * naming that very record. The sites host asks on every preview opened through a share, so
 * revoking one ends its previews at the next request.
 */
export async function shareIsLive(
  db: Pick<Database, 'select'>,
  shareId: number,
  kind: PreviewKind,
  recordId: number,
  now = new Date(),
): Promise<boolean> {
  const [row] = await db
    .select({ id: previewShares.id })
    .from(previewShares)
    .where(
      and(
        eq(previewShares.id, shareId),
        eq(previewShares.kind, kind),
        eq(previewShares.recordId, recordId),
        isNull(previewShares.revokedAt),
        gt(previewShares.expiresAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}
