import { describe, expect, it } from 'vitest';
import {
  formatPhone,
  isPhoneCountry,
  isValidPhone,
  PHONE_COUNTRIES,
  phoneCountryOptions,
  toE164,
  validatePhone,
} from './phone.ts';

describe('phone countries', () => {
  it('exclude the six hidden territories', () => {
    for (const code of ['IO', 'NR', 'SH', 'SX', 'TK', 'WF']) {
      expect(PHONE_COUNTRIES).not.toContain(code);
      expect(isPhoneCountry(code)).toBe(false);
    }
    expect(PHONE_COUNTRIES).toContain('US');
    expect(PHONE_COUNTRIES).toContain('GB');
    expect(PHONE_COUNTRIES.length).toBeGreaterThan(200);
    expect(phoneCountryOptions().find((c) => c.code === 'GB')?.callingCode).toBe('44');
  });
});

describe('validatePhone', () => {
  it.each([
    ['(213) 373-4253', 'US'],
    ['213-373-4253', 'US'],
    ['+1 213 373 4253', 'US'],
    ['+44 20 7946 0958', 'US'],
    ['020 7946 0958', 'GB'],
    ['+49 30 901820', 'US'],
    ['+61 2 9374 4000', 'AU'],
    ['416-555-0199', 'CA'],
  ] as const)('accepts %s (%s)', (phone, country) => {
    expect(isValidPhone(phone, country)).toBe(true);
    expect(validatePhone(phone, country)).toBeNull();
  });

  it.each([
    ['', 'US'],
    ['12345', 'US'],
    ['+1 2', 'US'],
    ['123456', 'US'],
    ['000-000-0000', 'US'],
    ['phone me', 'US'],
    ['+999 123 456 789', 'US'],
  ] as const)('rejects %j (%s) with the phone message', (phone, country) => {
    expect(validatePhone(phone, country)).toBe('Phone number is invalid.');
  });

  it('needs at least 6 characters even before parsing', () => {
    expect(isValidPhone('+1 2 3', 'US')).toBe(false);
  });
});

describe('formatPhone', () => {
  it('formats US and CA numbers nationally', () => {
    expect(formatPhone('+12133734253')).toBe('(213) 373-4253');
    expect(formatPhone('4165550199', 'CA')).toBe('(416) 555-0199');
  });

  it('formats other numbers internationally', () => {
    expect(formatPhone('02079460958', 'GB')).toBe('+44 20 7946 0958');
    expect(formatPhone('+61293744000')).toBe('+61 2 9374 4000');
  });

  it('leaves unreadable input as typed and gives E.164 for valid numbers', () => {
    expect(formatPhone('call me')).toBe('call me');
    expect(toE164('(213) 373-4253')).toBe('+12133734253');
    expect(toE164('123')).toBeNull();
  });
});
