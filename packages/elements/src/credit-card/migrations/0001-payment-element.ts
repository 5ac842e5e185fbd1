import type { ElementMigration } from '../../types.ts';

/**
 * Version 0 drew its own card fields: a gateway to pick, a postal code, the name on the card.
 * Version 1 is Stripe's Payment Element on the site's active gateway, which asks for what each
 * payment method needs (the postal code among it), so those options go; the name on the card
 * becomes the buyer's name (`showName`, `nameLabel`). The old default texts give way to the new
 * ones ("Name on card" is not what the field asks any more; the heading covers more than cards).
 */
export const paymentElement: ElementMigration = {
  to: 1,
  name: 'payment-element',
  up({ gatewayId: _gateway, showPostalCode: _postal, showCardholderName, cardholderLabel, ...rest }) {
    const next: Record<string, unknown> = { ...rest };
    if (typeof showCardholderName === 'boolean' && !('showName' in rest)) next.showName = showCardholderName;
    if (typeof cardholderLabel === 'string' && cardholderLabel !== 'Name on card' && !('nameLabel' in rest))
      next.nameLabel = cardholderLabel;
    if (next.cardLabel === 'Card details') delete next.cardLabel;
    return next;
  },
};
