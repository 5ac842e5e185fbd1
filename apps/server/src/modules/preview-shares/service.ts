import {
  type CreatePreviewShareBody,
  MAX_LIVE_SHARES_PER_RECORD,
  PREVIEW_SHARE_MESSAGES,
  type PreviewShare,
  type PreviewShareListQuery,
  type PreviewShareRefusal,
  type PreviewShareState,
  SHARE_EXPIRY_MS,
} from '@tessera/api-contract';
import { and, count, desc, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { previewShares } from '../../db/schema/preview-shares.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { pageWindow } from '../../lib/pagination.ts';
import { previewLinkData, type Sites } from '../../sites/runtime.ts';
import { recordAudit } from '../audit/log.ts';
import type { AuthContext } from '../auth/session.ts';
import { userSummariesByIds } from '../users/store.ts';
import { previewLinkForShare, targetForCaller } from './targets.ts';

type ShareRow = typeof previewShares.$inferSelect;

/** Working now: neither revoked nor past its expiry. */
const live = (now: Date): SQL => and(isNull(previewShares.revokedAt), gt(previewShares.expiresAt, now))!;

function stateOf(row: ShareRow, now: Date): PreviewShareState {
  if (row.revokedAt) return 'revoked';
  return row.expiresAt > now ? 'active' : 'expired';
}

/** The actor an audit entry names, and the admin behind an impersonation when there is one. */
function auditActor(auth: AuthContext) {
  return {
    actorUserId: auth.user.id,
    subjectUserId: null,
    details: auth.impersonatorUserId ? { impersonator_user_id: auth.impersonatorUserId } : {},
  };
}

/** The shares as answered, naming who made and who revoked each (one query for the people). */
async function shareAnswers(
  db: Database,
  sites: Sites,
  rows: ShareRow[],
  now: Date,
): Promise<PreviewShare[]> {
  const people = await userSummariesByIds(
    db,
    rows.flatMap((share) => [share.createdBy, share.revokedBy].filter((id): id is number => id !== null)),
  );
  const named = (id: number | null) => {
    const person = id === null ? undefined : people.get(id);
    return person ? { id: person.id, name: person.name } : null;
  };
  return Promise.all(
    rows.map(async (share) => {
      const state = stateOf(share, now);
      return {
        id: share.id,
        kind: share.kind,
        record_id: share.recordId,
        token: state === 'active' ? await sites.previews.signShare(share.id, share.createdAt) : null,
        state,
        expires_at: share.expiresAt.toISOString(),
        created_at: share.createdAt.toISOString(),
        created_by: named(share.createdBy),
        revoked_at: share.revokedAt?.toISOString() ?? null,
        revoked_by: named(share.revokedBy),
        open_count: share.openCount,
        last_opened_at: share.lastOpenedAt?.toISOString() ?? null,
      };
    }),
  );
}

async function shareById(db: Database, sites: Sites, id: number, now: Date): Promise<PreviewShare> {
  const rows = await db.select().from(previewShares).where(eq(previewShares.id, id)).limit(1);
  const [answer] = await shareAnswers(db, sites, rows, now);
  if (!answer) throw notFound(PREVIEW_SHARE_MESSAGES.notFound);
  return answer;
}

/** `POST /preview-shares`: a new share link to the record's draft, for the chosen time. */
export async function issueShare(
  db: Database,
  sites: Sites,
  auth: AuthContext,
  body: CreatePreviewShareBody,
  ip: string,
  now = new Date(),
): Promise<PreviewShare> {
  const target = await targetForCaller(db, sites, auth, body.kind, body.id);
  const [existing] = await db
    .select({ n: count() })
    .from(previewShares)
    .where(and(eq(previewShares.kind, target.kind), eq(previewShares.recordId, target.recordId), live(now)));
  if ((existing?.n ?? 0) >= MAX_LIVE_SHARES_PER_RECORD) {
    throw new HttpError(422, PREVIEW_SHARE_MESSAGES.tooMany, { id: [PREVIEW_SHARE_MESSAGES.tooMany] });
  }
  const [row] = await db
    .insert(previewShares)
    .values({
      kind: target.kind,
      recordId: target.recordId,
      landingId: target.landingId,
      agencyId: target.agencyId,
      createdBy: auth.user.id,
      expiresAt: new Date(now.getTime() + SHARE_EXPIRY_MS[body.expires_in]),
      createdAt: now,
    })
    .returning({ id: previewShares.id, expiresAt: previewShares.expiresAt });
  const actor = auditActor(auth);
  await recordAudit(db, {
    ...actor,
    action: 'preview_share.issued',
    ip,
    details: {
      ...actor.details,
      share_id: row!.id,
      kind: target.kind,
      record_id: target.recordId,
      landing_id: target.landingId,
      expires_at: row!.expiresAt.toISOString(),
    },
  });
  return shareById(db, sites, row!.id, now);
}

/** `GET /preview-shares`: the record's links, newest first (the working ones unless `status=all`). */
export async function listShares(
  db: Database,
  sites: Sites,
  auth: AuthContext,
  query: {
    kind: PreviewShareListQuery['kind'];
    id: number;
    status: 'active' | 'all';
    page: number;
    per_page: number;
  },
  now = new Date(),
): Promise<{ rows: PreviewShare[]; total: number }> {
  const target = await targetForCaller(db, sites, auth, query.kind, query.id);
  const where = and(
    eq(previewShares.kind, target.kind),
    eq(previewShares.recordId, target.recordId),
    query.status === 'active' ? live(now) : undefined,
  );
  const { limit, offset } = pageWindow(query.page, query.per_page);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(previewShares)
      .where(where)
      .orderBy(desc(previewShares.createdAt), desc(previewShares.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(previewShares).where(where),
  ]);
  return { rows: await shareAnswers(db, sites, rows, now), total: total?.n ?? 0 };
}

/**
 * `DELETE /preview-shares/{id}`: the link stops working at once, for everyone holding it. Whoever
 * may share the record may revoke its links; revoking twice keeps the first revocation.
 */
export async function revokeShare(
  db: Database,
  sites: Sites,
  auth: AuthContext,
  shareId: number,
  ip: string,
  now = new Date(),
): Promise<void> {
  const [share] = await db.select().from(previewShares).where(eq(previewShares.id, shareId)).limit(1);
  if (!share) throw notFound(PREVIEW_SHARE_MESSAGES.notFound);
  try {
    await targetForCaller(db, sites, auth, share.kind, share.recordId);
  } catch (error) {
    // A share of a record the caller cannot see is itself "not found".
    if (error instanceof HttpError && error.statusCode === 404)
      throw notFound(PREVIEW_SHARE_MESSAGES.notFound);
    throw error;
  }
  const revoked = await db
    .update(previewShares)
    .set({ revokedAt: now, revokedBy: auth.user.id })
    .where(and(eq(previewShares.id, share.id), isNull(previewShares.revokedAt)))
    .returning({ id: previewShares.id });
  if (revoked.length === 0) return;
  const actor = auditActor(auth);
  await recordAudit(db, {
    ...actor,
    action: 'preview_share.revoked',
    ip,
    details: { ...actor.details, share_id: share.id, kind: share.kind, record_id: share.recordId },
  });
}

export type OpenedShare =
  | { ok: true; data: { url: string; expires_at: string; kind: ShareRow['kind']; record_id: number } }
  | { ok: false; status: 404 | 410; body: PreviewShareRefusal };

/**
 * `POST /preview-shares/open` (no sign-in): what a share link's token leads to now. A working
 * link answers a fresh ten-minute preview link bound to the share (counted as an opening); an
 * expired or revoked one says which (410), a forged or unknown one, or one whose record is gone, 404.
 */
export async function openShare(
  db: Database,
  sites: Sites,
  token: string,
  now = new Date(),
): Promise<OpenedShare> {
  const shareId = await sites.previews.verifyShare(token);
  const [share] =
    shareId === null
      ? []
      : await db.select().from(previewShares).where(eq(previewShares.id, shareId)).limit(1);
  if (!share) {
    return { ok: false, status: 404, body: { message: PREVIEW_SHARE_MESSAGES.invalid, reason: 'invalid' } };
  }
  if (share.revokedAt) {
    return { ok: false, status: 410, body: { message: PREVIEW_SHARE_MESSAGES.revoked, reason: 'revoked' } };
  }
  if (share.expiresAt <= now) {
    return {
      ok: false,
      status: 410,
      body: {
        message: PREVIEW_SHARE_MESSAGES.expired,
        reason: 'expired',
        expired_at: share.expiresAt.toISOString(),
      },
    };
  }
  const link = await previewLinkForShare(db, sites, share);
  if (!link)
    return { ok: false, status: 404, body: { message: PREVIEW_SHARE_MESSAGES.gone, reason: 'gone' } };
  await db
    .update(previewShares)
    .set({ openCount: sql`${previewShares.openCount} + 1`, lastOpenedAt: now })
    .where(eq(previewShares.id, share.id));
  return {
    ok: true,
    data: {
      ...previewLinkData(link),
      kind: share.kind,
      record_id: share.recordId,
    },
  };
}
