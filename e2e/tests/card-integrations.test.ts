import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../fixtures/app.ts';
import { appSuite, OWNER } from '../fixtures/suite.ts';

const REFUSED = 'The address resolves to a private, loopback or link-local network, which is not allowed.';

const suite = appSuite();
const { api } = suite;
let owner: Page;

beforeAll(async () => {
  owner = await suite.browser.newPage({ width: 1360, height: 900 });
});

describe('card integrations', () => {
  it('refuses a private webhook address when it is saved', async () => {
    await signIn(owner, suite.server.url, OWNER);
    await owner.goto(`${suite.server.url}/agency/cards`);
    await owner.getByRole('link', { name: 'Integrations' }).click();
    await owner.waitForURL('**/agency/cards/integrations');
    await owner.getByText('No integrations yet').waitFor();

    await owner.getByRole('button', { name: 'New integration' }).click();
    const dialog = owner.getByRole('dialog', { name: 'New integration' });
    await dialog.getByLabel('Name').fill('Office CRM');
    await dialog.getByLabel('Webhook URL').fill('http://127.0.0.1:8080/leads');
    await dialog.getByRole('button', { name: 'Create integration' }).click();
    await dialog.getByText(REFUSED).waitFor();
    await suite.browser.screenshot(owner, 'card-integrations-private-refused');

    // A name that resolves nowhere is saved (it may resolve later) and fails at delivery.
    await dialog.getByLabel('Webhook URL').fill('https://crm.invalid/leads');
    await dialog.getByRole('button', { name: 'Create integration' }).click();
    await owner.getByRole('dialog', { name: 'Signing secret' }).waitFor();
    await owner.getByRole('button', { name: 'I have copied it' }).click();
    await owner.getByRole('table', { name: 'Card integrations' }).getByText('Office CRM').waitFor();
    await owner.getByText('No leads yet').waitFor();
  });

  it('shows a lead that could not be delivered, with the reason', async () => {
    const integrations = await api<{ data: Array<{ id: number; name: string }> }>(
      'GET',
      '/cards-integrations',
    );
    const crm = integrations.data.find((item) => item.name === 'Office CRM')!;
    const card = await api<{ data: { short_url: string } }>('POST', '/cards', {
      name: 'Grace Okoro',
      options: {
        ShowLeadForm: true,
        FieldList: [
          { name: 'fullname', label: 'Full Name', required: true },
          { name: 'email', label: 'Email', required: true },
        ],
        Integrations: [String(crm.id)],
      },
    });

    const visitor = await suite.browser.newPage({ width: 375, height: 812 });
    await visitor.goto(card.data.short_url);
    const loadedAt = Date.now();
    await visitor.getByLabel('Full Name').fill('Ada Lovelace');
    await visitor.getByLabel('Email').fill('ada@example.com');
    await visitor.waitForTimeout(Math.max(0, 3200 - (Date.now() - loadedAt)));
    await visitor.getByRole('button', { name: 'Share My Details' }).click();
    await visitor.getByText('Thank you! Your details were sent.').waitFor();
    await visitor.close();

    await expect
      .poll(
        async () => {
          await owner.reload();
          return owner
            .getByText('Leads are not reaching one integration')
            .waitFor({ timeout: 3000 })
            .then(
              () => true,
              () => false,
            );
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toBe(true);
    await owner.getByText('The host crm.invalid could not be found.').first().waitFor();
    await suite.browser.screenshot(owner, 'card-integrations-list');
    await owner.getByRole('button', { name: 'See deliveries' }).click();
    const log = owner.getByRole('dialog', { name: 'Deliveries of “Office CRM”' });
    await log.getByRole('cell', { name: 'Grace Okoro' }).waitFor();
    await log.getByRole('cell', { name: 'The host crm.invalid could not be found.' }).waitFor();
    await suite.browser.screenshot(owner, 'card-integrations-failed-delivery');
  });
});
