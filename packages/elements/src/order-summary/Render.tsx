import { classNames, constantRule, memoized, px, responsiveRule, type StyleRule } from '../render/index.ts';
import { fontDeclarations } from '../render/text.ts';
import type { ProductSummary, RenderContext, RenderProps } from '../render/types.ts';
import { EmptyNotice } from '../shared/EmptyNotice.tsx';
import { readableTextOn, safeImageUrl } from '../shared/media-helpers.ts';
import { currencySign, formatPrice, priceWithInterval } from '../shared/order-format.ts';
import type { OrderSummaryOptions } from './schema.ts';

const SUMMARY_RULE: StyleRule = constantRule({
  base: { padding: '20px 22px' },
  nested: {
    ' table': { base: { width: '100%', 'border-collapse': 'collapse' } },
    ' caption': {
      base: {
        'caption-side': 'top',
        'text-align': 'left',
        'font-weight': '700',
        'font-size': '1.15em',
        'padding-bottom': '10px',
      },
    },
    ' th': { base: { 'text-align': 'left', 'font-weight': '400' } },
    ' td': { base: { 'text-align': 'right', 'white-space': 'nowrap' } },
    ' tbody tr': { base: { 'border-bottom': '1px solid rgba(100,116,139,.25)' } },
    ' tbody td': { base: { padding: '12px 0', 'vertical-align': 'middle' } },
    ' tbody td.osum-name': { base: { 'text-align': 'left', 'white-space': 'normal', 'font-weight': '600' } },
    ' .osum-line': { base: { display: 'flex', 'align-items': 'center', gap: '10px' } },
    ' .osum-img img': {
      base: {
        display: 'block',
        width: '40px',
        height: '40px',
        'object-fit': 'cover',
        'border-radius': '6px',
      },
    },
    // Narrow, beside the amount it multiplies.
    ' tbody td.osum-qty': { base: { width: '1%', padding: '12px 16px', opacity: '.8' } },
    ' tbody td.osum-empty': { base: { 'text-align': 'left', 'white-space': 'normal', opacity: '.8' } },
    ' tfoot th': { base: { padding: '8px 0 0', opacity: '.85' } },
    ' tfoot td': { base: { padding: '8px 0 0' } },
    ' .osum-tax th': { base: { 'padding-bottom': '12px' } },
    ' .osum-tax td': { base: { opacity: '.85', 'font-size': '.9em', 'padding-bottom': '12px' } },
    ' .osum-total th': {
      base: { 'font-weight': '700', opacity: '1', 'padding-top': '14px', 'font-size': '1.1em' },
    },
    ' .osum-total td': { base: { 'font-weight': '700', 'padding-top': '14px', 'font-size': '1.25em' } },
    ' .osum-total': { base: { 'border-top': '2px solid rgba(100,116,139,.35)' } },
    ' .osum-disc td': { base: { color: '#15803d' } },
    // The classic order bump: a dashed box set apart from the lines, easy to notice and to tick.
    ' .osum-bump': {
      base: {
        display: 'flex',
        'align-items': 'flex-start',
        gap: '10px',
        'margin-top': '16px',
        padding: '12px 14px',
        border: '2px dashed rgba(100,116,139,.55)',
        'border-radius': '8px',
        'font-weight': '600',
        'line-height': '1.4',
        cursor: 'pointer',
      },
    },
    ' .osum-bump input': {
      base: { width: '18px', height: '18px', margin: '1px 0 0', 'flex-shrink': '0', cursor: 'pointer' },
    },
    ' .osum-bump:has(input:focus-visible)': {
      base: { outline: '2px solid currentColor', 'outline-offset': '2px' },
    },
  },
});

interface SummaryLookKey {
  FontFamily: string;
  size: number;
  tabletSize: number | undefined;
  mobileSize: number | undefined;
  BackgroundColor: string;
  TextColor: string;
  BorderRadius: number;
}

function summaryLook(context: RenderContext, key: SummaryLookKey): string {
  const fontSize = responsiveRule(
    { desktop: key.size, tablet: key.tabletSize, mobile: key.mobileSize },
    (size) => ({ 'font-size': px(size) }),
  );
  fontDeclarations(key.FontFamily, 600, context);
  fontDeclarations(key.FontFamily, 700, context);
  return context.styles.className(
    {
      ...fontSize,
      base: Object.assign(fontDeclarations(key.FontFamily, 400, context), fontSize.base, {
        'background-color': key.BackgroundColor,
        color: key.TextColor || readableTextOn(key.BackgroundColor),
        'border-radius': key.BorderRadius ? px(key.BorderRadius) : null,
      }),
    },
    'su',
  );
}

/** Prices are formatted by Intl, which is slow: each amount once per page. */
function priceText(_context: RenderContext, key: { cents: number; currency: string }): string {
  return formatPrice(key.cents, key.currency);
}

/** The bump's offer with its `{product}` and `{price}` filled in (plain text: React escapes it). */
export function bumpOffer(text: string, product: ProductSummary, currency: string): string {
  const offer = text.trim() === '' ? 'Yes! Add {product} for {price}' : text;
  const price = priceWithInterval(product.priceCents, currency, product.interval);
  // Functions, not strings: a replacement string would read `$&` or `$'` in a name as patterns.
  return offer.replaceAll('{product}', () => product.name).replaceAll('{price}', () => price);
}

/**
 * The current order: lines, subtotal, coupon discount, tax line and total, and an optional order
 * bump (a second product offered as a box to tick). The page's order select, coupon and bump
 * drive it through the order island, which fills the lines from the `<template>` here; before
 * that (and without script) it shows the empty text. The tax line stays hidden on the page until
 * the server says tax applies (no tax data reaches the page yet); the editor shows where it goes.
 */
export function OrderSummaryRender({ options, context }: RenderProps<OrderSummaryOptions>) {
  const { styles, mode } = context;
  const currency = currencySign(options.currency, context);
  const structure = styles.className(SUMMARY_RULE, 'su');
  const fontSize = options.FontSize;
  const look = memoized(context, summaryLook, {
    FontFamily: options.FontFamily,
    size: fontSize.desktop,
    tabletSize: fontSize.tablet,
    mobileSize: fontSize.mobile,
    BackgroundColor: options.BackgroundColor,
    TextColor: options.TextColor,
    BorderRadius: options.BorderRadius,
  });
  const columns = options.showQuantity ? 3 : 2;
  const zero = memoized(context, priceText, { cents: 0, currency });
  const title = options.title.trim();
  const live = mode !== 'edit';
  const products = context.data.products ?? {};
  const bumpId = options.bumpProductId;
  const bump = bumpId !== null && Object.hasOwn(products, bumpId) ? products[bumpId] : undefined;
  return (
    <div
      className={classNames('osum', structure, look)}
      data-order-summary={live ? '' : undefined}
      data-currency={currency}
    >
      <table>
        <caption className={title === '' ? 'sr-only' : undefined}>
          {title === '' ? 'Order summary' : options.title}
        </caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Product</th>
            {options.showQuantity && <th scope="col">Quantity</th>}
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody data-order-lines="">
          <tr>
            <td className="osum-empty" colSpan={columns}>
              {options.emptyText}
            </td>
          </tr>
        </tbody>
        <tfoot>
          <tr className="osum-sub">
            <th scope="row" colSpan={columns - 1}>
              Subtotal
            </th>
            <td data-order-subtotal="">{zero}</td>
          </tr>
          {options.showDiscount && (
            <tr className="osum-disc" data-order-discount-row="" hidden>
              <th scope="row" colSpan={columns - 1}>
                Discount
              </th>
              <td data-order-discount="">{zero}</td>
            </tr>
          )}
          {options.showTax && (
            <tr className="osum-tax" data-order-tax-row={live ? '' : undefined} hidden={live}>
              <th scope="row" colSpan={columns - 1}>
                Tax
              </th>
              <td data-order-tax="">Calculated at checkout</td>
            </tr>
          )}
          <tr className="osum-total">
            <th scope="row" colSpan={columns - 1}>
              {options.totalLabel}
            </th>
            <td data-order-total="" aria-live="polite">
              {zero}
            </td>
          </tr>
        </tfoot>
      </table>
      {bump ? (
        <label className="osum-bump" data-edit-inert={live ? undefined : ''}>
          <input
            type="checkbox"
            value={bump.id}
            data-order-bump={live ? '' : undefined}
            data-price={bump.priceCents}
            data-qty={1}
            data-name={bump.name}
            data-image={safeImageUrl(bump.imageUrl) || undefined}
            data-interval={bump.interval && bump.interval !== 'Once' ? bump.interval : undefined}
          />
          <span>{bumpOffer(options.bumpText, bump, currency)}</span>
        </label>
      ) : (
        bumpId !== null && (
          <EmptyNotice context={context}>The product of the order bump is not available.</EmptyNotice>
        )
      )}
      {live && (
        <template data-order-line="">
          <tr>
            <td className="osum-name">
              <span className="osum-line">
                {options.showProductImages && <span className="osum-img" />}
                <span className="osum-label" />
              </span>
            </td>
            {options.showQuantity && <td className="osum-qty" />}
            <td className="osum-amt" />
          </tr>
        </template>
      )}
    </div>
  );
}
