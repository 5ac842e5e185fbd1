/**
 * vCard 3.0 (RFC 2426) and 4.0 (RFC 6350) writer. Every text value is escaped (backslash,
 * comma, semicolon, newline) and every line folded at 75 octets without splitting a UTF-8
 * sequence, so hostile or non-ASCII values still make a card that contact apps import whole.
 */

export type VCardVersion = '3.0' | '4.0';

export interface VCardPhone {
  /** E.164. */
  number: string;
  /** vCard TYPE values, lower case: cell, voice, text, video, work… */
  types: readonly string[];
}

export interface VCardUrl {
  url: string;
  /** What it is, for contact apps that label links (website, linkedin, instagram…). */
  type?: string;
}

/** A JPEG inlined (what every contact app shows), or a link to the picture. */
export type VCardPhoto = { jpegBase64: string } | { uri: string };

export interface VCardInput {
  /** Stable URI naming the card (`urn:…`), so re-importing updates rather than duplicates where apps honour it. */
  uid: string;
  fullName: string;
  organization?: string;
  title?: string;
  note?: string;
  phones?: readonly VCardPhone[];
  emails?: readonly string[];
  urls?: readonly VCardUrl[];
  photo?: VCardPhoto | null;
  /** ISO timestamp of the card's last change. */
  revision?: string;
}

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

/**
 * Text value escaping: backslash, comma and newlines always; the semicolon when `semicolon` is
 * set. A semicolon must be escaped inside compound values (N, ORG), where it separates
 * components, and in every text value of vCard 3.0 (RFC 2426's text-value has no bare ";").
 * vCard 4.0 free text may carry it either way (RFC 6350 §3.4), and there it is written as is:
 * readers such as ical.js (Thunderbird) keep "\;" in free text literally, while Android and
 * Apple Contacts read both forms the same.
 */
export function escapeText(value: string, semicolon = true): string {
  const escaped = value.replace(/\\/g, '\\\\').replace(/,/g, '\\,');
  return (semicolon ? escaped.replace(/;/g, '\\;') : escaped).replace(/\r\n|\r|\n/g, '\\n');
}

/** Characters no property value may carry raw: other control characters are dropped. */
function clean(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  return value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim();
}

/**
 * URIs are not escaped in vCard, so the characters that would need it are percent-encoded
 * instead (a URL with a comma or semicolon then still reads back as the same address).
 */
function safeUri(value: string): string {
  return clean(value).replace(
    /[\s,;\\]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

/** Parameter values: only letters, digits and dashes, so no quoting is ever needed. */
function paramValue(value: string): string {
  return value.replace(/[^A-Za-z0-9-]/g, '');
}

/** UTF-8 length of one code point. */
function utf8Length(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/** Folds one content line at 75 octets (RFC 6350 §3.2), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  let total = 0;
  for (const char of line) total += utf8Length(char);
  if (total <= MAX_LINE_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // The first line holds 75 octets; continuation lines start with a space, so they hold 74 more.
  let limit = MAX_LINE_OCTETS;
  for (const char of line) {
    const size = utf8Length(char);
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = MAX_LINE_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** Splits "Mary Ann van der Berg" into given "Mary Ann" and family "van der Berg"-ish: last word is the family name. */
export function splitName(fullName: string): { given: string; family: string } {
  const words = clean(fullName).split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { given: words[0] ?? '', family: '' };
  return { given: words.slice(0, -1).join(' '), family: words.at(-1)! };
}

export function buildVCard(input: VCardInput, version: VCardVersion = '3.0'): string {
  const v4 = version === '4.0';
  const lines: string[] = ['BEGIN:VCARD', `VERSION:${version}`];
  const add = (line: string) => lines.push(foldLine(line));
  // Free text (FN, TITLE, NOTE, EMAIL): semicolons escaped in 3.0 (RFC 2426), as written in 4.0.
  const text = (value: string) => escapeText(clean(value), !v4);
  const part = (value: string) => escapeText(clean(value), true);

  add(`PRODID:-//Tessera//Digital Business Card//EN`);
  add(`UID:${safeUri(input.uid)}`);
  const fullName = clean(input.fullName);
  const { given, family } = splitName(fullName);
  add(`FN:${text(fullName)}`);
  add(`N:${part(family)};${part(given)};;;`);
  if (input.organization && clean(input.organization)) add(`ORG:${part(input.organization)}`);
  if (input.title && clean(input.title)) add(`TITLE:${text(input.title)}`);
  for (const phone of input.phones ?? []) {
    const types = phone.types.map(paramValue).filter(Boolean);
    const number = clean(phone.number).replace(/[^\d+]/g, '');
    if (!number) continue;
    if (v4) add(`TEL;VALUE=uri${types.length ? `;TYPE=${types.join(',')}` : ''}:tel:${number}`);
    else add(`TEL${types.length ? `;TYPE=${types.map((t) => t.toUpperCase()).join(',')}` : ''}:${number}`);
  }
  for (const email of input.emails ?? []) {
    const address = clean(email);
    if (!address) continue;
    add(v4 ? `EMAIL:${text(address)}` : `EMAIL;TYPE=INTERNET:${text(address)}`);
  }
  for (const url of input.urls ?? []) {
    const uri = safeUri(url.url);
    if (!uri) continue;
    const type = url.type ? paramValue(url.type) : '';
    add(`URL${type ? `;TYPE=${v4 ? type : type.toUpperCase()}` : ''}:${uri}`);
  }
  if (input.note && clean(input.note)) add(`NOTE:${text(input.note)}`);
  const photo = input.photo;
  if (photo && 'jpegBase64' in photo) {
    const data = photo.jpegBase64.replace(/[^A-Za-z0-9+/=]/g, '');
    add(v4 ? `PHOTO:data:image/jpeg;base64,${data}` : `PHOTO;ENCODING=b;TYPE=JPEG:${data}`);
  } else if (photo && 'uri' in photo && safeUri(photo.uri)) {
    add(v4 ? `PHOTO:${safeUri(photo.uri)}` : `PHOTO;VALUE=uri:${safeUri(photo.uri)}`);
  }
  if (input.revision) add(`REV:${input.revision.replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '')}`);
  lines.push('END:VCARD');
  return lines.join(CRLF) + CRLF;
}

/** A file name for the download: the person's name in ASCII, never empty. */
export function vcardFileName(fullName: string): string {
  const ascii = fullName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60);
  return `${ascii || 'contact'}.vcf`;
}
