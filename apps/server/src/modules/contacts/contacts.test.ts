import type { RealtimeServerMessage } from '@tessera/api-contract';
import { FORM_HONEYPOT_NAME, formFieldFromPreset } from '@tessera/document';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import {
  DEMO_HOST,
  errorsOf,
  publishFormPage,
  publishLinkedForm,
  type SiteDataWorld,
  setWebsiteUserPermissions,
  siteDataApp,
  submitForm,
} from '../../../test/site-data.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { formSubmissions } from '../../db/schema/index.ts';

let t: TestApp;
let w: SiteDataWorld;
let quoteFormId: number;
let linked: { pageId: number; elementId: string };
let unlinked: { pageId: number; elementId: string };

beforeAll(async () => {
  ({ t, w } = await siteDataApp());
  const quote = await publishLinkedForm(t, w, {
    name: 'Quote',
    fields: [
      formFieldFromPreset('fullName'),
      formFieldFromPreset('email'),
      { name: 'budget', label: 'Monthly budget', type: 'text', rules: '' },
    ],
    successMessage: '',
  });
  quoteFormId = quote.id;
  linked = quote.page;
  unlinked = await publishFormPage(t, w.demo, {
    fields: [formFieldFromPreset('firstName'), formFieldFromPreset('email')],
  });
});
afterAll(() => t.close());

/** A socket on the realtime endpoint and the messages it received so far. */
async function openSocket(): Promise<{
  socket: WebSocket;
  messages: RealtimeServerMessage[];
  next: (type: string) => Promise<RealtimeServerMessage>;
}> {
  const socket = await t.app.injectWS('/api/v1/realtime', { headers: { host: 'localhost:3000' } });
  const messages: RealtimeServerMessage[] = [];
  const waiters: Array<() => void> = [];
  socket.on('message', (data) => {
    messages.push(JSON.parse(data.toString()));
    for (const wake of waiters.splice(0)) wake();
  });
  let seen = 0;
  const next = async (type: string): Promise<RealtimeServerMessage> => {
    for (;;) {
      const index = messages.findIndex((m, i) => i >= seen && m.type === type);
      if (index >= 0) {
        seen = index + 1;
        return messages[index]!;
      }
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no ${type} message; got ${JSON.stringify(messages)}`)),
          5000,
        );
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  };
  return { socket, messages, next };
}

describe('public form submissions', () => {
  it('files a submission under the form record its element points at, with that record’s message', async () => {
    const response = await submitForm(t, linked, {
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      budget: '$2,000',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Thank you! We will be in touch shortly.' });
    const [stored] = await t.database.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.pageId, linked.pageId));
    expect(stored).toMatchObject({ formId: quoteFormId, landingId: w.demo.id, agencyId: w.demo.agencyId });
  });

  it('validates on the server with the form’s own rules', async () => {
    const response = await submitForm(t, linked, { fullName: '', email: 'nope', budget: '' });
    expect(errorsOf(response)).toEqual({
      fullName: ['This field is required.'],
      email: ['Email format is invalid.'],
    });
  });

  it('keeps spam (honeypot, too fast, no timing) as contacts marked spam, answered as a lead', async () => {
    const before = await t.database.db.select().from(formSubmissions);
    const valid = { fullName: 'Bot', email: 'bot@example.com', budget: '' };
    const honeypot = await submitForm(t, linked, valid, {
      meta: { hp: 'https://spam.example', elapsed_ms: 60_000 },
    });
    const tooFast = await submitForm(
      t,
      linked,
      { ...valid, fullName: 'Autofill' },
      { meta: { hp: '', elapsed_ms: 300 } },
    );
    const noTiming = await submitForm(t, linked, valid, { meta: {} });
    for (const response of [honeypot, tooFast, noTiming]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: 'Thank you! We will be in touch shortly.' });
    }
    const native = await t.request({
      method: 'POST',
      url: `/_forms/${unlinked.pageId}/${unlinked.elementId}`,
      headers: { host: DEMO_HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `firstName=Bot&email=bot%40example.com&${FORM_HONEYPOT_NAME}=http%3A%2F%2Fspam`,
      remoteAddress: '203.0.113.77',
    });
    expect(native.statusCode).toBe(200);
    expect(native.body).toContain('Thank you');
    const stored = await t.database.db.select().from(formSubmissions);
    expect(stored).toHaveLength(before.length + 4);
    const held = stored.slice(before.length);
    expect(held.map((row) => row.spamReason)).toEqual(['honeypot', 'too-fast', 'too-fast', 'honeypot']);
    // Spam is never announced (webhooks, live screens, alert mail) until someone restores it.
    expect(held.every((row) => row.announced === false)).toBe(true);

    // Hidden from the contacts, listed behind the Spam filter with its reason.
    const leads = await t.api('GET', `/landings/${w.demo.id}/contacts?per_page=100`, w.owner);
    expect(leads.json().data.map((r: { name: string }) => r.name)).not.toContain('Bot');
    const spam = await t.api('GET', `/landings/${w.demo.id}/contacts?spam=true&per_page=100`, w.owner);
    expect(spam.json().meta.total).toBe(4);
    expect(spam.json().data[0]).toMatchObject({ name: 'Bot', spam_reason: 'honeypot' });
    expect((await t.api('GET', `/landings/${w.demo.id}/contacts?spam=maybe`, w.owner)).statusCode).toBe(422);

    // The form's counts stay truthful: one lead, three held as spam.
    const listed = await t.api('GET', `/landings/${w.demo.id}/forms/${quoteFormId}`, w.owner);
    expect(listed.json().data).toMatchObject({ spam_count: 3, contacts_count: 1 });
    const formList = await t.api('GET', `/landings/${w.demo.id}/forms?sort=contacts&order=desc`, w.owner);
    expect(formList.json().data[0]).toMatchObject({ name: 'Quote', contacts_count: 1, spam_count: 3 });
    expect(formList.json().data[0].last_contact_at).toEqual(expect.any(String));
  });

  it('holds a burst from one address as spam (rate), and refuses only past the rate limit', async () => {
    const ip = '203.0.113.60';
    const names: string[] = [];
    for (let i = 1; i <= 6; i++) {
      names.push(`Burst ${i}`);
      const response = await submitForm(
        t,
        unlinked,
        { firstName: `Burst ${i}`, email: `b${i}@example.com` },
        { ip },
      );
      expect(response.statusCode).toBe(200);
    }
    const rows = await t.database.db.select().from(formSubmissions);
    const burst = rows.filter((row) => String(row.data.firstName ?? '').startsWith('Burst '));
    expect(burst.map((row) => row.spamReason)).toEqual([null, null, null, null, null, 'rate']);
    // The address itself is never stored, only a keyed hash of it.
    expect(JSON.stringify(burst)).not.toContain(ip);
  });

  it('rate-limits each address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push(
        (
          await submitForm(
            t,
            unlinked,
            { firstName: 'Rita', email: 'r@example.com' },
            { ip: '203.0.113.250' },
          )
        ).statusCode,
      );
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('contacts', () => {
  beforeAll(async () => {
    await submitForm(t, unlinked, { firstName: 'Grace', email: 'grace@example.com' });
    await submitForm(t, linked, { fullName: 'Linus =cmd', email: 'linus@example.com', budget: '=1+1' });
  });

  it('lists newest first with the usual fields read out, and filters by form', async () => {
    const all = await t.api('GET', `/landings/${w.demo.id}/contacts?per_page=100`, w.owner);
    expect(all.statusCode).toBe(200);
    const rows = all.json().data as Array<{
      name: string;
      email: string;
      form_name: string | null;
      page_name: string;
    }>;
    expect(rows[0]).toMatchObject({ name: 'Linus =cmd', email: 'linus@example.com', form_name: 'Quote' });
    expect(rows.map((r) => r.name)).toContain('Grace');
    const quote = await t.api('GET', `/landings/${w.demo.id}/contacts?form_id=${quoteFormId}`, w.owner);
    expect(quote.json().data.map((r: { name: string }) => r.name)).toEqual(['Linus =cmd', 'Ada Lovelace']);
    const none = await t.api('GET', `/landings/${w.demo.id}/contacts?form_id=none&per_page=100`, w.owner);
    expect(none.json().data.every((r: { form_id: number | null }) => r.form_id === null)).toBe(true);
    expect(none.json().data.map((r: { name: string }) => r.name)).toContain('Grace');
  });

  it('searches values literally', async () => {
    const found = await t.api('GET', `/landings/${w.demo.id}/contacts?search=GRACE`, w.owner);
    expect(found.json().data.map((r: { email: string }) => r.email)).toEqual(['grace@example.com']);
    // Keys are not values: every contact has an "email" key, none has it as a value.
    expect(
      (await t.api('GET', `/landings/${w.demo.id}/contacts?search=firstName`, w.owner)).json().meta.total,
    ).toBe(0);
    expect(
      (await t.api('GET', `/landings/${w.demo.id}/contacts?search=%25`, w.owner)).json().meta.total,
    ).toBe(0);
  });

  it('shows one contact with the labels of its form', async () => {
    const list = await t.api('GET', `/landings/${w.demo.id}/contacts?form_id=${quoteFormId}`, w.owner);
    const id = list.json().data[0].id;
    const detail = await t.api('GET', `/landings/${w.demo.id}/contacts/${id}`, w.owner);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.entries).toEqual([
      { name: 'fullName', label: 'Full Name', value: 'Linus =cmd' },
      { name: 'email', label: 'Email', value: 'linus@example.com' },
      { name: 'budget', label: 'Monthly budget', value: '=1+1' },
    ]);
    expect(detail.json().data.page_id).toBe(linked.pageId);
  });

  it('exports CSV with the filters, labels as headers and formulas defused', async () => {
    const response = await t.api(
      'GET',
      `/landings/${w.demo.id}/contacts/export?form_id=${quoteFormId}`,
      w.owner,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="contacts-demo-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Submitted at (UTC),Form,Page,Full Name,Email,Monthly budget');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(',Quote,');
    expect(lines[1]).toContain('Ada Lovelace,ada@example.com,"$2,000"');
    expect(lines[2]).toContain("Linus =cmd,linus@example.com,'=1+1");
    const all = await t.api('GET', `/landings/${w.demo.id}/contacts/export?search=grace`, w.owner);
    expect(all.body.trimEnd().split('\r\n')).toHaveLength(2);
  });

  it('answers 422 for malformed input', async () => {
    expect(
      errorsOf(await t.api('GET', `/landings/${w.demo.id}/contacts?form_id=abc`, w.owner)),
    ).toHaveProperty('form_id');
    expect(
      errorsOf(await t.api('GET', `/landings/${w.demo.id}/contacts?form_id=-1`, w.owner)),
    ).toHaveProperty('form_id');
    expect(errorsOf(await t.api('GET', `/landings/${w.demo.id}/contacts?page=0`, w.owner))).toHaveProperty(
      'page',
    );
    expect(errorsOf(await t.api('GET', `/landings/${w.demo.id}/contacts?order=up`, w.owner))).toHaveProperty(
      'order',
    );
    expect(
      errorsOf(
        await t.api('GET', `/landings/${w.demo.id}/contacts/export?search=${'x'.repeat(201)}`, w.owner),
      ),
    ).toHaveProperty('search');
    expect(errorsOf(await t.api('GET', `/landings/${w.demo.id}/contacts/0`, w.owner))).toHaveProperty(
      'contactId',
    );
    expect(errorsOf(await t.api('DELETE', `/landings/x/contacts/1`, w.owner))).toHaveProperty('id');
  });

  it('keeps contacts inside their site and agency', async () => {
    const list = await t.api('GET', `/landings/${w.demo.id}/contacts`, w.owner);
    const id = list.json().data[0].id;
    for (const [method, url] of [
      ['GET', `/landings/${w.demo.id}/contacts`],
      ['GET', `/landings/${w.demo.id}/contacts/export`],
      ['GET', `/landings/${w.demo.id}/contacts/${id}`],
      ['DELETE', `/landings/${w.demo.id}/contacts/${id}`],
    ] as const) {
      expect((await t.api(method, url, w.otherOwner)).statusCode, `${method} ${url} other owner`).toBe(404);
      expect(
        (await t.api(method, url, w.websiteUser)).statusCode,
        `${method} ${url} sub-user without the site`,
      ).toBe(404);
    }
    // Contacts are personal data: view/edit_design is not enough.
    expect((await t.api('GET', `/landings/${w.launchpad.id}/contacts`, w.websiteUser)).statusCode).toBe(403);
    expect(
      (await t.api('GET', `/landings/${w.launchpad.id}/contacts/export`, w.websiteUser)).statusCode,
    ).toBe(403);
    // A contact of demo is not found under another site of the same agency.
    expect((await t.api('GET', `/landings/${w.launchpad.id}/contacts/${id}`, w.owner)).statusCode).toBe(404);
    expect((await t.api('DELETE', `/landings/${w.launchpad.id}/contacts/${id}`, w.owner)).statusCode).toBe(
      404,
    );
    await setWebsiteUserPermissions(t, w.launchpad.id, ['view', 'manage_forms']);
    expect((await t.api('GET', `/landings/${w.launchpad.id}/contacts`, w.websiteUser)).statusCode).toBe(200);
    await setWebsiteUserPermissions(t, w.launchpad.id, ['view', 'edit_design']);
  });

  it('deletes a contact', async () => {
    const list = await t.api('GET', `/landings/${w.demo.id}/contacts?search=grace`, w.owner);
    const id = list.json().data[0].id;
    expect((await t.api('DELETE', `/landings/${w.demo.id}/contacts/${id}`, w.owner)).json()).toEqual({
      success: true,
      message: 'The contact was deleted.',
    });
    expect((await t.api('GET', `/landings/${w.demo.id}/contacts/${id}`, w.owner)).statusCode).toBe(404);
  });

  it('keeps contacts when their form record is deleted', async () => {
    const response = await t.api('DELETE', `/landings/${w.demo.id}/forms/${quoteFormId}`, w.owner);
    expect(response.json().message).toBe('The form “Quote” was deleted. Its 2 contacts were kept.');
    const none = await t.api('GET', `/landings/${w.demo.id}/contacts?search=linus`, w.owner);
    expect(none.json().data[0]).toMatchObject({ form_id: null, form_name: null });
  });
});

describe('realtime notifications', () => {
  it('tells a subscribed socket of a new contact, and only sockets allowed to see the site', async () => {
    const owner = await openSocket();
    owner.socket.send(JSON.stringify({ type: 'auth', token: w.owner }));
    expect(await owner.next('ready')).toMatchObject({ type: 'ready' });
    owner.socket.send(JSON.stringify({ type: 'subscribe', landing_id: w.demo.id }));
    expect(await owner.next('subscribed')).toEqual({ type: 'subscribed', landing_id: w.demo.id });

    const stranger = await openSocket();
    stranger.socket.send(JSON.stringify({ type: 'auth', token: w.otherOwner }));
    await stranger.next('ready');
    stranger.socket.send(JSON.stringify({ type: 'subscribe', landing_id: w.demo.id }));
    expect(await stranger.next('error')).toEqual({
      type: 'error',
      landing_id: w.demo.id,
      message: 'Site not found.',
    });

    const subUser = await openSocket();
    subUser.socket.send(JSON.stringify({ type: 'auth', token: w.websiteUser }));
    await subUser.next('ready');
    subUser.socket.send(JSON.stringify({ type: 'subscribe', landing_id: w.demo.id }));
    expect((await subUser.next('error')).type).toBe('error');

    const response = await submitForm(t, unlinked, { firstName: 'Realtime', email: 'rt@example.com' });
    expect(response.statusCode).toBe(200);
    const event = await owner.next('event');
    expect(event).toMatchObject({ type: 'event', event: 'contact.created', landing_id: w.demo.id });
    const contactId = Number((event as Extract<RealtimeServerMessage, { type: 'event' }>).ids.contact_id);
    const detail = await t.api('GET', `/landings/${w.demo.id}/contacts/${contactId}`, w.owner);
    expect(detail.json().data.name).toBe('Realtime');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stranger.messages.some((m) => m.type === 'event')).toBe(false);
    expect(subUser.messages.some((m) => m.type === 'event')).toBe(false);
    for (const s of [owner, stranger, subUser]) s.socket.terminate();
  });

  it('closes sockets that do not authenticate, send garbage, or whose session ended', async () => {
    const anonymous = await openSocket();
    const closed = new Promise<number>((resolve) => anonymous.socket.on('close', (code) => resolve(code)));
    anonymous.socket.send(JSON.stringify({ type: 'subscribe', landing_id: w.demo.id }));
    expect(await closed).toBe(4401);

    const garbage = await openSocket();
    const garbageClosed = new Promise<number>((resolve) =>
      garbage.socket.on('close', (code) => resolve(code)),
    );
    garbage.socket.send('not json');
    expect(await garbageClosed).toBe(4400);

    const badToken = await openSocket();
    const badClosed = new Promise<number>((resolve) => badToken.socket.on('close', (code) => resolve(code)));
    badToken.socket.send(JSON.stringify({ type: 'auth', token: 'forged' }));
    expect(await badClosed).toBe(4401);

    const token = await t.login('agency@demo.tessera');
    const session = await openSocket();
    session.socket.send(JSON.stringify({ type: 'auth', token }));
    await session.next('ready');
    const sessionClosed = new Promise<number>((resolve) =>
      session.socket.on('close', (code) => resolve(code)),
    );
    await t.api('POST', '/logout', token);
    await t.app.realtime.revalidateNow();
    expect(await sessionClosed).toBe(4401);
  });

  it('answers a plain GET on the websocket path with 404', async () => {
    expect((await t.request({ method: 'GET', url: '/api/v1/realtime' })).statusCode).toBe(404);
  });
});
