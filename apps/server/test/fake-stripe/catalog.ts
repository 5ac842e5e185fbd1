import type Stripe from 'stripe';
import { type Call, decimal, type Fake, type Route, retrieve } from './context.ts';
import { invalid } from './errors.ts';
import { changes } from './events.ts';
import type { Params } from './params.ts';
import { expandsOf, listPage, present, snapshot } from './render.ts';
import { newId } from './store.ts';

/** Products and prices: the plans a platform sells. */

const INTERVALS = ['day', 'week', 'month', 'year'] as const;

/** A product's pictures as Stripe takes them: up to eight absolute URLs (`images=` clears them). */
function imagesOf(params: Params): string[] {
  const images = params.strings('images');
  if (images.length > 8) throw invalid('A product can have at most 8 images.', 'images');
  images.forEach((url, index) => {
    if (!/^https?:\/\//.test(url) || !URL.canParse(url))
      throw invalid('Not a valid URL', `images[${index}]`, 'url_invalid');
  });
  return images;
}

function createProduct({ fake, params }: Call): Stripe.Product {
  params.only([
    'name',
    'description',
    'active',
    'metadata',
    'id',
    'expand',
    'url',
    'statement_descriptor',
    'images',
  ]);
  const now = fake.store.now();
  const id = params.string('id') ?? newId('prod', 14);
  if (fake.store.products.has(id)) {
    throw invalid(`Product already exists.`, 'id', 'resource_already_exists');
  }
  const product: Stripe.Product = {
    id,
    object: 'product',
    active: params.boolean('active') ?? true,
    created: now,
    default_price: null,
    description: params.string('description') || null,
    images: imagesOf(params),
    livemode: false,
    marketing_features: [],
    metadata: params.metadata(),
    name: params.requiredString('name'),
    package_dimensions: null,
    shippable: null,
    statement_descriptor: params.string('statement_descriptor') || null,
    tax_code: null,
    tax_details: null,
    type: 'service',
    unit_label: null,
    updated: now,
    url: params.string('url') || null,
  };
  fake.store.products.set(id, product);
  fake.events.emit('product.created', product);
  return present(fake.store, product, expandsOf(params));
}

function updateProduct({ fake, params, path }: Call): Stripe.Product {
  params.only([
    'name',
    'description',
    'active',
    'metadata',
    'expand',
    'url',
    'statement_descriptor',
    'images',
  ]);
  const product = fake.store.product(path.id!, 'id');
  const before = snapshot(product);
  if (params.has('name')) product.name = params.requiredString('name');
  if (params.has('description')) product.description = params.string('description') || null;
  if (params.has('url')) product.url = params.string('url') || null;
  if (params.has('images')) product.images = imagesOf(params);
  product.active = params.boolean('active') ?? product.active;
  product.metadata = params.metadata(product.metadata);
  const previous = changes(before, product);
  if (previous) {
    product.updated = fake.store.now();
    fake.events.emit('product.updated', product, previous);
  }
  return present(fake.store, product, expandsOf(params));
}

function recurringOf(params: Params): Stripe.Price.Recurring | null {
  const recurring = params.object('recurring');
  if (!recurring) return null;
  recurring.only(['interval', 'interval_count', 'trial_period_days', 'usage_type']);
  const interval = recurring.oneOf('interval', INTERVALS);
  if (!interval)
    throw invalid('Missing required param: recurring[interval].', 'recurring[interval]', 'parameter_missing');
  const count = recurring.integer('interval_count') ?? 1;
  const limit = { day: 1095, week: 156, month: 36, year: 3 }[interval];
  if (count < 1 || count > limit) {
    throw invalid(
      `Invalid recurring[interval_count]: the maximum is ${limit} ${interval}s (3 years).`,
      'recurring[interval_count]',
    );
  }
  return {
    interval,
    interval_count: count,
    meter: null,
    trial_period_days: recurring.integer('trial_period_days') ?? null,
    usage_type: 'licensed',
  };
}

function createPrice({ fake, params }: Call): Stripe.Price {
  params.only([
    'currency',
    'product',
    'product_data',
    'unit_amount',
    'recurring',
    'nickname',
    'metadata',
    'active',
    'lookup_key',
    'expand',
  ]);
  const currency = params.requiredString('currency').toLowerCase();
  let product = params.string('product');
  const productData = params.object('product_data');
  if (product) fake.store.product(product);
  else if (productData) {
    productData.only(['name', 'metadata']);
    const created = createProduct({
      fake,
      params: productData,
      path: {},
      key: 'secret',
    });
    product = created.id;
  } else throw invalid('Missing required param: product.', 'product', 'parameter_missing');
  const unitAmount = params.requiredInteger('unit_amount');
  if (unitAmount < 0) throw invalid('Invalid unit_amount: must be greater than or equal to 0', 'unit_amount');
  const recurring = recurringOf(params);
  const price: Stripe.Price = {
    id: newId('price'),
    object: 'price',
    active: params.boolean('active') ?? true,
    billing_scheme: 'per_unit',
    created: fake.store.now(),
    currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: params.string('lookup_key') || null,
    metadata: params.metadata(),
    nickname: params.string('nickname') || null,
    product,
    recurring,
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: recurring ? 'recurring' : 'one_time',
    unit_amount: unitAmount,
    unit_amount_decimal: decimal(unitAmount),
  };
  fake.store.prices.set(price.id, price);
  fake.events.emit('price.created', price);
  return present(fake.store, price, expandsOf(params));
}

function updatePrice({ fake, params, path }: Call): Stripe.Price {
  // No unit_amount, currency or recurring: a price's amount never changes (Stripe says the
  // parameter is unknown); a new amount is a new price.
  params.only(['active', 'metadata', 'nickname', 'lookup_key', 'expand']);
  const price = fake.store.price(path.id!, 'id');
  const before = snapshot(price);
  price.active = params.boolean('active') ?? price.active;
  price.metadata = params.metadata(price.metadata);
  if (params.has('nickname')) price.nickname = params.string('nickname') || null;
  if (params.has('lookup_key')) price.lookup_key = params.string('lookup_key') || null;
  const previous = changes(before, price);
  if (previous) fake.events.emit('price.updated', price, previous);
  return present(fake.store, price, expandsOf(params));
}

function listPrices({ fake, params }: Call) {
  params.only([
    'product',
    'active',
    'type',
    'currency',
    'lookup_keys',
    'limit',
    'starting_after',
    'ending_before',
    'expand',
  ]);
  const product = params.string('product');
  const active = params.boolean('active');
  const type = params.string('type');
  const currency = params.string('currency');
  const lookupKeys = params.strings('lookup_keys');
  const prices = [...fake.store.prices.values()].filter(
    (price) =>
      (product === undefined || price.product === product) &&
      (active === undefined || price.active === active) &&
      (type === undefined || price.type === type) &&
      (currency === undefined || price.currency === currency) &&
      (lookupKeys.length === 0 || lookupKeys.includes(price.lookup_key ?? '')),
  );
  return listPage(fake.store, prices, params, '/v1/prices');
}

function listProducts({ fake, params }: Call) {
  params.only(['active', 'ids', 'limit', 'starting_after', 'ending_before', 'expand']);
  const active = params.boolean('active');
  const ids = params.strings('ids');
  const products = [...fake.store.products.values()].filter(
    (product) =>
      (active === undefined || product.active === active) && (ids.length === 0 || ids.includes(product.id)),
  );
  return listPage(fake.store, products, params, '/v1/products');
}

function deleteProduct({ fake, params, path }: Call): Stripe.DeletedProduct {
  params.only([]);
  const product = fake.store.product(path.id!, 'id');
  if ([...fake.store.prices.values()].some((price) => price.product === product.id)) {
    throw invalid('This product cannot be deleted because it has one or more user-created prices.', 'id');
  }
  fake.store.products.delete(product.id);
  fake.events.emit('product.deleted', product);
  return { id: product.id, object: 'product', deleted: true };
}

export const catalogRoutes: Route[] = [
  { method: 'POST', path: '/v1/products', handle: createProduct },
  { method: 'GET', path: '/v1/products', handle: listProducts },
  { method: 'GET', path: '/v1/products/:id', handle: retrieve((store, id) => store.product(id, 'id')) },
  { method: 'POST', path: '/v1/products/:id', handle: updateProduct },
  { method: 'DELETE', path: '/v1/products/:id', handle: deleteProduct },
  { method: 'POST', path: '/v1/prices', handle: createPrice },
  { method: 'GET', path: '/v1/prices', handle: listPrices },
  { method: 'GET', path: '/v1/prices/:id', handle: retrieve((store, id) => store.price(id, 'id')) },
  { method: 'POST', path: '/v1/prices/:id', handle: updatePrice },
];

/** The price's product name, for invoice line descriptions. */
export function productName(fake: Fake, price: Stripe.Price): string {
  const id = typeof price.product === 'string' ? price.product : price.product.id;
  return fake.store.products.get(id)?.name ?? id;
}
