import { formFieldFromPreset } from '@tessera/document';
import {
  classesOf,
  cssOf,
  expectEscaped,
  HOSTILE,
  renderElementForTest,
  renderUnchecked,
  tag,
} from '@tessera/renderer/testing';
import { describe, expect, it } from 'vitest';

const formTag = (markup: string) => tag(markup, 'form');

describe('form element', () => {
  it('renders its defaults: a JSON-posting island form with its preset fields, submit and live region', () => {
    const page = renderElementForTest('form');
    expect(page.problems).toEqual([]);
    const id = page.document.sections[0]?.rows[0]?.columns[0]?.children[0]?.id ?? '';
    expect(formTag(page.markup)).toEqual({
      class: 'frm',
      method: 'post',
      action: `/_forms/1/${id}`,
      novalidate: '',
      'data-island': 'form',
      'data-after': 'message',
      'data-success': 'Thank you! We will be in touch shortly.',
    });
    for (const name of ['fullName', 'email', 'phone'])
      expect(tag(page.markup, 'input', { name }).id).toBe(`${id}-${name}`);
    // Labels are off by default: screen-reader labels, placeholders on screen.
    expect(page.markup).toContain(`<label class="sr-only" for="${id}-email">Email</label>`);
    expect(page.markup).toContain('placeholder="Email Address"');
    expect(tag(page.markup, 'input', { name: 'email' })).toMatchObject({
      type: 'email',
      placeholder: 'Email Address',
      required: '',
      autocomplete: 'email',
      'data-rules': 'required|email',
    });
    expect(page.markup).toMatch(
      /<button type="submit" class="btn [^"]*"><span class="btn-txt"><span class="btn-main">Submit<\/span>/,
    );
    expect(page.markup).toContain(`<div id="${id}-msg" class="frm-msg `);
    expect(page.markup).toContain('role="status" aria-live="polite"></div>');
    expect(page.islands).toContain('form');
  });

  it('redirects to a resolved link after submitting, when asked', () => {
    const page = renderElementForTest('form', {
      options: { afterSubmit: 'redirect', redirectUrl: '/thank-you' },
    });
    expect(formTag(page.markup)).toMatchObject({
      'data-after': 'redirect',
      'data-redirect': 'http://demo.localhost:3000/thank-you',
    });
  });

  it('drops a javascript: redirect, even one stored past the schema, and shows its message instead', () => {
    const page = renderUnchecked('form', { afterSubmit: 'redirect', redirectUrl: 'javascript:alert(1)' });
    expect(page.problems).toEqual([]);
    expect(page.markup).not.toContain('javascript:');
    expect(formTag(page.markup)['data-after']).toBe('message');
    expect(formTag(page.markup)).not.toHaveProperty('data-redirect');
  });

  it('escapes hostile labels, placeholders, choices, messages and button text', () => {
    const page = renderElementForTest('form', {
      options: {
        fields: [
          { name: 'a', label: HOSTILE, type: 'text', placeholder: HOSTILE, rules: '', choices: [] },
          { name: 'b', label: 'B', type: 'select', placeholder: '', rules: '', choices: [HOSTILE] },
          { name: 'c', label: HOSTILE, type: 'checkbox', placeholder: '', rules: '', choices: [] },
        ],
        successMessage: HOSTILE,
        Button: { Text: HOSTILE, SubText: HOSTILE },
      },
    });
    expectEscaped(page.markup);
    expect(page.markup).toContain('data-success="&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot;');
    expect(formTag(page.markup)['data-success']).toBe(HOSTILE);
  });

  it('is inert in edit mode: no action, no island, a submit that does nothing', () => {
    const page = renderElementForTest('form', { mode: 'edit' });
    expect(formTag(page.markup)).toEqual({ class: 'frm', novalidate: '', 'data-edit-inert': '' });
    expect(page.markup).not.toContain('type="submit"');
    expect(page.markup).toMatch(/<button type="button" class="btn [^"]*" data-edit-inert="">/);
    expect(page.islands).toEqual([]);
  });

  it('labels every field visibly when showLabels is on, marking required ones', () => {
    const page = renderElementForTest('form', { options: { showLabels: true } });
    expect(page.markup).not.toContain('sr-only');
    expect(page.markup).toMatch(
      /<label class="fl\w+" for="[^"]+-email">Email<span class="req" aria-hidden="true">\*<\/span><\/label>/,
    );
    expect(page.markup).toMatch(/<label class="fl\w+" for="[^"]+-phone">Phone<\/label>/);
  });

  it('renders every field type with its name, rules and choices', () => {
    const page = renderElementForTest('form', {
      options: {
        fields: [
          formFieldFromPreset('firstName'),
          { name: 'size', label: 'Team size', type: 'number', placeholder: '', rules: '', choices: [] },
          { name: 'start', label: 'Start', type: 'date', placeholder: '', rules: 'required', choices: [] },
          {
            name: 'plan',
            label: 'Plan',
            type: 'select',
            placeholder: 'Pick one',
            rules: 'required',
            choices: ['Basic', 'Pro'],
          },
          { name: 'note', label: 'Note', type: 'textarea', placeholder: '', rules: 'max:300', choices: [] },
          {
            name: 'terms',
            label: 'I accept',
            type: 'checkbox',
            placeholder: '',
            rules: 'required',
            choices: [],
          },
        ],
      },
    });
    expect(tag(page.markup, 'input', { name: 'firstName' })).toMatchObject({
      autocomplete: 'given-name',
      required: '',
    });
    expect(tag(page.markup, 'input', { name: 'size' })).toMatchObject({
      type: 'number',
      inputmode: 'decimal',
    });
    expect(tag(page.markup, 'input', { name: 'size' })).not.toHaveProperty('required');
    expect(tag(page.markup, 'input', { name: 'start' })).toMatchObject({ type: 'date', required: '' });
    expect(tag(page.markup, 'select', { name: 'plan' })).toMatchObject({
      required: '',
      'data-rules': 'required',
    });
    expect(page.markup).toMatch(
      /<option value="" selected="">Pick one<\/option><option value="Basic">Basic<\/option><option value="Pro">Pro<\/option><\/select>/,
    );
    expect(tag(page.markup, 'textarea', { name: 'note' })).toMatchObject({
      maxlength: '300',
      'data-rules': 'max:300',
    });
    expect(tag(page.markup, 'input', { name: 'terms' })).toMatchObject({
      type: 'checkbox',
      value: 'true',
      required: '',
    });
  });

  it.each([
    ['stacked', ['display:grid', 'grid-template-columns:minmax(0,1fr)']],
    ['two-column', ['grid-template-columns:repeat(2,minmax(0,1fr))', '> .frm-full{grid-column:1 / -1;}']],
    ['inline', ['display:flex', 'flex-wrap:wrap', '> .fld{flex:1 1 180px;}']],
  ] as const)('lays out %s', (layout, declarations) => {
    const page = renderElementForTest('form', { options: { layout, fieldSpacing: 18 } });
    const css = cssOf(page.css, classesOf(page.markup, 'frm-fields'));
    expect(css).toContain('gap:18px');
    for (const declaration of declarations) expect(css).toContain(declaration);
  });

  it('stacks the two-column and inline layouts on phones', () => {
    const two = renderElementForTest('form', { options: { layout: 'two-column' } });
    expect(cssOf(two.css, classesOf(two.markup, 'frm-fields'))).toMatch(
      /@media \(max-width:767px\)\{[^{]*\{grid-template-columns:minmax\(0,1fr\);\}/,
    );
    const inline = renderElementForTest('form', { options: { layout: 'inline' } });
    expect(cssOf(inline.css, classesOf(inline.markup, 'frm-fields'))).toMatch(
      /@media \(max-width:767px\)\{[^{]*\{flex-direction:column;align-items:stretch;\}/,
    );
  });

  it('styles its fields and submit from its options', () => {
    const page = renderElementForTest('form', {
      options: {
        inputStyle: 'blackunderline',
        FontSize: { desktop: 17 },
        TextColor: '#1f2937',
        Button: { ButtonBackgroundColor: '#dc2626', Text: 'Join' },
      },
    });
    const control = page.markup.match(/<input [^>]*class="(fc\w+)"/)?.[1] ?? '';
    const css = cssOf(page.css, [control]);
    expect(css).toContain('border-bottom:2px solid #111827');
    expect(css).toContain('font-size:17px');
    expect(css).toContain('color:#1f2937');
    expect(cssOf(page.css, classesOf(page.markup, 'btn'))).toContain('background-color:#dc2626');
    expect(cssOf(page.css, classesOf(page.markup, 'btn'))).toContain('width:100%');
  });
});
