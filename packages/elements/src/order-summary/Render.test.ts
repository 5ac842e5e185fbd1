import { classesOf, cssOf, expectOnlyText, HOSTILE, renderWith, tag, tags } from '@tessera/renderer/testing';
import { describe, expect, it } from 'vitest';

describe('order summary element', () => {
  it('renders its defaults: a captioned table with the empty text, totals and a row template', () => {
    const page = renderWith('order-summary');
    expect(page.problems).toEqual([]);
    expect(page.markup).toContain('<caption>Order Summary</caption>');
    expect(page.markup).toContain(
      '<th scope="col">Product</th><th scope="col">Quantity</th><th scope="col">Price</th>',
    );
    expect(page.markup).toContain('<td class="osum-empty" colSpan="3">No product selected yet.</td>');
    expect(page.markup).toContain(
      '<th scope="row" colSpan="2">Subtotal</th><td data-order-subtotal="">$0.00</td>',
    );
    expect(tag(page.markup, 'tr', { class: 'osum-disc' }).hidden).toBe('');
    expect(page.markup).toContain('<td>Calculated at checkout</td>');
    expect(tag(page.markup, 'td', { 'data-order-total': '' })['aria-live']).toBe('polite');
    expect(tags(page.markup, 'template')).toHaveLength(1);
    expect(tag(page.markup, 'div', { 'data-order-summary': '' })['data-currency']).toBe('$');
    expect(page.islands).toEqual(['order']);
  });

  it('leaves out quantity, discount, tax and pictures when asked', () => {
    const page = renderWith('order-summary', {
      options: { showQuantity: false, showDiscount: false, showTax: false, showProductImages: false },
    });
    expect(page.markup).not.toMatch(/Quantity|osum-qty|osum-disc|Calculated at checkout|osum-img/);
    expect(page.markup).toContain('colSpan="2">No product selected yet.');
  });

  it('uses the site’s currency unless the element sets its own', () => {
    expect(tag(renderWith('order-summary', { site: { currency: '€' } }).markup, 'div')['data-currency']).toBe(
      '€',
    );
    const own = renderWith('order-summary', { options: { currency: 'CHF' }, site: { currency: '€' } });
    expect(own.markup).toContain('CHF0.00');
  });

  it('escapes hostile titles, labels and the empty text', () => {
    const page = renderWith('order-summary', {
      options: { title: HOSTILE, totalLabel: HOSTILE, emptyText: HOSTILE },
    });
    expectOnlyText(page.markup, 3);
  });

  it('names its table even without a title', () => {
    const page = renderWith('order-summary', { options: { title: '' } });
    expect(page.markup).toContain('<caption class="sr-only">Order summary</caption>');
  });

  it('has no link to drop', () => {
    expect(tags(renderWith('order-summary', { options: { title: 'javascript:x' } }).markup, 'a')).toEqual([]);
  });

  it('is inert in the editor: no island hooks', () => {
    const page = renderWith('order-summary', { mode: 'edit' });
    expect(page.markup).not.toContain('data-order-summary');
    expect(tags(page.markup, 'template')).toEqual([]);
    expect(page.islands).toEqual([]);
  });

  it('carries background, corners, font size and text colour into its CSS', () => {
    const page = renderWith('order-summary', {
      options: { BackgroundColor: '#0f172a', BorderRadius: 14, FontSize: { desktop: 16 }, TextColor: '' },
    });
    const css = cssOf(page.css, classesOf(page.markup, 'osum'));
    expect(css).toContain('background-color:#0f172a');
    expect(css).toContain('border-radius:14px');
    expect(css).toContain('font-size:16px');
    // Readable on the dark background it chose.
    expect(css).toContain('color:#ffffff');
  });
});
