import { CARD_MESSAGES, CHANNEL_MESSAGES } from '@tessera/cards';
import { MESSAGES } from '@tessera/document';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, TEST_PASSWORD, type TestApp } from '../../../test/test-app.ts';
import { agencies, users, whitelabels } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/crypto.ts';

const CARD_HOST = 'card.localhost:3000';

let t: TestApp;
let owner: string; // the demo card user
let agency: string;
let other: string; // a second card user of the demo agency
let outsider: string; // a card user of another agency
let demoAgencyId: number;

async function addUser(email: string, role: 'CardUser' | 'Agency', agencyId: number): Promise<string> {
  await t.database.db.insert(users).values({
    email,
    name: email.split('@')[0]!,
    role,
    agencyId,
    passwordHash: await hashPassword(TEST_PASSWORD, 1024),
  });
  return t.login(email);
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login(DEMO.cardUser);
  agency = await t.login(DEMO.agency);
  const [demo] = await t.database.db.select().from(users).where(eq(users.email, DEMO.agency));
  demoAgencyId = demo!.agencyId!;
  other = await addUser('second.card@example.com', 'CardUser', demoAgencyId);
  const [whitelabel] = await t.database.db.select().from(whitelabels).limit(1);
  const [otherAgency] = await t.database.db
    .insert(agencies)
    .values({ whitelabelId: whitelabel!.id, name: 'Other Agency', subscribed: true, cardLimit: 5 })
    .returning();
  outsider = await addUser('outsider.card@example.com', 'CardUser', otherAgency!.id);
});
afterAll(() => t.close());

const maria = {
  name: 'Maria Okafor',
  job_title: 'Realtor',
  company: 'Okafor Home Group',
  bio: 'Helping families buy and sell homes.',
  options: {
    Design: { Id: 'Elegant', ColorTheme: 'thyme', Color: '#4d7c0f', SecondaryColor: '#ecfccb' },
    IconList: ['call', 'email'],
    ButtonList: [
      { Channel: 'call', Label: 'Call', Value: '(404) 555-0142' },
      { Channel: 'text', Label: 'Text', Value: '+1 404 555 0142' },
      { Channel: 'email', Label: 'Email', Value: 'Maria@OkaforHomes.com' },
      { Channel: 'whatsapp', Label: 'WhatsApp', Value: '+44 20 7946 0958' },
      { Channel: 'facetime', Label: 'FaceTime', Value: 'maria@okaforhomes.com' },
      { Channel: 'website', Label: 'Listings', Value: 'okaforhomes.com/listings' },
      { Channel: 'linkedin', Label: 'LinkedIn', Value: 'mariaokafor' },
      { Channel: 'instagram', Label: 'Instagram', Value: '@maria.sells' },
      { Channel: 'twitter', Label: 'X', Value: 'https://x.com/maria' },
      { Channel: 'youtube', Label: 'YouTube', Value: 'mariatours' },
      { Channel: 'tiktok', Label: 'TikTok', Value: '@mariasells' },
      { Channel: 'snapchat', Label: 'Snapchat', Value: 'mariasnaps' },
      { Channel: 'facebook', Label: 'Facebook', Value: 'https://www.facebook.com/okafor.homes' },
      { Channel: 'contact', Label: 'Save Contact', Value: '' },
    ],
  },
};

async function createCard(token: string, body: Record<string, unknown> = maria) {
  const response = await t.api('POST', '/cards', token, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    id: number;
    version: number;
    url: string;
    short_url: string;
    vcard_url: string;
    options: { ButtonList: Array<{ Channel: string; Value: string }> };
  };
}

const pathOf = (url: string) => new URL(url).pathname;

describe('cards CRUD', () => {
  it('creates a card with every channel stored normalised', async () => {
    const card = await createCard(owner);
    const values = Object.fromEntries(card.options.ButtonList.map((b) => [b.Channel, b.Value]));
    expect(values).toMatchObject({
      call: '+14045550142',
      text: '+14045550142',
      email: 'maria@okaforhomes.com',
      whatsapp: '+442079460958',
      website: 'https://okaforhomes.com/listings',
      linkedin: 'https://www.linkedin.com/in/mariaokafor',
      instagram: 'https://www.instagram.com/maria.sells',
      youtube: 'https://www.youtube.com/@mariatours',
      tiktok: 'https://www.tiktok.com/@mariasells',
      snapchat: 'https://www.snapchat.com/add/mariasnaps',
    });
    expect(card.short_url).toMatch(/^http:\/\/card\.localhost(:\d+)?\/[A-Za-z0-9]{8}$/);
    const list = await t.api('GET', '/cards?search=okafor', owner);
    expect(list.json().data.map((c: { id: number }) => c.id)).toContain(card.id);
  });

  it('answers 422 naming each bad field', async () => {
    const response = await t.api('POST', '/cards', owner, {
      name: '  ',
      photo_url: 'javascript:alert(1)',
      slug: 'Not A Slug!',
      options: {
        ButtonList: [
          { Channel: 'website', Label: 'Site', Value: 'javascript:alert(document.cookie)' },
          { Channel: 'call', Label: 'Call', Value: '1-800-FLOWERS' },
          { Channel: 'email', Label: 'Mail', Value: 'nope' },
          { Channel: 'fax', Label: 'Fax', Value: '1' },
        ],
        Design: { ColorTheme: 'plaid', Color: 'red;}body{x' },
      },
    });
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors as Record<string, string[]>;
    expect(errors.name).toEqual([CARD_MESSAGES.nameRequired]);
    expect(errors.photo_url).toEqual([CARD_MESSAGES.imageUrl]);
    expect(errors.slug).toEqual([CARD_MESSAGES.slug]);
    expect(errors['options.ButtonList.3.Channel']).toBeDefined();
    expect(errors['options.Design.ColorTheme']).toBeDefined();
    expect(errors['options.Design.Color']).toBeDefined();
    const channels = await t.api('POST', '/cards', owner, {
      name: 'X',
      options: {
        ButtonList: [
          { Channel: 'website', Label: 'Site', Value: 'javascript:alert(document.cookie)' },
          { Channel: 'call', Label: 'Call', Value: '1-800-FLOWERS' },
          { Channel: 'email', Label: 'Mail', Value: 'nope' },
        ],
      },
    });
    expect(channels.statusCode).toBe(422);
    expect(channels.json().errors).toEqual({
      'options.ButtonList.0.Value': [CHANNEL_MESSAGES.scheme],
      'options.ButtonList.1.Value': [CHANNEL_MESSAGES.phoneLetters],
      'options.ButtonList.2.Value': [MESSAGES.email],
    });
  });

  it('saves with the loaded version and refuses a stale save with 409', async () => {
    const card = await createCard(owner, { name: 'Versioned' });
    const saved = await t.api('PUT', `/cards/${card.id}`, owner, {
      name: 'Versioned 2',
      version: card.version,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ name: 'Versioned 2', version: card.version + 1 });
    const stale = await t.api('PUT', `/cards/${card.id}`, owner, { name: 'Lost', version: card.version });
    expect(stale.statusCode).toBe(409);
  });

  it('gives a custom URL once and serves the card there too', async () => {
    const card = await createCard(owner, { name: 'Slug Card', slug: 'slug-card-test' });
    const page = await t.request({ method: 'GET', url: '/slug-card-test', headers: { host: CARD_HOST } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Slug Card');
    const taken = await t.api('POST', '/cards', other, { name: 'Copycat', slug: 'slug-card-test' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.slug).toEqual([CARD_MESSAGES.slugTaken]);
    const shortCode = pathOf(card.short_url).slice(1);
    const asCode = await t.api('POST', '/cards', other, { name: 'Copycat', slug: shortCode.toLowerCase() });
    // A slug equal to a short code (case aside) may exist only when no code is spelled that way.
    expect([200, 422]).toContain(asCode.statusCode);
  });

  it('clones and deletes', async () => {
    const card = await createCard(owner, { name: 'To clone' });
    const clone = await t.api('POST', `/cards/${card.id}/clone`, owner);
    expect(clone.statusCode).toBe(200);
    expect(clone.json().data.name).toBe('To clone (copy)');
    const removed = await t.api('DELETE', `/cards/${clone.json().data.id}`, owner);
    expect(removed.json()).toEqual({ success: true, message: 'The card is deleted.' });
    expect((await t.api('GET', `/cards/${clone.json().data.id}`, owner)).statusCode).toBe(404);
  });
});

describe('isolation', () => {
  it('hides a card from another card user and another agency (404), and from editing', async () => {
    const card = await createCard(owner, { name: 'Private card' });
    for (const token of [other, outsider]) {
      expect((await t.api('GET', `/cards/${card.id}`, token)).statusCode).toBe(404);
      expect((await t.api('PUT', `/cards/${card.id}`, token, { name: 'Mine', version: 1 })).statusCode).toBe(
        404,
      );
      expect((await t.api('DELETE', `/cards/${card.id}`, token)).statusCode).toBe(404);
      expect((await t.api('GET', `/cards/${card.id}/contacts`, token)).statusCode).toBe(404);
      expect((await t.api('POST', `/cards/${card.id}/clone`, token)).statusCode).toBe(404);
      const list = await t.api('GET', '/cards?per_page=100', token);
      expect(list.json().data.map((c: { id: number }) => c.id)).not.toContain(card.id);
    }
    // The agency owner sees and may edit every card of the agency.
    expect((await t.api('GET', `/cards/${card.id}`, agency)).statusCode).toBe(200);
    expect((await t.api('GET', `/cards/${card.id}`, await t.login(DEMO.admin))).statusCode).toBe(403);
  });

  it('shares a card with a user of the agency, limited to the permissions given', async () => {
    const card = await createCard(owner, { name: 'Shared card' });
    const unknown = await t.api('POST', `/cards/${card.id}/users/check-email`, owner, {
      email: 'outsider.card@example.com',
    });
    expect(unknown.json().data).toMatchObject({ assignable: false, name: null });
    const check = await t.api('POST', `/cards/${card.id}/users/check-email`, owner, {
      email: ' Second.Card@example.com ',
    });
    expect(check.json().data).toMatchObject({ assignable: true, email: 'second.card@example.com' });
    const refused = await t.api('POST', `/cards/${card.id}/users`, owner, {
      email: 'outsider.card@example.com',
      permissions: ['view'],
    });
    expect(refused.statusCode).toBe(422);
    const assigned = await t.api('POST', `/cards/${card.id}/users`, owner, {
      email: 'second.card@example.com',
      permissions: ['view'],
    });
    expect(assigned.statusCode).toBe(200);
    const seen = await t.api('GET', `/cards/${card.id}`, other);
    expect(seen.json().data.can).toEqual({ edit: false, contacts: false, manage: false });
    expect((await t.api('PUT', `/cards/${card.id}`, other, { name: 'Hijack', version: 1 })).statusCode).toBe(
      403,
    );
    expect((await t.api('GET', `/cards/${card.id}/contacts`, other)).statusCode).toBe(403);
    const users = await t.api('GET', `/cards/${card.id}/users`, owner);
    const userId = users.json().data[0].user_id as number;
    await t.api('PUT', `/cards/${card.id}/users/${userId}`, owner, { permissions: ['view', 'edit_design'] });
    expect((await t.api('PUT', `/cards/${card.id}`, other, { name: 'Edited', version: 1 })).statusCode).toBe(
      200,
    );
    expect((await t.api('DELETE', `/cards/${card.id}`, other)).statusCode).toBe(403);
    await t.api('DELETE', `/cards/${card.id}/users/${userId}`, owner);
    expect((await t.api('GET', `/cards/${card.id}`, other)).statusCode).toBe(404);
  });
});

describe('card limit', () => {
  it('reports card_count/card_limit and refuses past the limit with the product message', async () => {
    const limited = await addUser('limited.owner@example.com', 'Agency', (await newAgency(1)).id);
    const first = await t.api('POST', '/cards', limited, { name: 'Only card' });
    expect(first.statusCode).toBe(200);
    const config = await t.request({ method: 'GET', url: '/api/v1/config', token: limited });
    expect(config.json().data).toMatchObject({ card_count: 1, card_limit: 1 });
    const second = await t.api('POST', '/cards', limited, { name: 'One too many' });
    expect(second.statusCode).toBe(403);
    expect(second.json().message).toBe(
      'You already reached the max card limit. Pleaes contact admin to increase.',
    );
    const clone = await t.api('POST', `/cards/${first.json().data.id}/clone`, limited);
    expect(clone.statusCode).toBe(403);
  });
});

async function newAgency(cardLimit: number) {
  const [whitelabel] = await t.database.db.select().from(whitelabels).limit(1);
  const [row] = await t.database.db
    .insert(agencies)
    .values({
      whitelabelId: whitelabel!.id,
      name: `Agency ${cardLimit}-${Date.now()}`,
      subscribed: true,
      cardLimit,
    })
    .returning();
  return row!;
}

describe('transfers', () => {
  it('moves a confirmed card, with its leads, to the recipient', async () => {
    const card = await createCard(owner, { name: 'Transfer me' });
    await t.database.db.insert((await import('../../db/schema/index.ts')).cardContacts).values({
      cardId: card.id,
      agencyId: demoAgencyId,
      data: { fullname: 'Lead Person', email: 'lead@example.com' },
    });
    const self = await t.api('POST', `/cards/${card.id}/transfer`, owner, { email: DEMO.cardUser });
    expect(self.statusCode).toBe(422);
    const sent = await t.api('POST', `/cards/${card.id}/transfer`, owner, {
      email: 'outsider.card@example.com',
    });
    expect(sent.statusCode).toBe(200);
    expect((await t.sentMail()).some((mail) => mail.includes('Transfer me'))).toBe(true);
    const again = await t.api('POST', `/cards/${card.id}/transfer`, owner, {
      email: 'second.card@example.com',
    });
    expect(again.statusCode).toBe(409);
    // Someone else cannot answer it.
    const pending = await t.api('GET', '/users/card-transfers-requests', outsider);
    const request = pending.json().data.find((r: { card_id: number }) => r.card_id === card.id);
    expect(request).toMatchObject({ status: 'pending', card_name: 'Transfer me' });
    expect(
      (await t.api('POST', `/users/card-transfers-requests/${request.id}/confirm`, other)).statusCode,
    ).toBe(404);
    const confirmed = await t.api('POST', `/users/card-transfers-requests/${request.id}/confirm`, outsider);
    expect(confirmed.statusCode).toBe(200);
    expect((await t.api('GET', `/cards/${card.id}`, owner)).statusCode).toBe(404);
    const now = await t.api('GET', `/cards/${card.id}`, outsider);
    expect(now.json().data).toMatchObject({ is_owner: true, contacts_count: 1 });
    const contacts = await t.api('GET', `/cards/${card.id}/contacts`, outsider);
    expect(contacts.json().data[0].data).toEqual({ fullname: 'Lead Person', email: 'lead@example.com' });
    expect(
      (await t.api('POST', `/users/card-transfers-requests/${request.id}/decline`, outsider)).statusCode,
    ).toBe(409);
    const history = await t.api('GET', '/cards/transfers', agency);
    expect(history.json().data.find((r: { id: number }) => r.id === request.id)).toMatchObject({
      status: 'confirmed',
      to_email: 'outsider.card@example.com',
    });
  });

  it('keeps a declined card where it was', async () => {
    const card = await createCard(owner, { name: 'Keep me' });
    await t.api('POST', `/cards/${card.id}/transfer`, owner, { email: 'second.card@example.com' });
    const pending = await t.api('GET', '/users/card-transfers-requests', other);
    const request = pending.json().data.find((r: { card_id: number }) => r.card_id === card.id);
    const declined = await t.api('POST', `/users/card-transfers-requests/${request.id}/decline`, other);
    expect(declined.statusCode).toBe(200);
    expect((await t.api('GET', `/cards/${card.id}`, owner)).json().data.is_owner).toBe(true);
  });
});

describe('public card page', () => {
  it('renders server-side with channel links, no script but the form island', async () => {
    const card = await createCard(owner);
    const page = await t.request({
      method: 'GET',
      url: pathOf(card.short_url),
      headers: { host: CARD_HOST },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const html = page.body;
    expect(html).toContain('<h1>Maria Okafor</h1>');
    expect(html).toContain('href="tel:+14045550142"');
    expect(html).toContain('href="sms:+14045550142"');
    expect(html).toContain('href="mailto:maria@okaforhomes.com"');
    expect(html).toContain('href="facetime:maria@okaforhomes.com"');
    expect(html).toContain('(404) 555-0142');
    expect(html).toContain('+44 20 7946 0958');
    expect(html).not.toMatch(/<script(?![^>]*src="\/_assets\/islands\/form)/);
    expect(html).not.toMatch(/ on[a-z]+=/i);
    const app = await t.request({ method: 'GET', url: pathOf(card.short_url) });
    expect(app.body).not.toContain('Maria Okafor');
    const missing = await t.request({ method: 'GET', url: '/nope-nope', headers: { host: CARD_HOST } });
    expect(missing.statusCode).toBe(404);
  });

  it('forwards web channel taps and counts views, saves, taps and leads per day', async () => {
    const card = await createCard(owner);
    const base = pathOf(card.short_url);
    await t.request({ method: 'GET', url: base, headers: { host: CARD_HOST } });
    const websiteIndex = card.options.ButtonList.findIndex((b) => b.Channel === 'website');
    const go = await t.request({
      method: 'GET',
      url: `${base}/go/${websiteIndex}`,
      headers: { host: CARD_HOST },
    });
    expect(go.statusCode).toBe(302);
    expect(go.headers.location).toBe('https://okaforhomes.com/listings');
    const ping = await t.request({
      method: 'POST',
      url: `${base}/tap/0`,
      headers: { host: CARD_HOST, 'content-type': 'text/ping' },
      payload: 'PING',
    });
    expect(ping.statusCode).toBe(204);
    await t.request({ method: 'GET', url: `${base}/contact.vcf`, headers: { host: CARD_HOST } });
    await t.app.cardCounters.flush();
    const stats = await t.api('GET', `/cards/${card.id}/stats?days=7`, owner);
    expect(stats.statusCode).toBe(200);
    expect(stats.json().data.totals).toEqual({ views: 1, saves: 1, taps: 2, leads: 0 });
    expect(stats.json().data.taps_by_channel).toEqual({ website: 1, call: 1 });
    expect(stats.json().data.days).toHaveLength(7);
  });

  it('serves its QR code as SVG and PNG', async () => {
    const card = await createCard(owner, { name: 'QR' });
    const base = pathOf(card.short_url);
    const svg = await t.request({ method: 'GET', url: `${base}/qr.svg`, headers: { host: CARD_HOST } });
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toMatch(/^<svg[^>]*viewBox/);
    const png = await t.request({ method: 'GET', url: `${base}/qr.png`, headers: { host: CARD_HOST } });
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });
});
