import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../../test/test-app.ts';
import { cardIntegrations, users } from '../../db/schema/index.ts';
import { hmacSha256 } from '../../lib/crypto.ts';
import { REFUSED_ADDRESS_MESSAGE } from '../../lib/outbound.ts';
import { CARD_DELIVERY_LOG_SIZE } from './integrations.ts';
import { FormStamps, MIN_FILL_MS } from './public/spam.ts';

/**
 * Card integrations go through the same outbound check as site webhooks: a private address is
 * refused when the integration is saved (422 on `target`), and every lead sent to one is logged,
 * so a delivery that fails is shown to the owner instead of vanishing.
 */

const CARD_HOST = 'card.localhost:3000';
let t: TestApp;
let agency: string;
let cardUser: string;

beforeAll(async () => {
  // The default policy: private, loopback and link-local addresses are refused.
  t = await createTestApp();
  agency = await t.login(DEMO.agency);
  cardUser = await t.login(DEMO.cardUser);
});
afterAll(() => t.close());

const webhook = (target: string) => ({ name: `Hook ${target}`, kind: 'webhook', target });

describe('saving an integration', () => {
  it.each([
    'http://127.0.0.1:4000/leads',
    'http://localhost:4000/leads',
    'http://10.1.2.3/leads',
    'http://169.254.169.254/latest/meta-data',
    'http://[::1]/leads',
  ])('refuses %s with 422 on target', async (target) => {
    const response = await t.api('POST', '/cards-integrations', agency, webhook(target));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ target: [REFUSED_ADDRESS_MESSAGE] });
  });

  it('refuses changing a webhook to a private address, and accepts a public one', async () => {
    const created = await t.api(
      'POST',
      '/cards-integrations',
      agency,
      webhook('https://93.184.215.14/leads'),
    );
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as number;
    const changed = await t.api('PUT', `/cards-integrations/${id}`, agency, webhook('http://127.0.0.1:9/x'));
    expect(changed.statusCode).toBe(422);
    expect(changed.json().errors.target).toEqual([REFUSED_ADDRESS_MESSAGE]);
    await t.api('DELETE', `/cards-integrations/${id}`, agency);
  });
});

describe('failed deliveries', () => {
  it('logs each lead’s delivery and shows the failures to the owner', async () => {
    const [owner] = await t.database.db.select().from(users).where(eq(users.email, DEMO.agency));
    // Saved before addresses were checked: delivery must refuse it, and say so.
    const [refused] = await t.database.db
      .insert(cardIntegrations)
      .values({
        agencyId: owner!.agencyId!,
        name: 'Old local hook',
        kind: 'webhook',
        target: 'http://127.0.0.1:9/hook',
      })
      .returning();
    const inbox = (
      await t.api('POST', '/cards-integrations', agency, {
        name: 'Inbox',
        kind: 'email',
        target: 'sales@example.com',
      })
    ).json().data as { id: number };
    const card = (
      await t.api('POST', '/cards', cardUser, {
        name: 'Delivery card',
        options: {
          ShowLeadForm: true,
          FieldList: [
            { name: 'fullname', label: 'Full Name', required: true },
            { name: 'email', label: 'Email', required: true },
          ],
          Integrations: [String(refused!.id), String(inbox.id)],
        },
      })
    ).json().data as { id: number; short_url: string };
    const stamps = new FormStamps(hmacSha256(t.config.SECRET_KEY, 'card-lead-stamps'));
    const lead = await t.request({
      method: 'POST',
      url: `${new URL(card.short_url).pathname}/lead`,
      headers: { host: CARD_HOST },
      payload: {
        fields: {
          fullname: 'Ada',
          email: 'ada@example.com',
          _ts: stamps.issue(card.id, Date.now() - MIN_FILL_MS - 1000),
        },
      },
      remoteAddress: '203.0.113.77',
    });
    expect(lead.statusCode, lead.body).toBe(200);

    let listed: Array<{
      id: number;
      last_delivery_status: string | null;
      last_delivery_error: string | null;
      failed_deliveries: number;
    }> = [];
    for (let i = 0; i < 100; i++) {
      listed = (await t.api('GET', '/cards-integrations', agency)).json().data;
      if (
        listed.every((item) => (item.id !== refused!.id && item.id !== inbox.id) || item.last_delivery_status)
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(listed.find((item) => item.id === refused!.id)).toMatchObject({
      last_delivery_status: 'failed',
      last_delivery_error: REFUSED_ADDRESS_MESSAGE,
      failed_deliveries: 1,
    });
    expect(listed.find((item) => item.id === inbox.id)).toMatchObject({
      last_delivery_status: 'succeeded',
      failed_deliveries: 0,
    });

    const failed = await t.api('GET', `/cards-integrations/${refused!.id}/deliveries?status=failed`, agency);
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toMatchObject({
      data: [
        { card_id: card.id, card_name: 'Delivery card', status: 'failed', error: REFUSED_ADDRESS_MESSAGE },
      ],
      meta: { total: 1 },
    });
    // The owner's log only: a card user, and another agency, cannot read it.
    expect((await t.api('GET', `/cards-integrations/${refused!.id}/deliveries`, cardUser)).statusCode).toBe(
      403,
    );
    expect(CARD_DELIVERY_LOG_SIZE).toBeGreaterThan(1);
  });
});
