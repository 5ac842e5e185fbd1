import { ICON_THEMES } from '@tessera/document';
import {
  cssOf,
  expectNoHref,
  hrefs,
  renderElementForTest,
  renderUnchecked,
  tag,
} from '@tessera/renderer/testing';
import { describe, expect, it } from 'vitest';

const badgeCss = (page: { markup: string; css: string }) =>
  cssOf(page.css, [page.markup.match(/<span class="(ib\w+)"/)?.[1] ?? '']);

describe('icon element', () => {
  it('renders its defaults: a decorative star, no link, no script', () => {
    const page = renderElementForTest('icon');
    expect(page.problems).toEqual([]);
    expect(page.markup).toContain('<use href="#i-star"></use>');
    expect(page.markup).toContain('aria-hidden="true"');
    expect(page.markup).not.toContain('<a');
    expect(page.islands).toEqual([]);
    expect(badgeCss(page)).toContain('color:#2563eb');
  });

  it('draws every SPEC §9 theme', () => {
    const seen = new Set<string>();
    for (const iconTheme of ICON_THEMES) {
      const css = badgeCss(renderElementForTest('icon', { options: { iconTheme } }));
      seen.add(css.replace(/\.ib\w+/g, ''));
    }
    expect(seen.size).toBe(ICON_THEMES.length);
    const circle = badgeCss(renderElementForTest('icon', { options: { iconTheme: 'circle', IconSize: 30 } }));
    expect(circle).toContain('width:60px');
    expect(circle).toContain('border-radius:50%');
    expect(circle).toContain('background-color:#2563eb');
    expect(circle).toContain('color:#ffffff');
    const outline = badgeCss(
      renderElementForTest('icon', { options: { iconTheme: 'square-outline', iconColor: '#16a34a' } }),
    );
    expect(outline).toContain('border:4px solid #16a34a');
  });

  it('is a named link when it has one, opening a new window safely', () => {
    const page = renderElementForTest('icon', {
      options: { Icon: 'arrow-right', CustomLink: '/pricing', OpenInNewWindow: true },
    });
    const link = tag(page.markup, 'a');
    expect(link.href).toBe('http://demo.localhost:3000/pricing');
    expect(link.target).toBe('_blank');
    expect(link.rel).toBe('noopener noreferrer');
    expect(page.markup).toContain('role="img" aria-label="Arrow right"');
  });

  it('drops a javascript: link and stays inert in the editor', () => {
    expect(hrefs(renderUnchecked('icon', { CustomLink: 'javascript:alert(1)' }).markup)).toEqual([]);
    const edit = renderElementForTest('icon', { options: { CustomLink: '/pricing' }, mode: 'edit' });
    expectNoHref(edit.markup);
    expect(edit.markup).toContain('data-edit-inert=""');
  });

  it('renders nothing for an unknown icon name rather than failing', () => {
    const page = renderUnchecked('icon', { Icon: '"><script>alert(1)</script>' });
    expect(page.problems).toEqual([]);
    expect(page.markup).not.toContain('<script');
    expect(page.markup).not.toContain('<svg');
  });

  it('carries its colours, size and alignment in its CSS', () => {
    const page = renderElementForTest('icon', {
      options: { iconTheme: 'circle', iconColor: '#111827', BackgroundColor: '#fde68a', Alignment: 'right' },
    });
    const css = badgeCss(page);
    expect(css).toContain('background-color:#fde68a');
    expect(css).toContain('color:#111827');
    expect(cssOf(page.css, [page.markup.match(/^<div class="(\w+)"/)?.[1] ?? ''])).toContain(
      'justify-content:flex-end',
    );
  });
});
