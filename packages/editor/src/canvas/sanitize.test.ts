import { describe, expect, it } from 'vitest';
import { richTextHref, richTextLinkAttributes } from './sanitize.ts';

describe('richTextHref (the canvas keeps the links the published page keeps)', () => {
  it('keeps web, mail and phone addresses', () => {
    expect(richTextHref('https://example.com/a')).toBe('https://example.com/a');
    expect(richTextHref(' mailto:hi@example.com ')).toBe('mailto:hi@example.com');
    expect(richTextHref('tel:+15551234')).toBe('tel:+15551234');
  });

  it('keeps in-site paths and section anchors the link picker writes', () => {
    expect(richTextHref('/pricing')).toBe('/pricing');
    expect(richTextHref('/')).toBe('/');
    expect(richTextHref('#page-section-abc-section')).toBe('#page-section-abc-section');
  });

  it('drops scripts, other schemes and protocol-relative addresses, however they are hidden', () => {
    expect(richTextHref('javascript:alert(1)')).toBeNull();
    expect(richTextHref('java\tscript:alert(1)')).toBeNull();
    expect(richTextHref(' JAVASCRIPT:alert(1)')).toBeNull();
    expect(richTextHref('data:text/html,<b>x</b>')).toBeNull();
    expect(richTextHref('//evil.example/x')).toBeNull();
    expect(richTextHref('')).toBeNull();
    expect(richTextHref(null)).toBeNull();
  });
});

describe('richTextLinkAttributes (what a link keeps on the canvas, as on the published page)', () => {
  const attributesOf =
    (attributes: Record<string, string>) =>
    (name: string): string | null =>
      attributes[name] ?? null;

  it('keeps a link that opens a popup: its href and its data-popup', () => {
    expect(
      richTextLinkAttributes(attributesOf({ href: '#popup-Ab3_x-9', 'data-popup': 'popup-Ab3_x-9' })),
    ).toEqual({ href: '#popup-Ab3_x-9', 'data-popup': 'popup-Ab3_x-9' });
  });

  it.each([
    'popup-x" onclick="alert(1)',
    "popup-x' onmouseover='alert(1)",
    'popup-<img src=x onerror=alert(1)>',
    'javascript:alert(1)',
    'popup-javascript:alert(1)',
    'section-abc',
    'popup-',
    '',
  ])('drops data-popup="%s"', (value) => {
    expect(richTextLinkAttributes(attributesOf({ href: '#x', 'data-popup': value }))).toEqual({ href: '#x' });
  });

  it('keeps a new window with noopener, a title, and drops an unsafe href', () => {
    expect(
      richTextLinkAttributes(attributesOf({ href: 'javascript:alert(1)', target: '_blank', title: 'Terms' })),
    ).toEqual({ title: 'Terms', target: '_blank', rel: 'noopener noreferrer' });
  });
});
