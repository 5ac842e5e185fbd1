import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsOf, type SiteDataWorld, siteDataApp } from '../../../test/site-data.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { eventually, WebhookReceiver } from '../../../test/webhook-receiver.ts';
import { REFUSED_ADDRESS_MESSAGE } from '../../lib/outbound.ts';

/**
 * Webhook targets under the default policy (WEBHOOKS_ALLOW_PRIVATE unset). Names are answered
 * by the outbound hosts table, so no lookup leaves the machine; `localhost` comes from the
 * system's own hosts file.
 */
let t: TestApp;
let w: SiteDataWorld;
let receiver: WebhookReceiver;
const hosts: Record<string, string[]> = {
  'loopback.test': ['127.0.0.1'],
  'metadata.test': ['169.254.169.254'],
  // A documentation address: public to the checks, and never connected to by these tests.
  'rebind.test': ['93.184.216.34'],
};

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.api(method, url, w.owner, payload);

beforeAll(async () => {
  receiver = await new WebhookReceiver().start();
  ({ t, w } = await siteDataApp({
    jobWorkers: true,
    jobPollingIntervalSeconds: 0.5,
    webhookTuning: { retryLimit: 2, retryDelaySeconds: 1, timeoutMs: 2000, hosts },
  }));
}, 60_000);
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

describe('webhook targets on private networks', () => {
  it('refuses loopback, link-local, private and names resolving to them when saving', async () => {
    const targets = [
      'http://127.0.0.1/hook',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/hook',
      'http://10.0.0.1/hook',
      `http://loopback.test:${receiver.port}/hook`,
      'https://metadata.test/',
      'http://localhost:8080/',
    ];
    for (const url of targets) {
      const response = await api('POST', `/landings/${w.demo.id}/webhooks`, {
        name: 'Probe',
        url,
        events: ['form.submitted'],
      });
      expect(errorsOf(response).url, url).toEqual([REFUSED_ADDRESS_MESSAGE]);
    }
    const ok = await api('POST', `/landings/${w.demo.id}/webhooks`, {
      name: 'Public',
      url: 'https://rebind.test/hook',
      events: ['form.submitted'],
    });
    expect(ok.statusCode).toBe(200);
    const moved = await api('PUT', `/landings/${w.demo.id}/webhooks/${ok.json().data.id}`, {
      url: 'http://10.0.0.1/',
    });
    expect(errorsOf(moved).url).toEqual([REFUSED_ADDRESS_MESSAGE]);
    expect(receiver.received).toHaveLength(0);
  });

  it('checks the address again when delivering, so a name that changed to loopback is refused', async () => {
    const created = await api('POST', `/landings/${w.demo.id}/webhooks`, {
      name: 'Rebinding',
      url: `http://rebind.test:${receiver.port}/hook`,
      events: ['form.submitted'],
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id;
    // DNS now answers with the receiver's loopback address (a rebinding attack).
    hosts['rebind.test'] = ['127.0.0.1'];
    expect((await api('POST', `/landings/${w.demo.id}/webhooks/${id}/test`)).statusCode).toBe(200);
    const [delivery] = await eventually(async () => {
      const list = (await api('GET', `/landings/${w.demo.id}/webhooks/${id}/deliveries`)).json().data;
      return list[0]?.status === 'failed' ? list : null;
    });
    expect(delivery).toMatchObject({ attempts: 1, error: REFUSED_ADDRESS_MESSAGE });
    expect(receiver.received).toHaveLength(0);
  }, 30_000);
});
