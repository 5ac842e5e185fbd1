import { describe, expect, it } from 'vitest';
import { validateCustomDomain, validateInclude, validateSubdomain } from './domain.ts';

describe('custom domain', () => {
  it.each(['example.com', 'shop.example.com', 'my-shop.co.uk', 'a1.io', 'xn--p1ai.xn--p1ai'])(
    'accepts %s',
    (domain) => {
      expect(validateCustomDomain(domain)).toBeNull();
    },
  );

  it.each([
    'www.example.com',
    'http://example.com',
    'https://example.com',
    'httpexample.com',
    'Example.com',
    'example',
    'exa mple.com',
    '-example.com',
    'example-.com',
    'example.com/',
    'example..com',
    'example.c',
    'example.123',
    '.example.com',
    `${'a'.repeat(64)}.com`,
  ])('rejects %j with exactly "Domain format is invalid."', (domain) => {
    expect(validateCustomDomain(domain)).toBe('Domain format is invalid.');
  });

  it('leaves an empty value to the required rule', () => {
    expect(validateCustomDomain('')).toBeNull();
  });
});

describe('subdomain', () => {
  it.each(['a', 'shop', 'my-shop', 'shop2', '2shop', 'a-b-c', 'x'.repeat(62)])('accepts %s', (sub) => {
    expect(validateSubdomain(sub)).toBeNull();
  });

  it.each([
    'x'.repeat(63),
    'x'.repeat(100),
    '-shop',
    'shop-',
    'Shop',
    'my_shop',
    'my shop',
    'shop.example',
    'shöp',
    '<script>',
  ])('rejects %j with exactly "Subdomain format is invalid."', (sub) => {
    expect(validateSubdomain(sub)).toBe('Subdomain format is invalid.');
  });

  it('is required', () => {
    expect(validateSubdomain('')).toBe('This field is required.');
  });
});

describe('include rule', () => {
  it('passes when the word is present', () => {
    expect(validateInclude('https://calendly.com/me', 'calendly')).toBeNull();
    expect(validateInclude('abc', '')).toBeNull();
  });

  it.each([
    ['https://example.com', 'calendly', 'The field required calendly'],
    ['', 'https', 'The field required https'],
    ['Zoom link', 'zoom.us', 'The field required zoom.us'],
  ])('value %j missing %j gives %j', (value, word, message) => {
    expect(validateInclude(value, word)).toBe(message);
  });
});
