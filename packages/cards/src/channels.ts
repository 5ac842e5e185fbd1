import {
  CARD_CHANNEL_INFO,
  type CardChannel,
  formatPhone,
  isPhoneCountry,
  isSafeUrl,
  isValidEmail,
  isValidUrl,
  MESSAGES,
} from '@tessera/document';
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * What each card channel holds, how a typed value is checked and stored, and which link opens
 * the right app for it. Shared by the editor (live checks, preview), the server (the check that
 * counts) and the public card page.
 */

export const CHANNEL_MESSAGES = {
  phoneLetters: 'A phone number may only hold digits, spaces, brackets, dots, dashes and a leading +.',
  scheme: 'Only links starting with https:// or http:// are allowed.',
  social: (label: string) => `Enter the ${label} profile link or username.`,
  facetime: 'Enter the phone number or email address used for FaceTime.',
  empty: 'Enter a value for this channel.',
} as const;

/** Hosts each social channel's links live on; a bare handle is turned into a link on the first. */
const SOCIAL_HOSTS: Partial<
  Record<CardChannel, { hosts: readonly string[]; profile: (handle: string) => string }>
> = {
  facebook: {
    hosts: ['facebook.com', 'fb.com', 'fb.me'],
    profile: (h) => `https://www.facebook.com/${h}`,
  },
  linkedin: { hosts: ['linkedin.com'], profile: (h) => `https://www.linkedin.com/in/${h}` },
  instagram: { hosts: ['instagram.com', 'instagr.am'], profile: (h) => `https://www.instagram.com/${h}` },
  twitter: { hosts: ['twitter.com', 'x.com'], profile: (h) => `https://x.com/${h}` },
  youtube: { hosts: ['youtube.com', 'youtu.be'], profile: (h) => `https://www.youtube.com/@${h}` },
  tiktok: { hosts: ['tiktok.com'], profile: (h) => `https://www.tiktok.com/@${h}` },
  snapchat: { hosts: ['snapchat.com'], profile: (h) => `https://www.snapchat.com/add/${h}` },
};

const HANDLE = /^@?([A-Za-z0-9][A-Za-z0-9._-]{0,99})$/;
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

export type ChannelCheck = { ok: true; value: string } | { ok: false; message: string };

/** Reads a phone number strictly: letters (vanity numbers) are refused, not translated to digits. */
export function normalizePhone(raw: string, country: string = 'US'): ChannelCheck {
  const value = raw.trim();
  if (!PHONE_CHARACTERS.test(value)) {
    return { ok: false, message: /[a-z]/i.test(value) ? CHANNEL_MESSAGES.phoneLetters : MESSAGES.phone };
  }
  const region: CountryCode = isPhoneCountry(country) ? country : 'US';
  const parsed = parsePhoneNumberFromString(value, region);
  if (!parsed?.isValid() || value.replace(/\s+/g, '').length < 6)
    return { ok: false, message: MESSAGES.phone };
  return { ok: true, value: parsed.number };
}

function hostMatches(host: string, allowed: readonly string[]): boolean {
  return allowed.some((name) => host === name || host.endsWith(`.${name}`));
}

/** An http(s) URL as typed ("example.com/x" gets https://), or the reason it is refused. */
export function normalizeWebUrl(raw: string): ChannelCheck {
  const value = raw.trim();
  if (!isSafeUrl(value)) return { ok: false, message: CHANNEL_MESSAGES.scheme };
  // "name:" before anything but a port number is a scheme, and only http(s) are links here.
  const scheme = /^([a-z][a-z0-9+.-]*):(?!\d)/i.exec(value);
  if (scheme && !/^https?$/i.test(scheme[1]!)) return { ok: false, message: CHANNEL_MESSAGES.scheme };
  if (!isValidUrl(value)) return { ok: false, message: MESSAGES.url };
  const withScheme = /^https?:\/\//i.test(value) ? value : `https://${value}`;
  // Scheme and host lower-cased, the rest as typed (the pattern above already vetted it).
  const [, prefix = '', host = '', rest = ''] = /^(https?:\/\/)([^/?#]+)(.*)$/i.exec(withScheme) ?? [];
  if (!host) return { ok: false, message: MESSAGES.url };
  return { ok: true, value: `${prefix.toLowerCase()}${host.toLowerCase()}${rest || '/'}` };
}

/** The host name of a vetted http(s) link, without port. */
function hostOf(url: string): string {
  return (/^https?:\/\/([^/?#:]+)/i.exec(url)?.[1] ?? '').toLowerCase();
}

function normalizeSocial(channel: CardChannel, raw: string): ChannelCheck {
  const social = SOCIAL_HOSTS[channel]!;
  const label = CARD_CHANNEL_INFO[channel].label;
  const typed = raw.trim();
  const handle = HANDLE.exec(typed);
  // "@name.x" is a handle; without the @, a dot or slash means a link was typed.
  if (handle && (typed.startsWith('@') || !/[./]/.test(typed)))
    return { ok: true, value: social.profile(handle[1]!) };
  const url = normalizeWebUrl(raw);
  if (!url.ok)
    return url.message === CHANNEL_MESSAGES.scheme
      ? url
      : { ok: false, message: CHANNEL_MESSAGES.social(label) };
  const host = hostOf(url.value);
  if (!hostMatches(host, social.hosts)) return { ok: false, message: CHANNEL_MESSAGES.social(label) };
  return url;
}

/**
 * Checks one channel value and returns what is stored: E.164 for phones, a lower-cased address
 * for email, a full https link for websites and social profiles (a handle becomes its profile
 * link). `contact` (save contact) carries no value.
 */
export function normalizeChannelValue(channel: CardChannel, raw: string, country = 'US'): ChannelCheck {
  if (channel === 'contact') return { ok: true, value: '' };
  const value = raw.trim();
  if (value === '') return { ok: false, message: CHANNEL_MESSAGES.empty };
  switch (CARD_CHANNEL_INFO[channel].value) {
    case 'email':
      return isValidEmail(value)
        ? { ok: true, value: value.toLowerCase() }
        : { ok: false, message: MESSAGES.email };
    case 'phone':
      if (channel === 'facetime' && value.includes('@')) {
        return isValidEmail(value)
          ? { ok: true, value: value.toLowerCase() }
          : { ok: false, message: CHANNEL_MESSAGES.facetime };
      }
      return normalizePhone(value, country);
    case 'url':
      return channel === 'website' ? normalizeWebUrl(value) : normalizeSocial(channel, value);
    default:
      return { ok: true, value: '' };
  }
}

export function isPhoneChannel(channel: CardChannel): boolean {
  return CARD_CHANNEL_INFO[channel].value === 'phone';
}

/**
 * The link that opens the right app for a stored channel value. `contact` links to the card's
 * vCard, which the caller knows.
 */
export function channelHref(channel: CardChannel, value: string, vcardUrl: string): string {
  switch (channel) {
    case 'email':
      return `mailto:${value}`;
    case 'text':
      return `sms:${value}`;
    case 'call':
      return `tel:${value}`;
    case 'whatsapp':
      return `https://wa.me/${value.replace(/\D/g, '')}`;
    case 'facetime':
      return `facetime:${value}`;
    case 'contact':
      return vcardUrl;
    default:
      return value;
  }
}

/** Opens in the browser (a web page) rather than handing off to an app by scheme. */
export function isWebChannel(channel: CardChannel): boolean {
  return CARD_CHANNEL_INFO[channel].value === 'url' || channel === 'whatsapp';
}

/** What a channel value reads as on the card: phones per SPEC §9, links without their scheme. */
export function channelDisplay(channel: CardChannel, value: string): string {
  if (channel === 'contact') return '';
  if (isPhoneChannel(channel) && !value.includes('@')) return formatPhone(value);
  if (CARD_CHANNEL_INFO[channel].value === 'url')
    return value.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '');
  return value;
}
