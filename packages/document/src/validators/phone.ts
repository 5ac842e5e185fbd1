import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js';
import { HIDDEN_PHONE_TERRITORIES, PHONE_MIN_LENGTH } from '../constants.ts';
import { MESSAGES } from './messages.ts';

const HIDDEN: ReadonlySet<string> = new Set(HIDDEN_PHONE_TERRITORIES);

/** Countries offered in the phone country picker: every country but the SPEC §9 hidden territories. */
export const PHONE_COUNTRIES: readonly CountryCode[] = getCountries().filter((code) => !HIDDEN.has(code));

export function phoneCountryOptions(): Array<{ code: CountryCode; callingCode: string }> {
  return PHONE_COUNTRIES.map((code) => ({ code, callingCode: getCountryCallingCode(code) }));
}

export function isPhoneCountry(value: string): value is CountryCode {
  return (PHONE_COUNTRIES as readonly string[]).includes(value);
}

/**
 * A phone number is valid when it has at least 6 characters (spaces aside) and libphonenumber
 * accepts it, read in `country` unless it starts with '+'.
 */
export function isValidPhone(value: string, country: CountryCode = 'US'): boolean {
  const compact = value.replace(/\s+/g, '');
  if (compact.length < PHONE_MIN_LENGTH) return false;
  return parsePhoneNumberFromString(value, country)?.isValid() ?? false;
}

export function validatePhone(value: string, country: CountryCode = 'US'): string | null {
  return isValidPhone(value, country) ? null : MESSAGES.phone;
}

/** SPEC §9: national format for US and CA numbers, international for the rest; unreadable input as typed. */
export function formatPhone(value: string, country: CountryCode = 'US'): string {
  const parsed = parsePhoneNumberFromString(value, country);
  if (parsed === undefined || !parsed.isValid()) return value;
  return parsed.country === 'US' || parsed.country === 'CA'
    ? parsed.formatNational()
    : parsed.formatInternational();
}

/** E.164 for storage and tel: links, or null when the number is not valid. */
export function toE164(value: string, country: CountryCode = 'US'): string | null {
  const parsed = parsePhoneNumberFromString(value, country);
  return parsed?.isValid() ? parsed.number : null;
}
