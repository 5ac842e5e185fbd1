import { BADGE_SKINS } from '@tessera/document';
import { cssOf, expectEscaped, HOSTILE, renderElementForTest, tags } from '@tessera/renderer/testing';
import { describe, expect, it } from 'vitest';

const badges = (markup: string) =>
  [...markup.matchAll(/<span class="nb\w+">([^<]*)<\/span>/g)].map((m) => m[1]);

describe('numbered items element', () => {
  it('renders its defaults as an ordered list with numbered badges, no script', () => {
    const page = renderElementForTest('numbered-items');
    expect(page.problems).toEqual([]);
    expect(page.markup).toMatch(/^<ol class="ni\w+">/);
    expect(tags(page.markup, 'li')).toHaveLength(3);
    expect(badges(page.markup)).toEqual(['1', '2', '3']);
    expect(page.markup).toContain('>Book a call</p>');
    expect(page.islands).toEqual([]);
  });

  it('counts on from a whole-number Text, and repeats any other Text', () => {
    const from = renderElementForTest('numbered-items', { options: { NumberBadge: { Text: '4' } } });
    expect(badges(from.markup)).toEqual(['4', '5', '6']);
    expect(from.markup).toMatch(/^<ol class="ni\w+" start="4">/);
    expect(
      badges(renderElementForTest('numbered-items', { options: { NumberBadge: { Text: '✓' } } }).markup),
    ).toEqual(['✓', '✓', '✓']);
    expect(
      badges(
        renderElementForTest('numbered-items', { options: { NumberBadge: { ShowNumber: false } } }).markup,
      ),
    ).toEqual([]);
  });

  it('draws every SkinCode as its own shape', () => {
    const shapes = new Set<string>();
    for (const SkinCode of BADGE_SKINS) {
      const page = renderElementForTest('numbered-items', { options: { NumberBadge: { SkinCode } } });
      shapes.add(
        cssOf(page.css, [page.markup.match(/<span class="(nb\w+)"/)?.[1] ?? '']).replace(/\.nb\w+/g, ''),
      );
    }
    expect(shapes.size).toBe(BADGE_SKINS.length);
  });

  it('escapes hostile titles, texts and badge text', () => {
    const page = renderElementForTest('numbered-items', {
      options: { items: [{ Title: HOSTILE, Content: HOSTILE }], NumberBadge: { Text: '<b>' } },
    });
    expectEscaped(page.markup);
    expect(page.markup).toContain('&lt;b&gt;</span>');
  });

  it('has nothing clickable in the editor', () => {
    expect(renderElementForTest('numbered-items', { mode: 'edit' }).markup).not.toContain('<a');
  });

  it('carries badge colours and size, spacing and layout in its CSS', () => {
    const page = renderElementForTest('numbered-items', {
      options: {
        badgeColor: '#f97316',
        badgeTextColor: '#111827',
        badgeSize: 48,
        itemSpacing: 32,
        layout: 'horizontal',
      },
    });
    const badge = cssOf(page.css, [page.markup.match(/<span class="(nb\w+)"/)?.[1] ?? '']);
    expect(badge).toContain('background-color:#f97316');
    expect(badge).toContain('color:#111827');
    expect(badge).toContain('width:48px');
    const list = cssOf(page.css, [page.markup.match(/^<ol class="(ni\w+)"/)?.[1] ?? '']);
    expect(list).toContain('gap:32px');
    expect(list).toContain('display:grid');
  });
});
