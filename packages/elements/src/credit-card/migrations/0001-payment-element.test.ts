import { describe, expect, it } from 'vitest';
import { elementRegistry } from '../../registry.ts';
import { creditCardSchema } from '../schema.ts';
import { paymentElement } from './0001-payment-element.ts';

const VERSION_0 = {
  gatewayId: 'acct_1',
  showCardholderName: false,
  cardholderLabel: 'Cardholder',
  cardLabel: 'Your card',
  showPostalCode: true,
  showCardIcons: true,
  secureNote: 'Safe.',
  inputStyle: 'simpleclean',
};

describe('credit card migration 0001: payment element', () => {
  it('drops the gateway and postal code, and keeps the name question as the buyer’s name', () => {
    expect(paymentElement.up(VERSION_0)).toEqual({
      showName: false,
      nameLabel: 'Cardholder',
      cardLabel: 'Your card',
      showCardIcons: true,
      secureNote: 'Safe.',
      inputStyle: 'simpleclean',
    });
  });

  it('lets the old default texts give way to the new defaults', () => {
    const migrated = paymentElement.up({
      ...VERSION_0,
      cardholderLabel: 'Name on card',
      cardLabel: 'Card details',
    });
    expect(migrated).not.toHaveProperty('nameLabel');
    expect(migrated).not.toHaveProperty('cardLabel');
    const options = elementRegistry['credit-card'].schema.parse(migrated);
    expect(options).toMatchObject({ nameLabel: 'Full name', cardLabel: 'Payment details', showName: false });
  });

  it('turns every stored version 0 into options its schema accepts', () => {
    const schema = creditCardSchema.strict();
    expect(schema.safeParse(paymentElement.up(VERSION_0)).success).toBe(true);
    expect(schema.safeParse(paymentElement.up({})).success).toBe(true);
  });

  it('leaves options of the current shape, and junk it does not understand, alone', () => {
    const current = elementRegistry['credit-card'].defaults();
    expect(paymentElement.up(current)).toEqual(current);
    expect(paymentElement.up({ showCardholderName: 'yes', cardholderLabel: 5 })).toEqual({});
    expect(paymentElement.up({ showName: true, showCardholderName: false })).toEqual({ showName: true });
  });
});
