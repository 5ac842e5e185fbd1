/**
 * Countries a connected Stripe account can be opened in (Stripe Connect's list of supported
 * countries), as the ISO 3166 codes `createGatewayBody.country` takes. The server and Stripe have
 * the last word: a country Stripe refuses comes back as the create call's message.
 */
const STRIPE_COUNTRIES = [
  'AE',
  'AT',
  'AU',
  'BE',
  'BG',
  'BR',
  'CA',
  'CH',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GI',
  'GR',
  'HK',
  'HR',
  'HU',
  'IE',
  'IN',
  'IT',
  'JP',
  'LI',
  'LT',
  'LU',
  'LV',
  'MT',
  'MX',
  'MY',
  'NL',
  'NO',
  'NZ',
  'PL',
  'PT',
  'RO',
  'SE',
  'SG',
  'SI',
  'SK',
  'TH',
  'US',
] as const;

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** The countries as a select offers them, by name. */
export const COUNTRY_CHOICES: ReadonlyArray<{ value: string; label: string }> = STRIPE_COUNTRIES.map(
  (code) => ({ value: code, label: regionNames.of(code) ?? code }),
).sort((a, b) => a.label.localeCompare(b.label));

/** Where a business selling in this currency most likely is: the form's first guess, never a rule. */
const COUNTRY_OF_CURRENCY: Record<string, string> = {
  usd: 'US',
  eur: 'DE',
  gbp: 'GB',
  cad: 'CA',
  aud: 'AU',
  nzd: 'NZ',
  chf: 'CH',
  sek: 'SE',
  nok: 'NO',
  dkk: 'DK',
  pln: 'PL',
  jpy: 'JP',
  inr: 'IN',
  sgd: 'SG',
  hkd: 'HK',
  brl: 'BR',
  mxn: 'MX',
};

export function countryForCurrency(currency: string): string | null {
  return COUNTRY_OF_CURRENCY[currency] ?? null;
}
