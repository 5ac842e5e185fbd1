import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, signIn, signOut } from '../fixtures/app.ts';
import { type BrowserSession, openBrowser } from '../fixtures/browser.ts';
import { type RunningServer, startServer } from '../fixtures/server.ts';

const LIMIT_MESSAGE = 'You already reached the max card limit. Pleaes contact admin to increase.';

let server: RunningServer;
let browser: BrowserSession;
let editor: Page;
let cardUrl = '';
let editorPath = '';

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser();
  editor = await browser.newPage({ width: 1360, height: 900 });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('digital business cards', () => {
  it('a card user creates a card with a design, a theme and channels', async () => {
    await signIn(editor, server.url, 'carduser@demo.tessera');
    await editor.waitForURL('**/user/cards');
    await editor.getByRole('button', { name: 'Create card' }).click();
    await editor.waitForURL('**/user/card/create');

    await editor.getByRole('textbox', { name: /^Name/ }).fill('Maria Okafor');
    await editor.getByLabel('Job title').fill('Realtor');
    await editor.getByLabel('Company').fill('Okafor Home Group');
    await editor.getByLabel('Bio').fill('Helping families buy and sell homes across Greater Atlanta.');

    await editor.getByRole('tab', { name: 'Design' }).click();
    await editor.getByRole('radio', { name: 'Classic design' }).click();
    await editor.getByRole('radio', { name: 'Thyme theme' }).click();

    await editor.getByRole('tab', { name: 'Channels' }).click();
    for (const [channel, field, value] of [
      ['Call', 'Call number', '(404) 555-0142'],
      ['Email', 'Email address', 'maria@okaforhomes.com'],
      ['Website', 'Website link', 'okaforhomes.com'],
      ['LinkedIn', 'LinkedIn link', 'mariaokafor'],
    ] as const) {
      await editor.getByRole('button', { name: 'Add channel' }).click();
      await editor.getByRole('menuitem', { name: channel, exact: true }).click();
      await editor.getByLabel(field).fill(value);
    }
    await editor.getByRole('tab', { name: 'Lead form' }).click();
    await editor.getByText('With job title').click();

    // The live preview shows the card as it is being edited.
    const preview = editor.frameLocator('iframe[title="Card preview at phone size"]');
    await expect.poll(() => preview.locator('h1').textContent()).toBe('Maria Okafor');
    await expect.poll(() => preview.locator('a[href="tel:+14045550142"]').count()).toBeGreaterThan(0);

    await editor.getByRole('button', { name: 'Create card' }).click();
    await editor.waitForURL(/\/user\/card\/\d+$/);
    editorPath = new URL(editor.url()).pathname;
    await editor.getByText('The card is saved.').waitFor();
    cardUrl = (await editor.getByRole('link', { name: 'Open card' }).getAttribute('href')) ?? '';
    expect(cardUrl).toMatch(/^http:\/\/card\.localhost:\d+\/[A-Za-z0-9]{8}$/);
    await browser.screenshot(editor, 'cards-editor');
  });

  it('shows the public card at 375 px, saves the contact and takes a lead', async () => {
    const visitor = await browser.newPage({ width: 375, height: 812 });
    const scripts: string[] = [];
    visitor.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const response = await visitor.goto(cardUrl, { waitUntil: 'load' });
    // The lead form's timer starts when the page is served: the checks below run while it does.
    const loadedAt = Date.now();
    expect(response?.status()).toBe(200);
    await visitor.getByRole('heading', { name: 'Maria Okafor' }).waitFor();
    expect(await visitor.locator('a[href="tel:+14045550142"]').count()).toBeGreaterThan(0);
    expect(await visitor.locator('a[href="mailto:maria@okaforhomes.com"]').count()).toBeGreaterThan(0);
    // No JavaScript but the lead form's island.
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/_assets\/islands\/form\.[0-9a-f]+\.js$/);
    // Nothing wider than the phone.
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await browser.screenshot(visitor, 'cards-public-375');

    const download = visitor.waitForEvent('download');
    await visitor.getByRole('link', { name: 'Save Contact' }).click();
    const file = await (await download).path();
    const vcard = readFileSync(file, 'utf8');
    expect(vcard).toMatch(/^BEGIN:VCARD\r\nVERSION:3\.0\r\n/);
    expect(vcard).toContain('FN:Maria Okafor\r\n');
    expect(vcard).toContain('ORG:Okafor Home Group\r\n');
    expect(vcard).toContain('TEL;TYPE=CELL,VOICE:+14045550142\r\n');
    expect(vcard).toContain('EMAIL;TYPE=INTERNET:maria@okaforhomes.com\r\n');

    await visitor.getByLabel('Full Name').fill('Ada Lovelace');
    await visitor.getByLabel('Company').fill('Analytical Engines');
    await visitor.getByLabel('Job Title').fill('Engineer');
    await visitor.getByLabel('Email').fill('ada@example.com');
    await visitor.getByLabel('Phone').fill('(404) 555-0199');
    // A person takes a few seconds; the server doubts posts faster than that as automated.
    await visitor.waitForTimeout(Math.max(0, 3200 - (Date.now() - loadedAt)));
    await visitor.getByRole('button', { name: 'Share My Details' }).click();
    await visitor.getByText('Thank you! Your details were sent.').waitFor();
    await visitor.close();

    await editor.reload();
    await editor.getByRole('tab', { name: 'Leads' }).click();
    await editor.getByRole('table', { name: 'Leads' }).getByText('Ada Lovelace').waitFor();
    // Analytics are counted in memory and written every second here (COUNTER_FLUSH_SECONDS).
    await expect
      .poll(
        async () => {
          await editor.reload();
          await editor.getByRole('tab', { name: 'Analytics' }).click();
          return editor.getByTestId('total-leads').textContent();
        },
        { timeout: 15_000 },
      )
      .toBe('1');
    await browser.screenshot(editor, 'cards-leads');
  });

  it('moves a card to its new owner once the transfer is confirmed', async () => {
    await editor.goto(`${server.url}${editorPath}`);
    await editor.getByRole('tab', { name: 'Sharing' }).click();
    await editor.getByRole('button', { name: 'Transfer card…' }).click();
    await editor.getByLabel("Recipient's email").fill('agency@demo.tessera');
    await editor.getByRole('button', { name: 'Send transfer request' }).click();
    await editor.getByText('Transfer waiting for an answer').waitFor();
    // The full-screen editor has no app bar: sign out from the cards list.
    await editor.goto(`${server.url}/user/cards`);
    await signOut(editor);

    await signIn(editor, server.url, 'agency@demo.tessera');
    await editor.goto(`${server.url}/agency/cards`);
    await editor.getByRole('button', { name: 'Accept Maria Okafor' }).click();
    await editor.getByText('“Maria Okafor” is now your card.').waitFor();
    const row = editor.getByRole('row').filter({ hasText: 'Maria Okafor' });
    await row.waitFor();
    // The list refreshes once the transfer is confirmed: the card is the agency owner's own now.
    await expect.poll(() => row.getByText('Owned by').count()).toBe(0);
    await editor.goto(`${server.url}/agency/card/transfers`);
    await editor.getByRole('row').filter({ hasText: 'Maria Okafor' }).getByText('Confirmed').waitFor();
    await browser.screenshot(editor, 'cards-transfers');
    await signOut(editor);

    // The card user no longer has it.
    await signIn(editor, server.url, 'carduser@demo.tessera');
    await editor.waitForURL('**/user/cards');
    await editor.getByRole('table', { name: 'Cards' }).waitFor();
    expect(await editor.getByRole('link', { name: 'Maria Okafor' }).count()).toBe(0);
  });

  it('refuses a card past the limit with the product toast', async () => {
    const token = await apiToken(server.url, 'carduser@demo.tessera');
    const config = await fetch(`${server.url}/api/v1/config`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { card_count, card_limit } = (
      (await config.json()) as { data: { card_count: number; card_limit: number } }
    ).data;
    for (let i = card_count; i < card_limit; i++) {
      const created = await fetch(`${server.url}/api/v1/cards`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Filler ${i}` }),
      });
      expect(created.status).toBe(200);
    }
    await editor.reload();
    await editor.getByRole('button', { name: 'Create card' }).click();
    await editor.getByText(LIMIT_MESSAGE).first().waitFor();
    expect(new URL(editor.url()).pathname).toBe('/user/cards');
    await browser.screenshot(editor, 'cards-limit');
  });
});
