import {
  classesOf,
  cssOf,
  expectEmptyState,
  expectOnlyText,
  HOSTILE,
  renderWith,
  tag,
  tags,
} from '@tessera/renderer/testing';
import { describe, expect, it } from 'vitest';

describe('payment link element', () => {
  it('renders its defaults: a "Buy Now" button that goes nowhere yet', () => {
    const page = renderWith('payment-link');
    expect(page.problems).toEqual([]);
    expect(page.markup).toContain('<span class="btn-main">Buy Now</span>');
    expect(tags(page.markup, 'a')).toEqual([]);
  });

  it('links to the product’s checkout, in a new window when asked', () => {
    const page = renderWith('payment-link', { options: { productId: 'prod_pro', OpenInNewWindow: true } });
    expect(tag(page.markup, 'a')).toMatchObject({
      href: 'https://pay.example.com/pro',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    // The product wins over a link the button itself carries.
    const both = renderWith('payment-link', {
      options: { productId: 'prod_pro', Button: { Text: 'Buy', CustomLink: '/elsewhere' } },
    });
    expect(tag(both.markup, 'a').href).toBe('https://pay.example.com/pro');
  });

  it('links to the payment URL without a product, else where the button itself points', () => {
    const url = renderWith('payment-link', { options: { paymentUrl: 'buy.example.com/x' } });
    expect(tag(url.markup, 'a').href).toBe('https://buy.example.com/x');
    const own = renderWith('payment-link', { options: { Button: { Text: 'Buy', CustomLink: '/checkout' } } });
    expect(tag(own.markup, 'a').href).toBe('http://demo.localhost:3000/checkout');
  });

  it('shows nothing live and a note in the editor when its product is gone', () => {
    expectEmptyState('payment-link', { options: { productId: 'prod_gone' } }, /product of this payment link/);
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
    });
    expectOnlyText(page.markup, 2);
  });

  it('is inert in the editor', () => {
    const page = renderWith('payment-link', { options: { productId: 'prod_pro' }, mode: 'edit' });
    expect(page.markup).not.toContain('href=');
    expect(page.markup).toContain('data-edit-inert=""');
  });

  it('carries the button’s own look into its CSS', () => {
    const page = renderWith('payment-link', {
      options: {
        productId: 'prod_pro',
        Button: { Text: 'Buy', ButtonBackgroundColor: '#16a34a', Width: 'fill', FontSize: 20 },
      },
    });
    const css = cssOf(page.css, classesOf(page.markup, 'btn'));
    expect(css).toContain('background-color:#16a34a');
    expect(css).toContain('width:100%');
    expect(css).toContain('font-size:20px');
  });
});
