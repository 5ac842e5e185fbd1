/** An error a client caused or may see; anything else is logged and answered as a plain 500. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** More of the answer's body beside `message` (a stale save's `current_version`). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const unauthorized = (message = 'Unauthenticated.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);
/** An outside service we depend on failed or could not be reached (not the client's fault). */
export const badGateway = (message: string) => new HttpError(502, message);

/** A 422 naming one field, shaped like every other validation answer. */
export function invalidField(field: string, message: string): HttpError {
  return new HttpError(422, message, { [field]: [message] });
}
