import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { agencies, users, whitelabels } from '../db/schema/index.ts';

/**
 * Links in mail (password resets, invitations, card transfers) come from the white label's
 * configured domain and the deployment's SITES_HTTPS / SITES_PORT, never from the request:
 * a Host header with another port, or X-Forwarded-* headers, change nothing.
 */

let t: TestApp;
const spoofed = {
  host: 'localhost:6666',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'http',
  'x-forwarded-port': '6666',
  origin: 'http://evil.example',
};

beforeAll(async () => {
  t = await createTestApp({ SITES_HTTPS: true, SITES_PORT: 8443, TRUST_PROXY: true });
});
afterAll(() => t.close());

const lastMailTo = async (address: string) =>
  (await t.sentMail()).filter((mail) => mail.includes(`To: ${address}`)).at(-1) ?? '';
const links = (mail: string) => [...mail.matchAll(/https?:\/\/[^\s"<>]+/g)].map((match) => match[0]);

describe('links in mail', () => {
  it('builds the reset link from the white label and the configured port, not the Host header', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/passwords/reset',
      headers: spoofed,
      payload: { email: DEMO.agencyUser },
    });
    expect(response.statusCode).toBe(200);
    const mail = await lastMailTo(DEMO.agencyUser);
    expect(links(mail).length).toBeGreaterThan(0);
    for (const link of links(mail))
      expect(link).toMatch(/^https:\/\/localhost:8443\/passwords\/reset\?token=/);
    expect(mail).not.toContain('6666');
    expect(mail).not.toContain('evil.example');
  });

  it("uses the user's own white label when they sign in on another one", async () => {
    const db = t.database.db;
    const [brand] = await db
      .insert(whitelabels)
      .values({ domain: 'app.brand.test', name: 'Brand' })
      .returning();
    const [user] = await db.select().from(users).where(eq(users.email, DEMO.websiteUser));
    await db.update(agencies).set({ whitelabelId: brand!.id }).where(eq(agencies.id, user!.agencyId!));
    try {
      await t.request({
        method: 'POST',
        url: '/api/v1/passwords/reset',
        headers: spoofed,
        payload: { email: DEMO.websiteUser },
      });
      const mail = await lastMailTo(DEMO.websiteUser);
      expect(links(mail)[0]).toMatch(/^https:\/\/app\.brand\.test:8443\/passwords\/reset\?token=/);
    } finally {
      const [original] = await db.select().from(whitelabels).where(eq(whitelabels.domain, 'localhost'));
      await db.update(agencies).set({ whitelabelId: original!.id }).where(eq(agencies.id, user!.agencyId!));
    }
  });

  it('builds invitation and card transfer links the same way', async () => {
    const owner = await t.login(DEMO.agency);
    const invited = `invited.${Date.now()}@example.com`;
    const imported = await t.request({
      method: 'POST',
      url: '/api/v1/landings/multiple-users',
      token: owner,
      headers: spoofed,
      payload: { csv: `name,email,role,password,landing_ids,permissions\nInvited,${invited},CardUser,,,` },
    });
    expect(imported.json().data.created).toBe(1);
    expect(links(await lastMailTo(invited))[0]).toMatch(/^https:\/\/localhost:8443\/passwords\/reset\?/);

    const cardUser = await t.login(DEMO.cardUser);
    const card = (await t.api('POST', '/cards', cardUser, { name: 'Link card' })).json().data as {
      id: number;
    };
    const recipient = `recipient.${Date.now()}@example.com`;
    const sent = await t.request({
      method: 'POST',
      url: `/api/v1/cards/${card.id}/transfer`,
      token: cardUser,
      headers: spoofed,
      payload: { email: recipient },
    });
    expect(sent.statusCode).toBe(200);
    expect(links(await lastMailTo(recipient))).toEqual(['https://localhost:8443/user/cards']);
  });
});
