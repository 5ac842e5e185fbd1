import { describe, expect, it } from 'vitest';
import { richTextHref } from './sanitize.ts';

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
