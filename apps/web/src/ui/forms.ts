import type { z } from 'zod';
import { describeError, isApiError } from '../api/errors.ts';

export type FieldErrors = Record<string, string>;

/**
 * The key of messages that belong to no input the form shows. Every form that takes field
 * errors renders `<FormAlert errors={…} />`, which shows this one, so a message can never land
 * where nobody sees it (a form that cannot be sent and says nothing).
 */
export const FORM_ERROR = '_form';

/**
 * Which error keys a form shows beside an input: their names (`['email', 'password']`), or a
 * test for forms whose inputs come and go (`fields.3.label`).
 */
export type ShownFields = readonly string[] | ((key: string) => boolean);

/** What a strict schema says about a key the form should never have sent: a bug, in plain words. */
const UNEXPECTED_FIELD = 'This form sent something it should not have. Reload the page and try again.';

function isShown(shown: ShownFields, key: string): boolean {
  return typeof shown === 'function' ? shown(key) : shown.includes(key);
}

/**
 * Puts each message where the form shows it, keeping the first per place: on its own key, else
 * on the nearest parent key the form shows (`owner.email` → `owner`, `fields.2.name` →
 * `fields`), else on FORM_ERROR.
 */
export function placeFieldErrors(
  messages: Iterable<readonly [key: string, message: string]>,
  shown: ShownFields,
): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, message] of messages) {
    if (message.trim() === '') continue;
    let place = FORM_ERROR;
    const parts = key === '' || key === FORM_ERROR ? [] : key.split('.');
    for (let length = parts.length; length > 0; length--) {
      const candidate = parts.slice(0, length).join('.');
      if (isShown(shown, candidate)) {
        place = candidate;
        break;
      }
    }
    out[place] ??= message;
  }
  return out;
}

/** The first client-side validation message per shown field; anything else goes to FORM_ERROR. */
export function zodFieldErrors(error: z.ZodError, shown: ShownFields): FieldErrors {
  return placeFieldErrors(
    error.issues.map(
      (issue) =>
        [
          issue.path.map(String).join('.'),
          issue.code === 'unrecognized_keys' ? UNEXPECTED_FIELD : issue.message,
        ] as const,
    ),
    shown,
  );
}

/** The first server-side message per shown field of a 422; anything else goes to FORM_ERROR. */
export function apiFieldErrors(error: unknown, shown: ShownFields): FieldErrors {
  if (!isApiError(error) || error.status !== 422) return {};
  const messages: Array<readonly [string, string]> = [];
  for (const [field, list] of Object.entries(error.fieldErrors)) {
    const first = list.find((m) => m.trim() !== '');
    if (first) messages.push([field, first]);
  }
  // A 422 that names no field still says why.
  if (messages.length === 0 && error.message) messages.push([FORM_ERROR, error.message]);
  return placeFieldErrors(messages, shown);
}

/**
 * For forms that also keep a failure the toast already announced in view beside the inputs (a
 * modal the user is still looking at): a 422 placed as `apiFieldErrors` does, any other failure
 * in plain words on FORM_ERROR.
 */
export function saveFailureErrors(error: unknown, shown: ShownFields): FieldErrors {
  if (isApiError(error) && error.status === 422) return apiFieldErrors(error, shown);
  return { [FORM_ERROR]: describeError(error) };
}

/**
 * For a form of one input: the message for `field`, else the first message of anything else
 * the 422 names (it still has to be seen, and this input is all the form shows).
 */
export function apiFieldError(error: unknown, field: string): string | undefined {
  const errors = apiFieldErrors(error, [field]);
  return errors[field] ?? errors[FORM_ERROR];
}

/** The same for a client-side check of a one-input form. */
export function zodFieldError(error: z.ZodError, field: string): string | undefined {
  const errors = zodFieldErrors(error, [field]);
  return errors[field] ?? errors[FORM_ERROR];
}
