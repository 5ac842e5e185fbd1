import { describe, expect, it } from 'vitest';
import { leadAlertMail } from './alerts.ts';

describe('leadAlertMail', () => {
  const alert = {
    siteTitle: 'Acme <Studio>',
    formName: 'Quote',
    page: { name: 'Pricing', url: 'http://acme.localhost:3000/pricing' },
    contactName: 'Ada Lovelace',
    entries: [
      { label: 'Full name', value: 'Ada Lovelace' },
      { label: 'Note', value: '<script>alert(1)</script>' },
      { label: 'Consent', value: true },
      { label: 'Budget', value: '' },
    ],
    contactUrl: 'http://localhost:3000/agency/websites/4/contacts?contact=17',
    receivedAt: new Date('2025-03-01T14:05:09Z'),
  };

  it('says what was sent, where, when, and links to the contact', () => {
    const mail = leadAlertMail('owner@example.com', alert);
    expect(mail.to).toBe('owner@example.com');
    expect(mail.subject).toBe('New lead on Acme <Studio>: Ada Lovelace');
    expect(mail.text).toContain(
      'Full name: Ada Lovelace\nNote: <script>alert(1)</script>\nConsent: Yes\nBudget: —',
    );
    expect(mail.text).toContain('Form: Quote');
    expect(mail.text).toContain('Page: Pricing (http://acme.localhost:3000/pricing)');
    expect(mail.text).toContain('Received: 2025-03-01 14:05 UTC');
    expect(mail.text).toContain(
      'See the contact: http://localhost:3000/agency/websites/4/contacts?contact=17',
    );
  });

  it('escapes every value in the HTML part', () => {
    const html = leadAlertMail('owner@example.com', alert).html!;
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Acme &lt;Studio&gt;');
    expect(html).toContain('href="http://localhost:3000/agency/websites/4/contacts?contact=17"');
  });

  it('explains why the owner gets it when no form record names the recipients', () => {
    const mail = leadAlertMail('owner@example.com', {
      ...alert,
      formName: null,
      page: null,
      contactName: '',
    });
    expect(mail.subject).toBe('New lead on Acme <Studio>');
    expect(mail.text).not.toContain('Form:');
    expect(mail.text).toContain('as the owner of the agency');
  });
});
