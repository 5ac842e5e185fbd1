import { DEFAULT_THEME } from '@tessera/document';
import {
  classesOf,
  cssOf,
  expectEscaped,
  HOSTILE,
  renderElementForTest,
  renderUnchecked,
} from '@tessera/renderer/testing';
import { describe, expect, it } from 'vitest';

const buttonCss = (page: { markup: string; css: string }) => cssOf(page.css, classesOf(page.markup, 'btn'));

describe('button element', () => {
  it('renders its defaults: a modern button with the theme colours and no target', () => {
    const page = renderElementForTest('button');
    expect(page.problems).toEqual([]);
    expect(page.markup).toContain('<span class="btn-main">Get Started</span>');
    // Nowhere to go: not a link and not a button that does nothing.
    expect(page.markup).not.toMatch(/<a\b|<button\b/);
    const css = buttonCss(page);
    expect(css).toContain(`color:${DEFAULT_THEME.ButtonTextColor}`);
    expect(css).toContain(`background-color:${DEFAULT_THEME.ButtonBackground}`);
    expect(css).toContain('font-size:14px');
    expect(css).toContain('padding:12px 24px 12px 24px');
    expect(css).toContain('border-radius:4px');
  });

  it('links through the SPEC §5 rules, with new-window links opened safely', () => {
    const page = renderElementForTest('button', { options: { CustomLink: '/pricing' } });
    expect(page.markup).toMatch(/<a class="btn [^"]*" href="http:\/\/demo\.localhost:3000\/pricing">/);
    expect(page.markup).not.toContain('target=');
    const newWindow = renderElementForTest('button', {
      options: { CustomLink: 'example.com', OpenInNewWindow: true },
    });
    expect(newWindow.markup).toContain(
      'href="https://example.com" target="_blank" rel="noopener noreferrer"',
    );
    const toPage = renderElementForTest('button', { options: { PageId: 2, CustomLink: '/ignored' } });
    expect(toPage.markup).toContain('href="http://demo.localhost:3000/pricing"');
  });

  it('escapes hostile text and sub text', () => {
    const page = renderElementForTest('button', { options: { Text: HOSTILE, SubText: HOSTILE } });
    expectEscaped(page.markup);
    expect(page.markup.match(/&lt;script&gt;/g)).toHaveLength(2);
  });

  it('drops a javascript: link, even one stored past the schema', () => {
    const page = renderUnchecked('button', { kind: 'modern', CustomLink: 'javascript:alert(1)' });
    expect(page.problems).toEqual([]);
    expect(page.markup).toContain('Get Started');
    expect(page.markup).not.toContain('javascript:');
    expect(page.markup).not.toContain('href=');
  });

  it('opens its popup with a <button data-popup> and asks for the popup island', () => {
    const page = renderElementForTest('button', { options: { ActionType: 'popup', PopupId: 'popup-abc"1' } });
    expect(page.markup).toMatch(
      /<button type="button" class="btn [^"]*" data-popup="popup-abc1" aria-haspopup="dialog">/,
    );
    expect(page.islands).toContain('popup');
    // A popup action wins over any link the button also carries.
    const both = renderElementForTest('button', {
      options: { ActionType: 'popup', PopupId: 'p1', CustomLink: '/x' },
    });
    expect(both.markup).not.toContain('href=');
  });

  it('is inert in edit mode: no href, no popup, no island', () => {
    const link = renderElementForTest('button', { options: { CustomLink: '/pricing' }, mode: 'edit' });
    expect(link.markup).not.toContain('href=');
    expect(link.markup).toContain('data-edit-inert=""');
    const popup = renderElementForTest('button', {
      options: { ActionType: 'popup', PopupId: 'p1' },
      mode: 'edit',
    });
    expect(popup.markup).not.toContain('data-popup');
    expect(popup.markup).toContain('data-edit-inert=""');
    expect(popup.islands).toEqual([]);
  });

  it('has an accessible name: its text, or the icon named when it has no text', () => {
    const page = renderElementForTest('button', { options: { CustomLink: '/x', Icon: 'check' } });
    expect(page.markup).toMatch(/<svg class="btn-ico"[^>]*aria-hidden="true">/);
    const iconOnly = renderElementForTest('button', {
      options: { CustomLink: '/x', Text: '', Icon: 'cart-shopping' },
    });
    expect(iconOnly.markup).toMatch(/<svg class="btn-ico"[^>]*role="img" aria-label="cart shopping">/);
  });

  it('draws icon and image in order, the image with alt="" and its size', () => {
    const page = renderElementForTest('button', {
      options: {
        Icon: 'arrow-right',
        IconAfter: true,
        IconSize: 18,
        ShowImage: true,
        Image: { url: 'https://cdn.example.com/b.png', Ratio: 1 },
        ShowWidth: 24,
        ShowHeight: 24,
      },
    });
    expect(page.markup).toMatch(
      /<img class="btn-img" src="https:\/\/cdn\.example\.com\/b\.png" alt="" width="24" height="24" loading="lazy" decoding="async"\/><span class="btn-txt">.*<\/span><svg class="btn-ico"[^>]*width="18"/,
    );
  });

  it('carries its own colours, hover colours, sizes and shape in its CSS', () => {
    const page = renderElementForTest('button', {
      options: {
        TextColor: '#111111',
        ButtonBackgroundColor: '#fde047',
        BackgroundColor: '#0f172a',
        HoverButtonBackgroundColor: '#facc15',
        HoverTextColor: '#000000',
        FontSize: 20,
        MobileFontSize: 17,
        SubText: 'sub',
        SubFontSize: 13,
        Border: 'full',
        BorderWidth: 2,
        BorderColor: '#ca8a04',
        BorderRadius: 10,
        RadiusEdge: 'toponly',
        Width: 'fill',
        Alignment: 'right',
        HoverAnimation: 'grow',
        TextShadow: true,
      },
    });
    const css = buttonCss(page);
    expect(css).toContain('color:#111111');
    expect(css).toContain('background-color:#fde047');
    expect(css).toMatch(
      /:hover[^{]*\{[^}]*background-color:#facc15;color:#000000;[^}]*transform:scale\(1\.05\)/,
    );
    expect(css).toContain('font-size:20px');
    expect(css).toMatch(/@media \(max-width:767px\)\{\.b[\w]+\{font-size:17px;\}/);
    // SPEC §9 mobile fallback for the sub text.
    expect(css).toMatch(/@media \(max-width:767px\)\{\.b[\w]+ \.btn-sub\{font-size:10px;\}/);
    expect(css).toContain('border:2px solid #ca8a04');
    expect(css).toContain('border-radius:10px 10px 0 0');
    expect(css).toContain('width:100%');
    expect(css).toContain('text-shadow:');
    const wrap = cssOf(page.css, classesOf(page.markup, 'btn-wrap'));
    expect(wrap).toContain('justify-content:flex-end');
    // A modern button's BackgroundColor is the strip behind it.
    expect(wrap).toContain('background-color:#0f172a');
  });

  it('reads an older (classic) button: its BackgroundColor is the fill and mobile sizes fall back to 15 / 10', () => {
    const page = renderElementForTest('button', {
      options: {
        kind: 'classic',
        BackgroundColor: '#16a34a',
        FontSize: 22,
        SubText: 's',
        HoverClass: 'float',
      },
    });
    const css = buttonCss(page);
    expect(css).toContain('background-color:#16a34a');
    expect(css).toMatch(/@media \(max-width:767px\)\{\.b[\w]+\{font-size:15px;\}/);
    expect(css).toContain('transform:translateY(-4px)');
    expect(cssOf(page.css, classesOf(page.markup, 'btn-wrap'))).not.toContain('background-color');
  });

  it('falls back to the page theme colours where its own are empty', () => {
    const page = renderElementForTest('button', {
      theme: { ButtonTextColor: '#fefefe', ButtonBackground: '#7c3aed', ButtonBorderColor: '#5b21b6' },
      options: { Border: 'bottom', BorderWidth: 3 },
    });
    const css = buttonCss(page);
    expect(css).toContain('color:#fefefe');
    expect(css).toContain('background-color:#7c3aed');
    expect(css).toContain('border-bottom:3px solid #5b21b6');
  });
});
