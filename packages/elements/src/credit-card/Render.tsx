import type { InputHTMLAttributes } from 'react';
import { classNames, constantRule, Icon, type StyleRule } from '../render/index.ts';
import { fontDeclarations } from '../render/text.ts';
import type { RenderProps } from '../render/types.ts';
import { fieldLook } from '../shared/FieldView.tsx';
import { elementDomId } from '../shared/media-helpers.ts';
import type { CreditCardOptions } from './schema.ts';

const CARD_RULE: StyleRule = constantRule({
  base: { display: 'grid', gap: '14px', margin: '0', padding: '0', border: '0', 'min-width': '0' },
  nested: {
    // The legend sits outside the fieldset's grid, so it keeps its own space below.
    ' .cc-head': {
      base: {
        display: 'flex',
        width: '100%',
        'align-items': 'center',
        'justify-content': 'space-between',
        gap: '12px',
        padding: '0',
        'margin-bottom': '14px',
      },
    },
    ' .cc-label': { base: { 'font-weight': '600', 'font-size': '1.05em' } },
    ' .cc-brands': { base: { display: 'flex', gap: '6px', color: '#334155' } },
    ' .cc-row': {
      base: { display: 'grid', 'grid-template-columns': 'repeat(auto-fit,minmax(110px,1fr))', gap: '12px' },
      mobile: { 'grid-template-columns': '1fr 1fr' },
    },
    // On phones expiry and code share a line; the postal code takes the next one whole.
    ' .cc-row > :nth-child(3)': { mobile: { 'grid-column': '1 / -1' } },
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
    ' .cc-notice': {
      base: {
        margin: '0',
        padding: '10px 12px',
        'border-radius': '8px',
        background: '#fef3c7',
        color: '#78350f',
        'font-size': '.875em',
      },
    },
  },
});

/**
 * The card form's layout: labelled fields with the cc-* autocomplete tokens. The inputs have no
 * names and sit in no form, so nothing here can ever send a card number: taking the payment is the
 * provider's hosted fields' job (a later issue). Without a connected payment account a live page
 * shows nothing, and the editor and preview say what is missing.
 */
export function CreditCardRender({ element, options, context }: RenderProps<CreditCardOptions>) {
  const { styles, mode } = context;
  const connected = options.gatewayId !== null;
  if (!connected && mode === 'live') return null;
  const id = elementDomId(element.id);
  const look = fieldLook(options, context);
  fontDeclarations(options.FontFamily, 600, context);
  const field = (key: string, label: string, input: InputHTMLAttributes<HTMLInputElement>) => (
    <div className={look.field}>
      <label className={look.label} htmlFor={`${id}-${key}`}>
        {label}
      </label>
      <input id={`${id}-${key}`} type="text" className={look.control} spellCheck={false} {...input} />
    </div>
  );
  const theme = styles.className(
    { base: Object.assign(fontDeclarations(options.FontFamily, 400, context), { color: options.TextColor }) },
    'cc',
  );
  return (
    <fieldset
      className={classNames('cc', styles.className(CARD_RULE, 'cc'), theme)}
      data-island="order"
      data-card=""
      data-edit-inert={mode === 'edit' ? '' : undefined}
    >
      <legend className="cc-head">
        <span className="cc-label">{options.cardLabel.trim() || 'Card details'}</span>
        {options.showCardIcons && (
          <span className="cc-brands">
            <Icon name="cc-visa" context={context} size={28} label="Visa" />
            <Icon name="cc-mastercard" context={context} size={28} label="Mastercard" />
            <Icon name="cc-amex" context={context} size={28} label="American Express" />
            <Icon name="cc-discover" context={context} size={28} label="Discover" />
          </span>
        )}
      </legend>
      {!connected && <p className="cc-notice">Connect a payment account to take payments.</p>}
      {options.showCardholderName &&
        field('name', options.cardholderLabel.trim() || 'Name on card', { autoComplete: 'cc-name' })}
      {field('number', 'Card number', {
        autoComplete: 'cc-number',
        inputMode: 'numeric',
        placeholder: '1234 1234 1234 1234',
        maxLength: 23,
      })}
      <div className="cc-row">
        {field('exp', 'Expiry date', {
          autoComplete: 'cc-exp',
          inputMode: 'numeric',
          placeholder: 'MM / YY',
          maxLength: 7,
        })}
        {field('cvc', 'Security code', {
          autoComplete: 'cc-csc',
          inputMode: 'numeric',
          placeholder: 'CVC',
          maxLength: 4,
        })}
        {options.showPostalCode &&
          field('postal', 'Postal code', { autoComplete: 'postal-code', maxLength: 12 })}
      </div>
      {options.secureNote.trim() !== '' && (
        <p className="cc-note">
          <Icon name="lock" context={context} size={13} />
          {options.secureNote}
        </p>
      )}
    </fieldset>
  );
}
