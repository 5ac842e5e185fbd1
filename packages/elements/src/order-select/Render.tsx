import { classNames, constantRule, px, responsiveRule, type StyleRule } from '../render/index.ts';
import { fontDeclarations } from '../render/text.ts';
import type { ProductSummary, RenderProps } from '../render/types.ts';
import { EmptyNotice } from '../shared/EmptyNotice.tsx';
import { elementDomId, readableTextOn, safeImageUrl } from '../shared/media-helpers.ts';
import { currencySign, formatPrice, intervalText } from '../shared/order-format.ts';
import type { OrderSelectOptions } from './schema.ts';

const SELECT_RULE: StyleRule = constantRule({
  base: { margin: '0', padding: '0', border: '0', 'min-width': '0', display: 'grid', gap: '12px' },
  nested: {
    ' .os-item': {
      base: {
        display: 'flex',
        'align-items': 'center',
        gap: '14px',
        padding: '16px 18px',
        border: '2px solid #e2e8f0',
        'border-radius': '12px',
        background: '#ffffff',
        color: '#0f172a',
        cursor: 'pointer',
        transition: 'border-color .15s ease,box-shadow .15s ease,background-color .15s ease',
      },
    },
    ' .os-item:hover': { base: { 'border-color': '#94a3b8' } },
    ' input': { base: { width: '20px', height: '20px', margin: '0', 'flex-shrink': '0', cursor: 'pointer' } },
    ' .os-body': { base: { flex: '1', 'min-width': '0' } },
    ' .os-name': { base: { 'font-weight': '600', 'line-height': '1.35' } },
    ' .os-badge': {
      base: {
        display: 'inline-block',
        'margin-left': '8px',
        padding: '2px 9px',
        'border-radius': '999px',
        'font-size': '12px',
        'font-weight': '600',
        'line-height': '1.5',
        'vertical-align': '2px',
      },
    },
    ' .os-desc': {
      base: {
        display: 'block',
        'margin-top': '3px',
        'font-size': '.875em',
        'line-height': '1.45',
        color: '#475569',
      },
    },
    ' .os-price': {
      base: { 'margin-left': 'auto', 'font-weight': '700', 'white-space': 'nowrap', 'text-align': 'right' },
    },
    ' .os-per': { base: { display: 'block', 'font-size': '12px', 'font-weight': '400', color: '#475569' } },
    ' .os-int': { base: { 'font-size': '.8em', 'font-weight': '400' } },
  },
});

const CARDS_RULE: StyleRule = constantRule({
  base: { 'grid-template-columns': 'repeat(auto-fit,minmax(200px,1fr))' },
  nested: {
    ' .os-item': { base: { 'flex-direction': 'column', 'align-items': 'flex-start', padding: '20px' } },
    ' .os-price': {
      base: { 'margin-left': '0', 'margin-top': 'auto', 'font-size': '1.375em', 'text-align': 'left' },
    },
  },
});

interface Choice {
  product: ProductSummary;
  name: string;
  description: string;
  badge: string;
  quantity: number;
  /** Position in the author's list, which `preselectedIndex` counts in. */
  index: number;
}

/**
 * The products a buyer picks from, as a radio group (or checkboxes for add-ons). Names and
 * prices come from the site's products; each input carries what the order island needs to total
 * the order (product id, price in cents, quantity, name, picture, interval). A recurring price
 * reads "per month" after it. It needs no payment set-up of the site: the platform's own order
 * pages show plans with it and take the payment in the app.
 */
export function OrderSelectRender({ element, options, context }: RenderProps<OrderSelectOptions>) {
  const { styles, mode } = context;
  const products = context.data.products ?? {};
  const choices: Choice[] = [];
  // None picked offers everything the page offers, in its order (an order page's plans).
  const items =
    options.products.length > 0
      ? options.products
      : Object.keys(products).map((productId) => ({
          productId,
          label: '',
          description: '',
          badge: '',
          quantity: 1,
        }));
  items.forEach((item, index) => {
    const product =
      item.productId !== null && Object.hasOwn(products, item.productId)
        ? products[item.productId]
        : undefined;
    if (!product) return;
    choices.push({
      product,
      name: item.label.trim() || product.name,
      description: (item.description.trim() || product.description).trim(),
      badge: item.badge.trim(),
      quantity: item.quantity,
      index,
    });
  });
  if (choices.length === 0)
    return (
      <EmptyNotice context={context}>
        {items.length === 0
          ? 'Add the products buyers choose from.'
          : 'The chosen products are not available.'}
      </EmptyNotice>
    );

  const id = elementDomId(element.id);
  const multiple = options.selectionType === 'multiple';
  const currency = currencySign(options.currency, context);
  const highlight = options.highlightColor || context.theme.ButtonBackground || '#2563eb';
  const preselected = choices.find((choice) => choice.index === options.preselectedIndex) ?? choices[0];
  // Structure first: the sheet keeps first-use order, and the element's own look must come after it.
  const structure = classNames(
    styles.className(SELECT_RULE, 'os'),
    options.layout === 'cards' && styles.className(CARDS_RULE, 'os'),
  );
  const fontSize = responsiveRule(options.FontSize, (size) => ({ 'font-size': px(size) }));
  fontDeclarations(options.FontFamily, 600, context);
  fontDeclarations(options.FontFamily, 700, context);
  const look = styles.className(
    {
      ...fontSize,
      base: Object.assign(fontDeclarations(options.FontFamily, 400, context), fontSize.base),
      nested: {
        ' .os-item': { base: { color: options.TextColor || null } },
        ' input': { base: { 'accent-color': highlight } },
        ' .os-item:has(input:checked)': {
          base: {
            'border-color': highlight,
            'background-color': `color-mix(in srgb,${highlight} 6%,#ffffff)`,
            'box-shadow': `0 0 0 3px color-mix(in srgb,${highlight} 18%,transparent)`,
          },
        },
        ' .os-item:has(input:focus-visible)': {
          base: { outline: `2px solid ${highlight}`, 'outline-offset': '3px' },
        },
        ' .os-badge': { base: { background: highlight, color: readableTextOn(highlight) || '#ffffff' } },
      },
    },
    'os',
  );
  const className = classNames('os', structure, look);
  const edit = mode === 'edit';
  return (
    <fieldset
      className={className}
      data-order-select={edit ? undefined : ''}
      data-edit-inert={edit ? '' : undefined}
    >
      <legend className="sr-only">{multiple ? 'Choose products' : 'Choose a product'}</legend>
      {choices.map((choice) => {
        const total = choice.product.priceCents * choice.quantity;
        const per = intervalText(choice.product.interval);
        return (
          <label key={choice.index} className="os-item">
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={`${id}-product`}
              value={choice.product.id}
              defaultChecked={choice === preselected}
              data-price={choice.product.priceCents}
              data-qty={choice.quantity}
              data-name={choice.name}
              data-image={safeImageUrl(choice.product.imageUrl) || undefined}
              data-interval={per === '' ? undefined : choice.product.interval}
            />
            <span className="os-body">
              <span className="os-name">{choice.name}</span>
              {choice.badge !== '' && <span className="os-badge">{choice.badge}</span>}
              {options.showDescription && choice.description !== '' && (
                <span className="os-desc">{choice.description}</span>
              )}
            </span>
            <span className="os-price">
              {formatPrice(total, currency)}
              {per !== '' && <span className="os-int">{` ${per}`}</span>}
              {choice.quantity > 1 && (
                <span className="os-per">
                  {choice.quantity} × {formatPrice(choice.product.priceCents, currency)}
                </span>
              )}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
