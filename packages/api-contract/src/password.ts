import { z } from 'zod';

export const passwordRule = z
  .string()
  .min(8, 'The password must be at least 8 characters.')
  .max(200, 'The password must be at most 200 characters.');

export const emailRule = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'The email must be at most 254 characters.')
  .pipe(z.email('The email must be a valid email address.'));
