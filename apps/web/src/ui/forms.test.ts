import { loginRequest, passwordChangeRequest } from '@tessera/api-contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors.ts';
import { apiFieldErrors, zodFieldErrors } from './forms.ts';

describe('zodFieldErrors', () => {
  it('keeps the first message of each field, using the contract messages', () => {
    const result = loginRequest.safeParse({ email: 'not-an-email', password: '' });
    expect(result.success).toBe(false);
    expect(zodFieldErrors(result.error!)).toEqual({
      email: 'The email must be a valid email address.',
      password: 'The password field is required.',
    });
  });

  it('names the password rule', () => {
    const result = passwordChangeRequest.safeParse({ current_password: 'x', password: 'short' });
    expect(zodFieldErrors(result.error!)).toEqual({
      password: 'The password must be at least 8 characters.',
    });
  });
});

describe('apiFieldErrors', () => {
  it('takes the first server message per field from a 422', () => {
    const error = new ApiError(422, 'Invalid', { fieldErrors: { email: ['Taken.', 'Other'], name: [] } });
    expect(apiFieldErrors(error)).toEqual({ email: 'Taken.' });
  });

  it('has nothing for other failures', () => {
    expect(apiFieldErrors(new ApiError(500, 'Boom'))).toEqual({});
    expect(apiFieldErrors(new Error('x'))).toEqual({});
  });
});
