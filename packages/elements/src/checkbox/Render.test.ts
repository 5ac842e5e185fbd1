import { DEFAULT_THEME } from '@tessera/document';
import { cssOf, expectEscaped, HOSTILE, renderElementForTest, tag } from '@tessera/renderer/testing';
import { describe, expect, it } from 'vitest';

describe('checkbox element', () => {
  it('renders its defaults: a required box inside its label, with the form island', () => {
    const page = renderElementForTest('checkbox');
    expect(page.problems).toEqual([]);
    const input = tag(page.markup, 'input');
    expect(input).toEqual({
      id: expect.stringMatching(/^element-[\w-]+-consent$/),
      type: 'checkbox',
      name: 'consent',
      value: 'true',
      required: '',
      'data-rules': 'required',
    });
    // The label wraps the box and names it.
    expect(page.markup).toMatch(
      /<label class="fk\w+" for="[^"]+"><input [^>]*\/><span>I agree to receive emails about this offer<span class="req" aria-hidden="true">\*<\/span><\/span><\/label>/,
    );
    expect(tag(page.markup, 'label').for).toBe(input.id);
    expect(page.markup).not.toContain('checked');
    expect(page.islands).toEqual(['form']);
  });

  it('can start ticked, and is optional without the required rule', () => {
    const page = renderElementForTest('checkbox', { options: { checkedByDefault: true, rules: '' } });
    expect(page.markup).toContain('checked=""');
    expect(page.markup).not.toContain('required');
  });

  it('escapes a hostile label', () => {
    expectEscaped(renderElementForTest('checkbox', { options: { label: HOSTILE } }).markup);
  });

  it('never makes a link of its label', () => {
    expect(
      renderElementForTest('checkbox', { options: { label: 'javascript:alert(1)' } }).markup,
    ).not.toMatch(/href=/);
  });

  it('is inert in edit mode', () => {
    const page = renderElementForTest('checkbox', { mode: 'edit' });
    expect(page.markup).toMatch(/^<div class="fld fld-check [^"]*" data-edit-inert="">/);
    expect(page.islands).toEqual([]);
  });

  it('ticks in the theme accent and carries its label colour', () => {
    const page = renderElementForTest('checkbox', { options: { labelColor: '#14532d' } });
    const label = page.markup.match(/<label class="(fk\w+)"/)?.[1] ?? '';
    const css = cssOf(page.css, [label]);
    expect(css).toContain(`accent-color:${DEFAULT_THEME.ButtonBackground}`);
    expect(css).toContain('color:#14532d');
  });
});
