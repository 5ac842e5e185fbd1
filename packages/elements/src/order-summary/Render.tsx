import { classNames, constantRule, memoized, px, responsiveRule, type StyleRule } from '../render/index.ts';
import { fontDeclarations } from '../render/text.ts';
import type { RenderContext, RenderProps } from '../render/types.ts';
import { readableTextOn } from '../shared/media-helpers.ts';
import { currencySign, formatPrice } from '../shared/order-format.ts';
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

/**
 * The current order: lines, subtotal, coupon discount, tax note and total. The page's order
 * select and coupon drive it through the order island, which fills the lines from the
 * `<template>` here; before that (and without script) it shows the empty text.
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
            <tr className="osum-tax">
              <th scope="row" colSpan={columns - 1}>
                Tax
              </th>
              <td>Calculated at checkout</td>
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
