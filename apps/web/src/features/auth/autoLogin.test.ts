import { describe, expect, it } from 'vitest';
import { hasAutoLoginParams, readAutoLogin, withoutAutoLoginParams } from './autoLogin.ts';

describe('sign-in links (SPEC §7)', () => {
  it('reads uid, hash and redirect_url from any page', () => {
    expect(readAutoLogin('?uid=3&hash=abc123&redirect_url=%2Fagency%2Fwebsites')).toEqual({
      access_token: 'abc123',
      uid: 3,
      redirect_url: '/agency/websites',
    });
    expect(readAutoLogin('?hash=abc&uid=9')).toEqual({ access_token: 'abc', uid: 9 });
  });

  it.each(['', '?uid=3', '?hash=abc', '?uid=abc&hash=x', '?uid=-1&hash=x', '?uid=3&hash='])(
    'is not a link: %s',
    (search) => {
      expect(readAutoLogin(search)).toBeNull();
    },
  );

  it('notices a partial link so the parameters can be cleaned away', () => {
    expect(hasAutoLoginParams('?uid=3')).toBe(true);
    expect(hasAutoLoginParams('?redirect_url=/x')).toBe(false);
  });

  it('strips only the one-time parameters', () => {
    expect(withoutAutoLoginParams('/login', '?uid=3&hash=x&redirect_url=%2Fa', '#f')).toBe(
      '/login?redirect_url=%2Fa#f',
    );
    expect(withoutAutoLoginParams('/agency/websites', '?uid=3&hash=x')).toBe('/agency/websites');
  });
});
