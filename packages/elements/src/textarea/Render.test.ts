import { cssOf, expectEscaped, HOSTILE, renderElementForTest } from '@tessera/renderer/testing';
import { describe, expect, it } from 'vitest';

describe('textarea element', () => {
  it('renders its defaults: a labelled textarea with rows and the form island', () => {
    const page = renderElementForTest('textarea');
    expect(page.problems).toEqual([]);
    const id = page.markup.match(/<textarea id="([^"]+)"/)?.[1] ?? '';
    expect(id).toMatch(/-message$/);
    expect(page.markup).toContain(`for="${id}">Message</label>`);
    expect(page.markup).toMatch(
      /<textarea id="[^"]+" name="message" class="fc\w+ ft\w+" rows="4" placeholder="How can we help\?"><\/textarea>/,
    );
    expect(page.islands).toEqual(['form']);
  });

  it('takes rows, maxlength and required from its options and rules', () => {
    const page = renderElementForTest('textarea', {
      options: { rows: 8, maxLength: 500, rules: 'required|min:10' },
    });
    expect(page.markup).toMatch(
      /rows="8"[^>]*required="" minLength="10" maxLength="500" data-rules="required\|min:10"/,
    );
  });

  it('escapes hostile label and placeholder', () => {
    expectEscaped(
      renderElementForTest('textarea', { options: { label: HOSTILE, placeholder: HOSTILE } }).markup,
    );
  });

  it('never makes a link of what it holds', () => {
    expect(
      renderElementForTest('textarea', { options: { label: 'javascript:alert(1)' } }).markup,
    ).not.toMatch(/href=|src=/);
  });

  it('is inert in edit mode', () => {
    const page = renderElementForTest('textarea', { mode: 'edit' });
    expect(page.markup).toContain('data-edit-inert=""');
    expect(page.islands).toEqual([]);
  });

  it('keeps a screen-reader label when the visible one is off', () => {
    expect(renderElementForTest('textarea', { options: { showLabel: false } }).markup).toMatch(
      /<label class="sr-only" for="[^"]+">Message<\/label>/,
    );
  });

  it('carries its style in its CSS (resizable vertically, input style)', () => {
    const page = renderElementForTest('textarea', { options: { inputStyle: 'gray', TextColor: '#0c4a6e' } });
    const classes = page.markup.match(/<textarea [^>]*class="([^"]+)"/)?.[1]?.split(' ') ?? [];
    const css = cssOf(page.css, classes);
    expect(css).toContain('resize:vertical');
    expect(css).toContain('background:#f3f4f6');
    expect(css).toContain('color:#0c4a6e');
  });
});
