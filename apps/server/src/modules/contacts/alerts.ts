import { escapeHtml } from '@tessera/renderer';
import type { MailMessage } from '../../lib/mail.ts';

/** What a lead alert says: where the lead came from, what was sent, and where to see it. */
export interface LeadAlert {
  siteTitle: string;
  formName: string | null;
  page: { name: string; url: string } | null;
  contactName: string;
  entries: ReadonlyArray<{ label: string; value: string | boolean }>;
  /** The contact in the agency app, on the white label's own domain. */
  contactUrl: string;
  receivedAt: Date;
}

const shown = (value: string | boolean) =>
  typeof value === 'boolean' ? (value ? 'Yes' : 'No') : value || '—';

/** `2025-03-01 14:05 UTC`: a time every recipient reads the same way. */
const when = (date: Date) => `${date.toISOString().replace('T', ' ').slice(0, 16)} UTC`;

/** The alert to one recipient, as plain text and as simple HTML (every value escaped). */
export function leadAlertMail(to: string, alert: LeadAlert): MailMessage {
  const subject = `New lead on ${alert.siteTitle}${alert.contactName ? `: ${alert.contactName}` : ''}`;
  const facts: Array<[string, string]> = [
    ...(alert.formName ? ([['Form', alert.formName]] as Array<[string, string]>) : []),
    ...(alert.page ? ([['Page', `${alert.page.name} (${alert.page.url})`]] as Array<[string, string]>) : []),
    ['Received', when(alert.receivedAt)],
  ];
  const why = alert.formName
    ? `You get this email because you are on the alert list of the form "${alert.formName}". Who gets these is set in the form's settings.`
    : 'You get this email as the owner of the agency. Link the form element to a form to choose who gets these.';
  const text = [
    `Someone sent a form on ${alert.siteTitle}.`,
    '',
    ...alert.entries.map((entry) => `${entry.label}: ${shown(entry.value)}`),
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    `See the contact: ${alert.contactUrl}`,
    '',
    why,
    '',
  ].join('\n');
  const row = (label: string, value: string) =>
    `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;color:#555">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`;
  const html = [
    `<p>Someone sent a form on <strong>${escapeHtml(alert.siteTitle)}</strong>.</p>`,
    `<table cellpadding="0" cellspacing="0">${alert.entries.map((entry) => row(entry.label, shown(entry.value))).join('')}</table>`,
    `<p style="color:#555">${facts.map(([label, value]) => `${escapeHtml(label)}: ${escapeHtml(value)}`).join('<br>')}</p>`,
    `<p><a href="${escapeHtml(alert.contactUrl)}">See the contact</a></p>`,
    `<p style="color:#777;font-size:12px">${escapeHtml(why)}</p>`,
  ].join('');
  return { to, subject, text, html };
}
