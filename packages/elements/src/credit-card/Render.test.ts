import { classesOf, cssOf, expectOnlyText, HOSTILE, renderWith, tag, tags } from '@tessera/renderer/testing';
import { describe, expect, it } from 'vitest';

const connected = { gatewayId: 'acct_1' };

describe('credit card element', () => {
  it('renders its defaults: nothing live without a payment account, a notice in the editor and preview', () => {
    expect(renderWith('credit-card').markup).toBe('');
    for (const mode of ['edit', 'preview'] as const) {
      const page = renderWith('credit-card', { mode });
      expect(page.markup).toContain('Connect a payment account to take payments.');
      expect(tags(page.markup, 'input')).toHaveLength(5);
    }
  });

  it('lays out labelled card fields with the cc-* autocomplete tokens', () => {
    const page = renderWith('credit-card', { options: connected });
    expect(page.problems).toEqual([]);
    expect(page.markup).not.toContain('Connect a payment account');
    expect(tag(page.markup, 'fieldset')['data-island']).toBe('order');
    expect(page.markup).toMatch(/<legend class="cc-head"><span class="cc-label">Card details<\/span>/);
    const inputs = tags(page.markup, 'input').map((input) => input.attributes);
    expect(inputs.map((input) => input.autocomplete)).toEqual([
      'cc-name',
      'cc-number',
      'cc-exp',
      'cc-csc',
      'postal-code',
    ]);
    const labels = Object.fromEntries(
      [...page.markup.matchAll(/<label class="[^"]*" for="([^"]+)">([^<]+)<\/label>/g)].map((m) => [
        m[1],
        m[2],
      ]),
    );
    expect(inputs.map((input) => labels[input.id ?? ''])).toEqual([
      'Name on card',
      'Card number',
      'Expiry date',
      'Security code',
      'Postal code',
    ]);
    expect(
      tags(page.markup, 'svg')
        .filter((svg) => svg.attributes.role === 'img')
        .map((svg) => svg.attributes['aria-label']),
    ).toEqual(['Visa', 'Mastercard', 'American Express', 'Discover']);
    expect(page.islands).toEqual(['order']);
  });

  it('can never send a card number: no field names, no form, no action', () => {
    const page = renderWith('credit-card', { options: connected });
    expect(tags(page.markup, 'input').every((input) => input.attributes.name === undefined)).toBe(true);
    expect(tags(page.markup, 'form')).toEqual([]);
    expect(page.markup).not.toMatch(/action=|formaction=/);
  });

  it('leaves out the name, postal code and brand icons when asked', () => {
    const page = renderWith('credit-card', {
      options: { ...connected, showCardholderName: false, showPostalCode: false, showCardIcons: false },
    });
    expect(tags(page.markup, 'input').map((input) => input.attributes.autocomplete)).toEqual([
      'cc-number',
      'cc-exp',
      'cc-csc',
    ]);
    expect(page.markup).not.toContain('cc-brands');
  });

  it('escapes hostile labels and the security note', () => {
    const page = renderWith('credit-card', {
      options: { ...connected, cardLabel: HOSTILE, cardholderLabel: HOSTILE, secureNote: HOSTILE },
    });
    expectOnlyText(page.markup, 3);
  });

  it('has no link to drop', () => {
    const page = renderWith('credit-card', { options: { ...connected, secureNote: 'javascript:alert(1)' } });
    expect(tags(page.markup, 'a')).toEqual([]);
  });

  it('is inert in the editor', () => {
    const page = renderWith('credit-card', { options: connected, mode: 'edit' });
    expect(tag(page.markup, 'fieldset')['data-edit-inert']).toBe('');
    expect(page.islands).toEqual([]);
  });

  it('carries the text and label colours, font size and input style into its CSS', () => {
    const page = renderWith('credit-card', {
      options: {
        ...connected,
        TextColor: '#334155',
        labelColor: '#7c3aed',
        FontSize: { desktop: 17 },
        inputStyle: 'blackunderline',
      },
    });
    expect(cssOf(page.css, classesOf(page.markup, 'cc'))).toContain('color:#334155');
    const label = tags(page.markup, 'label')[0]?.attributes.class ?? '';
    expect(cssOf(page.css, [label])).toContain('color:#7c3aed');
    const input = cssOf(page.css, [tags(page.markup, 'input')[0]?.attributes.class ?? '']);
    expect(input).toContain('border-bottom:2px solid #111827');
    expect(input).toContain('font-size:17px');
  });
});
