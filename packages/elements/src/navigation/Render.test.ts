import {
  cssOf,
  expectEscaped,
  expectNoHref,
  HOSTILE,
  hrefs,
  MISC_DATA,
  renderElementForTest,
  renderUnchecked,
  tag,
  tags,
} from '@tessera/renderer/testing';
import { describe, expect, it } from 'vitest';

const navCss = (page: { markup: string; css: string }) =>
  cssOf(page.css, [page.markup.match(/^<nav class="nav (\w+)"/)?.[1] ?? '']);

describe('navigation element', () => {
  it('renders its own links as a labelled nav list, the current page marked', () => {
    const page = renderElementForTest('navigation');
    expect(page.problems).toEqual([]);
    expect(tag(page.markup, 'nav')['aria-label']).toBe('Site');
    expect(tags(page.markup, 'li')).toHaveLength(3);
    expect(hrefs(page.markup)).toEqual(['http://demo.localhost:3000/', '#about', '#contact']);
    expect(tag(page.markup, 'a', { href: 'http://demo.localhost:3000/' })['aria-current']).toBe('page');
    expect(tag(page.markup, 'a', { href: '#about' })['aria-current']).toBeUndefined();
    expect(page.islands).toEqual(['navigation']);
  });

  it('uses the site menu when one is chosen, new windows opened safely', () => {
    const page = renderElementForTest('navigation', { options: { menuId: 7 }, data: MISC_DATA });
    expect(hrefs(page.markup)).toEqual([
      'http://demo.localhost:3000/',
      'http://demo.localhost:3000/pricing',
      'https://docs.example.com',
      '#contact',
    ]);
    expect(tag(page.markup, 'a', { href: 'https://docs.example.com' })).toMatchObject({
      target: '_blank',
      rel: 'noopener noreferrer',
    });
  });

  it('shows nested menu items as a sub-list with dropdown rules, and only then', () => {
    const data = {
      ...MISC_DATA,
      menus: {
        '9': [
          {
            label: 'Company',
            href: '#',
            newWindow: false,
            children: [{ label: 'Team', href: '/team', newWindow: false }],
          },
          { label: 'Blog', href: '/blog', newWindow: false },
        ],
      },
    };
    const nested = renderElementForTest('navigation', { options: { menuId: 9 }, data });
    expect(nested.markup).toMatch(
      /<li><a href="#"[^>]*>Company<\/a><ul><li><a href="http:\/\/demo\.localhost:3000\/team"[^>]*>Team<\/a><\/li><\/ul><\/li>/,
    );
    expect(navCss(nested)).toMatch(/li:hover > ul\{display:block;\}/);
    const flat = renderElementForTest('navigation', { options: { menuId: 7 }, data: MISC_DATA });
    expect(navCss(flat)).not.toContain('li > ul');
  });

  it('folds into a details disclosure below 767 px that works without script', () => {
    const page = renderElementForTest('navigation');
    const list = tag(page.markup, 'ul').id ?? '';
    expect(page.markup).toMatch(/<details data-nav-toggle=""><summary aria-controls="[^"]+-links">/);
    expect(tag(page.markup, 'summary')['aria-controls']).toBe(list);
    expect(page.markup).toContain('<span class="sr-only">Menu</span>');
    const css = navCss(page);
    expect(css).toMatch(/@media \(max-width:767px\)\{\.\w+ > ul\{display:none;\}/);
    expect(css).toMatch(
      /@media \(max-width:767px\)\{\.\w+ > details\[open\] \+ ul\{display:flex;[^}]*position:absolute/,
    );
    expect(css).toContain('> details{display:none;}');
  });

  it('shows a dropdown in the page flow, or the links as they are, when asked', () => {
    const dropdown = renderElementForTest('navigation', { options: { mobileMenu: 'dropdown' } });
    expect(dropdown.markup).toMatch(/<summary[^>]*><span>Menu<\/span>/);
    expect(navCss(dropdown)).not.toMatch(/details\[open\] \+ ul\{[^}]*position:absolute/);
    const inline = renderElementForTest('navigation', { options: { mobileMenu: 'inline' } });
    expect(inline.markup).not.toContain('<details');
    expect(navCss(inline)).not.toMatch(/> ul\{display:none/);
  });

  it('escapes hostile labels and drops javascript: links', () => {
    expectEscaped(
      renderElementForTest('navigation', { options: { items: [{ label: HOSTILE, CustomLink: '/' }] } })
        .markup,
    );
    const page = renderUnchecked('navigation', {
      items: [
        { label: 'Bad', CustomLink: 'javascript:alert(1)', OpenInNewWindow: false },
        { label: 'Good', CustomLink: '/ok', OpenInNewWindow: false },
      ],
    });
    expect(page.markup).not.toContain('javascript:');
    expect(page.markup).not.toContain('>Bad<');
    expect(hrefs(page.markup)).toEqual(['http://demo.localhost:3000/ok']);
  });

  it('is inert in the editor and shows an empty state for a missing menu (nothing live)', () => {
    expectNoHref(renderElementForTest('navigation', { mode: 'edit' }).markup);
    expect(renderElementForTest('navigation', { options: { menuId: 99 }, data: MISC_DATA }).markup).toBe('');
    for (const mode of ['edit', 'preview'] as const)
      expect(
        renderElementForTest('navigation', { options: { menuId: 99 }, data: MISC_DATA, mode }).markup,
      ).toContain('edit-placeholder');
  });

  it('carries link colours, hover, current page, spacing and layout in its CSS', () => {
    const page = renderElementForTest('navigation', {
      options: {
        TextColor: '#334155',
        HoverTextColor: '#0ea5e9',
        activeColor: '#e11d48',
        itemSpacing: 40,
        layout: 'vertical',
        FontSize: { desktop: 17 },
        mobileMenuBackground: '#0f172a',
      },
    });
    const css = navCss(page);
    expect(css).toMatch(/ a\{[^}]*color:#334155/);
    expect(css).toMatch(/ a:hover,[^{]* a:focus-visible\{color:#0ea5e9/);
    expect(css).toMatch(/ a\[aria-current="page"\]\{color:#e11d48/);
    expect(css).toContain('column-gap:40px');
    expect(css).toMatch(/> ul\{[^}]*flex-direction:column/);
    expect(css).toMatch(/ a\{[^}]*font-size:17px/);
    // A dark panel gets light links.
    expect(css).toMatch(/details\[open\] \+ ul\{[^}]*background-color:#0f172a/);
    expect(css).toMatch(/details\[open\] \+ ul a\{[^}]*color:#ffffff/);
  });
});
