import type { EditorData } from '@tessera/api-contract';
import { elementRegistry, StyleSheet } from '@tessera/elements';
import { describe, expect, it } from 'vitest';
import { canvasRenderContext } from '../canvas/render-context.ts';
import { testDocument } from '../model/test-document.ts';
import { referenceOptions } from './ReferenceField.tsx';

const base: EditorData = {
  landing: { id: 0, title: 'Order page', url: 'http://preview.localhost:3000', asset_base: '' },
  pages: [],
  files: { items: [], total: 0 },
  forms: [],
  menus: [],
  blocks: [],
  library_blocks: [],
  currency: '€',
};
const withPlans: EditorData = {
  ...base,
  products: [
    {
      key: 'plan-7',
      id: 7,
      name: 'Agency yearly',
      description: 'Billed yearly',
      price_cents: 99000,
      image_url: '',
      checkout_url: '',
    },
  ],
};

describe('products in the designer (an order page offers its plans)', () => {
  const { doc } = testDocument();

  it('offers the design’s products to product pickers, by the key elements store', () => {
    expect(referenceOptions('product', doc, withPlans, elementRegistry)).toEqual([
      { value: 'plan-7', stored: 'plan-7', label: 'Agency yearly' },
    ]);
  });

  it('says products are not available where the design has none to offer (sites)', () => {
    expect(referenceOptions('product', doc, base, elementRegistry)).toBeNull();
  });

  it('gives the canvas the products and currency the preview renders with', () => {
    const context = canvasRenderContext({
      theme: doc.theme,
      styles: new StyleSheet(),
      // The canvas's font loader needs a frame; nothing here loads a font.
      fonts: { use: () => undefined } as unknown as Parameters<typeof canvasRenderContext>[0]['fonts'],
      icon: () => null,
      data: withPlans,
    });
    expect(context.site.currency).toBe('€');
    expect(context.data.products).toEqual({
      'plan-7': {
        id: 7,
        name: 'Agency yearly',
        description: 'Billed yearly',
        priceCents: 99000,
        imageUrl: '',
        checkoutUrl: '',
      },
    });
    // An order page takes no payments of a site: the canvas does not say it does.
    expect(context.data.takesPayments).toBe(false);
  });

  it('tells the canvas a site takes payments, so its checkout elements draw without the note', () => {
    const context = canvasRenderContext({
      theme: doc.theme,
      styles: new StyleSheet(),
      fonts: { use: () => undefined } as unknown as Parameters<typeof canvasRenderContext>[0]['fonts'],
      icon: () => null,
      data: { ...withPlans, takes_payments: true },
    });
    expect(context.data.takesPayments).toBe(true);
  });
});
