/**
 * The shop's two published pages, made through the pages API as the agency's designer makes them:
 * the order page (order select over the products, order summary with an order bump, coupon, and
 * the credit card, whose thank-you link names the other page) and the plain thank-you page.
 */
import { createElement, createSection, type PageDocument } from '@tessera/document';
import { elementRegistry } from '@tessera/elements';
import type { AgencyApi } from './agency-api.ts';

export interface PublishedPage {
  id: number;
  /** Where the site serves it: `/{unique_name}`. */
  path: string;
}

export interface OrderPage extends PublishedPage {
  /** The credit-card element the checkout names. */
  cardElementId: string;
}

/** An element type's options: these, the rest its defaults. */
const optionsOf = (key: keyof typeof elementRegistry, options: object = {}): object =>
  elementRegistry[key].schema.parse(options) as object;

/** One section with these elements in its column, and a text for each that carries one. */
function documentOf(elements: Array<{ key: string; options: object; text?: string }>): PageDocument {
  const section = createSection();
  const column = section.rows[0]!.columns[0]!;
  const texts: Record<string, string> = {};
  for (const { key, options, text } of elements) {
    const element = createElement(key, options as Record<string, unknown>);
    column.children.push(element);
    if (text !== undefined) texts[element.id] = text;
  }
  return {
    schemaVersion: 1,
    theme: {} as PageDocument['theme'],
    sections: [section],
    popups: [],
    texts: { [section.id]: texts },
  };
}

/** Adds the page, saves its draft and publishes it. */
async function publish(api: AgencyApi, landingId: number, name: string, document: PageDocument) {
  const created = (await api.expect('POST', `/landings/${landingId}/pages`, { name, unique_name: name }))
    .data as { id: number; version: number; unique_name: string };
  const saved = await api.expect('PUT', `/pages/${created.id}/document`, {
    document,
    version: created.version,
  });
  if (saved.data.warnings.length > 0)
    throw new Error(`the ${name} page was repaired on save: ${JSON.stringify(saved.data.warnings)}`);
  await api.expect('POST', `/pages/${created.id}/publish`);
  return { id: created.id, path: `/${created.unique_name}` };
}

export async function publishThankYouPage(api: AgencyApi, landingId: number): Promise<PublishedPage> {
  return publish(
    api,
    landingId,
    'thank-you',
    documentOf([
      { key: 'headline', options: optionsOf('headline'), text: '<p>Thank you!</p>' },
      {
        key: 'paragraph',
        options: optionsOf('paragraph'),
        text: '<p>Your order is confirmed: the receipt is on its way to your inbox.</p>',
      },
    ]),
  );
}

export async function publishOrderPage(
  api: AgencyApi,
  landingId: number,
  offer: { productIds: number[]; bumpProductId: number; thankYouPath: string },
): Promise<OrderPage> {
  const document = documentOf([
    { key: 'headline', options: optionsOf('headline'), text: '<p>Get the bundle</p>' },
    {
      key: 'order-select',
      options: optionsOf('order-select', {
        products: offer.productIds.map((id) => ({ productId: String(id) })),
      }),
    },
    {
      key: 'order-summary',
      options: optionsOf('order-summary', { bumpProductId: String(offer.bumpProductId) }),
    },
    { key: 'coupon', options: optionsOf('coupon') },
    { key: 'credit-card', options: optionsOf('credit-card', { thankYouUrl: offer.thankYouPath }) },
  ]);
  // The credit card is the column's last element.
  const cardElement = document.sections[0]!.rows[0]!.columns[0]!.children.at(-1)!;
  const page = await publish(api, landingId, 'order', document);
  return { ...page, cardElementId: cardElement.id };
}
