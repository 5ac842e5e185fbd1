/**
 * CSV as spreadsheets read it (RFC 4180, CRLF, UTF-8 with a byte-order mark so Excel picks the
 * encoding). Values a spreadsheet would run as a formula are prefixed with an apostrophe: contact
 * data is typed by strangers on public sites.
 */

export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | boolean | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(values: ReadonlyArray<string | boolean | number | null | undefined>): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
