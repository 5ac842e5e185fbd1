import { describe, expect, it } from 'vitest';
import { isSafeUrl } from './safe-url.ts';

describe('isSafeUrl', () => {
  it.each([
    'https://example.com',
    'http://example.com/x?y=1',
    '/pricing',
    '#contact',
    'mailto:hi@example.com',
    'tel:+12133734253',
    'example.com',
    '',
    'relative/path',
  ])('allows %j', (url) => {
    expect(isSafeUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'file:///etc/passwd',
  ])('refuses %j', (url) => {
    expect(isSafeUrl(url)).toBe(false);
  });

  it('allows inline raster images only where asked', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(isSafeUrl(png)).toBe(false);
    expect(isSafeUrl(png, { allowDataImages: true })).toBe(true);
    expect(isSafeUrl('data:image/svg+xml;base64,PHN2Zz4=', { allowDataImages: true })).toBe(false);
    expect(isSafeUrl('data:text/html;base64,PHA+', { allowDataImages: true })).toBe(false);
  });
});
