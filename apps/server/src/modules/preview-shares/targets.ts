import { PREVIEW_SHARE_MESSAGES, type PreviewKind } from '@tessera/api-contract';
import type { Database } from '../../db/client.ts';
import { forbidden, HttpError, notFound } from '../../lib/errors.ts';
import type { PreviewShareRef, Sites } from '../../sites/runtime.ts';
import type { AuthContext } from '../auth/session.ts';
import { isPostOfSite, siteOfPost } from '../blogs/lookup.ts';
import { postForPreview } from '../blogs/service.ts';
import { sitesByIds } from '../landings/lookup.ts';
import { isPageOfSite } from '../pages/lookup.ts';
import { pageForPreview } from '../pages/service.ts';

/** What a share shows, and whose it is. */
export interface ShareTarget {
  kind: PreviewKind;
  recordId: number;
  /** The site of a page or post; null for admin records. */
  landingId: number | null;
  agencyId: number | null;
}

export const PLATFORM_ONLY =
  'Only administrators share previews of templates, courses, order pages and blocks.';

/** A 404 of the record lookups, said the one way this area says it. */
async function asShareLookup<T>(lookup: () => Promise<T>): Promise<T> {
  try {
    return await lookup();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404)
      throw notFound(PREVIEW_SHARE_MESSAGES.recordNotFound);
    throw error;
  }
}

async function agencyOfSite(db: Database, landingId: number): Promise<number> {
  const [site] = await sitesByIds(db, [landingId]);
  if (!site) throw notFound(PREVIEW_SHARE_MESSAGES.recordNotFound);
  return site.agencyId;
}

/** Whether the page or post is still one of the site's. */
async function isRecordOfSite(
  db: Database,
  kind: 'page' | 'blog-post',
  landingId: number,
  recordId: number,
): Promise<boolean> {
  return kind === 'page' ? isPageOfSite(db, landingId, recordId) : isPostOfSite(db, landingId, recordId);
}

/**
 * The record the caller asks to share (or to list or revoke the shares of), checked as its own
 * preview link is: a page or post needs `view` on its site (admins: template and admin-blog sites
 * only), an admin record needs an admin. 404 when the caller cannot see it, 403 when it may not.
 */
export async function targetForCaller(
  db: Database,
  sites: Sites,
  auth: AuthContext,
  kind: PreviewKind,
  recordId: number,
): Promise<ShareTarget> {
  if (kind === 'page') {
    const page = await asShareLookup(() => pageForPreview(db, auth, recordId));
    return {
      kind,
      recordId: page.pageId,
      landingId: page.landingId,
      agencyId: await agencyOfSite(db, page.landingId),
    };
  }
  if (kind === 'blog-post') {
    const landingId = await siteOfPost(db, recordId);
    if (landingId === null) throw notFound(PREVIEW_SHARE_MESSAGES.recordNotFound);
    // The post's site is checked against the caller here: another tenant's post is "not found".
    const post = await asShareLookup(() => postForPreview(db, auth, landingId, recordId));
    return {
      kind,
      recordId: post.postId,
      landingId: post.landingId,
      agencyId: await agencyOfSite(db, post.landingId),
    };
  }
  if (auth.user.role !== 'Admin') throw forbidden(PLATFORM_ONLY);
  if (!(await sites.adminPreviews.load(db, kind, recordId, 'draft'))) {
    throw notFound(PREVIEW_SHARE_MESSAGES.recordNotFound);
  }
  return { kind, recordId, landingId: null, agencyId: null };
}

/**
 * Where a working share shows its record now: a ten-minute preview link bound to the share, on
 * the site's host for a page or post, on the preview host for an admin record. Null when the
 * record is gone (deleted since the link was issued).
 */
export async function previewLinkForShare(
  db: Database,
  sites: Sites,
  share: PreviewShareRef & { kind: PreviewKind; recordId: number; landingId: number | null },
): Promise<{ url: string; expiresAt: Date } | null> {
  const ref = { id: share.id, expiresAt: share.expiresAt };
  if (share.kind === 'page' || share.kind === 'blog-post') {
    if (share.landingId === null) return null;
    const [site] = await sitesByIds(db, [share.landingId]);
    if (!site || !(await isRecordOfSite(db, share.kind, site.id, share.recordId))) return null;
    return sites.sitePreviewLink(
      { kind: share.kind, id: share.recordId, landingId: site.id, subdomain: site.subdomain },
      ref,
    );
  }
  if (!(await sites.adminPreviews.load(db, share.kind, share.recordId, 'draft'))) return null;
  return sites.adminPreviewLink(share.kind, share.recordId, 'draft', ref);
}
