import { describe, expect, it } from 'vitest';
import { hasRule, isRequired, normalizeTextInput, parseRules, stripsWhitespace } from './rules.ts';

describe('parseRules', () => {
  it('splits rules and arguments', () => {
    expect(parseRules('required|email')).toEqual([{ name: 'required' }, { name: 'email' }]);
    expect(parseRules(' Required | include:https:// ')).toEqual([
      { name: 'required' },
      { name: 'include', arg: 'https://' },
    ]);
    expect(parseRules('')).toEqual([]);
    expect(parseRules(null)).toEqual([]);
    expect(parseRules('||phone||')).toEqual([{ name: 'phone' }]);
  });

  it('finds the required rule in the rules text', () => {
    expect(isRequired('required|email')).toBe(true);
    expect(isRequired('email|REQUIRED')).toBe(true);
    expect(isRequired('email')).toBe(false);
    expect(isRequired('notrequired')).toBe(false);
    expect(isRequired(undefined)).toBe(false);
    expect(hasRule('include:x|subdomain', 'subdomain')).toBe(true);
  });
});

describe('whitespace stripping', () => {
  it.each([
    ['email', true],
    ['required|email', true],
    ['customurl', true],
    ['subdomain|required', true],
    ['url', false],
    ['required', false],
    ['', false],
  ])('rules %j strip whitespace: %j', (rules, expected) => {
    expect(stripsWhitespace(rules)).toBe(expected);
  });

  it('removes every kind of whitespace only under those rules', () => {
    expect(normalizeTextInput(' jo e@exa mple.com\t', 'email')).toBe('joe@example.com');
    expect(normalizeTextInput('my shop', 'subdomain')).toBe('myshop');
    expect(normalizeTextInput('shop.example .com', 'customurl')).toBe('shop.example.com');
    expect(normalizeTextInput(' Jane Doe ', 'required')).toBe(' Jane Doe ');
  });
});
