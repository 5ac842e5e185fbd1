import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EditorPage } from '../fixtures/editor.ts';
import { DEMO_PASSWORD } from '../fixtures/server.ts';
import { appSuite, OWNER } from '../fixtures/suite.ts';

// Polish a new user notices (issue 16, item 13): toasts that outstay a sign-in or cover the
// header's buttons, cut badges, developer wording, the New website screen's choices.

const suite = appSuite();
const { api } = suite;

/** Words of programmers a screen must not show: "section(s)", "module", "the id must be". */
const DEVELOPER_WORDING = /\w\((s|es)\)|\bmodules?\b|\bid must\b|\barrive with\b|\bnull\b|\bundefined\b/i;

/** Badges whose text does not fit them (shown cut, "PUBLIS…"): the badge or its label overflows. */
async function cutBadges(page: Page): Promise<string[]> {
  return page
    .locator('.mantine-Badge-root')
    .evaluateAll((badges) =>
      badges
        .filter((badge) =>
          [badge, badge.querySelector('.mantine-Badge-label')].some(
            (part) => part !== null && part.scrollWidth > part.clientWidth + 1,
          ),
        )
        .map((badge) => badge.textContent ?? ''),
    );
}

describe('notices and wording', () => {
  it('clears the toasts of a failed sign-in once the user is in, and shows toasts bottom-right', async () => {
    const page = await suite.browser.newPage({ width: 1280, height: 800 });
    await page.goto(`${suite.server.url}/login`);
    await page.getByLabel('Email').fill(OWNER);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const toast = page.locator('.mantine-Notification-root');
    await toast.first().waitFor();
    // Bottom-right, clear of the top bar and the screen headers' buttons.
    const box = (await toast.first().boundingBox())!;
    expect(box.y + box.height).toBeGreaterThan(800 - 120);
    expect(box.x + box.width).toBeGreaterThan(1280 - 60);
    await suite.browser.screenshot(page, 'toast-bottom-right');

    // The pointer rests on the toast (which holds it open) while the user types the right
    // password and presses Enter: only signing in can take it away.
    await toast.first().hover();
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.getByRole('heading', { name: 'Websites' }).waitFor();
    await expect.poll(() => toast.count()).toBe(0);
    await page.close();
  });

  it('shows badges whole in narrow columns and no developer wording on the site and designer screens', async () => {
    // A narrow window squeezes the lists' status columns.
    const page = await suite.signedInPage(OWNER, { width: 1024, height: 800 });
    await api('POST', `/landings/${suite.demoId}/pages`, {
      name: 'A page with a rather long name to squeeze the list',
    });
    for (const path of [
      '/agency/websites',
      `/agency/websites/${suite.demoId}`,
      `/agency/websites/${suite.demoId}/pages`,
      `/agency/websites/${suite.demoId}/blog`,
      // Role badges in the users list were cut at this width ("AGENCY U…").
      '/agency/users',
    ]) {
      await page.goto(`${suite.server.url}${path}`);
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await cutBadges(page), path).toEqual([]);
      expect(await page.locator('main').innerText(), path).not.toMatch(DEVELOPER_WORDING);
    }
    // So were the admin lists' status badges ("PUBLIS…").
    const admin = await suite.signedInPage('admin@demo.tessera', { width: 1024, height: 800 });
    await admin.goto(`${suite.server.url}/admin/templates`);
    await admin.getByText('Business website').first().waitFor();
    await admin.waitForLoadState('networkidle');
    expect(await cutBadges(admin)).toEqual([]);
    await admin.close();

    // The designer's page summary counts in words ("10 sections", never "10 section(s)").
    const wide = await suite.signedInPage(OWNER, { width: 1440, height: 900 });
    const demo = (await api<{ data: { home_page: { id: number } } }>('GET', `/landings/${suite.demoId}`))
      .data;
    const editor = new EditorPage(wide);
    await editor.open(suite.server.url, suite.demoId, demo.home_page.id);
    const summary = await editor.settings().innerText();
    expect(summary).toMatch(/\d+ sections?, \d+ elements?, \d+ popups?\./);
    expect(summary).not.toMatch(DEVELOPER_WORDING);
    await wide.close();
    await page.close();
  });

  it('says what is wrong with a record address in plain words', async () => {
    const response = await fetch(`${suite.server.url}/api/v1/pages/not-a-number`, {
      headers: { authorization: `Bearer ${suite.token}` },
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { message: string };
    expect(body.message).toBe('That item does not exist.');
  });

  it('offers one set of choices on the New website screen, Blank first, and no template twice', async () => {
    const page = await suite.signedInPage(OWNER, { width: 1440, height: 1000 });
    await page.goto(`${suite.server.url}/agency/websites/create`);
    const choices = page.getByRole('radiogroup', { name: 'How to start' });
    await choices.waitFor();
    expect(await page.getByRole('radiogroup').count()).toBe(1);
    expect(
      await choices.getByRole('radio').evaluateAll((radios) => radios.map((r) => r.getAttribute('value'))),
    ).toEqual(['blank', 'template', 'quick']);
    expect(await choices.getByRole('radio', { name: 'Blank' }).isChecked()).toBe(true);
    await suite.browser.screenshot(page, 'new-website-blank');

    await choices.getByText('Template', { exact: true }).click();
    await page.getByTestId('site-template-picker').getByText('Business website').waitFor();
    await page.getByTestId('template-software-landing').waitFor();
    const names = await page
      .locator(
        '[data-testid^="site-template-"] .mantine-Radio-label, [data-testid^="template-"] .mantine-Text-root[data-size="sm"]',
      )
      .allInnerTexts();
    expect(new Set(names).size).toBe(names.length);
    expect(await page.getByText('Business website', { exact: true }).count()).toBe(1);
    await suite.browser.screenshot(page, 'new-website-template');
    await page.close();
  });
});
