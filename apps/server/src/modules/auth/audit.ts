import type { AuditAction } from '@tessera/api-contract';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';

export type { AuditAction } from '@tessera/api-contract';

export async function recordAudit(
  db: Database,
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
