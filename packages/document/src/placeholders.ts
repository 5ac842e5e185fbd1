import type { PageDocument } from './schema.ts';

/**
 * Template placeholders: `{{site.name}}`, `{{business.email}}`, … written in a template's texts
 * (formatted text, element options, menus, settings, page titles and SEO) and resolved when a
 * website is made from the template, from what its creator typed. A template's own previews
 * resolve them with `samplePlaceholderValues`. Unknown names are left as typed. The one list
 * below is what the server resolves and what admins are shown.
 */
export const PLACEHOLDERS = [
  {
    key: 'site.name',
    label: 'Website name',
    description: 'The name given to the website when it is created.',
    sample: 'Northwind Studio',
  },
  {
    key: 'business.name',
    label: 'Business name',
    description: 'The business name typed at creation; the website name when left blank.',
    sample: 'Northwind Studio',
  },
  {
    key: 'business.tagline',
    label: 'Tagline',
    description: 'One sentence on who the business helps and how.',
    sample: 'Design and print for local shops.',
  },
  {
    key: 'business.email',
    label: 'Email',
    description: 'The business email address.',
    sample: 'hello@northwind.example',
  },
  {
    key: 'business.phone',
    label: 'Phone',
    description: 'The business phone number.',
    sample: '(555) 010-2030',
  },
  {
    key: 'business.address',
    label: 'Address',
    description: 'Street, city, state and postal code on one line.',
    sample: '1 Main Street, Springfield, IL 62701',
  },
  { key: 'year', label: 'Current year', description: 'The year the website is created.', sample: '' },
] as const;

export type PlaceholderKey = (typeof PLACEHOLDERS)[number]['key'];
export type PlaceholderValues = Readonly<Record<PlaceholderKey, string>>;

/** How a placeholder is written: `{{business.name}}`. */
export function placeholderToken(key: PlaceholderKey): string {
  return `{{${key}}}`;
}

/** `{{ name }}` with optional inner spaces; the name is matched against PLACEHOLDERS. */
const PLACEHOLDER = /\{\{\s*([a-z]+(?:\.[a-z_]+)?)\s*\}\}/g;
const KEYS: ReadonlySet<string> = new Set(PLACEHOLDERS.map((placeholder) => placeholder.key));

export function hasPlaceholder(text: string): boolean {
  if (!text.includes('{{')) return false;
  for (const match of text.matchAll(PLACEHOLDER)) if (KEYS.has(match[1]!)) return true;
  return false;
}

/** What the creator of a website typed about the business (SPEC §3 business_section fields). */
export interface BusinessFacts {
  name: string;
  tagline: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  postal_code: string;
}

/** "1 Main Street, Springfield, IL 62701": the parts given, in postal order. */
export function oneLineAddress(business: Pick<BusinessFacts, 'address' | 'city' | 'state' | 'postal_code'>) {
  return [business.address, business.city, [business.state, business.postal_code].filter(Boolean).join(' ')]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

export function placeholderValues(
  siteName: string,
  business: BusinessFacts,
  year: number,
): PlaceholderValues {
  return {
    'site.name': siteName.trim(),
    'business.name': business.name.trim() || siteName.trim(),
    'business.tagline': business.tagline.trim(),
    'business.email': business.email.trim(),
    'business.phone': business.phone.trim(),
    'business.address': oneLineAddress(business),
    year: String(year),
  };
}

/** What a template's own previews (and the admin's list of placeholders) show. */
export function samplePlaceholderValues(year: number): PlaceholderValues {
  const values = Object.fromEntries(PLACEHOLDERS.map((placeholder) => [placeholder.key, placeholder.sample]));
  return { ...values, year: String(year) } as PlaceholderValues;
}

export interface FilledText {
  text: string;
  /** How many known placeholders the text held. */
  placeholders: number;
  /** Every placeholder it held resolved to nothing. */
  allBlank: boolean;
}

/** Resolves the known placeholders of one text; `prepare` readies a value for where it goes (HTML). */
export function fillPlaceholders(
  text: string,
  values: PlaceholderValues,
  prepare: (value: string) => string = (value) => value,
): FilledText {
  if (!text.includes('{{')) return { text, placeholders: 0, allBlank: false };
  let placeholders = 0;
  let filled = 0;
  const out = text.replace(PLACEHOLDER, (match, key: string) => {
    if (!KEYS.has(key)) return match;
    placeholders++;
    const value = values[key as PlaceholderKey];
    if (value !== '') filled++;
    return prepare(value);
  });
  return { text: out, placeholders, allBlank: placeholders > 0 && filled === 0 };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A copy of a JSON value with every string's placeholders resolved (plain text). */
export function fillPlaceholdersDeep<T>(value: T, values: PlaceholderValues): T {
  if (typeof value === 'string') return fillPlaceholders(value, values).text as T;
  if (Array.isArray(value)) return value.map((item) => fillPlaceholdersDeep(item, values)) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = fillPlaceholdersDeep(item, values);
    return out as T;
  }
  return value;
}

/** A link option's scheme: `tel:{{business.phone}}` says nothing once the number is blank. */
const LINK_SCHEME = /^\s*(?:tel|mailto|sms|https?):(?:\/\/)?/i;

/**
 * A text that held placeholders and says nothing once they resolved blank: what is left, markup
 * and a leading link scheme (`tel:`, `mailto:`) set aside, has no letter or digit.
 */
function saysNothing(filled: FilledText): boolean {
  if (!filled.allBlank) return false;
  const visible = filled.text
    .replace(LINK_SCHEME, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[#a-z0-9]+;/gi, ' ');
  return !/[\p{L}\p{N}]/u.test(visible);
}

export interface FilledDocument {
  document: PageDocument;
  /**
   * Elements whose placeholders the creator left blank and that say nothing without them: every
   * text of the element that held a placeholder (its formatted text, any string option) resolved
   * blank and has no letter or digit left (see `saysNothing`). The drop rule removes them.
   */
  blankElements: ReadonlySet<string>;
}

/**
 * Resolves placeholders everywhere in a document: formatted texts (values HTML-escaped), every
 * string option of every node (plain, as the renderer escapes options), page body and popups.
 */
export function fillDocumentPlaceholders(document: PageDocument, values: PlaceholderValues): FilledDocument {
  // Per element: [texts that held placeholders, of which said nothing once filled].
  const tally = new Map<string, { held: number; empty: number }>();
  const count = (elementId: string, filled: FilledText) => {
    if (filled.placeholders === 0) return;
    const entry = tally.get(elementId) ?? { held: 0, empty: 0 };
    entry.held++;
    if (saysNothing(filled)) entry.empty++;
    tally.set(elementId, entry);
  };
  const fillOptions = (elementId: string | null, value: unknown): unknown => {
    if (typeof value === 'string') {
      const filled = fillPlaceholders(value, values);
      if (elementId !== null) count(elementId, filled);
      return filled.text;
    }
    if (Array.isArray(value)) return value.map((item) => fillOptions(elementId, item));
    if (value !== null && typeof value === 'object') {
      const out: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(value)) out[key] = fillOptions(elementId, item);
      return out;
    }
    return value;
  };
  const fillNode = <N>(node: N): N => {
    const record = node as Record<string, unknown>;
    const elementId = record.type === 'element' ? (record.id as string) : null;
    const out: Record<string, unknown> = { ...record, options: fillOptions(elementId, record.options) };
    for (const list of ['sections', 'rows', 'columns', 'children'] as const) {
      if (Array.isArray(record[list])) out[list] = (record[list] as unknown[]).map(fillNode);
    }
    return out as N;
  };
  const texts: PageDocument['texts'] = {};
  for (const [sectionId, map] of Object.entries(document.texts)) {
    texts[sectionId] = {};
    for (const [elementId, html] of Object.entries(map)) {
      const filled = fillPlaceholders(html, values, escapeHtml);
      count(elementId, filled);
      texts[sectionId][elementId] = filled.text;
    }
  }
  const sections = document.sections.map(fillNode);
  const popups = document.popups.map(fillNode);
  const blankElements = new Set<string>();
  for (const [elementId, entry] of tally) if (entry.held === entry.empty) blankElements.add(elementId);
  return { document: { ...document, sections, popups, texts }, blankElements };
}
