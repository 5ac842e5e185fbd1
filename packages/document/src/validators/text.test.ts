import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import { isValidEmail, isValidUrl, validateEmail, validateUrl } from './text.ts';

describe('URL', () => {
  it.each([
    'example.com',
    'www.example.com',
    'http://example.com',
    'https://example.com/path?q=1#top',
    'https://sub.domain.example.co.uk',
    'example.com:8080/x',
    'localhost:3000',
    'https://192.168.1.10/admin',
    'shop.example.io?ref=card',
    'xn--bcher-kva.example',
  ])('accepts %s', (url) => {
    expect(isValidUrl(url)).toBe(true);
    expect(validateUrl(url)).toBeNull();
  });

  it.each([
    '',
    'example',
    'http://',
    'ftp://example.com',
    'javascript:alert(1)',
    'https://exa mple.com',
    '-example.com',
    'example-.com',
    'example.c',
    'https://example.com/ space',
    '<script>.com',
  ])('rejects %j with the URL message', (url) => {
    expect(isValidUrl(url)).toBe(false);
    expect(validateUrl(url)).toBe(MESSAGES.url);
  });
});

describe('email', () => {
  it.each([
    'jane@example.com',
    'jane.doe+news@mail.example.co.uk',
    "o'brien@example.ie",
    'a_b-c@example-domain.com',
    'UPPER@EXAMPLE.COM',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
    expect(validateEmail(email)).toBeNull();
  });

  it.each([
    '',
    'plain',
    '@example.com',
    'jane@',
    'jane@example',
    'jane@@example.com',
    'jane..doe@example.com',
    '.jane@example.com',
    'jane@exa_mple.com',
    'jane doe@example.com',
    'jane@example.c',
    `${'a'.repeat(65)}@example.com`,
  ])('rejects %j with the email message', (email) => {
    expect(validateEmail(email)).toBe('Email format is invalid.');
  });
});
