import { MESSAGES as DOCUMENT_MESSAGES, validateField } from '@tessera/document';
import { describe, expect, it } from 'vitest';
import { MESSAGES, normalizeValue, parseRules, readOutcome, validateValue } from './form-logic.ts';

describe('messages', () => {
  it('are the SPEC §5 texts @tessera/document uses', () => {
    expect(MESSAGES.required).toBe(DOCUMENT_MESSAGES.required);
    expect(MESSAGES.email).toBe(DOCUMENT_MESSAGES.email);
    expect(MESSAGES.url).toBe(DOCUMENT_MESSAGES.url);
    expect(MESSAGES.phone).toBe(DOCUMENT_MESSAGES.phone);
    expect(MESSAGES.include('zoom.us')).toBe(DOCUMENT_MESSAGES.include('zoom.us'));
  });
});

describe('parseRules', () => {
  it('reads names case-insensitively with an argument after the first colon', () => {
    expect(parseRules(' Required | include:a:b ||max:10')).toEqual([
      { name: 'required', arg: '' },
      { name: 'include', arg: 'a:b' },
      { name: 'max', arg: '10' },
    ]);
    expect(parseRules(undefined)).toEqual([]);
  });
});

describe('validateValue', () => {
  it.each([
    ['', 'required', 'This field is required.'],
    ['   ', 'required', 'This field is required.'],
    ['', 'required|email', 'This field is required.'],
    ['', 'email', null],
    ['', '', null],
    ['', undefined, null],
    ['Jane', 'required', null],
    ['jane@', 'required|email', 'Email format is invalid.'],
    ['jane@example', 'email', 'Email format is invalid.'],
    ['jane@@example.com', 'email', 'Email format is invalid.'],
    [' jane @example.com ', 'required|email', null],
    ['jane@example.com', 'email|include:@acme.com', 'The field required @acme.com'],
    ['jane@acme.com', 'email|include:@acme.com', null],
    ['not a url', 'url', 'URL format is invalid.'],
    ['example.com/pricing', 'url', null],
    ['https://zoom.us/j/1', 'url|include:zoom.us', null],
    ['https://meet.example.com', 'url|include:zoom.us', 'The field required zoom.us'],
    ['12345', 'phone', 'Phone number is invalid.'],
    ['call me', 'phone', 'Phone number is invalid.'],
    ['(213) 373-4253', 'required|phone', null],
    ['+44 20 7946 0958', 'phone', null],
    ['ab', 'min:3', 'Please enter at least 3 characters.'],
    ['abc', 'min:3', null],
    ['abcdef', 'max:5', 'Please enter no more than 5 characters.'],
    ['abcde', 'max:5', null],
    ['anything', 'unknownrule|another:1', null],
  ] as const)('validateValue(%j, %j) = %j', (value, rules, expected) => {
    expect(validateValue(value, rules)).toBe(expected);
  });

  it('returns the first failing rule in rules order', () => {
    expect(validateValue('bad', 'include:x|email')).toBe('The field required x');
    expect(validateValue('bad', 'email|include:x')).toBe('Email format is invalid.');
  });

  it('treats a checkbox as empty unless ticked', () => {
    expect(validateValue(false, 'required')).toBe('This field is required.');
    expect(validateValue(true, 'required')).toBeNull();
    expect(validateValue(false, '')).toBeNull();
  });

  it('agrees with the server validators on required, email, URL and include', () => {
    const values = [
      '',
      ' ',
      'jane@example.com',
      'jane.doe+tag@mail.example.co.uk',
      'jane@localhost',
      'jane@exa_mple.com',
      '.jane@example.com',
      'ja ne@example.com',
      'https://example.com',
      'http://localhost:3000/x',
      'ftp://example.com',
      'example',
      '10.0.0.1/path',
      'zoom.us/j/1',
    ];
    for (const rules of ['required', 'email', 'required|email', 'url', 'url|include:zoom']) {
      for (const value of values)
        expect(validateValue(value, rules), `${value} / ${rules}`).toBe(validateField(value, rules));
    }
  });
});

describe('normalizeValue', () => {
  it('removes whitespace under the email, customurl and subdomain rules only (SPEC §5)', () => {
    expect(normalizeValue(' jane @example.com ', 'required|email')).toBe('jane@example.com');
    expect(normalizeValue(' my shop ', 'subdomain')).toBe('myshop');
    expect(normalizeValue(' Jane Doe ', 'required')).toBe(' Jane Doe ');
  });
});

describe('readOutcome', () => {
  it('reads a success with its message', () => {
    expect(readOutcome(200, { success: true, message: 'Thanks!' })).toEqual({ ok: true, message: 'Thanks!' });
    expect(readOutcome(200, null)).toEqual({ ok: true, message: '' });
  });

  it('maps a 422 onto the first message of each field', () => {
    expect(
      readOutcome(422, {
        message: 'The given data was invalid.',
        errors: {
          email: ['Email is taken.', 'Second'],
          phone: 'Phone number is invalid.',
          blank: [],
          bad: [3],
        },
      }),
    ).toEqual({
      ok: false,
      message: 'The given data was invalid.',
      errors: { email: 'Email is taken.', phone: 'Phone number is invalid.' },
    });
    expect(readOutcome(422, null)).toEqual({ ok: false, message: '', errors: {} });
  });

  it('gives the general message for other failures, whatever the server says', () => {
    const general = { ok: false, message: 'Something went wrong. Please try again.', errors: {} };
    expect(readOutcome(500, { message: 'relation "forms" does not exist' })).toEqual(general);
    expect(readOutcome(404, null)).toEqual(general);
    expect(readOutcome(0, null)).toEqual(general);
    expect(readOutcome(400, { errors: { email: ['x'] } })).toEqual(general);
  });

  it('shows a refusal inside a 200 with its own reason', () => {
    expect(readOutcome(200, { success: false, message: 'Form is closed.' })).toEqual({
      ok: false,
      message: 'Form is closed.',
      errors: {},
    });
    expect(readOutcome(200, { success: false })).toEqual({
      ok: false,
      message: 'Something went wrong. Please try again.',
      errors: {},
    });
  });
});
