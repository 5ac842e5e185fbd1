import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createFormBody, loginRequest, passwordChangeRequest } from '@tessera/api-contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors.ts';
import {
  apiFieldError,
  apiFieldErrors,
  FORM_ERROR,
  placeFieldErrors,
  saveFailureErrors,
  zodFieldError,
  zodFieldErrors,
} from './forms.ts';

describe('zodFieldErrors', () => {
  it('keeps the first message of each shown field, using the contract messages', () => {
    const result = loginRequest.safeParse({ email: 'not-an-email', password: '' });
    expect(result.success).toBe(false);
    expect(zodFieldErrors(result.error!, ['email', 'password'])).toEqual({
      email: 'The email must be a valid email address.',
      password: 'The password field is required.',
    });
  });

  it('names the password rule', () => {
    const result = passwordChangeRequest.safeParse({ current_password: 'x', password: 'short' });
    expect(zodFieldErrors(result.error!, ['current_password', 'password'])).toEqual({
      password: 'The password must be at least 8 characters.',
    });
  });

  it('puts a message no input shows on the form itself, in plain words (the "Create form" that did nothing)', () => {
    // The form editor checked a new form, version included, against the strict create schema:
    // the only message named the root, which no input showed, and nothing was sent.
    const result = createFormBody.safeParse({ name: 'Contact', version: 1 });
    expect(result.success).toBe(false);
    const errors = zodFieldErrors(result.error!, ['name', 'success_message', 'fields']);
    expect(Object.keys(errors)).toEqual([FORM_ERROR]);
    expect(errors[FORM_ERROR]).toBe(
      'This form sent something it should not have. Reload the page and try again.',
    );
  });

  it('gives a one-input form the message of anything else rather than nothing', () => {
    const result = loginRequest.safeParse({ email: 'x', password: '' });
    expect(zodFieldError(result.error!, 'password')).toBe('The password field is required.');
    expect(zodFieldError(result.error!, 'token')).toBe('The email must be a valid email address.');
  });
});

describe('placeFieldErrors', () => {
  it('walks up to the nearest key the form shows, else the form', () => {
    expect(
      placeFieldErrors(
        [
          ['fields.2.name', 'Names must differ.'],
          ['fields.9.label', 'Too long.'],
          ['owner.email', 'Taken.'],
          ['version', 'Stale.'],
          ['', 'Broken.'],
        ],
        (key) => key === 'fields' || key === 'fields.2.name' || key === 'owner',
      ),
    ).toEqual({
      'fields.2.name': 'Names must differ.',
      fields: 'Too long.',
      owner: 'Taken.',
      [FORM_ERROR]: 'Stale.',
    });
  });

  it('keeps the first message per place and skips blank ones', () => {
    expect(
      placeFieldErrors(
        [
          ['a', ' '],
          ['a', 'First.'],
          ['a', 'Second.'],
        ],
        ['a'],
      ),
    ).toEqual({ a: 'First.' });
  });
});

describe('apiFieldErrors', () => {
  it('takes the first server message per shown field from a 422', () => {
    const error = new ApiError(422, 'Invalid', { fieldErrors: { email: ['Taken.', 'Other'], name: [] } });
    expect(apiFieldErrors(error, ['email', 'name'])).toEqual({ email: 'Taken.' });
  });

  it('puts messages about fields the form does not show on the form', () => {
    const error = new ApiError(422, 'Invalid', {
      fieldErrors: { 'fields.0.choices.3': ['Too long.'], version: ['Stale.'] },
    });
    expect(apiFieldErrors(error, ['fields'])).toEqual({ fields: 'Too long.', [FORM_ERROR]: 'Stale.' });
    expect(apiFieldError(error, 'version')).toBe('Stale.');
    expect(apiFieldError(error, 'email')).toBe('Too long.');
  });

  it('shows the message of a 422 that names no field', () => {
    expect(apiFieldErrors(new ApiError(422, 'The site is full.'), ['name'])).toEqual({
      [FORM_ERROR]: 'The site is full.',
    });
  });

  it('has nothing for other failures', () => {
    expect(apiFieldErrors(new ApiError(500, 'Boom'), ['x'])).toEqual({});
    expect(apiFieldErrors(new Error('x'), ['x'])).toEqual({});
  });
});

describe('saveFailureErrors', () => {
  it('places a 422 as apiFieldErrors does', () => {
    const error = new ApiError(422, 'Invalid', { fieldErrors: { 'target.0': ['Refused.'], kind: ['Bad.'] } });
    expect(saveFailureErrors(error, ['target'])).toEqual({ target: 'Refused.', [FORM_ERROR]: 'Bad.' });
  });

  it('keeps any other failure in plain words on the form', () => {
    expect(saveFailureErrors(new ApiError(500, 'The server failed.'), ['x'])).toEqual({
      [FORM_ERROR]: 'The server failed.',
    });
    expect(saveFailureErrors(new ApiError(0, ''), ['x'])).toEqual({
      [FORM_ERROR]: 'The server could not be reached. Check your connection and try again.',
    });
    expect(saveFailureErrors(new Error('x'), ['x'])).toEqual({ [FORM_ERROR]: 'Something went wrong.' });
  });
});

/** Every source file of the app under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [file] : [];
  });
}

describe('forms that take field errors', () => {
  it('each render the form-level alert, so a message for no input is still seen', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const takesErrors = /\b(zodFieldErrors|apiFieldErrors|saveFailureErrors|useAccountForm)\(/;
    const missing = sources(path.join(root, 'features'))
      // A module without JSX renders nothing (a form's pure rules): the screens using it are checked.
      .filter((file) => file.endsWith('.tsx'))
      .filter((file) => takesErrors.test(readFileSync(file, 'utf8')))
      // ModalForm renders the FormAlert of the form it frames.
      .filter((file) => !/<FormAlert\b|<ModalForm\b|form\.formError/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file));
    expect(missing).toEqual([]);
  });
});
