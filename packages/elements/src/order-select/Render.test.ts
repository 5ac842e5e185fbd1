import { DEFAULT_THEME } from '@tessera/document';
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

const PRODUCTS = [
  { productId: 'prod_pro', badge: 'Best value' },
  { productId: 'prod_team', quantity: 2, label: 'Team (2 seats)', description: 'Two seats.' },
];

describe('order select element', () => {
  it('renders nothing live and a note in the editor when the page has no products to offer', () => {
    expectEmptyState('order-select', { data: { ...MEDIA_DATA, products: {} } }, /Add the products/);
    expectEmptyState(
      'order-select',
      { options: { products: [{ productId: 'prod_gone' }] } },
      /not available/,
    );
  });

  it('offers every product of the page, in its order, when none is picked (its defaults)', () => {
    const page = renderWith('order-select');
    expect(page.problems).toEqual([]);
    expect(tags(page.markup, 'input').map((input) => input.attributes['data-name'])).toEqual([
      'Pro plan',
      'Team plan',
    ]);
    expect(tags(page.markup, 'input')[0]?.attributes.checked).toBe('');
  });

  it('is a radio group with a legend, prices from the site’s products, and what the island totals', () => {
    const page = renderWith('order-select', { options: { products: PRODUCTS, preselectedIndex: 1 } });
    expect(page.problems).toEqual([]);
    expect(page.markup).toContain('<legend class="sr-only">Choose a product</legend>');
    const inputs = tags(page.markup, 'input').map((input) => input.attributes);
    expect(inputs.map((input) => input.type)).toEqual(['radio', 'radio']);
    expect(new Set(inputs.map((input) => input.name)).size).toBe(1);
    expect(inputs[0]?.name).toMatch(/^element-[\w-]+-product$/);
    expect(inputs[0]).toMatchObject({
      value: '2',
      'data-price': '4900',
      'data-qty': '1',
      'data-name': 'Pro plan',
    });
    expect(inputs[0]?.checked).toBeUndefined();
    expect(inputs[1]).toMatchObject({ value: '3', 'data-price': '129000', 'data-qty': '2', checked: '' });
    // Each choice is one label: its input, name, badge, description and price read together.
    expect(page.markup).toContain(
      '<span class="os-name">Pro plan</span><span class="os-badge">Best value</span>',
    );
    expect(page.markup).toContain('<span class="os-desc">Everything in Pro.</span>');
    expect(page.markup).toContain('$2,580.00<span class="os-per">2 × $1,290.00</span>');
    expect(tags(page.markup, 'label')).toHaveLength(2);
    expect(tag(page.markup, 'fieldset')['data-order-select']).toBe('');
    expect(page.islands).toEqual(['order']);
  });

  it('offers checkboxes for add-ons, and skips products that are gone', () => {
    const page = renderWith('order-select', {
      options: {
        products: [...PRODUCTS, { productId: 'prod_gone' }],
        selectionType: 'multiple',
        showDescription: false,
      },
    });
    expect(tags(page.markup, 'input').map((input) => input.attributes.type)).toEqual([
      'checkbox',
      'checkbox',
    ]);
    expect(page.markup).toContain('Choose products');
    expect(page.markup).not.toContain('os-desc');
  });

  it('says how often a recurring product is charged, and hands its interval to the island', () => {
    const page = renderWith('order-select', {
      options: { products: [{ productId: 'prod_club' }, { productId: 'prod_pro' }] },
      data: COMMERCE_DATA,
    });
    expect(page.problems).toEqual([]);
    expect(page.markup).toContain('$19.00<span class="os-int"> per month</span>');
    const [club, pro] = tags(page.markup, 'input').map((input) => input.attributes);
    expect(club).toMatchObject({ value: '7', 'data-price': '1900', 'data-interval': 'Monthly' });
    expect(pro?.['data-interval']).toBeUndefined();
    expect(page.markup.match(/os-int/g)).toHaveLength(1);
  });

  it('offers products without a payment set-up too: the platform’s order pages take payment in the app', () => {
    const page = renderWith('order-select', { options: { products: PRODUCTS } });
    expect(tags(page.markup, 'input')).toHaveLength(2);
    expect(page.markup).not.toContain('Payments are not available');
    expect(page.islands).toEqual(['order']);
  });

  it('shows prices in the site’s currency unless the element sets its own', () => {
    const euro = renderWith('order-select', { options: { products: PRODUCTS }, site: { currency: '€' } });
    expect(euro.markup).toContain('€49.00');
    const pound = renderWith('order-select', {
      options: { products: PRODUCTS, currency: '£' },
      site: { currency: '€' },
    });
    expect(pound.markup).toContain('£49.00');
  });

  it('escapes hostile labels, descriptions and badges', () => {
    const page = renderWith('order-select', {
      options: {
        products: [{ productId: 'prod_pro', label: HOSTILE, description: HOSTILE, badge: HOSTILE }],
      },
      unchecked: true,
    });
    // Name, badge, description, and the name the island copies into the summary.
    expectOnlyText(page.markup, 4);
  });

  it('has no link to drop', () => {
    const page = renderWith('order-select', {
      options: { products: [{ productId: 'prod_pro', label: 'javascript:x' }] },
    });
    expect(tags(page.markup, 'a')).toEqual([]);
  });

  it('is inert in the editor', () => {
    const page = renderWith('order-select', { options: { products: PRODUCTS }, mode: 'edit' });
    expect(tag(page.markup, 'fieldset')).toMatchObject({ 'data-edit-inert': '' });
    expect(page.markup).not.toContain('data-order-select');
    expect(page.islands).toEqual([]);
  });

  it('carries the highlight, text colour, font and layout into its CSS', () => {
    const page = renderWith('order-select', {
      options: {
        products: PRODUCTS,
        highlightColor: '#16a34a',
        TextColor: '#1e293b',
        FontSize: { desktop: 18 },
        layout: 'cards',
      },
    });
    const css = cssOf(page.css, classesOf(page.markup, 'os'));
    expect(css).toContain('.os-item:has(input:checked){border-color:#16a34a');
    expect(css).toContain('accent-color:#16a34a');
    expect(css).toContain('.os-item{color:#1e293b;}');
    expect(css).toContain('font-size:18px');
    expect(css).toContain('grid-template-columns:repeat(auto-fit,minmax(200px,1fr))');
    const themed = renderWith('order-select', { options: { products: PRODUCTS } });
    expect(cssOf(themed.css, classesOf(themed.markup, 'os'))).toContain(
      `accent-color:${DEFAULT_THEME.ButtonBackground}`,
    );
  });
});
