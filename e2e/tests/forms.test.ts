import { formFieldFromPreset, type PageDocument } from '@tessera/document';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { publishDocument } from '../fixtures/app.ts';
import { formElement, headlinePage } from '../fixtures/documents.ts';
import { appSuite, OWNER } from '../fixtures/suite.ts';

/**
 * Forms and leads through the UI: a form is created, edited (fields and alert recipients) and
 * deleted in the form builder; a lead sent the moment its page loaded (as autofill does) is kept
 * under Spam, restored with "Not spam", and only then emailed to the agency owner with a link
 * that opens it; the agency-wide Contacts inbox lists it.
 */

const suite = appSuite();
const { api } = suite;
let siteId: number;
let app: Page;

const SETTLE = { timeout: 15_000 };

/** A tab of the website screen (its tab bar is a navigation of links). */
const tab = (name: string) =>
  app.getByRole('navigation', { name: 'Website sections' }).getByRole('link', { name });
const toast = (text: string) => app.getByText(text, { exact: true }).first();

/** The quote page: a headline and the quick-quote form (record `formId`) under it. */
function leadDocument(formId: number): PageDocument {
  const form = formElement(formId, ['fullName', 'email'], 'Thanks! We will be in touch.');
  return headlinePage('Ask for a quote', [form], { contentWidth: 'small' });
}

beforeAll(async () => {
  siteId = suite.demoId;
  app = await suite.signedInPage(OWNER, { width: 1360, height: 900 });
});

describe('the form builder', () => {
  it('creates a form from its name alone', async () => {
    await app.goto(`${suite.server.url}/agency/websites/${siteId}/forms`);
    await app.getByRole('link', { name: 'New form' }).click();
    await app.getByLabel('Name', { exact: true }).fill('Quote request');
    await expect.poll(() => app.getByText('Unsaved changes').isVisible(), SETTLE).toBe(true);
    await app.getByRole('button', { name: 'Create form' }).click();
    await expect.poll(() => toast('The form was created.').isVisible(), SETTLE).toBe(true);
    await expect.poll(() => /\/forms\/\d+\/edit$/.test(new URL(app.url()).pathname), SETTLE).toBe(true);
    await expect
      .poll(() => app.getByRole('heading', { name: 'Edit “Quote request”' }).isVisible(), SETTLE)
      .toBe(true);
    expect(await app.getByText('Unsaved changes').isVisible()).toBe(false);
  });

  it('edits its fields and alert recipients, and shows a bad address where it was typed', async () => {
    await app.getByRole('button', { name: 'Add field' }).click();
    await app.getByRole('menuitem', { name: 'City' }).click();
    await app.getByRole('radio', { name: 'These addresses' }).check();
    const addresses = app.getByRole('combobox', { name: 'Alert addresses' });
    await addresses.fill('sales@example.com');
    await addresses.press('Enter');
    await addresses.fill('not-an-address');
    await addresses.press('Enter');
    await app.getByRole('button', { name: 'Save form' }).click();
    await expect
      .poll(
        () => app.getByText('not-an-address: The email must be a valid email address.').isVisible(),
        SETTLE,
      )
      .toBe(true);
    await suite.browser.screenshot(app, 'forms-editor-error');

    // Backspace in the empty input takes the last address off the list; the good one stays.
    await addresses.click();
    await addresses.press('Backspace');
    await expect.poll(() => app.getByText('not-an-address', { exact: true }).count(), SETTLE).toBe(0);
    await app.getByRole('button', { name: 'Save form' }).click();
    await expect.poll(() => toast('The form was saved.').isVisible(), SETTLE).toBe(true);
    await suite.browser.screenshot(app, 'forms-editor');

    await app.reload();
    await expect.poll(() => app.getByRole('group', { name: 'Field 4: City' }).isVisible(), SETTLE).toBe(true);
    expect(await app.getByRole('radio', { name: 'These addresses' }).isChecked()).toBe(true);
    expect(await app.getByText('sales@example.com').isVisible()).toBe(true);
    expect(await app.getByText('not-an-address').count()).toBe(0);
  });

  it('deletes the form after asking', async () => {
    await app.getByRole('link', { name: '← Forms' }).click();
    const row = app.getByRole('table').getByRole('link', { name: 'Quote request', exact: true });
    await expect.poll(() => row.isVisible(), SETTLE).toBe(true);
    await app.getByRole('button', { name: 'Delete Quote request' }).click();
    await app.getByRole('dialog').getByRole('button', { name: 'Delete form' }).click();
    await expect.poll(() => row.count(), SETTLE).toBe(0);
  });
});

describe('a lead sent too fast', () => {
  let formId: number;

  beforeAll(async () => {
    const form = await api<{ data: { id: number } }>('POST', `/landings/${siteId}/forms`, {
      name: 'Quick quote',
      fields: [formFieldFromPreset('fullName'), formFieldFromPreset('email')],
    });
    formId = form.data.id;
    const page = await api<{ data: { id: number } }>('POST', `/landings/${siteId}/pages`, {
      name: 'Quick quote',
      unique_name: 'quick-quote',
    });
    await publishDocument(api, page.data.id, leadDocument(formId));
  });

  it('is kept under Spam, not lost, while the visitor is thanked', async () => {
    const visitor = await suite.browser.newPage();
    await visitor.goto(`http://demo.localhost:${suite.server.port}/quick-quote`, { waitUntil: 'load' });
    // Filled and sent at once, as browser autofill does: faster than the spam timer.
    await visitor.getByLabel('Full Name').fill('Ada Autofill');
    await visitor.getByLabel('Email').fill('ada@autofill.example');
    await visitor.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() => visitor.getByRole('status').first().textContent(), SETTLE)
      .toBe('Thanks! We will be in touch.');
    await visitor.close();

    await app.goto(`${suite.server.url}/agency/websites/${siteId}/contacts`);
    await expect.poll(() => app.getByRole('radio', { name: 'Spam (1)' }).count(), SETTLE).toBe(1);
    expect(await app.getByRole('button', { name: 'Open Ada Autofill' }).count()).toBe(0);
    await app.getByText('Spam (1)').click();
    await expect
      .poll(() => app.getByRole('button', { name: 'Open Ada Autofill' }).isVisible(), SETTLE)
      .toBe(true);
    expect(await app.getByText('Sent too fast').isVisible()).toBe(true);
    await suite.browser.screenshot(app, 'forms-contacts-spam');
    await app.getByRole('button', { name: 'Open Ada Autofill' }).click();
    const drawer = app.getByRole('dialog');
    await expect.poll(() => drawer.getByText('Held as spam').isVisible(), SETTLE).toBe(true);
    // The drawer slides in; the picture waits for it to settle.
    await app.waitForTimeout(500);
    await suite.browser.screenshot(app, 'forms-contact-spam-detail');
    await app.keyboard.press('Escape');
    await expect.poll(() => drawer.count(), SETTLE).toBe(0);
    // Nothing was emailed about it yet.
    expect(suite.server.mail().some((mail) => mail.includes('Ada Autofill'))).toBe(false);
  });

  it('moves back to the leads with "Not spam", and only then is the owner emailed a link to it', async () => {
    await app.getByRole('button', { name: 'Not spam: Ada Autofill' }).click();
    await expect.poll(() => toast('The contact was moved to your leads.').isVisible(), SETTLE).toBe(true);
    await expect.poll(() => app.getByText('No spam').isVisible(), SETTLE).toBe(true);
    await app.getByText('Leads', { exact: true }).click();
    await expect
      .poll(() => app.getByRole('button', { name: 'Open Ada Autofill' }).isVisible(), SETTLE)
      .toBe(true);
    await suite.browser.screenshot(app, 'forms-contacts-leads');

    await expect
      .poll(() => suite.server.mail().filter((mail) => mail.includes('Ada Autofill')).length, SETTLE)
      .toBe(1);
    const mail = suite.server.mail().find((m) => m.includes('Ada Autofill'))!;
    expect(mail).toContain(`To: ${OWNER}`);
    const link = /See the contact: (\S+)/.exec(mail)?.[1];
    expect(link).toMatch(
      new RegExp(`^http://localhost:${suite.server.port}/agency/websites/${siteId}/contacts\\?contact=\\d+$`),
    );
    await app.goto(link!);
    const drawer = app.getByRole('dialog');
    await expect.poll(() => drawer.getByText('ada@autofill.example').first().isVisible(), SETTLE).toBe(true);
    await app.keyboard.press('Escape');
  });

  it('shows in the agency-wide Contacts inbox, which filters by website', async () => {
    await app.getByRole('link', { name: 'Contacts', exact: true }).first().click();
    await expect
      .poll(() => app.getByRole('heading', { name: 'Contacts', level: 1 }).isVisible(), SETTLE)
      .toBe(true);
    await expect
      .poll(() => app.getByRole('button', { name: 'Open Ada Autofill' }).isVisible(), SETTLE)
      .toBe(true);
    await suite.browser.screenshot(app, 'forms-inbox');
    await app.getByRole('combobox', { name: 'Filter by website' }).click();
    await app.getByRole('option', { name: 'Launchpad Software' }).click();
    await expect.poll(() => app.getByRole('button', { name: 'Open Ada Autofill' }).count(), SETTLE).toBe(0);
    await suite.browser.screenshot(app, 'forms-inbox-filtered');
    expect(await tab('Contacts').count()).toBe(0);
  });
});

describe('a card lead sent too fast', () => {
  it('is kept under the card’s Spam, and "Not spam" moves it to the leads', async () => {
    const card = await api<{ data: { id: number; short_url: string } }>('POST', '/cards', {
      name: 'Spam check card',
      options: { ShowLeadForm: true },
    });
    const visitor = await suite.browser.newPage({ width: 375, height: 812 });
    await visitor.goto(card.data.short_url, { waitUntil: 'load' });
    await visitor.getByLabel('Full Name').fill('Bea Autofill');
    await visitor.getByLabel('Email').fill('bea@autofill.example');
    await visitor.getByRole('button', { name: 'Share My Details' }).click();
    await visitor.getByText('Thank you! Your details were sent.').waitFor();
    await visitor.close();

    await app.goto(`${suite.server.url}/agency/card/${card.data.id}`);
    await app.getByRole('tab', { name: 'Leads' }).click();
    await expect.poll(() => app.getByText('Spam (1)').isVisible(), SETTLE).toBe(true);
    expect(await app.getByText('Bea Autofill').count()).toBe(0);
    await app.getByText('Spam (1)').click();
    await expect.poll(() => app.getByText('Bea Autofill').isVisible(), SETTLE).toBe(true);
    await suite.browser.screenshot(app, 'forms-card-leads-spam');
    await app.getByRole('button', { name: 'Not spam: Bea Autofill' }).click();
    await expect.poll(() => toast('The lead was moved to your leads.').isVisible(), SETTLE).toBe(true);
    await app.getByRole('tabpanel').getByText('Leads', { exact: true }).click();
    await expect.poll(() => app.getByText('Bea Autofill').isVisible(), SETTLE).toBe(true);
    await suite.browser.screenshot(app, 'forms-card-leads');
  });
});
