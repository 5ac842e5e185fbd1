import { cssOf, expectEscaped, HOSTILE, renderElementForTest } from '@tessera/renderer/testing';
import { describe, expect, it } from 'vitest';

describe('dropdown element', () => {
  it('renders its defaults: a labelled select with a placeholder and its choices', () => {
    const page = renderElementForTest('dropdown');
    expect(page.problems).toEqual([]);
    const id = page.markup.match(/<select id="([^"]+)"/)?.[1] ?? '';
    expect(page.markup).toContain(`for="${id}">Choose an option</label>`);
    expect(page.markup).toContain(
      '<option value="" selected="">Select…</option><option value="Option 1">Option 1</option><option value="Option 2">Option 2</option><option value="Option 3">Option 3</option>',
    );
    expect(page.islands).toEqual(['form']);
  });

  it('shows the first choice selected when there is no placeholder', () => {
    const page = renderElementForTest('dropdown', { options: { placeholder: '', choices: ['Red', 'Blue'] } });
    expect(page.markup).toContain(
      '<option value="Red" selected="">Red</option><option value="Blue">Blue</option>',
    );
    expect(page.markup).not.toContain('<option value="">');
  });

  it('is required from its rules', () => {
    expect(renderElementForTest('dropdown', { options: { rules: 'required' } }).markup).toMatch(
      /<select [^>]*required="" data-rules="required">/,
    );
  });

  it('escapes hostile label, placeholder and choices', () => {
    const page = renderElementForTest('dropdown', {
      options: { label: HOSTILE, placeholder: HOSTILE, choices: [HOSTILE] },
    });
    expectEscaped(page.markup);
    expect(page.markup).toContain('<option value="&lt;script&gt;');
  });

  it('never makes a link of a choice', () => {
    expect(
      renderElementForTest('dropdown', { options: { choices: ['javascript:alert(1)'] } }).markup,
    ).not.toMatch(/href=|src=/);
  });

  it('is inert in edit mode', () => {
    const page = renderElementForTest('dropdown', { mode: 'edit' });
    expect(page.markup).toContain('data-edit-inert=""');
    expect(page.islands).toEqual([]);
  });

  it('keeps a screen-reader label when the visible one is off', () => {
    expect(renderElementForTest('dropdown', { options: { showLabel: false } }).markup).toMatch(
      /<label class="sr-only" for="[^"]+">Choose an option<\/label>/,
    );
  });

  it('draws its own arrow so every input style lines up', () => {
    const page = renderElementForTest('dropdown', { options: { inputStyle: 'lightgray' } });
    const classes = page.markup.match(/<select [^>]*class="([^"]+)"/)?.[1]?.split(' ') ?? [];
    const css = cssOf(page.css, classes);
    expect(css).toContain('appearance:none');
    expect(css).toContain('background-image:url("data:image/svg+xml,');
    expect(css).toContain('background:#f9fafb');
  });
});
