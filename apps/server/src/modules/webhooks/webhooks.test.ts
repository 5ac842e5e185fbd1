import { createHmac } from 'node:crypto';
import { formFieldFromPreset } from '@tessera/document';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorsOf,
  expectHiddenFromOutsiders,
  publishFormPage,
  type SiteDataWorld,
  setWebsiteUserPermissions,
  siteDataApp,
  submitForm,
} from '../../../test/site-data.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { eventually, WebhookReceiver } from '../../../test/webhook-receiver.ts';
import { webhooks } from '../../db/schema/index.ts';

let t: TestApp;
let w: SiteDataWorld;
let receiver: WebhookReceiver;
let form: { pageId: number; elementId: string };

beforeAll(async () => {
  receiver = await new WebhookReceiver().start();
  ({ t, w } = await siteDataApp({
    jobWorkers: true,
    jobPollingIntervalSeconds: 0.5,
    // The receiver runs on this machine: the operator allows exactly its address.
    WEBHOOKS_ALLOW_PRIVATE: ['127.0.0.1'],
    webhookTuning: { retryLimit: 2, retryDelaySeconds: 1, disableAfterFailures: 2, timeoutMs: 3000 },
  }));
  form = await publishFormPage(t, w.demo, {
    fields: [formFieldFromPreset('fullName'), formFieldFromPreset('email')],
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

async function createHook(path: string, events = ['form.submitted'], name = `Hook ${path}`) {
  const response = await t.api('POST', `/landings/${w.demo.id}/webhooks`, w.owner, {
    name,
    url: receiver.url(path),
    events,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; secret: string; secret_hint: string };
}

const deliveries = async (webhookId: number) =>
  (await t.api('GET', `/landings/${w.demo.id}/webhooks/${webhookId}/deliveries?per_page=100`, w.owner)).json()
    .data as Array<{
    id: string;
    status: string;
    attempts: number;
    event: string;
    error: string | null;
  }>;

describe('webhook CRUD', () => {
  it('creates a webhook, returning its signing secret once', async () => {
    const hook = await createHook('/crud', ['form.submitted', 'page.published', 'form.submitted'], 'CRM');
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(hook.secret_hint).toBe(hook.secret.slice(-4));
    const read = await t.api('GET', `/landings/${w.demo.id}/webhooks/${hook.id}`, w.owner);
    expect(read.json().data).toMatchObject({
      name: 'CRM',
      events: ['form.submitted', 'page.published'],
      active: true,
    });
    expect(read.body).not.toContain(hook.secret);
    const list = await t.api('GET', `/landings/${w.demo.id}/webhooks?search=crm`, w.owner);
    expect(list.json().meta.total).toBe(1);
    expect(list.body).not.toContain(hook.secret);
    const [stored] = await t.database.db.select().from(webhooks).where(eq(webhooks.id, hook.id));
    expect(stored!.secretEncrypted).not.toContain(hook.secret);
  });

  it('updates, rotates the secret and deletes', async () => {
    const hook = await createHook('/crud2');
    const updated = await t.api('PUT', `/landings/${w.demo.id}/webhooks/${hook.id}`, w.owner, {
      name: 'Renamed',
      events: ['page.published'],
      active: false,
    });
    expect(updated.json().data).toMatchObject({ name: 'Renamed', events: ['page.published'], active: false });
    const rotated = await t.api('POST', `/landings/${w.demo.id}/webhooks/${hook.id}/rotate-secret`, w.owner);
    expect(rotated.json().data.secret).not.toBe(hook.secret);
    const removed = await t.api('DELETE', `/landings/${w.demo.id}/webhooks/${hook.id}`, w.owner);
    expect(removed.json()).toEqual({ success: true, message: 'The webhook “Renamed” was deleted.' });
    expect((await t.api('GET', `/landings/${w.demo.id}/webhooks/${hook.id}`, w.owner)).statusCode).toBe(404);
  });

  it('answers 422 for malformed input', async () => {
    const url = `/landings/${w.demo.id}/webhooks`;
    expect(errorsOf(await t.api('POST', url, w.owner, {}))).toMatchObject({
      name: expect.any(Array),
      url: expect.any(Array),
    });
    expect(
      errorsOf(await t.api('POST', url, w.owner, { name: 'x', url: 'not a url', events: ['form.submitted'] }))
        .url,
    ).toEqual(['Enter a full http:// or https:// address.']);
    expect(
      errorsOf(
        await t.api('POST', url, w.owner, {
          name: 'x',
          url: 'ftp://example.com',
          events: ['form.submitted'],
        }),
      ),
    ).toHaveProperty('url');
    expect(
      errorsOf(
        await t.api('POST', url, w.owner, {
          name: 'x',
          url: 'https://u:p@example.com',
          events: ['form.submitted'],
        }),
      ),
    ).toHaveProperty('url');
    expect(
      errorsOf(await t.api('POST', url, w.owner, { name: 'x', url: receiver.url('/x'), events: [] })).events,
    ).toEqual(['Choose at least one event.']);
    expect(
      errorsOf(
        await t.api('POST', url, w.owner, { name: 'x', url: receiver.url('/x'), events: ['user.deleted'] }),
      ),
    ).toHaveProperty('events.0');
    expect(
      errorsOf(
        await t.api('POST', url, w.owner, {
          name: 'x',
          url: receiver.url('/x'),
          events: ['form.submitted'],
          secret: 'mine',
        }),
      ),
    ).toBeDefined();
    const hook = await createHook('/crud3');
    expect(errorsOf(await t.api('PUT', `${url}/${hook.id}`, w.owner, {}))).toBeDefined();
    expect(errorsOf(await t.api('PUT', `${url}/${hook.id}`, w.owner, { active: 'yes' }))).toHaveProperty(
      'active',
    );
    expect(errorsOf(await t.api('GET', `${url}/${hook.id}/deliveries/not-a-uuid`, w.owner))).toHaveProperty(
      'deliveryId',
    );
    expect(errorsOf(await t.api('GET', `${url}/${hook.id}/deliveries?status=lost`, w.owner))).toHaveProperty(
      'status',
    );
    expect(errorsOf(await t.api('GET', `${url}/zero`, w.owner))).toHaveProperty('webhookId');
  });

  it('keeps webhooks inside their site and agency', async () => {
    const hook = await createHook('/tenant');
    const base = `/landings/${w.demo.id}/webhooks`;
    const fakeDelivery = '00000000-0000-4000-8000-000000000000';
    const routes = [
      ['GET', base, undefined],
      ['POST', base, { name: 'x', url: 'https://example.com', events: ['form.submitted'] }],
      ['GET', `${base}/${hook.id}`, undefined],
      ['PUT', `${base}/${hook.id}`, { name: 'Hijacked' }],
      ['DELETE', `${base}/${hook.id}`, undefined],
      ['POST', `${base}/${hook.id}/rotate-secret`, undefined],
      ['POST', `${base}/${hook.id}/test`, undefined],
      ['GET', `${base}/${hook.id}/deliveries`, undefined],
      ['GET', `${base}/${hook.id}/deliveries/${fakeDelivery}`, undefined],
      ['POST', `${base}/${hook.id}/deliveries/${fakeDelivery}/redeliver`, undefined],
    ] as const;
    await expectHiddenFromOutsiders(t, w, routes);
    // The webhook is not reachable through another site of the same agency either.
    expect((await t.api('GET', `/landings/${w.launchpad.id}/webhooks/${hook.id}`, w.owner)).statusCode).toBe(
      404,
    );
    // view/edit_design on a site does not reach its webhooks.
    expect((await t.api('GET', `/landings/${w.launchpad.id}/webhooks`, w.websiteUser)).statusCode).toBe(403);
    await setWebsiteUserPermissions(t, w.launchpad.id, ['view', 'manage_settings']);
    expect((await t.api('GET', `/landings/${w.launchpad.id}/webhooks`, w.websiteUser)).statusCode).toBe(200);
    await setWebsiteUserPermissions(t, w.launchpad.id, ['view', 'edit_design']);
    const [stored] = await t.database.db.select().from(webhooks).where(eq(webhooks.id, hook.id));
    expect(stored!.name).toBe('Hook /tenant');
  });
});

describe('deliveries', () => {
  it('posts a signed form.submitted delivery', async () => {
    const hook = await createHook('/signed');
    const submitted = await submitForm(t, form, { fullName: 'Ada Lovelace', email: 'ada@example.com' });
    expect(submitted.statusCode).toBe(200);
    const [request] = await receiver.waitFor('/signed');
    const body = JSON.parse(request!.body);
    expect(body).toMatchObject({
      event: 'form.submitted',
      landing_id: w.demo.id,
      data: {
        contact: { fields: { fullName: 'Ada Lovelace', email: 'ada@example.com' }, page_id: form.pageId },
      },
    });
    expect(request!.headers['webhook-id']).toBe(body.id);
    expect(request!.headers['webhook-event']).toBe('form.submitted');
    expect(request!.headers['content-type']).toBe('application/json');
    const timestamp = request!.headers['webhook-timestamp'] as string;
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
    const expected = `v1=${createHmac('sha256', hook.secret).update(`${timestamp}.${request!.body}`).digest('hex')}`;
    expect(request!.headers['webhook-signature']).toBe(expected);
    const [delivery] = await eventually(async () => {
      const list = await deliveries(hook.id);
      return list[0]?.status === 'succeeded' ? list : null;
    });
    expect(delivery).toMatchObject({ id: body.id, attempts: 1, event: 'form.submitted' });
    const detail = await t.api(
      'GET',
      `/landings/${w.demo.id}/webhooks/${hook.id}/deliveries/${body.id}`,
      w.owner,
    );
    expect(detail.json().data).toMatchObject({
      body: request!.body,
      response_status: 200,
      response_excerpt: 'thanks',
    });
    expect(detail.json().data.log).toHaveLength(1);
    expect(
      (await t.api('GET', `/landings/${w.demo.id}/webhooks/${hook.id}`, w.owner)).json().data
        .last_delivery_status,
    ).toBe('succeeded');
  }, 30_000);

  it('posts page.published when a page is published, and only to webhooks that want it', async () => {
    const hook = await createHook('/published', ['page.published']);
    const response = await t.api('POST', `/pages/${form.pageId}/publish`, w.owner);
    expect(response.statusCode).toBe(200);
    const [request] = await receiver.waitFor('/published');
    const body = JSON.parse(request!.body);
    expect(body.event).toBe('page.published');
    expect(body.data.page).toMatchObject({ id: form.pageId, unique_name: expect.any(String) });
    // The form-only webhook from the first test heard nothing of it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.on('/signed')).toHaveLength(1);
    expect((await deliveries(hook.id)).length).toBe(1);
  }, 30_000);

  it('retries with backoff under the same id until the endpoint answers', async () => {
    const hook = await createHook('/fail/2/retry');
    await submitForm(t, form, { fullName: 'Retry Me', email: 'retry@example.com' });
    const requests = await receiver.waitFor('/fail/2/retry', 3, 25_000);
    const ids = new Set(requests.map((r) => r.headers['webhook-id']));
    expect(ids.size).toBe(1);
    // Exponential: the second wait is longer than the first (1–2 s, then 2–4 s).
    const first = requests[1]!.at - requests[0]!.at;
    const second = requests[2]!.at - requests[1]!.at;
    expect(first).toBeGreaterThanOrEqual(900);
    expect(second).toBeGreaterThanOrEqual(1900);
    const [delivery] = await eventually(async () => {
      const list = await deliveries(hook.id);
      return list[0]?.status === 'succeeded' ? list : null;
    });
    expect(delivery!.attempts).toBe(3);
    const detail = await t.api(
      'GET',
      `/landings/${w.demo.id}/webhooks/${hook.id}/deliveries/${delivery!.id}`,
      w.owner,
    );
    expect(detail.json().data.log.map((entry: { status: number }) => entry.status)).toEqual([500, 500, 200]);
  }, 40_000);

  it('switches a webhook off after deliveries keep failing, and re-enabling clears it', async () => {
    const hook = await createHook('/always-500');
    await submitForm(t, form, { fullName: 'One', email: 'one@example.com' });
    await submitForm(t, form, { fullName: 'Two', email: 'two@example.com' });
    const disabled = await eventually(async () => {
      const read = (await t.api('GET', `/landings/${w.demo.id}/webhooks/${hook.id}`, w.owner)).json().data;
      return read.active === false ? read : null;
    }, 35_000);
    expect(disabled.disabled_reason).toMatch(
      /^Switched off after 2 deliveries in a row failed\. Last error: The endpoint answered 500\./,
    );
    expect(receiver.on('/always-500')).toHaveLength(6);
    const list = await deliveries(hook.id);
    expect(list.map((d) => [d.status, d.attempts])).toEqual([
      ['failed', 3],
      ['failed', 3],
    ]);
    // While off, events are not delivered to it.
    await submitForm(t, form, { fullName: 'Three', email: 'three@example.com' });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(await deliveries(hook.id)).toHaveLength(2);
    const enabled = await t.api('PUT', `/landings/${w.demo.id}/webhooks/${hook.id}`, w.owner, {
      active: true,
    });
    expect(enabled.json().data).toMatchObject({
      active: true,
      consecutive_failures: 0,
      disabled_at: null,
      disabled_reason: null,
    });
  }, 60_000);

  it('refuses a redirect to an address the operator did not allow, without retrying', async () => {
    const hook = await createHook('/redirect-private');
    await submitForm(t, form, { fullName: 'Redirected', email: 'redirect@example.com' });
    const [delivery] = await eventually(async () => {
      const list = await deliveries(hook.id);
      return list[0]?.status === 'failed' ? list : null;
    });
    expect(delivery).toMatchObject({
      attempts: 1,
      error: 'The address resolves to a private, loopback or link-local network, which is not allowed.',
    });
    expect(receiver.on('/ok')).toHaveLength(0);
  }, 30_000);

  it('sends a test delivery and redelivers under the same id', async () => {
    const hook = await createHook('/ping');
    const test = await t.api('POST', `/landings/${w.demo.id}/webhooks/${hook.id}/test`, w.owner);
    expect(test.json().success).toBe(true);
    const [first] = await receiver.waitFor('/ping');
    expect(first!.headers['webhook-event']).toBe('webhook.test');
    const id = first!.headers['webhook-id'] as string;
    await eventually(async () => (await deliveries(hook.id))[0]?.status === 'succeeded');
    const again = await t.api(
      'POST',
      `/landings/${w.demo.id}/webhooks/${hook.id}/deliveries/${id}/redeliver`,
      w.owner,
    );
    expect(again.statusCode).toBe(200);
    const both = await receiver.waitFor('/ping', 2);
    expect(both[1]!.headers['webhook-id']).toBe(id);
    expect(both[1]!.body).toBe(first!.body);
  }, 30_000);
});
