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

describe('input element', () => {
  it('renders its defaults: a labelled text input with the form island', () => {
    const page = renderElementForTest('input');
    expect(page.problems).toEqual([]);
    const input = tag(page.markup, 'input');
    expect(input).toEqual({
      id: expect.stringMatching(/^element-[\w-]+-company$/),
      name: 'company',
      class: expect.stringMatching(/^fc\w+$/),
      type: 'text',
      placeholder: 'Company name',
      autocomplete: 'organization',
    });
    expect(tag(page.markup, 'label')).toEqual({ class: expect.stringMatching(/^fl\w+$/), for: input.id });
    expect(page.markup).toContain('>Company</label>');
    expect(tag(page.markup, 'p')).toEqual({
      class: expect.stringMatching(/^fld-err fe\w+$/),
      id: `${input.id}-err`,
      hidden: '',
    });
    expect(page.islands).toEqual(['form']);
  });

  it('takes required, type, keyboard and autocomplete from its type and rules', () => {
    const email = renderElementForTest('input', {
      options: { name: 'email', rules: 'required|email', label: 'Email' },
    });
    expect(tag(email.markup, 'input')).toMatchObject({
      type: 'email',
      required: '',
      autocomplete: 'email',
      inputmode: 'email',
      autocapitalize: 'off',
      spellcheck: 'false',
      'data-rules': 'required|email',
    });
    expect(email.markup).toMatch(/Email<span class="req" aria-hidden="true">\*<\/span><\/label>/);
    const phone = tag(
      renderElementForTest('input', {
        options: { name: 'mobile', inputType: 'tel', rules: 'phone', defaultCountry: 'GB' },
      }).markup,
      'input',
    );
    expect(phone).toMatchObject({
      type: 'tel',
      autocomplete: 'tel',
      inputmode: 'tel',
      'data-rules': 'phone',
      'data-country': 'GB',
    });
    expect(phone).not.toHaveProperty('required');
    const url = tag(
      renderElementForTest('input', { options: { name: 'site', rules: 'url|max:120|min:4' } }).markup,
      'input',
    );
    expect(url).toMatchObject({ type: 'url', inputmode: 'url', minlength: '4', maxlength: '120' });
  });

  it('escapes hostile label and placeholder', () => {
    const page = renderElementForTest('input', { options: { label: HOSTILE, placeholder: HOSTILE } });
    expect(page.markup).not.toMatch(/<script|<img/i);
    expect(page.markup).toContain(
      'placeholder="&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &lt;img src=x onerror=alert(1)&gt;"',
    );
    expectEscaped(page.markup);
  });

  it('never makes a link of what it holds (a javascript: placeholder stays text)', () => {
    const page = renderElementForTest('input', { options: { placeholder: 'javascript:alert(1)' } });
    expect(page.markup).not.toMatch(/href=|src=/);
  });

  it('keeps a name the schema refuses out of ids and markup', () => {
    const page = renderUnchecked('input', { name: '"><script>x</script>' });
    expect(page.markup).not.toContain('<script>');
    expect(tag(page.markup, 'input').id).toMatch(/^element-[\w-]+-scriptxscript$/);
  });

  it('is inert in edit mode (and loads no island there)', () => {
    const page = renderElementForTest('input', { mode: 'edit' });
    expect(page.markup).toMatch(/^<div class="fld [^"]*" data-edit-inert="">/);
    expect(page.islands).toEqual([]);
  });

  it('keeps a screen-reader label when the visible one is off', () => {
    const page = renderElementForTest('input', { options: { showLabel: false } });
    expect(page.markup).toMatch(/<label class="sr-only" for="[^"]+">Company<\/label>/);
    expect(page.markup).toContain('placeholder="Company name"');
  });

  it.each([
    ['default', 'background:#ffffff', 'border:1px solid #d1d5db'],
    ['gray', 'background:#f3f4f6', 'border-radius:6px'],
    ['lightgray', 'background:#f9fafb', 'border:1px solid #e5e7eb'],
    ['borderwhite', 'background:transparent', 'border:1px solid #ffffff'],
    ['simple', 'border:1px solid #9ca3af', 'border-radius:0'],
    ['3dgradient', 'background:linear-gradient(#ffffff,#eef2f7)', 'box-shadow:inset 0 1px 2px'],
    ['simpleclean', 'border-radius:8px', 'box-shadow:0 1px 3px'],
    ['blackunderline', 'border-bottom:2px solid #111827', 'border:0'],
  ] as const)('draws the %s input style', (inputStyle, first, second) => {
    const page = renderElementForTest('input', { options: { inputStyle } });
    const css = cssOf(page.css, [
      classesOf(page.markup, 'fld').join(' '),
      ...(page.markup.match(/class="(fc\w+)"/)?.slice(1) ?? []),
    ]);
    expect(css).toContain(first);
    expect(css).toContain(second);
  });

  it('carries its font, size and colours in its CSS', () => {
    const page = renderElementForTest('input', {
      options: {
        FontFamily: 'Lora',
        FontSize: { desktop: 18, mobile: 16 },
        TextColor: '#1e3a8a',
        labelColor: '#7c2d12',
      },
    });
    const control = page.markup.match(/class="(fc\w+)"/)?.[1] ?? '';
    const css = cssOf(page.css, [control]);
    expect(css).toContain('font-family:"Lora"');
    expect(css).toContain('font-size:18px');
    expect(css).toMatch(/@media \(max-width:767px\)\{[^{]*\{font-size:16px;\}/);
    expect(css).toContain('color:#1e3a8a');
    const label = page.markup.match(/<label class="(fl\w+)"/)?.[1] ?? '';
    expect(cssOf(page.css, [label])).toContain('color:#7c2d12');
    expect(page.fonts).toContainEqual({ family: 'Lora', weight: 400 });
  });
});
