import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { appSuite, OWNER } from '../fixtures/suite.ts';

const suite = appSuite();
const { api } = suite;
let first: Page;
let second: Page;
/** Uncaught errors in the browsers: the test fails on any. */
const problems: string[] = [];

interface Site {
  settings_version: number;
  settings: { owner_section: { name: string }; business_section: { tagline: string } };
}

beforeAll(async () => {
  // Two people (or two tabs) on the same website's settings.
  first = await suite.signedInPage(OWNER, { width: 1280, height: 900 }, problems);
  second = await suite.signedInPage(OWNER, { width: 1280, height: 900 }, problems);
});

/** The settings group shown, by its heading. */
const group = (page: Page, title: string) => page.getByRole('region', { name: title });

async function saveGroup(page: Page, title: string): Promise<void> {
  await group(page, title).getByRole('button', { name: 'Save', exact: true }).click();
}

describe('two people saving the same website settings', () => {
  it('asks whose version to keep instead of silently overwriting, and never asks when the other change was elsewhere', async () => {
    const siteId = suite.demoId;
    const settings = (section: string) =>
      `${suite.server.url}/agency/websites/${siteId}/settings?section=${section}`;
    await first.goto(settings('owner'));
    await second.goto(settings('owner'));
    const firstName = group(first, 'Owner').getByRole('textbox', { name: 'Name' });
    const secondName = group(second, 'Owner').getByRole('textbox', { name: 'Name' });
    await firstName.waitFor();
    await secondName.waitFor();

    // Both start from the same copy; the first saves.
    await firstName.fill('Jordan First');
    await secondName.fill('Sam Second');
    await saveGroup(first, 'Owner');
    await expect
      .poll(
        async () =>
          (await api<{ data: Site }>('GET', `/landings/${siteId}`)).data.settings.owner_section.name,
      )
      .toBe('Jordan First');

    // The second save was made from the older copy: the conflict dialog, nothing overwritten yet.
    await saveGroup(second, 'Owner');
    const dialog = second.getByTestId('version-conflict-dialog');
    await dialog.getByText('Owner settings were changed elsewhere').waitFor();
    expect(await secondName.inputValue()).toBe('Sam Second');
    expect((await api<{ data: Site }>('GET', `/landings/${siteId}`)).data.settings.owner_section.name).toBe(
      'Jordan First',
    );
    await suite.browser.screenshot(second, 'settings-conflict-dialog');

    // Keeping mine saves it over theirs, knowingly.
    await dialog.getByRole('button', { name: 'Keep my version' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect
      .poll(
        async () =>
          (await api<{ data: Site }>('GET', `/landings/${siteId}`)).data.settings.owner_section.name,
      )
      .toBe('Sam Second');

    // The first one edits again from its older copy: loading the latest shows the second's save.
    await firstName.fill('Jordan Again');
    await saveGroup(first, 'Owner');
    const firstDialog = first.getByTestId('version-conflict-dialog');
    await firstDialog.getByRole('button', { name: 'Load the latest version' }).click();
    await expect.poll(() => firstName.inputValue()).toBe('Sam Second');
    await expect.poll(() => firstDialog.isVisible()).toBe(false);
    expect((await api<{ data: Site }>('GET', `/landings/${siteId}`)).data.settings.owner_section.name).toBe(
      'Sam Second',
    );

    // A change to another group moves the site's version on, but is no conflict for this one.
    await first.goto(settings('business'));
    const tagline = group(first, 'Business').getByRole('textbox', { name: 'Tagline' });
    await tagline.fill('Fresh every morning');
    await secondName.fill('Sam Third');
    await saveGroup(second, 'Owner');
    await expect
      .poll(
        async () =>
          (await api<{ data: Site }>('GET', `/landings/${siteId}`)).data.settings.owner_section.name,
      )
      .toBe('Sam Third');
    await saveGroup(first, 'Business');
    await expect
      .poll(
        async () =>
          (await api<{ data: Site }>('GET', `/landings/${siteId}`)).data.settings.business_section.tagline,
      )
      .toBe('Fresh every morning');
    expect(await first.getByTestId('version-conflict-dialog').isVisible()).toBe(false);
    const after = (await api<{ data: Site }>('GET', `/landings/${siteId}`)).data;
    expect(after.settings.owner_section.name).toBe('Sam Third');
    expect(problems).toEqual([]);
  }, 180_000);
});
