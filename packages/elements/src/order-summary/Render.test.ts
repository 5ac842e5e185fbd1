import {
  COMMERCE_DATA,
  classesOf,
  cssOf,
  expectOnlyText,
  HOSTILE,
  renderWith,
  tag,
  tags,
} from '@tessera/renderer/testing';
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
    // Tax shows once the server says it applies: no tax data reaches the page yet.
    expect(tag(page.markup, 'tr', { class: 'osum-tax' })).toMatchObject({
      hidden: '',
      'data-order-tax-row': '',
    });
    expect(tags(page.markup, 'input')).toEqual([]);
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

  it('is inert in the editor: no island hooks, the tax line shown where it will go', () => {
    const page = renderWith('order-summary', { mode: 'edit' });
    expect(page.markup).not.toContain('data-order-summary');
    expect(tags(page.markup, 'template')).toEqual([]);
    expect(page.islands).toEqual([]);
    expect(tag(page.markup, 'tr', { class: 'osum-tax' }).hidden).toBeUndefined();
  });

  it('offers the order bump as a labelled box to tick, with what the island totals', () => {
    const page = renderWith('order-summary', {
      options: { bumpProductId: 'prod_pro', bumpText: 'Add {product} ({price}) to my order' },
      data: COMMERCE_DATA,
    });
    expect(page.problems).toEqual([]);
    const box = tag(page.markup, 'input');
    expect(box).toMatchObject({
      type: 'checkbox',
      value: '2',
      'data-order-bump': '',
      'data-price': '4900',
      'data-qty': '1',
      'data-name': 'Pro plan',
      'data-image': 'https://cdn.example.com/pro.png',
    });
    expect(box.checked).toBeUndefined();
    expect(box['data-interval']).toBeUndefined();
    // The box sits inside its label, which reads the offer.
    expect(page.markup).toContain('<label class="osum-bump"><input type="checkbox"');
    expect(page.markup).toContain('<span>Add Pro plan ($49.00) to my order</span></label>');
  });

  it('says how often a recurring bump is charged, in the default offer text', () => {
    const page = renderWith('order-summary', {
      options: { bumpProductId: 'prod_club' },
      data: COMMERCE_DATA,
    });
    expect(page.markup).toContain('<span>Yes! Add Insiders club for $19.00 per month</span>');
    expect(tag(page.markup, 'input')['data-interval']).toBe('Monthly');
  });

  it('reads a product name with replacement patterns as plain text, and escapes a hostile one', () => {
    const data = {
      ...COMMERCE_DATA,
      products: {
        odd: { id: 9, name: "$& $' $1 <b>", description: '', priceCents: 100, imageUrl: '', checkoutUrl: '' },
      },
    };
    const page = renderWith('order-summary', { options: { bumpProductId: 'odd' }, data });
    expect(page.markup).toContain('<span>Yes! Add $&amp; $&#x27; $1 &lt;b&gt; for $1.00</span>');
    const hostile = renderWith('order-summary', {
      options: { bumpProductId: 'prod_pro', bumpText: HOSTILE },
      data: COMMERCE_DATA,
    });
    expectOnlyText(hostile.markup, 1);
  });

  it('shows no bump when its product is gone, and tells the designer', () => {
    const live = renderWith('order-summary', { options: { bumpProductId: 'prod_gone' } });
    expect(tags(live.markup, 'input')).toEqual([]);
    expect(live.markup).not.toContain('edit-placeholder');
    const edit = renderWith('order-summary', { options: { bumpProductId: 'prod_gone' }, mode: 'edit' });
    expect(edit.markup).toContain('The product of the order bump is not available.');
  });

  it('keeps the bump inert in the editor', () => {
    const page = renderWith('order-summary', { options: { bumpProductId: 'prod_pro' }, mode: 'edit' });
    expect(tag(page.markup, 'label', { class: 'osum-bump' })['data-edit-inert']).toBe('');
    expect(tag(page.markup, 'input')['data-order-bump']).toBeUndefined();
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
