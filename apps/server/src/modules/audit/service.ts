import type { AuditEntry, AuditLogQuery } from '@tessera/api-contract';
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { users } from '../../db/schema/users.ts';
import { likePattern, pageWindow } from '../../lib/pagination.ts';

const actors = alias(users, 'actor');
const subjects = alias(users, 'subject');

const person = (
  row: { id: number | null; name: string | null; email: string | null; role: string | null } | null,
) => (row?.id ? { id: row.id, name: row.name!, email: row.email!, role: row.role! } : null);

/** The audit log, newest first; search matches the actor's or the subject's name and email. */
export async function listAudit(
  db: Database,
  query: AuditLogQuery,
): Promise<{ rows: AuditEntry[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(
      or(
        ilike(actors.email, pattern),
        ilike(actors.name, pattern),
        ilike(subjects.email, pattern),
        ilike(subjects.name, pattern),
      )!,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const { limit, offset } = pageWindow(query.page, query.per_page);
  const base = () =>
    db
      .select({
        entry: auditLog,
        actor: { id: actors.id, name: actors.name, email: actors.email, role: actors.role },
        subject: { id: subjects.id, name: subjects.name, email: subjects.email, role: subjects.role },
      })
      .from(auditLog)
      .leftJoin(actors, eq(actors.id, auditLog.actorUserId))
      .leftJoin(subjects, eq(subjects.id, auditLog.subjectUserId));
  const order = query.order === 'asc' ? asc(auditLog.id) : desc(auditLog.id);
  const [rows, totals] = await Promise.all([
    base().where(where).orderBy(order).limit(limit).offset(offset),
    db
      .select({ value: count() })
      .from(auditLog)
      .leftJoin(actors, eq(actors.id, auditLog.actorUserId))
      .leftJoin(subjects, eq(subjects.id, auditLog.subjectUserId))
      .where(where),
  ]);
  return {
    total: totals[0]?.value ?? 0,
    rows: rows.map(({ entry, actor, subject }) => ({
      id: entry.id,
      action: entry.action,
      actor: person(actor),
      subject: person(subject),
      ip: entry.ip,
      details: entry.details,
      created_at: entry.createdAt.toISOString(),
    })),
  };
}
