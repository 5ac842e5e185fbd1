import { describe, expect, it } from 'vitest';
import { validateField } from './field.ts';

describe('validateField', () => {
  it.each([
    // [value, rules, expected]
    ['', 'required', 'This field is required.'],
    ['   ', 'required', 'This field is required.'],
    [null, 'required|email', 'This field is required.'],
    ['', 'email', null],
    ['', '', null],
    ['Jane', 'required', null],
    ['jane@', 'required|email', 'Email format is invalid.'],
    [' jane @example.com ', 'required|email', null],
    ['jane@example.com', 'email|include:@acme.com', 'The field required @acme.com'],
    ['jane@acme.com', 'email|include:@acme.com', null],
    ['not a url', 'url', 'URL format is invalid.'],
    ['example.com/pricing', 'url', null],
    ['12345', 'phone', 'Phone number is invalid.'],
    ['(213) 373-4253', 'required|phone', null],
    ['www.shop.com', 'customurl', 'Domain format is invalid.'],
    [' shop.example.com ', 'customurl', null],
    ['my shop', 'subdomain', null],
    ['my_shop', 'subdomain', 'Subdomain format is invalid.'],
    ['', 'subdomain', 'This field is required.'],
    ['-shop', 'required|subdomain', 'Subdomain format is invalid.'],
    ['anything', 'unknownrule|another:1', null],
    ['https://zoom.us/j/1', 'url|include:zoom.us', null],
    ['https://meet.example.com', 'url|include:zoom.us', 'The field required zoom.us'],
  ] as const)('validateField(%j, %j) = %j', (value, rules, expected) => {
    expect(validateField(value, rules)).toBe(expected);
  });

  it('returns the first failing rule in rules order', () => {
    expect(validateField('bad', 'include:x|email')).toBe('The field required x');
    expect(validateField('bad', 'email|include:x')).toBe('Email format is invalid.');
  });

  it('reads phone numbers in the given country', () => {
    expect(validateField('020 7946 0958', 'phone', { country: 'GB' })).toBeNull();
    expect(validateField('020 7946 0958', 'phone', { country: 'US' })).toBe('Phone number is invalid.');
  });
});
