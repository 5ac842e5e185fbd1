import { DEFAULT_MODERN_BUTTON, type ModernButtonOptions } from '@tessera/document';
import { classNames, constantRule, Icon, type StyleRule } from '../render/index.ts';
import type { RenderProps } from '../render/types.ts';
import { ButtonView } from '../shared/ButtonView.tsx';
import { fieldLook } from '../shared/FieldView.tsx';
import { elementDomId } from '../shared/media-helpers.ts';
import type { CouponOptions } from './schema.ts';

const COUPON_RULE: StyleRule = constantRule({
  nested: {
    ' summary': {
      base: {
        display: 'inline-flex',
        'align-items': 'center',
        gap: '8px',
        cursor: 'pointer',
        'list-style': 'none',
        'font-weight': '600',
        'text-decoration': 'underline',
        'text-underline-offset': '3px',
      },
    },
    ' summary::-webkit-details-marker': { base: { display: 'none' } },
    ' summary:focus-visible': { base: { outline: '2px solid #2563eb', 'outline-offset': '2px' } },
    ' details[open] summary': { base: { 'margin-bottom': '10px' } },
    ' .cp-row': { base: { display: 'flex', gap: '8px', 'align-items': 'stretch' } },
    ' .cp-row > input': { base: { flex: '1', 'min-width': '0' } },
    ' .cp-row .btn-wrap': { base: { display: 'flex', 'flex-shrink': '0' } },
    ' .cp-row .btn': { base: { height: '100%' } },
    ' .cp-msg': { base: { margin: '8px 0 0', 'font-size': '.875em', 'line-height': '1.4' } },
    ' .cp-msg:empty': { base: { display: 'none' } },
    ' .cp-msg[data-state=success]': { base: { color: '#15803d' } },
    ' .cp-msg[data-state=error]': { base: { color: '#b91c1c' } },
  },
});

/**
 * A coupon code box: the order island posts `{ page_id, code, product_ids }` to the site's coupon
 * endpoint (`data.commerce.couponPath`, on the site's own host) and shows the discount in the
 * order summary, or the reason under the field. Collapsed behind a "Have a coupon code?"
 * disclosure (native `<details>`) when the author wants it out of the way. On a site that takes no
 * payments it has no endpoint, and the island says the code cannot be checked.
 */
export function CouponRender({ element, options, context }: RenderProps<CouponOptions>) {
  const { styles, mode } = context;
  const edit = mode === 'edit';
  const id = `${elementDomId(element.id)}-code`;
  const look = fieldLook(
    {
      inputStyle: options.inputStyle,
      FontFamily: options.FontFamily,
      FontSize: options.FontSize,
      TextColor: '',
      labelColor: '',
    },
    context,
  );
  const button: ModernButtonOptions = {
    ...DEFAULT_MODERN_BUTTON,
    Text: options.buttonText.trim() === '' ? 'Apply' : options.buttonText,
    FontFamily: options.FontFamily,
    FontSize: Math.min(Math.max(options.FontSize.desktop, 8), 96),
    ButtonBackgroundColor: options.buttonColor,
    TextColor: options.buttonTextColor,
    BorderRadius: 6,
    PaddingTop: 0,
    PaddingBottom: 0,
    PaddingLeft: 20,
    PaddingRight: 20,
  };
  const placeholder = options.placeholder.trim();
  const messageId = `${id}-msg`;
  const row = (
    <>
      <div className="cp-row">
        <label className="sr-only" htmlFor={id}>
          {placeholder || 'Coupon code'}
        </label>
        <input
          id={id}
          name="code"
          type="text"
          className={look.control}
          placeholder={placeholder || undefined}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-describedby={messageId}
        />
        <ButtonView options={button} context={context} as="submit" />
      </div>
      <p className="cp-msg" id={messageId} role="status" />
    </>
  );
  const body = options.startCollapsed ? (
    <details open={edit || undefined}>
      <summary>
        <Icon name="ticket" context={context} size={15} />
        {options.collapsedText.trim() || 'Have a coupon code?'}
      </summary>
      {row}
    </details>
  ) : (
    row
  );
  const className = classNames('cp', look.field, styles.className(COUPON_RULE, 'cp'));
  if (edit)
    return (
      <div className={className} data-edit-inert="">
        {body}
      </div>
    );
  const commerce = context.data.commerce;
  const payable = commerce !== undefined && commerce.pageId !== null;
  return (
    <form
      className={className}
      data-coupon=""
      data-endpoint={payable ? commerce.couponPath : undefined}
      data-page-id={payable ? commerce.pageId : undefined}
      data-success={options.successMessage}
      data-error={options.errorMessage}
      noValidate
    >
      {body}
    </form>
  );
}
