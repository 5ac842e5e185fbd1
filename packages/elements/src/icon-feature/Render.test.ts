import {
  cssOf,
  expectEscaped,
  expectNoHref,
  HOSTILE,
  hrefs,
  renderElementForTest,
  renderUnchecked,
  tag,
} from '@tessera/renderer/testing';
import { describe, expect, it } from 'vitest';

describe('icon feature element', () => {
  it('renders its defaults: icon, title and text, no heading, no script', () => {
    const page = renderElementForTest('icon-feature');
    expect(page.problems).toEqual([]);
    expect(page.markup).toContain('<use href="#i-star"></use>');
    expect(page.markup).toMatch(/<p class="ftt\w+">Feature title<\/p>/);
    expect(page.markup).toMatch(/<p class="ftc\w+">Explain the benefit/);
    expect(page.markup).not.toMatch(/<h\d/);
    expect(page.islands).toEqual([]);
  });

  it('shows a number badge in place of the icon when asked', () => {
    const page = renderElementForTest('icon-feature', {
      options: { NumberBadge: { ShowNumber: true, Text: '2', SkinCode: 'hexagon' } },
    });
    expect(page.markup).not.toContain('#i-star');
    const badge = page.markup.match(/<span class="(nb\w+)">2<\/span>/)?.[1] ?? '';
    expect(cssOf(page.css, [badge])).toContain('clip-path:polygon(25% 3%');
  });

  it('escapes a hostile title and text', () => {
    expectEscaped(
      renderElementForTest('icon-feature', { options: { Title: HOSTILE, Content: HOSTILE } }).markup,
    );
  });

  it('becomes one link around the block, drops javascript: and is inert in the editor', () => {
    const page = renderElementForTest('icon-feature', { options: { CustomLink: '#services' } });
    expect(tag(page.markup, 'a').href).toBe('#services');
    expect(page.markup).toMatch(/^<a class="fb\w+" href="#services">/);
    expect(hrefs(renderUnchecked('icon-feature', { CustomLink: 'javascript:alert(1)' }).markup)).toEqual([]);
    expectNoHref(
      renderElementForTest('icon-feature', { options: { CustomLink: '#services' }, mode: 'edit' }).markup,
    );
  });

  it('places the icon beside the text and carries text styles in its CSS', () => {
    const page = renderElementForTest('icon-feature', {
      options: {
        iconPosition: 'right',
        titleColor: '#0f172a',
        contentColor: '#475569',
        titleFontSize: { desktop: 24 },
        Alignment: 'left',
      },
    });
    const block = cssOf(page.css, [page.markup.match(/^<div class="(fb\w+)"/)?.[1] ?? '']);
    expect(block).toContain('flex-direction:row-reverse');
    const title = cssOf(page.css, [page.markup.match(/<p class="(ftt\w+)"/)?.[1] ?? '']);
    expect(title).toContain('color:#0f172a');
    expect(title).toContain('font-size:24px');
    expect(cssOf(page.css, [page.markup.match(/<p class="(ftc\w+)"/)?.[1] ?? ''])).toContain('color:#475569');
  });
});
