import { DEFAULT_THEME } from '@tessera/document';
import { classesOf, cssOf, renderElementForTest } from '@tessera/renderer/testing';
import { describe, expect, it } from 'vitest';

const ITEMS = '<ul><li>Fast setup</li><li>No <strong>card</strong> needed</li><li>Cancel anytime</li></ul>';

describe('bullet-list element', () => {
  it('renders its defaults: a list with a check icon per item in the theme colour', () => {
    const page = renderElementForTest('bullet-list');
    expect(page.problems).toEqual([]);
    expect(page.markup).toMatch(/^<ul class="bl /);
    expect(page.markup.match(/<li>/g)).toHaveLength(3);
    expect(page.markup.match(/<use href="#i-check"><\/use>/g)).toHaveLength(3);
    expect(page.markup).toContain('First key benefit');
    expect(page.html).toContain('<symbol id="i-check"');
    expect(cssOf(page.css, classesOf(page.markup, 'bl-mark'))).toContain(
      `color:${DEFAULT_THEME.ButtonBackground}`,
    );
  });

  it('keeps each item’s formatting and makes lines written as paragraphs items too', () => {
    const page = renderElementForTest('bullet-list', { text: ITEMS });
    expect(page.markup).toContain('<div class="bl-txt">No <strong>card</strong> needed</div>');
    const lines = renderElementForTest('bullet-list', { text: '<p>One</p><p>Two</p>' });
    expect(lines.markup.match(/<li>/g)).toHaveLength(2);
  });

  it('escapes hostile text (the formatted text is sanitised)', () => {
    const page = renderElementForTest('bullet-list', {
      text: '<ul><li><script>alert(1)</script>"quoted"<img src=x onerror=alert(1)></li></ul>',
    });
    expect(page.markup).not.toMatch(/<script|onerror/i);
    expect(page.markup).toContain('"quoted"');
  });

  it('drops javascript: links in items', () => {
    const page = renderElementForTest('bullet-list', {
      text: '<ul><li><a href="javascript:alert(1)">Click</a> and <a href="https://example.com">read</a></li></ul>',
    });
    expect(page.markup).not.toContain('javascript:');
    expect(page.markup).toContain('href="https://example.com"');
  });

  it('is inert in edit mode: the same static list, no script', () => {
    const live = renderElementForTest('bullet-list', { text: ITEMS });
    const edit = renderElementForTest('bullet-list', { text: ITEMS, mode: 'edit' });
    expect(edit.islands).toEqual([]);
    expect(edit.markup.replace(/element-[\w-]+/g, '')).toBe(live.markup.replace(/element-[\w-]+/g, ''));
  });

  it('hides markers from assistive tech: the list itself is announced', () => {
    const page = renderElementForTest('bullet-list', { text: ITEMS });
    expect(page.markup).toMatch(/<span class="bl-mark [^"]*"><svg [^>]*aria-hidden="true">/);
    const numbered = renderElementForTest('bullet-list', {
      text: ITEMS,
      options: { iconListTheme: 'number' },
    });
    expect(numbered.markup).toMatch(/^<ol class="bl /);
    expect(numbered.markup).toContain('<span class="bl-mark');
    expect(numbered.markup).toMatch(/aria-hidden="true"><span>2\.<\/span>/);
  });

  it.each([
    ['arrow', 'i-arrow-right', 'plain'],
    ['check-circle', 'i-check', 'circle'],
    ['check-square', 'i-check', 'square'],
    ['star-circle', 'i-star', 'circle'],
    ['dash', 'i-minus', 'plain'],
  ] as const)('draws the %s icon-list theme', (theme, symbol, shape) => {
    const page = renderElementForTest('bullet-list', {
      text: ITEMS,
      options: { iconListTheme: theme, iconColor: '#16a34a' },
    });
    expect(page.markup).toContain(`<use href="#${symbol}">`);
    const css = cssOf(page.css, classesOf(page.markup, 'bl-mark'));
    if (shape === 'plain') expect(css).toContain('color:#16a34a');
    else {
      expect(css).toContain('background:#16a34a');
      expect(css).toContain(shape === 'circle' ? 'border-radius:50%' : 'border-radius:3px');
    }
  });

  it('carries its typography, marker size and spacing in its CSS', () => {
    const page = renderElementForTest('bullet-list', {
      text: ITEMS,
      options: { FontSize: { desktop: 20, mobile: 16 }, TextColor: '#334155', iconSize: 22, itemSpacing: 14 },
    });
    const css = cssOf(page.css, classesOf(page.markup, 'bl'));
    expect(css).toContain('font-size:20px');
    expect(css).toMatch(/@media \(max-width:767px\)\{[^{]*\{font-size:16px;\}/);
    expect(css).toContain('color:#334155');
    expect(css).toContain('>li+li{margin-top:14px;}'.replace('>li+li', ' > li + li'));
    expect(cssOf(page.css, classesOf(page.markup, 'bl-mark'))).toContain('width:22px');
  });

  it('renders an empty text as an empty, hidden list', () => {
    const page = renderElementForTest('bullet-list', { text: '<p></p>' });
    expect(page.markup).toMatch(/^<ul class="bl [^"]*empty-content"><\/ul>$/);
  });
});
