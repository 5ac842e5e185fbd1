import { describe, expect, it } from 'vitest';
import {
  fillDocumentPlaceholders,
  fillPlaceholders,
  fillPlaceholdersDeep,
  hasPlaceholder,
  oneLineAddress,
  PLACEHOLDERS,
  placeholderToken,
  placeholderValues,
  samplePlaceholderValues,
} from './placeholders.ts';
import { DocumentBuilder } from './samples/builder.ts';

const business = {
  name: '',
  tagline: 'Fresh bread daily',
  email: 'hi@maple.test',
  phone: '',
  address: '12 Oak Road',
  city: 'Leeds',
  state: '',
  postal_code: 'LS1 4AB',
};
const values = placeholderValues('Maple Bakery', business, 2031);

describe('placeholder values', () => {
  it('come from what the creator typed, the business name falling back to the website name', () => {
    expect(values).toEqual({
      'site.name': 'Maple Bakery',
      'business.name': 'Maple Bakery',
      'business.tagline': 'Fresh bread daily',
      'business.email': 'hi@maple.test',
      'business.phone': '',
      'business.address': '12 Oak Road, Leeds, LS1 4AB',
      year: '2031',
    });
    expect(oneLineAddress({ address: '', city: 'Springfield', state: 'IL', postal_code: '62701' })).toBe(
      'Springfield, IL 62701',
    );
  });

  it('have a sample for every placeholder, for template previews', () => {
    const samples = samplePlaceholderValues(2030);
    for (const { key } of PLACEHOLDERS) expect(samples[key], key).not.toBe('');
    expect(samples.year).toBe('2030');
  });
});

describe('fillPlaceholders', () => {
  it('resolves known names (inner spaces allowed) and leaves unknown ones as typed', () => {
    const filled = fillPlaceholders(
      '© {{year}} {{ business.name }} {{unknown.thing}} {{business.phone}}',
      values,
    );
    expect(filled.text).toBe('© 2031 Maple Bakery {{unknown.thing}} ');
    expect(filled).toMatchObject({ placeholders: 3, allBlank: false });
    expect(fillPlaceholders('{{business.phone}}', values)).toEqual({
      text: '',
      placeholders: 1,
      allBlank: true,
    });
    expect(fillPlaceholders('no placeholders', values)).toEqual({
      text: 'no placeholders',
      placeholders: 0,
      allBlank: false,
    });
    expect(hasPlaceholder(placeholderToken('business.email'))).toBe(true);
    expect(hasPlaceholder('{{nope}}')).toBe(false);
  });

  it('escapes values for where they go, and never reads them as replacement patterns', () => {
    const tricky = placeholderValues('A & B <b>$&</b>', business, 2031);
    expect(
      fillPlaceholders('<p>{{site.name}}</p>', tricky, (v) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;'))
        .text,
    ).toBe('<p>A &amp; B &lt;b>$&amp;&lt;/b></p>');
    expect(fillPlaceholdersDeep({ a: ['{{site.name}}'], n: 3, b: null }, tricky)).toEqual({
      a: ['A & B <b>$&</b>'],
      n: 3,
      b: null,
    });
  });
});

describe('fillDocumentPlaceholders', () => {
  function document() {
    const b = new DocumentBuilder(11);
    const section = b.section({ name: 'Contact' }, [
      b.stack([
        b.el('h2', {}, '<h2>Call {{business.name}}</h2>'),
        b.el('paragraph', {}, '<p><a href="tel:{{business.phone}}">{{business.phone}}</a></p>'),
        b.el('paragraph', {}, '<p>Phone: {{business.phone}}</p>'),
        b.el('paragraph', {}, '<p><a href="mailto:{{business.email}}">{{business.email}}</a></p>'),
        b.el('button', { Text: '{{business.phone}}', CustomLink: 'tel:{{business.phone}}' }),
        b.el('map', { address: '{{business.address}}' }),
      ]),
    ]);
    return b.build({ sections: [section] });
  }

  it('resolves formatted texts (HTML-escaped) and every string option', () => {
    const doc = document();
    const withAmp = placeholderValues('Maple & Oak', business, 2031);
    const { document: filled } = fillDocumentPlaceholders(doc, withAmp);
    const section = filled.sections[0]!;
    const elements = section.rows[0]!.columns[0]!.children as Array<{
      id: string;
      options: Record<string, unknown>;
    }>;
    expect(filled.texts[section.id]![elements[0]!.id]).toBe('<h2>Call Maple &#38; Oak</h2>');
    expect(elements[5]!.options.address).toBe('12 Oak Road, Leeds, LS1 4AB');
    // The input is left as it was.
    expect(JSON.stringify(doc)).toContain('{{business.address}}');
  });

  it('marks as blank the elements whose placeholders were left blank and that say nothing without them', () => {
    const doc = document();
    const elements = doc.sections[0]!.rows[0]!.columns[0]!.children.map((child) => child.id);
    const { blankElements } = fillDocumentPlaceholders(doc, values);
    // The tel: paragraph and the button say nothing; "Phone: " still says something; the
    // heading and the email line were filled.
    expect([...blankElements].sort()).toEqual([elements[1], elements[4]].sort());
    const noAddress = placeholderValues(
      'Maple',
      { ...business, address: '', city: '', postal_code: '' },
      2031,
    );
    expect(fillDocumentPlaceholders(doc, noAddress).blankElements.has(elements[5]!)).toBe(true);
  });
});
