import type { z } from 'zod';
import { isApiError } from '../api/errors.ts';

export type FieldErrors = Record<string, string>;

/** The first client-side validation message per field, keyed by the top-level field name. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    const key = typeof field === 'string' ? field : '_form';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** The first server-side message per field of a 422, for showing beside the inputs. */
export function apiFieldErrors(error: unknown): FieldErrors {
  if (!isApiError(error) || error.status !== 422) return {};
  const out: FieldErrors = {};
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const first = messages.find((m) => m.trim() !== '');
    if (first) out[field] = first;
  }
  return out;
}
