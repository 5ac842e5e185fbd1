import type { AuditAction } from '@tessera/api-contract';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';

/**
 * Writes one audit log entry (`GET /audit-log` reads them). Every area that changes accounts or
 * access calls it; it imports no area, so none forms a cycle through it.
 */
export async function recordAudit(
  db: Pick<Database, 'insert'>,
  entry: {
    action: AuditAction;
    actorUserId: number | null;
    subjectUserId: number | null;
    ip?: string;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    actorUserId: entry.actorUserId,
    subjectUserId: entry.subjectUserId,
    ip: entry.ip ?? null,
    details: entry.details ?? {},
  });
}
