import { billingCurrencies, formatMoney } from '@tessera/api-contract';
import { describe, expect, it } from 'vitest';
import {
  currencyDigits,
  currencyLabel,
  example,
  formatAmount,
  MAX_MINOR_AMOUNT,
  parseAmount,
} from './money.ts';

const minor = (text: string, currency = 'usd') => {
  const parsed = parseAmount(text, currency);
  return parsed.ok ? parsed.minor : parsed.message;
};

describe('currencyDigits', () => {
  it('takes the decimals from Intl: two for most, none for yen', () => {
    expect(currencyDigits('usd')).toBe(2);
    expect(currencyDigits('EUR')).toBe(2);
    expect(currencyDigits('jpy')).toBe(0);
  });
});

describe('parseAmount', () => {
  it('reads the amount in the currency units as whole minor units', () => {
    expect(minor('97')).toBe(9700);
    expect(minor('97.00')).toBe(9700);
    expect(minor('97.5')).toBe(9750);
    expect(minor('0')).toBe(0);
    expect(minor('.5')).toBe(50);
    expect(minor('007.10')).toBe(710);
  });

  it('never rounds through floats', () => {
    // 0.29 * 100 is 28.999999999999996 and 1.005 * 100 is 100.49999999999999 in floating point.
    expect(minor('0.29')).toBe(29);
    expect(minor('19.99')).toBe(1999);
    expect(minor('4.35')).toBe(435);
    expect(minor('1.01')).toBe(101);
    for (let cents = 0; cents < 2000; cents++) {
      expect(minor(formatAmount(cents, 'usd'))).toBe(cents);
    }
  });

  it('takes commas grouping thousands, or alone as the decimal mark', () => {
    expect(minor('1,250')).toBe(125000);
    expect(minor('12,500.50')).toBe(1250050);
    expect(minor('1,000,000', 'jpy')).toBe(1000000);
    expect(minor('97,50', 'eur')).toBe(9750);
    expect(minor(' 97 ')).toBe(9700);
    expect(minor('1 250.00')).toBe(125000);
  });

  it('has no decimals for yen', () => {
    expect(minor('1250', 'jpy')).toBe(1250);
    expect(minor('1,250', 'jpy')).toBe(1250);
    expect(minor('1250.00', 'jpy')).toBe(1250);
    expect(minor('1250.5', 'jpy')).toBe('JPY amounts have no decimals.');
  });

  it('refuses more decimals than the currency has, unless they are zeros', () => {
    expect(minor('97.001')).toBe('USD amounts have at most 2 decimals.');
    expect(minor('97.000')).toBe(9700);
  });

  it('says what is wrong with what is not an amount', () => {
    expect(minor('')).toBe('Enter an amount.');
    expect(minor('  ')).toBe('Enter an amount.');
    expect(minor('-5')).toBe('An amount is 0 or more.');
    expect(minor('abc')).toBe('Enter the amount in USD as a number, such as 97.00.');
    expect(minor('$97')).toBe('Enter the amount in USD as a number, such as 97.00.');
    expect(minor('9.7.0')).toBe('Enter the amount in USD as a number, such as 97.00.');
    expect(minor('.')).toBe('Enter the amount in USD as a number, such as 97.00.');
    expect(minor('1e3')).toBe('Enter the amount in USD as a number, such as 97.00.');
    expect(minor('abc', 'jpy')).toBe('Enter the amount in JPY as a number, such as 97.');
  });

  it('keeps to the largest amount the API takes', () => {
    expect(minor('999999.99')).toBe(MAX_MINOR_AMOUNT);
    expect(minor('1000000')).toBe('An amount is at most $999,999.99.');
    expect(minor('99999999', 'jpy')).toBe(MAX_MINOR_AMOUNT);
    expect(minor('100000000', 'jpy')).toBe('An amount is at most ¥99,999,999.');
    expect(minor('123456789012345678901234567890')).toBe('An amount is at most $999,999.99.');
  });
});

describe('formatAmount', () => {
  it('writes minor units back as the amount is typed', () => {
    expect(formatAmount(9700, 'usd')).toBe('97.00');
    expect(formatAmount(5, 'usd')).toBe('0.05');
    expect(formatAmount(0, 'eur')).toBe('0.00');
    expect(formatAmount(125000, 'gbp')).toBe('1250.00');
    expect(formatAmount(1250, 'jpy')).toBe('1250');
  });

  it('round-trips every billing currency and agrees with formatMoney', () => {
    for (const currency of billingCurrencies) {
      const parsed = parseAmount(formatAmount(123456, currency), currency);
      expect(parsed).toEqual({ ok: true, minor: 123456 });
    }
    // What is typed is what the lists show: formatMoney divides by the same power of ten.
    expect(formatMoney(minor('97.00') as number, 'usd')).toBe('$97.00');
    expect(formatMoney(minor('970') as number, 'eur')).toBe('€970.00');
    expect(formatMoney(minor('1250', 'jpy') as number, 'jpy')).toBe('¥1,250');
  });
});

describe('example and currencyLabel', () => {
  it('shows what an amount looks like and names the currency', () => {
    expect(example('usd')).toBe('97.00');
    expect(example('jpy')).toBe('97');
    expect(currencyLabel('usd')).toBe('USD — US Dollar');
    expect(currencyLabel('jpy')).toBe('JPY — Japanese Yen');
  });
});
