import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../../test/manual-clock.ts';
import { createTestApp, DEMO, type TestApp } from '../../../../test/test-app.ts';
import { MIN_FILL_MS } from './spam.ts';

/**
 * The card host's timers read the clock the app is given: the lead form's minimum fill time and
 * the analytics' flush interval. The test moves the clock instead of waiting for real seconds.
 */

const CARD_HOST = 'card.localhost:3000';
// From now, not a fixed date: rows get the database's own time, and stats are read by today.
const clock = new ManualClock(Date.now());
let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  owner = await t.login(DEMO.cardUser);
});
afterAll(() => t.close());

async function leadCard(): Promise<{ id: number; path: string }> {
  const response = await t.api('POST', '/cards', owner, {
    name: 'Timed Card',
    options: {
      ShowLeadForm: true,
      FieldList: [
        { name: 'fullname', label: 'Full Name', required: true },
        { name: 'email', label: 'Email', required: true },
      ],
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  const card = response.json().data as { id: number; short_url: string };
  return { id: card.id, path: new URL(card.short_url).pathname };
}

/** Serves the card page and returns the stamp its lead form carries. */
async function servedStamp(path: string): Promise<string> {
  const page = await t.request({ method: 'GET', url: path, headers: { host: CARD_HOST } });
  const stamp = /name="_ts" value="([^"]+)"/.exec(page.body)?.[1];
  expect(stamp).toBeDefined();
  return stamp!;
}

const postLead = (path: string, fullname: string, stamp: string) =>
  t.request({
    method: 'POST',
    url: `${path}/lead`,
    headers: { host: CARD_HOST },
    payload: { fields: { fullname, email: 'lead@example.com', _ts: stamp } },
    remoteAddress: '203.0.113.40',
  });

describe('card host timers on the given clock', () => {
  it('holds a lead sent before the fill time as too fast, and takes one sent after it', async () => {
    const card = await leadCard();
    const early = await servedStamp(card.path);
    expect((await postLead(card.path, 'Quick Bot', early)).json()).toMatchObject({ success: true });

    const onTime = await servedStamp(card.path);
    clock.advance(MIN_FILL_MS);
    expect((await postLead(card.path, 'Patient Person', onTime)).json()).toMatchObject({ success: true });

    const leads = await t.api('GET', `/cards/${card.id}/contacts`, owner);
    expect(leads.json().data.map((lead: { data: { fullname: string } }) => lead.data.fullname)).toEqual([
      'Patient Person',
    ]);
    const spam = await t.api('GET', `/cards/${card.id}/contacts?spam=true`, owner);
    expect(spam.json().data.map((lead: { spam_reason: string }) => lead.spam_reason)).toEqual(['too-fast']);
  });

  it('writes the counted views once the clock passes the flush interval', async () => {
    const card = await leadCard();
    await t.request({ method: 'GET', url: card.path, headers: { host: CARD_HOST } });
    const views = async () => (await t.api('GET', `/cards/${card.id}/stats`, owner)).json().data.totals.views;
    expect(await views()).toBe(0);
    clock.advance(5_000);
    await expect.poll(views).toBe(1);
  });
});
