import { SUBDOMAIN_MAX_LENGTH } from '../constants.ts';
import { MESSAGES } from './messages.ts';

const CUSTOM_DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])$/;
const SUBDOMAIN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/**
 * SPEC §5 custom domain: the bare domain ("shop.example.com"), never "www." or a URL. Like SPEC,
 * anything starting with "http" is refused, which catches "http://" and "https://" pasted in.
 * Empty is left to the required rule.
 */
export function validateCustomDomain(value: string): string | null {
  if (value === '') return null;
  if (value.startsWith('www.') || value.startsWith('http') || value.length > 253) return MESSAGES.domain;
  return CUSTOM_DOMAIN.test(value) ? null : MESSAGES.domain;
}

/** SPEC §5 subdomain: required, under 63 characters, lowercase letters, digits and inner hyphens. */
export function validateSubdomain(value: string): string | null {
  if (value === '') return MESSAGES.required;
  if (value.length > SUBDOMAIN_MAX_LENGTH) return MESSAGES.subdomain;
  return SUBDOMAIN.test(value) ? null : MESSAGES.subdomain;
}

/** SPEC §5 include rule: the value must contain `word`. */
export function validateInclude(value: string, word: string): string | null {
  return value.includes(word) ? null : MESSAGES.include(word);
}
