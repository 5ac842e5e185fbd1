import { type CheckValidityRequest, checkValidityRequest } from '@tessera/api-contract';

/** Query parameters of a sign-in link (SPEC §7): `uid` and `hash`, with an optional `redirect_url`. */
const LINK_PARAMS = ['uid', 'hash'] as const;

/** The check-validity request a sign-in link asks for, or null when the URL is not such a link. */
export function readAutoLogin(search: string): CheckValidityRequest | null {
  const query = new URLSearchParams(search);
  const hash = query.get('hash');
  const uid = query.get('uid');
  if (!hash || !uid) return null;
  const parsed = checkValidityRequest.safeParse({
    access_token: hash,
    uid,
    redirect_url: query.get('redirect_url') ?? undefined,
  });
  return parsed.success ? parsed.data : null;
}

export function hasAutoLoginParams(search: string): boolean {
  const query = new URLSearchParams(search);
  return LINK_PARAMS.some((name) => query.has(name));
}

/** The same address without the one-time link parameters, so a reload does not replay them. */
export function withoutAutoLoginParams(pathname: string, search: string, hash = ''): string {
  const query = new URLSearchParams(search);
  for (const name of LINK_PARAMS) query.delete(name);
  const rest = query.toString();
  return `${pathname}${rest ? `?${rest}` : ''}${hash}`;
}
