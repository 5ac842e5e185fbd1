import { createHash } from 'node:crypto';
import { type PreviewKind, previewKinds } from '@tessera/api-contract';
import { jwtVerify, SignJWT } from 'jose';

export const PREVIEW_TTL_MS = 10 * 60 * 1000;
const AUDIENCE = 'tessera:preview';

export interface PreviewClaims {
  kind: PreviewKind;
  /** The record shown (a page id for `page`). */
  id: number;
  /** The site whose origin may show it: a link never renders on another tenant's host. */
  landingId: number;
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

  async sign(claims: PreviewClaims, now = Date.now()): Promise<{ token: string; expiresAt: Date }> {
    const expiresAt = new Date(now + PREVIEW_TTL_MS);
    const token = await new SignJWT({ kind: claims.kind, id: claims.id, lid: claims.landingId })
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
      const { kind, id, lid } = payload;
      if (typeof kind !== 'string' || !(previewKinds as readonly string[]).includes(kind)) return null;
      if (!Number.isInteger(id) || !Number.isInteger(lid)) return null;
      return { kind: kind as PreviewKind, id: id as number, landingId: lid as number };
    } catch {
      return null;
    }
  }
}
