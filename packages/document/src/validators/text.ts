import { MESSAGES } from './messages.ts';

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const TLD = '[a-z](?:[a-z0-9-]{0,61}[a-z0-9])';

/** Host (name, localhost or IPv4), optional http(s) scheme, port and path/query/fragment. */
const URL_PATTERN = new RegExp(
  `^(?:https?://)?(?:localhost|(?:${LABEL}\\.)+${TLD}|(?:\\d{1,3}\\.){3}\\d{1,3})(?::\\d{1,5})?(?:[/?#]\\S*)?$`,
  'i',
);

const EMAIL_LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const EMAIL_DOMAIN = new RegExp(`^(?:${LABEL}\\.)+[a-z]{2,63}$`, 'i');

export function isValidUrl(value: string): boolean {
  return value.length <= 2048 && URL_PATTERN.test(value.trim());
}

export function validateUrl(value: string): string | null {
  return isValidUrl(value) ? null : MESSAGES.url;
}

export function isValidEmail(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed.length > 254) return false;
  const at = trimmed.lastIndexOf('@');
  if (at <= 0) return false;
  const local = trimmed.slice(0, at);
  const domain = trimmed.slice(at + 1);
  return local.length <= 64 && EMAIL_LOCAL.test(local) && EMAIL_DOMAIN.test(domain);
}

export function validateEmail(value: string): string | null {
  return isValidEmail(value) ? null : MESSAGES.email;
}
