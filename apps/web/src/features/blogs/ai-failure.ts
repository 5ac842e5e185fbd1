import { describeError, isApiError } from '../../api/errors.ts';

/**
 * What an AI request's failure tells the person asking: the service's refusal of the prompt or
 * key (a 422's first field message), the agency's missing key (403), or the server's own words;
 * a generic sentence only when the server was never reached or said nothing.
 */
export function aiFailureMessage(error: unknown): string {
  if (!isApiError(error) || error.status === 0) return describeError(error);
  for (const messages of Object.values(error.fieldErrors)) {
    const first = messages.find((message) => message.trim() !== '');
    if (first) return first;
  }
  return error.message || describeError(error);
}
