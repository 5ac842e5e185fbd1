import { DEFAULT_MODERN_BUTTON, type ModernButtonOptions } from '@tessera/document';
import type { InputHTMLAttributes } from 'react';
import { classNames, constantRule, Icon, type StyleRule } from '../render/index.ts';
import { fontDeclarations } from '../render/text.ts';
import type { RenderProps } from '../render/types.ts';
import { ButtonView } from '../shared/ButtonView.tsx';
import { fieldLook } from '../shared/FieldView.tsx';
import { elementDomId } from '../shared/media-helpers.ts';
import { PaymentsOffNotice } from '../shared/PaymentsOffNotice.tsx';
import type { CreditCardOptions } from './schema.ts';

const CARD_RULE: StyleRule = constantRule({
  base: { display: 'grid', gap: '14px' },
  nested: {
    ' fieldset': { base: { margin: '0', padding: '0', border: '0', 'min-width': '0' } },
    // The legend sits outside the fieldset's flow, so it keeps its own space below.
    ' .cc-head': {
      base: {
        display: 'flex',
        width: '100%',
        'align-items': 'center',
        'justify-content': 'space-between',
        gap: '12px',
        padding: '0',
        'margin-bottom': '10px',
      },
    },
    ' .cc-label': { base: { 'font-weight': '600', 'font-size': '1.05em' } },
    ' .cc-brands': { base: { display: 'flex', gap: '6px', color: '#334155' } },
    // Stripe's iframe takes the room it needs; until it does, the box says what is coming.
    ' .cc-pe': { base: { 'min-height': '44px', 'font-size': '.875em', opacity: '.8' } },
    ' .cc-stand-in': {
      base: {
        display: 'grid',
        'grid-template-columns': '2fr 1fr 1fr',
        gap: '10px',
        opacity: '1',
      },
    },
    ' .cc-stand-in span': {
      base: {
        padding: '12px 14px',
        border: '1px solid #d1d5db',
        'border-radius': '6px',
        background: '#ffffff',
        color: '#6b7280',
        'white-space': 'nowrap',
        overflow: 'hidden',
      },
    },
    // Always laid out, even empty: screen readers miss alerts in a box that was display:none.
    ' .cc-alert': { base: { margin: '0', color: '#b91c1c', 'font-size': '.9375em', 'line-height': '1.4' } },
    ' .cc-pay button:disabled:not([aria-busy=true])': { base: { opacity: '.6' } },
    ' .cc-note': {
      base: {
        display: 'flex',
        'align-items': 'center',
        gap: '8px',
        margin: '0',
        'font-size': '.8125em',
        opacity: '.85',
      },
    },
  },
});

/**
 * The checkout of an order page: e-mail (required), an optional name, Stripe's Payment Element
 * (mounted by the checkout island into `[data-payment-element]`; card data goes from the buyer's
 * browser to Stripe only), the Pay button, an alert line and the security note. It is drawn on the
 * server, so the buyer sees it at once; the island fills in Stripe's fields and enables Pay.
 *
 * On a site that takes payments (`data.commerce`), the live page's form carries what the island
 * needs in `data-*` (see checkout.island.ts) and the page also loads the order island, which owns
 * the order it pays for. Without payments the live page says so; the editor and preview show the
 * layout with a note telling the designer where to connect a gateway (the editor knows from
 * `data.takesPayments`, having no checkout to render against).
 */
export function CreditCardRender({ element, options, context }: RenderProps<CreditCardOptions>) {
  const { styles, mode } = context;
  const commerce = context.data.commerce;
  const payable = commerce !== undefined && commerce.pageId !== null;
  if (!payable && mode === 'live') return <PaymentsOffNotice context={context} />;
  // The canvas renders without the checkout: the designer's data says whether payments are taken.
  const paymentsOff = !payable && !(mode === 'edit' && context.data.takesPayments === true);
  const active = payable && mode !== 'edit';
  if (active) context.needIsland('order');
  const id = elementDomId(element.id);
  const look = fieldLook(options, context);
  fontDeclarations(options.FontFamily, 600, context);
  const field = (key: 'email' | 'name', label: string, input: InputHTMLAttributes<HTMLInputElement>) => (
    <div className={look.field}>
      <label className={look.label} htmlFor={`${id}-${key}`}>
        {label}
        {input.required && (
          <span className="req" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <input
        id={`${id}-${key}`}
        name={key}
        className={look.control}
        spellCheck={false}
        aria-describedby={`${id}-${key}-err`}
        {...input}
      />
      <p className={look.error} id={`${id}-${key}-err`} hidden />
    </div>
  );
  const button: ModernButtonOptions = {
    ...DEFAULT_MODERN_BUTTON,
    Text: options.buttonText.trim() === '' ? 'Pay now' : options.buttonText,
    FontFamily: options.FontFamily,
    FontSize: Math.min(Math.max(options.FontSize.desktop + 1, 8), 96),
    ButtonBackgroundColor: options.buttonColor,
    TextColor: options.buttonTextColor,
    Width: 'fill',
    BorderRadius: 6,
    PaddingTop: 14,
    PaddingBottom: 14,
  };
  const theme = styles.className(
    { base: Object.assign(fontDeclarations(options.FontFamily, 400, context), { color: options.TextColor }) },
    'cc',
  );
  const className = classNames('cc', styles.className(CARD_RULE, 'cc'), theme);
  const body = (
    <>
      {paymentsOff && <PaymentsOffNotice context={context} />}
      {field('email', options.emailLabel.trim() || 'Email', {
        type: 'email',
        autoComplete: 'email',
        inputMode: 'email',
        required: true,
        maxLength: 254,
      })}
      {options.showName &&
        field('name', options.nameLabel.trim() || 'Full name', {
          type: 'text',
          autoComplete: 'name',
          maxLength: 200,
        })}
      <fieldset>
        <legend className="cc-head">
          <span className="cc-label">{options.cardLabel.trim() || 'Payment details'}</span>
          {options.showCardIcons && (
            <span className="cc-brands">
              <Icon name="cc-visa" context={context} size={28} label="Visa" />
              <Icon name="cc-mastercard" context={context} size={28} label="Mastercard" />
              <Icon name="cc-amex" context={context} size={28} label="American Express" />
              <Icon name="cc-discover" context={context} size={28} label="Discover" />
            </span>
          )}
        </legend>
        {active ? (
          <div className="cc-pe" data-payment-element="">
            Loading the secure payment form…
          </div>
        ) : (
          // What Stripe's fields will look like, for the designer: no input a buyer could type in.
          <div className="cc-pe cc-stand-in" aria-hidden="true">
            <span>Card number</span>
            <span>MM / YY</span>
            <span>CVC</span>
          </div>
        )}
      </fieldset>
      <p className="cc-alert" id={`${id}-alert`} role="alert" />
      <ButtonView options={button} context={context} as="submit" disabled className="cc-pay" />
      {options.secureNote.trim() !== '' && (
        <p className="cc-note">
          <Icon name="lock" context={context} size={13} />
          {options.secureNote}
        </p>
      )}
    </>
  );
  if (!active || commerce === undefined)
    return (
      <div className={className} data-edit-inert={mode === 'edit' ? '' : undefined}>
        {body}
      </div>
    );
  return (
    <form
      className={className}
      noValidate
      data-checkout=""
      data-stripe-js={commerce.stripeJsUrl}
      data-key={commerce.publishableKey}
      data-account={commerce.accountId}
      data-currency={commerce.currency}
      data-endpoint={commerce.checkoutPath}
      data-page-id={commerce.pageId ?? undefined}
      data-element-id={element.id}
      data-color={options.buttonColor || context.theme.ButtonBackground || undefined}
    >
      {body}
    </form>
  );
}
