import { cssOf, renderElementForTest } from '@tessera/renderer/testing';
import { describe, expect, it } from 'vitest';

const OWN_CODE = '<div id="widget"></div><script src="https://widgets.example.com/w.js" async></script>';

describe('html element', () => {
  it('inserts the owner’s HTML as written on the sites origin (live and preview)', () => {
    for (const mode of ['live', 'preview'] as const) {
      const page = renderElementForTest('html', { options: { html: OWN_CODE }, mode });
      expect(page.problems).toEqual([]);
      expect(page.markup).toBe(`<div>${OWN_CODE}</div>`);
    }
  });

  it('renders its defaults', () => {
    expect(renderElementForTest('html').markup).toContain('Paste your embed code or HTML here');
  });

  it('never inserts it in the editor: an inert placeholder shows the code as text', () => {
    const page = renderElementForTest('html', { options: { html: OWN_CODE }, mode: 'edit' });
    expect(page.markup).not.toContain('<script');
    expect(page.markup).not.toContain('<div id="widget">');
    expect(page.markup).toMatch(/^<div class="edit-placeholder[^"]*" data-edit-inert="">/);
    expect(page.markup).toContain('Custom HTML');
    expect(page.markup).toContain('&lt;script src=&quot;https://widgets.example.com/w.js&quot; async&gt;');
  });

  it('shows nothing live when empty', () => {
    expect(renderElementForTest('html', { options: { html: '  ' } }).markup).toBe('');
    expect(renderElementForTest('html', { options: { html: '' }, mode: 'edit' }).markup).toContain('(empty)');
  });

  it('gives a fixed, scrolling height when it does not fit its content', () => {
    const page = renderElementForTest('html', {
      options: { html: '<p>x</p>', autoHeight: false, height: { desktop: 320, mobile: 200 } },
    });
    const css = cssOf(page.css, [page.markup.match(/^<div class="(\w+)"/)?.[1] ?? '']);
    expect(css).toContain('height:320px');
    expect(css).toContain('overflow:auto');
    expect(css).toMatch(/@media \(max-width:767px\)\{[^}]*height:200px/);
    expect(renderElementForTest('html', { options: { html: '<p>x</p>' } }).markup).toBe(
      '<div><p>x</p></div>',
    );
  });
});
