import type { AuditEntry, AuditLogQuery } from '@tessera/api-contract';
import { and, asc, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { likePattern, pageWindow } from '../../lib/pagination.ts';
import { type UserSummary, userIdsMatching, userSummariesByIds } from '../users/store.ts';

const person = (user: UserSummary | undefined) =>
  user ? { id: user.id, name: user.name, email: user.email, role: user.role } : null;

/** The audit log, newest first; search matches the actor's or the subject's name and email. */
export async function listAudit(
  db: Database,
  query: AuditLogQuery,
): Promise<{ rows: AuditEntry[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.search) {
    const matching = await userIdsMatching(db, likePattern(query.search));
    conditions.push(or(inArray(auditLog.actorUserId, matching), inArray(auditLog.subjectUserId, matching))!);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const { limit, offset } = pageWindow(query.page, query.per_page);
  const order = query.order === 'asc' ? asc(auditLog.id) : desc(auditLog.id);
  const [rows, totals] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(order).limit(limit).offset(offset),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  const people = await userSummariesByIds(
    db,
    rows.flatMap((entry) =>
      [entry.actorUserId, entry.subjectUserId].filter((id): id is number => id !== null),
    ),
  );
  return {
    total: totals[0]?.value ?? 0,
    rows: rows.map((entry) => ({
      id: entry.id,
      action: entry.action,
      actor: entry.actorUserId === null ? null : person(people.get(entry.actorUserId)),
      subject: entry.subjectUserId === null ? null : person(people.get(entry.subjectUserId)),
      ip: entry.ip,
      details: entry.details,
      created_at: entry.createdAt.toISOString(),
    })),
  };
}
