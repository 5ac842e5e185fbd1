import { describe, expect, it } from 'vitest';
import { classifyResponse, firstValidationMessage } from './outcome.ts';

const quietFailure = {
  kind: 'failure',
  toast: null,
  propagate: true,
  signOut: false,
  maintenance: false,
  fieldErrors: {},
  message: null,
  currentVersion: null,
};

describe('classifyResponse (SPEC §8 global response handling)', () => {
  it('a success carrying success + message shows a success toast', () => {
    expect(classifyResponse(200, { success: true, message: 'Password changed.' })).toEqual({
      kind: 'success',
      toast: { tone: 'success', message: 'Password changed.' },
    });
  });

  it.each([
    ['an item', { data: { id: 1 } }],
    ['a list', { data: [], meta: { total: 0, page: 1, per_page: 10 } }],
    ['a message without the success flag', { message: 'hello' }],
    ['success false', { success: false, message: 'nope' }],
    ['an empty message', { success: true, message: '' }],
    ['no body', null],
  ])('a success with %s shows nothing', (_, body) => {
    expect(classifyResponse(200, body)).toEqual({ kind: 'success', toast: null });
  });

  it('a 422 toasts the first validation message and hands the field errors over', () => {
    const body = {
      message: 'The given data was invalid.',
      errors: { email: ['The email has already been taken.', 'second'], password: ['Too short.'] },
    };
    expect(classifyResponse(422, body)).toEqual({
      ...quietFailure,
      toast: { tone: 'error', message: 'The email has already been taken.' },
      fieldErrors: body.errors,
      message: 'The given data was invalid.',
    });
  });

  it('a 422 without field errors falls back to its message', () => {
    expect(classifyResponse(422, { message: 'Invalid.' })).toMatchObject({
      toast: { tone: 'error', message: 'Invalid.' },
      propagate: true,
    });
  });

  it('a 406 shows nothing but still reaches the caller', () => {
    expect(classifyResponse(406, { message: 'Not acceptable' })).toEqual({
      ...quietFailure,
      message: 'Not acceptable',
    });
  });

  it('a 401 is swallowed: no toast, not propagated, the session ends', () => {
    expect(classifyResponse(401, { message: 'Unauthenticated.' })).toEqual({
      ...quietFailure,
      propagate: false,
      signOut: true,
      message: 'Unauthenticated.',
    });
  });

  it.each([403, 404, 409, 413, 429, 500])('a %i with a message toasts it and propagates', (status) => {
    expect(classifyResponse(status, { message: 'Server says no.' })).toMatchObject({
      kind: 'failure',
      toast: { tone: 'error', message: 'Server says no.' },
      propagate: true,
      signOut: false,
    });
  });

  it('a stale save (409 with current_version) propagates its version and leaves the screen to ask, no toast', () => {
    const stale = classifyResponse(409, { message: 'Changed elsewhere.', current_version: 7 });
    expect(stale).toMatchObject({ kind: 'failure', toast: null, propagate: true, currentVersion: 7 });
    expect(classifyResponse(409, { message: 'Already archived.' })).toMatchObject({ currentVersion: null });
  });

  it('an error without a message shows nothing and propagates', () => {
    expect(classifyResponse(500, '<html>oops</html>')).toEqual({ ...quietFailure });
    expect(classifyResponse(502, null)).toEqual({ ...quietFailure });
  });

  it('a 503 marks maintenance', () => {
    expect(classifyResponse(503, { message: 'Down for maintenance' })).toMatchObject({
      maintenance: true,
      toast: { tone: 'error', message: 'Down for maintenance' },
    });
  });
});

describe('firstValidationMessage', () => {
  it('skips empty lists and blank messages', () => {
    expect(firstValidationMessage({ a: [], b: [' '], c: ['Real one'] })).toBe('Real one');
    expect(firstValidationMessage({})).toBeNull();
  });
});
