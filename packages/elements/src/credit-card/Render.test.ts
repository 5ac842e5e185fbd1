import {
  COMMERCE,
  COMMERCE_DATA,
  classesOf,
  cssOf,
  expectOnlyText,
  HOSTILE,
  MEDIA_DATA,
  renderWith,
  tag,
  tags,
} from '@tessera/renderer/testing';
import { describe, expect, it } from 'vitest';

const live = { data: COMMERCE_DATA };

describe('credit card element', () => {
  it('says payments are not available on a live page of a site that takes none', () => {
    const page = renderWith('credit-card', { data: MEDIA_DATA });
    expect(page.problems).toEqual([]);
    expect(page.markup).toMatch(/^<p class="pay-off [^"]+">Payments are not available right now\.<\/p>$/);
    expect(page.markup).not.toMatch(/<form|<input|<button/);
    // No Stripe, and no order island for a checkout that cannot happen.
    expect(page.islands).toEqual(['checkout']);
    // A blog post (no page to name) cannot check out either.
    const post = renderWith('credit-card', {
      data: { ...COMMERCE_DATA, commerce: { ...COMMERCE, pageId: null } },
    });
    expect(post.markup).toContain('Payments are not available right now.');
  });

  it('tells the designer where to connect a gateway, in the editor and the preview', () => {
    for (const mode of ['edit', 'preview'] as const) {
      const page = renderWith('credit-card', { mode, data: MEDIA_DATA });
      expect(page.markup).toContain('Connect a payment gateway in the website’s Payments tab');
      expect(page.markup).not.toContain('data-checkout');
      expect(page.markup).not.toContain('data-payment-element');
      expect(tags(page.markup, 'form')).toEqual([]);
      // The layout still shows: the e-mail, the name, Stripe's stand-in and the button.
      expect(tags(page.markup, 'input').map((input) => input.attributes.name)).toEqual(['email', 'name']);
      expect(page.markup).toContain('<span>Card number</span>');
    }
  });

  it('draws the layout without that note in the editor of a site whose gateway takes payments', () => {
    const page = renderWith('credit-card', { mode: 'edit', data: { ...MEDIA_DATA, takesPayments: true } });
    expect(page.problems).toEqual([]);
    expect(page.markup).not.toContain('Connect a payment gateway');
    expect(page.markup).not.toContain('data-checkout');
    expect(page.markup).toContain('<span>Card number</span>');
    expect(page.islands).toEqual([]);
    // Only the canvas reads it: a live page without the checkout still says payments are off.
    const live = renderWith('credit-card', { data: { ...MEDIA_DATA, takesPayments: true } });
    expect(live.markup).toContain('Payments are not available right now.');
  });

  it('renders the checkout form with what the island needs, on a site that takes payments', () => {
    const page = renderWith('credit-card', live);
    expect(page.problems).toEqual([]);
    expect(tag(page.markup, 'form')).toMatchObject({
      'data-checkout': '',
      'data-stripe-js': 'https://js.stripe.com/v3/',
      'data-key': 'pk_test_tessera',
      'data-account': 'acct_test_1',
      'data-currency': 'usd',
      'data-endpoint': '/_commerce/checkout',
      'data-page-id': '12',
      'data-element-id': page.elementId,
      novalidate: '',
    });
    expect(tag(page.markup, 'form').action).toBeUndefined();
    expect(tag(page.markup, 'div', { 'data-payment-element': '' }).class).toContain('cc-pe');
    expect(page.markup).not.toContain('Payments are not available');
    // The order island owns the order it pays for; Stripe.js is the checkout island's to load.
    expect(page.islands).toEqual(['checkout', 'order']);
    expect(page.markup).not.toContain('<script');
  });

  it('labels every field: e-mail required with its token, name optional, each with an error line', () => {
    const page = renderWith('credit-card', live);
    const [email, name] = tags(page.markup, 'input').map((input) => input.attributes);
    expect(email).toMatchObject({ type: 'email', name: 'email', autocomplete: 'email', required: '' });
    expect(name).toMatchObject({ type: 'text', name: 'name', autocomplete: 'name' });
    expect(name?.required).toBeUndefined();
    for (const input of [email, name]) {
      expect(tag(page.markup, 'label', { for: input?.id ?? '' })).toBeDefined();
      const error = tag(page.markup, 'p', { id: input?.['aria-describedby'] ?? '' });
      expect(error.hidden).toBe('');
      expect(error.id).toBe(`${input?.id}-err`);
    }
    expect(page.markup).toMatch(/>Email<span class="req" aria-hidden="true">\*<\/span><\/label>/);
    expect(page.markup).toContain('>Full name</label>');
    expect(tag(page.markup, 'p', { role: 'alert' }).class).toBe('cc-alert');
    expect(page.markup).toMatch(/<legend class="cc-head"><span class="cc-label">Payment details<\/span>/);
  });

  it('has a Pay button in the theme’s colours, disabled until Stripe’s fields are ready', () => {
    const page = renderWith('credit-card', live);
    expect(tag(page.markup, 'button')).toMatchObject({ type: 'submit', disabled: '' });
    expect(page.markup).toContain('<span class="btn-main">Pay now</span>');
    const own = renderWith('credit-card', {
      ...live,
      options: { buttonText: 'Buy it', buttonColor: '#16a34a', buttonTextColor: '#000000' },
    });
    expect(own.markup).toContain('<span class="btn-main">Buy it</span>');
    const css = cssOf(own.css, classesOf(own.markup, 'btn'));
    expect(css).toContain('background-color:#16a34a');
    expect(css).toContain('color:#000000');
    expect(tag(own.markup, 'form')['data-color']).toBe('#16a34a');
  });

  it('can never send a card number: no card input of its own, only Stripe’s mount point', () => {
    const page = renderWith('credit-card', live);
    expect(tags(page.markup, 'input').map((input) => input.attributes.autocomplete)).toEqual([
      'email',
      'name',
    ]);
    expect(page.markup).not.toMatch(/cc-number|cc-csc|cc-exp/);
  });

  it('leaves out the name and brand icons when asked', () => {
    const page = renderWith('credit-card', { ...live, options: { showName: false, showCardIcons: false } });
    expect(tags(page.markup, 'input').map((input) => input.attributes.name)).toEqual(['email']);
    expect(page.markup).not.toContain('cc-brands');
  });

  it('escapes hostile labels, button text and the security note', () => {
    const page = renderWith('credit-card', {
      ...live,
      options: {
        emailLabel: HOSTILE,
        nameLabel: HOSTILE,
        cardLabel: HOSTILE,
        buttonText: HOSTILE,
        secureNote: HOSTILE,
      },
      unchecked: true,
    });
    expectOnlyText(page.markup, 5);
  });

  it('has no link to drop: the thank-you page is the server’s to resolve', () => {
    const page = renderWith('credit-card', {
      ...live,
      options: { secureNote: 'javascript:alert(1)', thankYouUrl: '/thank-you' },
    });
    expect(tags(page.markup, 'a')).toEqual([]);
    expect(page.markup).not.toContain('thank-you');
  });

  it('is inert in the editor, with Stripe’s stand-in in place of its fields', () => {
    const page = renderWith('credit-card', { ...live, mode: 'edit' });
    expect(tag(page.markup, 'div', { 'data-edit-inert': '' }).class).toContain('cc');
    expect(page.markup).not.toMatch(/data-checkout|data-payment-element|Connect a payment gateway/);
    expect(tag(page.markup, 'div', { 'aria-hidden': 'true' }).class).toContain('cc-stand-in');
    expect(page.islands).toEqual([]);
  });

  it('runs as on the live page in the preview of a site that takes payments', () => {
    const page = renderWith('credit-card', { ...live, mode: 'preview' });
    expect(tag(page.markup, 'form')['data-checkout']).toBe('');
    expect(page.islands).toEqual(['checkout', 'order']);
  });

  it('carries the text and label colours, font size and input style into its CSS', () => {
    const page = renderWith('credit-card', {
      ...live,
      options: {
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
