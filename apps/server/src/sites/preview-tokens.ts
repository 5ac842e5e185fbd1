import { createHash } from 'node:crypto';
import { type PreviewKind, previewKinds } from '@tessera/api-contract';
import { jwtVerify, SignJWT } from 'jose';

export const PREVIEW_TTL_MS = 10 * 60 * 1000;
const AUDIENCE = 'tessera:preview';
/** Share-link tokens are signed for another audience: one can never pass for a preview token. */
const SHARE_AUDIENCE = 'tessera:preview-share';

/**
 * What a link shows: the draft (signed for someone who may edit the record) or only what is
 * published (signed for someone who may merely use it, e.g. an agency browsing page templates;
 * such a link stops working when the record is unpublished).
 */
export type PreviewShow = 'draft' | 'published';

export interface PreviewClaims {
  kind: PreviewKind;
  /** The record shown (a page id for `page`). */
  id: number;
  /**
   * The site whose origin may show it: a link never renders on another tenant's host. 0 for
   * admin records, which belong to no site and render only on the preview host.
   */
  landingId: number;
  show: PreviewShow;
  /**
   * The share link (modules/preview-shares) this preview was opened through: the host checks on
   * every request that it still works, so revoking a share ends its previews at once.
   */
  shareId?: number;
}

/**
 * Signed, short-lived preview links (JWT, HS256). The key is derived from SECRET_KEY for this
 * purpose alone, so a preview token can never pass for anything else the server signs.
 */
export class PreviewTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = createHash('sha256').update(`tessera:preview-token:${secret}`).digest();
  }

  /** Signs a link; it shows the draft unless `show` says `published`. */
  async sign(
    claims: Omit<PreviewClaims, 'show'> & { show?: PreviewShow },
    now = Date.now(),
    /** An earlier end than the usual ten minutes (a share link expiring sooner). */
    notAfter?: Date,
  ): Promise<{ token: string; expiresAt: Date }> {
    const usual = now + PREVIEW_TTL_MS;
    const expiresAt = new Date(notAfter ? Math.min(usual, notAfter.getTime()) : usual);
    const token = await new SignJWT({
      kind: claims.kind,
      id: claims.id,
      lid: claims.landingId,
      ...(claims.show === 'published' ? { pub: true } : {}),
      ...(claims.shareId !== undefined ? { sid: claims.shareId } : {}),
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience(AUDIENCE)
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
    return { token, expiresAt };
  }

  /** The claims of a valid, unexpired token; null for anything else. */
  async verify(token: string): Promise<PreviewClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], audience: AUDIENCE });
      const { kind, id, lid, pub, sid } = payload;
      if (typeof kind !== 'string' || !(previewKinds as readonly string[]).includes(kind)) return null;
      if (!Number.isInteger(id) || !Number.isInteger(lid)) return null;
      if (pub !== undefined && pub !== true) return null;
      if (sid !== undefined && !Number.isInteger(sid)) return null;
      return {
        kind: kind as PreviewKind,
        id: id as number,
        landingId: lid as number,
        show: pub === true ? 'published' : 'draft',
        ...(sid !== undefined ? { shareId: sid as number } : {}),
      };
    } catch {
      return null;
    }
  }

  /**
   * The token of a share link: only the share's id, signed. Expiry and revocation live in the
   * share's row, so the token carries no expiry of its own; signed with the share's creation
   * time, the same share always gives the same token (its list can offer the link again).
   */
  async signShare(shareId: number, createdAt: Date): Promise<string> {
    return new SignJWT({ sid: shareId })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience(SHARE_AUDIENCE)
      .setIssuedAt(Math.floor(createdAt.getTime() / 1000))
      .sign(this.key);
  }

  /** The share id a share-link token names; null for anything not signed by us for that. */
  async verifyShare(token: string): Promise<number | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        audience: SHARE_AUDIENCE,
      });
      return Number.isInteger(payload.sid) && (payload.sid as number) > 0 ? (payload.sid as number) : null;
    } catch {
      return null;
    }
  }
}
