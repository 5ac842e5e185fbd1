import type Stripe from 'stripe';
import { money } from './periods.ts';

/** The hosted invoice page and the invoice PDF, small but real, so links in mails and screens open. */

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A hosted page of the fake: plain, readable HTML with a little styling, on its own origin. */
export function hostedPage(title: string, main: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#30313d}
label{display:block;margin-top:.75rem;font-size:.9rem}input{display:block;width:100%;box-sizing:border-box;padding:.5rem;font:inherit}
button{margin-top:1rem;padding:.6rem 1.2rem;font:inherit}[role=alert]{color:#df1b41}</style></head>
<body><main>${main}</main></body></html>`;
}

function summary(invoice: Stripe.Invoice): string[] {
  const currency = invoice.currency;
  return [
    `Invoice ${invoice.number ?? invoice.id}`,
    `Status: ${invoice.status}`,
    ...invoice.lines.data.map((line) => `${line.description ?? ''}: ${money(line.amount, currency)}`),
    `Total: ${money(invoice.total, currency)}`,
    `Amount due: ${money(invoice.amount_due, currency)}`,
    `Amount paid: ${money(invoice.amount_paid, currency)}`,
  ];
}

export function invoiceHtml(invoice: Stripe.Invoice): string {
  const [title, ...rest] = summary(invoice);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title!)}</title></head>
<body><main><h1>${escapeHtml(title!)}</h1><ul>${rest.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p><a href="${escapeHtml(invoice.invoice_pdf ?? '')}">Download PDF</a></p></main></body></html>`;
}

/** PDF strings are Latin-1 with `\`, `(` and `)` escaped; other characters become plain ones. */
function pdfText(text: string): string {
  return text
    .replaceAll('×', 'x')
    .replaceAll('€', 'EUR ')
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/([\\()])/g, '\\$1');
}

/** A one-page PDF (Helvetica text) with a correct cross-reference table. */
export function invoicePdf(invoice: Stripe.Invoice): Buffer {
  const text = summary(invoice)
    .map((line, index) => `${index === 0 ? '' : '0 -18 Td '}(${pdfText(line)}) Tj`)
    .join('\n');
  const content = `BT /F1 12 Tf 50 790 Td\n${text}\nET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
