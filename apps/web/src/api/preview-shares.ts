import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CreatePreviewShareBody,
  previewShareEndpoints as endpoints,
  type PreviewKind,
  type PreviewShareRefusal,
  previewShareRefusal,
} from '@tessera/api-contract';
import { useAuth } from '../state/authStore.ts';
import { call } from './call.ts';
import { isApiError } from './errors.ts';
import { userKey } from './keys.ts';

/** Share links of previews: issued and revoked from the share dialog, opened by anyone. */

export interface ShareSubject {
  kind: PreviewKind;
  id: number;
}

function sharesKey(epoch: number, subject: ShareSubject) {
  return userKey(epoch, 'preview-shares', subject.kind, subject.id);
}

/** The record's working links (up to 50, the most it may have). */
export function usePreviewShares(subject: ShareSubject, enabled: boolean) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: sharesKey(epoch, subject),
    queryFn: ({ signal }) =>
      call(
        endpoints.list,
        { query: { kind: subject.kind, id: subject.id, per_page: 50 } },
        { notify: false, signal },
      ).then((r) => r.data),
    enabled,
  });
}

export function useIssuePreviewShare(subject: ShareSubject) {
  const epoch = useAuth((s) => s.epoch);
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (expiresIn: CreatePreviewShareBody['expires_in']) =>
      (await call(endpoints.create, { body: { kind: subject.kind, id: subject.id, expires_in: expiresIn } }))
        .data,
    onSuccess: () => client.invalidateQueries({ queryKey: sharesKey(epoch, subject) }),
  });
}

export function useRevokePreviewShare(subject: ShareSubject) {
  const epoch = useAuth((s) => s.epoch);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (shareId: number) => call(endpoints.revoke, { params: { id: shareId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: sharesKey(epoch, subject) }),
  });
}

export type OpenedShare = { ok: true; url: string } | { ok: false; refusal: PreviewShareRefusal };

/**
 * `POST /preview-shares/open`, sent without the session (a share works for whoever holds it, and
 * a signed-in viewer must not be signed out by it): where the preview is, or why it is not shown.
 */
export async function openPreviewShare(token: string, signal?: AbortSignal): Promise<OpenedShare> {
  try {
    const { data } = await call(
      endpoints.open,
      { body: { token } },
      { auth: false, notify: false, ...(signal ? { signal } : {}) },
    );
    return { ok: true, url: data.url };
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 410 || error.status === 422)) {
      const refusal = previewShareRefusal.safeParse(error.body);
      return {
        ok: false,
        refusal: refusal.success ? refusal.data : { message: error.message, reason: 'invalid' },
      };
    }
    throw error;
  }
}

/** The share token a preview route's address carries (`#share={token}`), if any. */
export function shareTokenOf(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('share');
  return token && token.length > 0 ? token : null;
}

/** A share link: the record's public preview route on this app, the token in its fragment. */
export function shareUrl(previewPath: string, token: string, origin = window.location.origin): string {
  return `${origin}${previewPath}#share=${encodeURIComponent(token)}`;
}
