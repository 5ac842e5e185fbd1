import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FORM_MIN_FILL_MS, formFieldFromPreset, type PageDocument } from '@tessera/document';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishDocument } from '../fixtures/app.ts';
import { formElement, headlinePage } from '../fixtures/documents.ts';
import { appSuite, OWNER } from '../fixtures/suite.ts';

/**
 * Forms, contacts, webhooks and backups end to end: a visitor sends a form on the site's own host
 * and the contact shows up in the agency app without a reload; a webhook on this machine gets the
 * signed delivery; a backup brings back a page that was broken and published.
 */

// The operator allows exactly this machine's webhook receiver; every other private address stays refused.
const suite = appSuite({ WEBHOOKS_ALLOW_PRIVATE: '127.0.0.1' });
const { api } = suite;
let receiver: Server;
const received: Array<{ headers: Record<string, unknown>; body: string }> = [];
let siteId: number;
let pageId: number;
let app: Page;

/** A tab of the website screen (its tab bar is a navigation of links). */
const tab = (name: string) =>
  app.getByRole('navigation', { name: 'Website sections' }).getByRole('link', { name });

const SETTLE = { timeout: 15_000 };
const HEADLINE = 'Talk to our growth team';

/** The contact page: a headline and the growth-call form (record `formId`) under it. */
function contactDocument(headline: string, formId: number): PageDocument {
  const form = formElement(formId, ['fullName', 'email', 'phone'], 'Thanks! We will call you within a day.');
  return headlinePage(headline, [form], { contentWidth: 'small' });
}

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  siteId = suite.demoId;
  const form = await api<{ data: { id: number } }>('POST', `/landings/${siteId}/forms`, {
    name: 'Growth call',
    fields: [formFieldFromPreset('fullName'), formFieldFromPreset('email'), formFieldFromPreset('phone')],
  });
  const created = await api<{ data: { id: number } }>('POST', `/landings/${siteId}/pages`, {
    name: 'Talk to us',
    unique_name: 'talk-to-us',
  });
  pageId = created.data.id;
  await publishDocument(api, pageId, contactDocument(HEADLINE, form.data.id));
  const port = (receiver.address() as AddressInfo).port;
  await api('POST', `/landings/${siteId}/webhooks`, {
    name: 'CRM',
    url: `http://127.0.0.1:${port}/tessera`,
    events: ['form.submitted'],
  });

  app = await suite.signedInPage(OWNER, { width: 1360, height: 900 });
}, 120_000);

afterAll(async () => {
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
});

describe('forms and contacts', () => {
  it('shows a contact sent on the site host in the agency app without a reload', async () => {
    await app.goto(`${suite.server.url}/agency/websites/${siteId}/contacts`);
    await expect.poll(() => app.getByText('Live updates', { exact: true }).isVisible(), SETTLE).toBe(true);
    await expect.poll(() => app.getByText('No contacts yet').isVisible(), SETTLE).toBe(true);
    // Marks this document: a reload or navigation would lose it.
    await app.evaluate(() => {
      (window as unknown as { untouched: boolean }).untouched = true;
    });

    const visitor = await suite.browser.newPage();
    // The form's island times the visit on the page's clock, which the test moves on (below).
    await visitor.clock.install();
    await visitor.goto(`http://demo.localhost:${suite.server.port}/talk-to-us`, { waitUntil: 'load' });
    await expect.poll(() => visitor.getByRole('heading', { name: HEADLINE }).isVisible(), SETTLE).toBe(true);
    await visitor.getByLabel('Full Name').fill('Ada Lovelace');
    await visitor.getByLabel('Email').fill('ada@example.com');
    await visitor.getByLabel('Phone').fill('(213) 373-4253');
    // A person takes a few seconds; the server counts faster submissions as spam.
    await visitor.clock.fastForward(FORM_MIN_FILL_MS + 500);
    await visitor.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() => visitor.getByRole('status').first().textContent(), SETTLE)
      .toBe('Thanks! We will call you within a day.');
    await suite.browser.screenshot(visitor, 'site-data-form-sent');
    await visitor.close();

    await expect
      .poll(() => app.getByRole('button', { name: 'Open Ada Lovelace' }).isVisible(), SETTLE)
      .toBe(true);
    expect(await app.evaluate(() => (window as unknown as { untouched?: boolean }).untouched)).toBe(true);
    expect(await app.getByText('New', { exact: true }).isVisible()).toBe(true);
    await suite.browser.screenshot(app, 'site-data-contacts');

    await app.getByRole('button', { name: 'Open Ada Lovelace' }).click();
    const drawer = app.getByRole('dialog');
    await expect.poll(() => drawer.getByText('ada@example.com').first().isVisible(), SETTLE).toBe(true);
    expect(await drawer.getByText('Growth call').isVisible()).toBe(true);
    await suite.browser.screenshot(app, 'site-data-contact-detail');
    await app.keyboard.press('Escape');
  });

  it('delivers the submission to the webhook, signed, and shows it in the delivery log', async () => {
    await expect.poll(() => received.length, SETTLE).toBeGreaterThan(0);
    const [delivery] = received;
    expect(delivery!.headers['webhook-signature']).toMatch(/^v1=[0-9a-f]{64}$/);
    expect(JSON.parse(delivery!.body).data.contact.fields.email).toBe('ada@example.com');

    await tab('Webhooks').click();
    await expect.poll(() => app.getByRole('link', { name: 'CRM' }).isVisible(), SETTLE).toBe(true);
    await suite.browser.screenshot(app, 'site-data-webhooks');
    await app.getByRole('link', { name: 'CRM' }).click();
    await expect.poll(() => app.getByText('Delivered').first().isVisible(), SETTLE).toBe(true);
    await suite.browser.screenshot(app, 'site-data-webhook-log');
  });

  it('refuses a private target when adding a webhook, and shows a new webhook’s secret once', async () => {
    await tab('Webhooks').click();
    await app.getByRole('button', { name: 'New webhook' }).click();
    const dialog = app.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Metadata probe');
    await dialog.getByLabel('Endpoint URL').fill('http://169.254.169.254/latest/meta-data/');
    await dialog.getByRole('button', { name: 'Create webhook' }).click();
    await expect
      .poll(
        () =>
          dialog
            .getByText(
              'The address resolves to a private, loopback or link-local network, which is not allowed.',
            )
            .isVisible(),
        SETTLE,
      )
      .toBe(true);
    await suite.browser.screenshot(app, 'site-data-webhook-refused');
    await dialog.getByLabel('Name').fill('Zapier');
    await dialog.getByLabel('Endpoint URL').fill('https://93.184.216.34/hooks/catch');
    await dialog.getByRole('checkbox', { name: 'Form submitted' }).uncheck();
    await dialog.getByRole('checkbox', { name: 'Page published' }).check();
    // Saved switched off: nothing is ever sent off this machine.
    await dialog.getByRole('switch', { name: 'Active' }).uncheck();
    await dialog.getByRole('button', { name: 'Create webhook' }).click();
    const secret = app
      .getByRole('dialog', { name: 'Signing secret' })
      .getByRole('textbox', { name: 'Secret' });
    await expect.poll(async () => (await secret.inputValue()).startsWith('whsec_'), SETTLE).toBe(true);
    await suite.browser.screenshot(app, 'site-data-webhook-secret');
    await app.getByRole('button', { name: 'I have copied it' }).click();
    await expect.poll(() => app.getByRole('link', { name: 'Zapier' }).isVisible(), SETTLE).toBe(true);
  });

  it('lists the form with its contact, and opens it in the form builder', async () => {
    await tab('Forms').click();
    const formLink = app.getByRole('table').getByRole('link', { name: 'Growth call', exact: true });
    await expect.poll(() => formLink.isVisible(), SETTLE).toBe(true);
    await suite.browser.screenshot(app, 'site-data-forms');
    await formLink.click();
    await expect.poll(() => app.getByLabel('Name', { exact: true }).inputValue(), SETTLE).toBe('Growth call');
    await app.getByRole('button', { name: 'Add field' }).click();
    await app.getByRole('menuitem', { name: 'State' }).click();
    await app.getByRole('button', { name: 'Save form' }).click();
    await expect.poll(() => app.getByText('The form was saved.').isVisible(), SETTLE).toBe(true);
    await suite.browser.screenshot(app, 'site-data-form-editor');
  });
});

describe('backups', () => {
  it('takes a backup, and restoring it brings back a page that was broken and published', async () => {
    await tab('Backups').click();
    await expect.poll(() => app.getByText('No backups yet').isVisible(), SETTLE).toBe(true);
    await app.getByLabel('Note').fill('Before the experiment');
    await app.getByRole('button', { name: 'Back up now' }).click();
    await expect.poll(() => app.getByText('Before the experiment').isVisible(), SETTLE).toBe(true);

    await publishDocument(api, pageId, contactDocument('Oops, this page is broken', 0));
    const site = await suite.browser.newPage();
    await site.goto(`http://demo.localhost:${suite.server.port}/talk-to-us`);
    expect(await site.getByRole('heading', { level: 1 }).textContent()).toBe('Oops, this page is broken');

    await app.getByRole('button', { name: 'Restore' }).first().click();
    await suite.browser.screenshot(app, 'site-data-restore-confirm');
    await app.getByRole('button', { name: 'Restore this backup' }).click();
    await expect
      .poll(() => app.getByText(/^The website is back as it was at/).isVisible(), SETTLE)
      .toBe(true);
    await expect.poll(() => app.getByText('Before a restore').isVisible(), SETTLE).toBe(true);
    await suite.browser.screenshot(app, 'site-data-backups');

    await site.reload();
    expect(await site.getByRole('heading', { level: 1 }).textContent()).toBe(HEADLINE);
    await site.close();
  });
});
