/**
 * Stripe's error answers: `{ error: { type, code, message, param, decline_code, … } }` with the
 * status the SDK turns into its error classes (400/404 invalid request, 401 authentication,
 * 402 card, 403 permission).
 */

export interface StripeErrorBody {
  type: 'invalid_request_error' | 'card_error' | 'idempotency_error' | 'api_error';
  message: string;
  code?: string;
  param?: string;
  decline_code?: string;
  doc_url?: string;
  /** The intent or payment method the failure concerns, as Stripe attaches them. */
  payment_intent?: unknown;
  setup_intent?: unknown;
  payment_method?: unknown;
}

export class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

function withDoc(body: StripeErrorBody): StripeErrorBody {
  if (!body.code) return body;
  return { ...body, doc_url: `https://stripe.com/docs/error-codes/${body.code.replaceAll('_', '-')}` };
}

export function invalid(message: string, param?: string, code?: string): StripeFailure {
  const body: StripeErrorBody = { type: 'invalid_request_error', message };
  if (code !== undefined) body.code = code;
  if (param !== undefined) body.param = param;
  return new StripeFailure(400, withDoc(body));
}

export function missingParam(param: string): StripeFailure {
  return invalid(`Missing required param: ${param}.`, param, 'parameter_missing');
}

export function unknownParam(param: string): StripeFailure {
  return invalid(`Received unknown parameter: ${param}`, param, 'parameter_unknown');
}

/** `No such customer: 'cus_x'`, Stripe's wording for a missing object. */
export function noSuch(kind: string, id: string, param = 'id'): StripeFailure {
  return new StripeFailure(
    404,
    withDoc({
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such ${kind}: '${id}'`,
      param,
    }),
  );
}

export interface CardProblem {
  code: string;
  message: string;
  decline_code?: string;
  param?: string;
}

export function cardFailure(problem: CardProblem, attached: Partial<StripeErrorBody> = {}): StripeFailure {
  return new StripeFailure(402, withDoc({ type: 'card_error', ...problem, ...attached }));
}

export function authFailure(message: string, code?: string): StripeFailure {
  const body: StripeErrorBody = { type: 'invalid_request_error', message };
  if (code !== undefined) body.code = code;
  return new StripeFailure(401, body);
}

/**
 * A `Stripe-Account` (or an account id) the key cannot reach: unknown, deleted or disconnected
 * from the platform. Stripe answers 403, which the SDK raises as a permission error.
 */
export function accountInvalid(account: string, key = 'provided'): StripeFailure {
  const named = key === 'provided' ? 'The provided key' : `The provided key '${key}'`;
  return new StripeFailure(
    403,
    withDoc({
      type: 'invalid_request_error',
      code: 'account_invalid',
      message: `${named} does not have access to account '${account}' (or that account does not exist). Application access may have been revoked.`,
    }),
  );
}
