/**
 * What the form island decides without a DOM: SPEC §5 field rules with their exact messages, and
 * how a submission's answer is read. Islands import nothing from other packages, so the messages
 * and patterns are copies of @tessera/document's validators; form-logic.test.ts checks that they
 * agree. Phone is a light pattern check here (SPEC: at least 6 characters); the server validates
 * the number for real with libphonenumber and answers 422 when it disagrees.
 */
export const MESSAGES = {
  required: 'This field is required.',
  email: 'Email format is invalid.',
  url: 'URL format is invalid.',
  phone: 'Phone number is invalid.',
  include: (word: string) => `The field required ${word}`,
  /** `min:n` / `max:n` length rules; SPEC has no wording for these. */
  min: (n: number) => `Please enter at least ${n} characters.`,
  max: (n: number) => `Please enter no more than ${n} characters.`,
  /** Network failures and answers other than 200 and 422. */
  general: 'Something went wrong. Please try again.',
  /** Shown after a 200 when neither the form nor the server gives a message. */
  thanks: 'Thank you!',
} as const;

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const URL_PATTERN = new RegExp(
  `^(?:https?://)?(?:localhost|(?:${LABEL}\\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])|(?:\\d{1,3}\\.){3}\\d{1,3})(?::\\d{1,5})?(?:[/?#]\\S*)?$`,
  'i',
);
const EMAIL_LOCAL = /^[\w!#$%&'*+/=?^`{|}~-]+(?:\.[\w!#$%&'*+/=?^`{|}~-]+)*$/;
const EMAIL_DOMAIN = new RegExp(`^(?:${LABEL}\\.)+[a-z]{2,63}$`, 'i');
const PHONE = /^\+?[\d().-]{6,}$/;

/** Name and argument: plain properties, since the islands' Safari 14 target cannot take destructuring. */
interface Rule {
  name: string;
  arg: string;
}

/** Rules text as written on a field: 'required|email', 'include:https', 'max:200'. */
export function parseRules(text: string | undefined): Rule[] {
  const rules: Rule[] = [];
  for (const raw of (text ?? '').split('|')) {
    const part = raw.trim();
    const colon = part.indexOf(':');
    const name = (colon < 0 ? part : part.slice(0, colon)).trim().toLowerCase();
    if (name) rules.push({ name, arg: colon < 0 ? '' : part.slice(colon + 1) });
  }
  return rules;
}

/** SPEC §5: values under these rules never hold whitespace; it is removed before checking and sending. */
export function normalizeValue(value: string, rulesText: string | undefined): string {
  return parseRules(rulesText).some((rule) => /^(email|customurl|subdomain)$/.test(rule.name))
    ? value.replace(/\s+/g, '')
    : value;
}

export function isEmail(value: string): boolean {
  const at = value.lastIndexOf('@');
  const local = value.slice(0, at);
  return (
    value.length <= 254 &&
    at > 0 &&
    local.length <= 64 &&
    EMAIL_LOCAL.test(local) &&
    EMAIL_DOMAIN.test(value.slice(at + 1))
  );
}

function check(name: string, arg: string, value: string): string | null {
  const n = Number(arg);
  switch (name) {
    case 'email':
      return isEmail(value) ? null : MESSAGES.email;
    case 'url':
      return value.length <= 2048 && URL_PATTERN.test(value) ? null : MESSAGES.url;
    case 'phone':
      return PHONE.test(value.replace(/\s+/g, '')) ? null : MESSAGES.phone;
    case 'include':
      return arg === '' || value.includes(arg) ? null : MESSAGES.include(arg);
    case 'min':
      return n > 0 && value.length < n ? MESSAGES.min(n) : null;
    case 'max':
      return n > 0 && value.length > n ? MESSAGES.max(n) : null;
    default:
      return null;
  }
}

/**
 * The first message a value fails with, in rules order, or null when valid. An empty value (an
 * unticked checkbox) fails only `required`; every other rule applies to what was typed. Unknown
 * rules are the server's to check.
 */
export function validateValue(value: string | boolean, rulesText: string | undefined): string | null {
  const rules = parseRules(rulesText);
  const text = typeof value === 'boolean' ? (value ? 'true' : '') : normalizeValue(value, rulesText).trim();
  if (text === '') return rules.some((rule) => rule.name === 'required') ? MESSAGES.required : null;
  if (typeof value === 'boolean') return null;
  for (const rule of rules) {
    const message = check(rule.name, rule.arg, text);
    if (message) return message;
  }
  return null;
}

export type SubmitOutcome =
  | { ok: true; message: string }
  /** `errors` holds the first message per field name (from a 422); `message` is for the live region. */
  | { ok: false; message: string; errors: Record<string, string> };

/**
 * Reads the sites server's answer: 200 `{ success: true, message }`; 422 `{ message, errors:
 * { field: [messages] } }`; anything else (or no answer, status 0) is a general error.
 */
export function readOutcome(status: number, body: unknown): SubmitOutcome {
  const data = (body !== null && typeof body === 'object' ? body : {}) as {
    success?: unknown;
    message?: unknown;
    errors?: unknown;
  };
  const message = typeof data.message === 'string' ? data.message : '';
  if (status >= 200 && status < 300 && data.success !== false) return { ok: true, message };
  const errors: Record<string, string> = {};
  if (status === 422 && data.errors !== null && typeof data.errors === 'object') {
    for (const name of Object.keys(data.errors)) {
      const value: unknown = (data.errors as Record<string, unknown>)[name];
      const first: unknown = Array.isArray(value) ? value[0] : value;
      if (typeof first === 'string' && first !== '') errors[name] = first;
    }
  }
  // A 2xx refusal carries its own reason; other failures may carry server internals, so visitors get the general text.
  const ownReason = status === 422 || (status >= 200 && status < 300 && message !== '');
  return { ok: false, message: ownReason ? message : MESSAGES.general, errors };
}
