import {
  COMMERCE_DATA,
  classesOf,
  cssOf,
  expectEmptyState,
  expectOnlyText,
  HOSTILE,
  MEDIA_DATA,
  renderWith,
  tag,
  tags,
} from '@tessera/renderer/testing';
import { describe, expect, it } from 'vitest';

const NO_CHECKOUT = {
  ...MEDIA_DATA,
  products: {
    plan: { id: 5, name: 'Plan', description: '', priceCents: 900, imageUrl: '', checkoutUrl: '' },
  },
};

describe('payment link element', () => {
  it('renders its defaults: a "Buy Now" button that goes nowhere yet, with no script', () => {
    const page = renderWith('payment-link');
    expect(page.problems).toEqual([]);
    expect(page.markup).toContain('<span class="btn-main">Buy Now</span>');
    expect(tags(page.markup, 'a')).toEqual([]);
    expect(page.islands).toEqual([]);
  });

  it('posts a plain form to the site’s pay path for its product, needing no script', () => {
    const page = renderWith('payment-link', { options: { productId: 'prod_pro' }, data: COMMERCE_DATA });
    expect(page.problems).toEqual([]);
    expect(tag(page.markup, 'form')).toEqual({
      method: 'post',
      action: `/_commerce/pay/12/${page.elementId}`,
    });
    expect(tag(page.markup, 'button').type).toBe('submit');
    expect(tags(page.markup, 'a')).toEqual([]);
    expect(tags(page.markup, 'input')).toEqual([]);
    expect(page.islands).toEqual([]);
    const preview = renderWith('payment-link', {
      options: { productId: 'prod_pro' },
      data: COMMERCE_DATA,
      mode: 'preview',
    });
    expect(tag(preview.markup, 'form').action).toBe(`/_commerce/pay/12/${preview.elementId}`);
  });

  it('opens the hosted checkout in a new window when asked', () => {
    const page = renderWith('payment-link', {
      options: { productId: 'prod_pro', OpenInNewWindow: true },
      data: COMMERCE_DATA,
    });
    expect(tag(page.markup, 'form')).toMatchObject({ target: '_blank', rel: 'noopener' });
  });

  it('links to the product’s own checkout on a site that takes no payments', () => {
    const page = renderWith('payment-link', { options: { productId: 'prod_pro', OpenInNewWindow: true } });
    expect(tag(page.markup, 'a')).toMatchObject({
      href: 'https://pay.example.com/pro',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(tags(page.markup, 'form')).toEqual([]);
    // The product wins over a link the button itself carries.
    const both = renderWith('payment-link', {
      options: { productId: 'prod_pro', Button: { Text: 'Buy', CustomLink: '/elsewhere' } },
    });
    expect(tag(both.markup, 'a').href).toBe('https://pay.example.com/pro');
  });

  it('says payments are not available when its product can be bought nowhere, and tells the designer', () => {
    const page = renderWith('payment-link', { options: { productId: 'plan' }, data: NO_CHECKOUT });
    expect(page.markup).toMatch(/^<p class="pay-off [^"]+">Payments are not available right now\.<\/p>$/);
    for (const mode of ['edit', 'preview'] as const) {
      const designer = renderWith('payment-link', {
        options: { productId: 'plan' },
        data: NO_CHECKOUT,
        mode,
      });
      expect(designer.markup).toContain('<span class="btn-main">Buy Now</span>');
      expect(designer.markup).toContain('Connect a payment gateway in the website’s Payments tab');
    }
  });

  it('draws only its button in the editor of a site whose gateway takes payments', () => {
    const designer = renderWith('payment-link', {
      options: { productId: 'plan' },
      data: { ...NO_CHECKOUT, takesPayments: true },
      mode: 'edit',
    });
    expect(designer.problems).toEqual([]);
    expect(designer.markup).toContain('<span class="btn-main">Buy Now</span>');
    expect(designer.markup).not.toContain('Connect a payment gateway');
    expect(tags(designer.markup, 'form')).toEqual([]);
    // Only the canvas reads it: a live page without the checkout still says payments are off.
    const live = renderWith('payment-link', {
      options: { productId: 'plan' },
      data: { ...NO_CHECKOUT, takesPayments: true },
    });
    expect(live.markup).toContain('Payments are not available right now.');
  });

  it('keeps the button’s own link for a product with no checkout (the platform’s order pages)', () => {
    const page = renderWith('payment-link', {
      options: { productId: 'plan', Button: { Text: 'Buy', CustomLink: '/checkout' } },
      data: NO_CHECKOUT,
    });
    expect(tag(page.markup, 'a').href).toBe('http://demo.localhost:3000/checkout');
    expect(page.markup).not.toContain('Payments are not available');
  });

  it('links to the payment URL without a product, else where the button itself points', () => {
    const url = renderWith('payment-link', {
      options: { paymentUrl: 'buy.example.com/x' },
      data: COMMERCE_DATA,
    });
    expect(tag(url.markup, 'a').href).toBe('https://buy.example.com/x');
    expect(tags(url.markup, 'form')).toEqual([]);
    const own = renderWith('payment-link', { options: { Button: { Text: 'Buy', CustomLink: '/checkout' } } });
    expect(tag(own.markup, 'a').href).toBe('http://demo.localhost:3000/checkout');
  });

  it('shows nothing live and a note in the editor when its product is gone', () => {
    expectEmptyState('payment-link', { options: { productId: 'prod_gone' } }, /product of this payment link/);
    expectEmptyState(
      'payment-link',
      { options: { productId: 'prod_gone' }, data: COMMERCE_DATA },
      /product of this payment link/,
    );
  });

  it('drops a javascript: payment URL or product checkout', () => {
    const url = renderWith('payment-link', {
      options: { paymentUrl: 'javascript:alert(1)' },
      unchecked: true,
    });
    expect(url.markup).not.toContain('javascript:');
    expect(tags(url.markup, 'a')).toEqual([]);
    const product = renderWith('payment-link', {
      options: { productId: 'p' },
      data: {
        pages: [],
        products: {
          p: {
            id: 1,
            name: 'P',
            description: '',
            priceCents: 1,
            imageUrl: '',
            checkoutUrl: 'javascript:alert(1)',
          },
        },
      },
    });
    expect(product.markup).not.toContain('javascript:');
    expect(tags(product.markup, 'a')).toEqual([]);
  });

  it('escapes hostile button text', () => {
    const page = renderWith('payment-link', {
      options: { productId: 'prod_pro', Button: { Text: HOSTILE, SubText: HOSTILE } },
      data: COMMERCE_DATA,
    });
    expectOnlyText(page.markup, 2);
  });

  it('is inert in the editor', () => {
    for (const data of [MEDIA_DATA, COMMERCE_DATA]) {
      const page = renderWith('payment-link', { options: { productId: 'prod_pro' }, mode: 'edit', data });
      expect(page.markup).not.toMatch(/href=|<form|action=/);
      expect(page.markup).toContain('data-edit-inert=""');
    }
  });

  it('carries the button’s own look into its CSS', () => {
    const page = renderWith('payment-link', {
      options: {
        productId: 'prod_pro',
        Button: { Text: 'Buy', ButtonBackgroundColor: '#16a34a', Width: 'fill', FontSize: 20 },
      },
      data: COMMERCE_DATA,
    });
    const css = cssOf(page.css, classesOf(page.markup, 'btn'));
    expect(css).toContain('background-color:#16a34a');
    expect(css).toContain('width:100%');
    expect(css).toContain('font-size:20px');
  });
});
