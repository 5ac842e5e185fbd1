import { describe, expect, it } from 'vitest';
import { safeRedirectPath, splitPath } from './redirect.ts';

describe('safeRedirectPath', () => {
  it.each([
    ['/agency/websites', '/agency/websites'],
    ['/agency/websites?page=2#top', '/agency/websites?page=2#top'],
    ['  /user/cards ', '/user/cards'],
  ])('keeps the same-origin path %s', (raw, expected) => {
    expect(safeRedirectPath(raw)).toBe(expected);
  });

  it.each([
    null,
    '',
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'agency/websites',
  ])('refuses %s', (raw) => {
    expect(safeRedirectPath(raw)).toBeNull();
  });

  it('accepts an absolute URL only on the app origin', () => {
    const origin = 'https://app.example.com';
    expect(safeRedirectPath('https://app.example.com/agency/websites?x=1', origin)).toBe(
      '/agency/websites?x=1',
    );
    expect(safeRedirectPath('https://evil.example.com/agency/websites', origin)).toBeNull();
    expect(safeRedirectPath('http://app.example.com/agency', origin)).toBeNull();
  });
});

describe('splitPath', () => {
  it('separates pathname, search and hash', () => {
    expect(splitPath('/a/b?x=1#y')).toEqual({ pathname: '/a/b', search: '?x=1', hash: '#y' });
  });
});
