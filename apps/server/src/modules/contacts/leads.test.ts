import { formFieldFromPreset } from '@tessera/document';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorsOf,
  publishFormPage,
  publishLinkedForm,
  type SiteDataWorld,
  setWebsiteUserPermissions,
  siteDataApp,
  submitForm,
} from '../../../test/site-data.ts';
import { DEMO, type TestApp } from '../../../test/test-app.ts';
import { cardContacts, formSubmissions } from '../../db/schema/index.ts';
import type { SiteEvent } from '../../lib/site-events.ts';
import { pruneSpam, SPAM_RETENTION_DAYS } from './spam-retention.ts';

/**
 * Leads end to end on the server: spam held back and restored (told once), alert mail through
 * the mail queue (job workers run here), each form's recipients, and the agency-wide inbox.
 */

let t: TestApp;
let w: SiteDataWorld;
const events: SiteEvent[] = [];
const FIELDS = [formFieldFromPreset('fullName'), formFieldFromPreset('email'), formFieldFromPreset('phone')];
let quote: { id: number; page: { pageId: number; elementId: string } };
let launchpadForm: { pageId: number; elementId: string };

const LAUNCHPAD_HOST = 'launchpad.localhost:3000';
const contactEvents = () => events.filter((event) => event.type === 'form.submitted');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Mail that mentions `text`, once the queue had time to send it. */
async function mailWith(text: string, expected = 1): Promise<string[]> {
  for (let i = 0; i < 100; i++) {
    const found = (await t.sentMail()).filter((mail) => mail.includes(text));
    if (found.length >= expected) return found;
    await sleep(100);
  }
  return (await t.sentMail()).filter((mail) => mail.includes(text));
}

function createForm(name: string, extra: Record<string, unknown> = {}) {
  return publishLinkedForm(t, w, { name, fields: FIELDS, extra });
}

beforeAll(async () => {
  // SITES_PORT differs from the port the requests name: links in mail must come from settings.
  ({ t, w } = await siteDataApp({ jobWorkers: true, jobPollingIntervalSeconds: 0.5, SITES_PORT: 8443 }));
  t.app.siteEvents.on('leads-test', async (event) => {
    events.push(event);
  });
  quote = await createForm('Quote');
  launchpadForm = await publishFormPage(t, w.launchpad, {
    fields: FIELDS.map((f) => ({ ...f, choices: [] })),
  });
});
afterAll(() => t.close());

describe('lead alerts', () => {
  it('emails the agency owner by default: the fields, the page and a link to the contact', async () => {
    const response = await submitForm(t, quote.page, {
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '',
    });
    expect(response.statusCode).toBe(200);
    const [mail] = await mailWith('Ada Lovelace');
    expect(mail).toBeDefined();
    expect(mail).toContain(`To: ${DEMO.agency}`);
    expect(mail).toContain(`Subject: New lead on ${w.demo.title}: Ada Lovelace`);
    expect(mail).toContain('Email: ada@example.com');
    expect(mail).toContain('Form: Quote');
    expect(mail).toMatch(/Page: Form form-[0-9a-f]+ \(http:\/\/demo\.localhost:8443\/form-[0-9a-f]+\)/);
    const [contact] = await t.database.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.formId, quote.id));
    // The white label's own domain and the configured port, never the request's Host header.
    expect(mail).toContain(
      `See the contact: http://localhost:8443/agency/websites/${w.demo.id}/contacts?contact=${contact!.id}`,
    );
  });

  it('emails each address the form names, and nobody when it names none', async () => {
    const listed = await createForm('Callback', { notify_emails: ['Sales@Example.com ', 'ops@example.com'] });
    const form = await t.api('GET', `/landings/${w.demo.id}/forms/${listed.id}`, w.owner);
    expect(form.json().data.notify_emails).toEqual(['sales@example.com', 'ops@example.com']);
    await submitForm(t, listed.page, { fullName: 'Grace Hopper', email: 'grace@example.com', phone: '' });
    const mails = await mailWith('Grace Hopper', 2);
    expect(mails.map((mail) => /^To: (.+)$/m.exec(mail)?.[1]).sort()).toEqual([
      'ops@example.com',
      'sales@example.com',
    ]);

    const silent = await createForm('Silent', { notify_emails: [] });
    await submitForm(t, silent.page, { fullName: 'Quiet Person', email: 'quiet@example.com', phone: '' });
    await expect
      .poll(() =>
        contactEvents().some(
          (e) => e.type === 'form.submitted' && e.contact.fields.fullName === 'Quiet Person',
        ),
      )
      .toBe(true);
    await sleep(1500);
    expect(await mailWith('Quiet Person', 0)).toEqual([]);
  });

  it('edits the recipients with the form, and names each bad address in a 422', async () => {
    const form = (await t.api('GET', `/landings/${w.demo.id}/forms/${quote.id}`, w.owner)).json().data;
    const put = (notify_emails: unknown) =>
      t.api('PUT', `/landings/${w.demo.id}/forms/${quote.id}`, w.owner, {
        name: form.name,
        fields: form.fields,
        success_message: form.success_message,
        version: form.version,
        notify_emails,
      });
    expect(errorsOf(await put(['ok@example.com', 'not an address']))).toEqual({
      'notify_emails.1': ['The email must be a valid email address.'],
    });
    expect(errorsOf(await put(['a@example.com', 'A@example.com']))).toEqual({
      'notify_emails.1': ['This address is already in the list.'],
    });
    expect(errorsOf(await put(Array.from({ length: 11 }, (_, i) => `p${i}@example.com`)))).toHaveProperty(
      'notify_emails',
    );
    const saved = await put(['team@example.com']);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.notify_emails).toEqual(['team@example.com']);
    // Left out, the list stays as it is; null goes back to the agency owner.
    const kept = await t.api('PUT', `/landings/${w.demo.id}/forms/${quote.id}`, w.owner, {
      name: form.name,
      fields: form.fields,
      success_message: form.success_message,
      version: saved.json().data.version,
    });
    expect(kept.json().data.notify_emails).toEqual(['team@example.com']);
    const reset = await put(null);
    expect(reset.statusCode).toBe(409);
    const back = await t.api('PUT', `/landings/${w.demo.id}/forms/${quote.id}`, w.owner, {
      name: form.name,
      fields: form.fields,
      success_message: form.success_message,
      version: kept.json().data.version,
      notify_emails: null,
    });
    expect(back.json().data.notify_emails).toBeNull();
  });
});

describe('spam held back, and restored once', () => {
  it('tells no one of spam, and tells everyone once when it is marked "Not spam"', async () => {
    const before = contactEvents().length;
    const fast = await submitForm(
      t,
      quote.page,
      { fullName: 'Speedy Typist', email: 'speedy@example.com', phone: '' },
      { meta: { hp: '', elapsed_ms: 900 } },
    );
    expect(fast.json()).toMatchObject({ success: true });
    await sleep(1500);
    expect(contactEvents()).toHaveLength(before);
    expect(await mailWith('Speedy Typist', 0)).toEqual([]);

    const spam = await t.api('GET', `/landings/${w.demo.id}/contacts?spam=true&search=speedy`, w.owner);
    expect(spam.json().data).toEqual([
      expect.objectContaining({
        name: 'Speedy Typist',
        spam_reason: 'too-fast',
        landing_title: w.demo.title,
      }),
    ]);
    const id = spam.json().data[0].id as number;
    const restored = await t.api('POST', `/landings/${w.demo.id}/contacts/${id}/not-spam`, w.owner);
    expect(restored.json()).toEqual({ success: true, message: 'The contact was moved to your leads.' });
    await expect.poll(() => contactEvents().length).toBe(before + 1);
    const told = contactEvents().at(-1)!;
    expect(told.type === 'form.submitted' && told.contact).toMatchObject({ id, form_id: quote.id });
    expect(await mailWith('Speedy Typist')).toHaveLength(1);

    const again = await t.api('POST', `/landings/${w.demo.id}/contacts/${id}/not-spam`, w.owner);
    expect(again.json().message).toBe('The contact is already among your leads.');
    await sleep(1500);
    expect(contactEvents()).toHaveLength(before + 1);
    expect(await mailWith('Speedy Typist')).toHaveLength(1);

    const leads = await t.api('GET', `/landings/${w.demo.id}/contacts?search=speedy`, w.owner);
    expect(leads.json().data[0]).toMatchObject({ id, spam_reason: null });
  });

  it('lets only those who may see contacts restore them', async () => {
    await submitForm(
      t,
      launchpadForm,
      { fullName: 'Held Lead', email: 'held@example.com', phone: '' },
      { meta: { elapsed_ms: 10 }, host: LAUNCHPAD_HOST },
    );
    const [row] = await t.database.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.landingId, w.launchpad.id));
    const url = `/landings/${w.launchpad.id}/contacts/${row!.id}/not-spam`;
    expect((await t.api('POST', url, w.websiteUser)).statusCode).toBe(403);
    expect((await t.api('POST', url, w.otherOwner)).statusCode).toBe(404);
    expect(
      (await t.api('POST', `/landings/${w.demo.id}/contacts/${row!.id}/not-spam`, w.owner)).statusCode,
    ).toBe(404);
    expect(
      (await t.api('POST', `/landings/${w.launchpad.id}/contacts/abc/not-spam`, w.owner)).statusCode,
    ).toBe(422);
  });

  it('deletes spam older than the retention, never a lead', async () => {
    const old = new Date(Date.now() - (SPAM_RETENTION_DAYS + 1) * 86_400_000);
    const [spam] = await t.database.db
      .insert(formSubmissions)
      .values({
        agencyId: w.demo.agencyId,
        landingId: w.demo.id,
        elementId: 'element-old',
        data: { fullName: 'Old Spam' },
        spamReason: 'honeypot',
        createdAt: old,
      })
      .returning();
    const [lead] = await t.database.db
      .insert(formSubmissions)
      .values({
        agencyId: w.demo.agencyId,
        landingId: w.demo.id,
        elementId: 'element-old',
        data: { fullName: 'Old Lead' },
        createdAt: old,
      })
      .returning();
    expect(await pruneSpam(t.database.db)).toBeGreaterThanOrEqual(1);
    const left = await t.database.db.select({ id: formSubmissions.id }).from(formSubmissions);
    expect(left.map((r) => r.id)).not.toContain(spam!.id);
    expect(left.map((r) => r.id)).toContain(lead!.id);
    expect(
      await t.database.db.select().from(cardContacts).where(eq(cardContacts.spamReason, 'honeypot')),
    ).toEqual([]);
  });
});

describe('the agency-wide inbox', () => {
  beforeAll(async () => {
    const sent = await submitForm(
      t,
      launchpadForm,
      { fullName: 'Zed Launch', email: 'zed@launch.example', phone: '' },
      { host: LAUNCHPAD_HOST },
    );
    expect(sent.statusCode).toBe(200);
  });

  it('lists the contacts of every site the owner has, newest first, with each site named', async () => {
    const inbox = await t.api('GET', '/contacts?per_page=100', w.owner);
    expect(inbox.statusCode).toBe(200);
    const rows = inbox.json().data as Array<{ name: string; landing_id: number; landing_title: string }>;
    expect(rows[0]).toMatchObject({
      name: 'Zed Launch',
      landing_id: w.launchpad.id,
      landing_title: w.launchpad.title,
    });
    expect(rows.map((r) => r.name)).toEqual(
      expect.arrayContaining(['Ada Lovelace', 'Grace Hopper', 'Zed Launch']),
    );
    expect(rows.map((r) => r.name)).not.toContain('Held Lead');
    expect(new Set(rows.map((r) => r.landing_id))).toEqual(new Set([w.demo.id, w.launchpad.id]));
  });

  it('filters by site, form, search and spam, and sorts by name', async () => {
    const bySite = await t.api('GET', `/contacts?landing_id=${w.launchpad.id}`, w.owner);
    expect(bySite.json().data.map((r: { name: string }) => r.name)).toEqual(['Zed Launch']);
    const byForm = await t.api('GET', `/contacts?form_id=${quote.id}&per_page=100`, w.owner);
    expect(byForm.json().data.every((r: { form_id: number }) => r.form_id === quote.id)).toBe(true);
    const found = await t.api('GET', '/contacts?search=GRACE', w.owner);
    expect(found.json().data.map((r: { name: string }) => r.name)).toEqual(['Grace Hopper']);
    const spam = await t.api('GET', '/contacts?spam=true', w.owner);
    expect(spam.json().data.map((r: { name: string }) => r.name)).toEqual(['Held Lead']);
    const byName = await t.api('GET', '/contacts?sort=name&order=asc&per_page=100', w.owner);
    const names = byName.json().data.map((r: { name: string }) => r.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const bySiteName = await t.api('GET', '/contacts?sort=site&order=desc&per_page=1', w.owner);
    expect(bySiteName.json().data[0].landing_title.toLowerCase() >= w.demo.title.toLowerCase()).toBe(true);
  });

  it('exports what the filters show, with the website of each', async () => {
    const response = await t.api('GET', `/contacts/export?search=launch.example`, w.owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="contacts-all-websites-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Submitted at (UTC),Website,Form,Page,Full Name,Email,Phone');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,${w.launchpad.title},`);
    expect(lines[1]).toContain('Zed Launch,zed@launch.example');
    const spam = await t.api('GET', '/contacts/export?spam=true', w.owner);
    const spamLines = spam.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(spamLines[0]).toContain('Held as spam because');
    expect(spamLines[1]).toContain('Sent faster than a person');
  });

  it('shows a member only the sites where it may see contacts, and another agency nothing', async () => {
    // The demo website user is on launchpad with view and edit_design only.
    const none = await t.api('GET', '/contacts', w.websiteUser);
    expect(none.statusCode).toBe(200);
    expect(none.json().meta.total).toBe(0);
    await setWebsiteUserPermissions(t, w.launchpad.id, ['view', 'manage_forms']);
    const some = await t.api('GET', '/contacts?per_page=100', w.websiteUser);
    expect(some.json().data.length).toBeGreaterThan(0);
    expect(some.json().data.every((r: { landing_id: number }) => r.landing_id === w.launchpad.id)).toBe(true);
    const asked = await t.api('GET', `/contacts?landing_id=${w.demo.id}`, w.websiteUser);
    expect(asked.json().meta.total).toBe(0);
    const exported = await t.api('GET', '/contacts/export', w.websiteUser);
    expect(exported.body).not.toContain('Ada Lovelace');
    await setWebsiteUserPermissions(t, w.launchpad.id, ['view', 'edit_design']);

    expect((await t.api('GET', '/contacts', w.otherOwner)).json().meta.total).toBe(0);
    expect((await t.api('GET', '/contacts', null)).statusCode).toBe(401);
  });

  it('answers 422 for malformed filters', async () => {
    expect(errorsOf(await t.api('GET', '/contacts?landing_id=abc', w.owner))).toHaveProperty('landing_id');
    expect(errorsOf(await t.api('GET', '/contacts?sort=phone', w.owner))).toHaveProperty('sort');
    expect(errorsOf(await t.api('GET', '/contacts?spam=yes', w.owner))).toHaveProperty('spam');
    expect(errorsOf(await t.api('GET', '/contacts/export?form_id=-2', w.owner))).toHaveProperty('form_id');
  });
});

describe('card leads held as spam', () => {
  it('keeps a lead sent too fast behind the Spam filter, and counts it once restored', async () => {
    const owner = await t.login(DEMO.cardUser);
    const created = await t.api('POST', '/cards', owner, {
      name: 'Spam Check',
      options: {
        ShowLeadForm: true,
        FieldList: [
          { name: 'fullname', label: 'Full Name', required: true },
          { name: 'email', label: 'Email', required: true },
        ],
      },
    });
    const card = created.json().data as { id: number; short_url: string };
    // A stamp issued just now: the form was sent before a person could have filled it in.
    const page = await t.request({
      method: 'GET',
      url: new URL(card.short_url).pathname,
      headers: { host: 'card.localhost:3000' },
    });
    const stamp = /name="_ts" value="([^"]+)"/.exec(page.body)![1]!;
    const sent = await t.request({
      method: 'POST',
      url: `${new URL(card.short_url).pathname}/lead`,
      headers: { host: 'card.localhost:3000' },
      payload: { fields: { fullname: 'Fast Filler', email: 'fast@example.com', _ts: stamp } },
      remoteAddress: '203.0.113.40',
    });
    expect(sent.json()).toMatchObject({ success: true });
    expect((await t.api('GET', `/cards/${card.id}/contacts`, owner)).json().meta.total).toBe(0);
    const spam = await t.api('GET', `/cards/${card.id}/contacts?spam=true`, owner);
    expect(spam.json().data).toEqual([expect.objectContaining({ spam_reason: 'too-fast' })]);
    const csv = await t.api('GET', `/cards/${card.id}/contacts/export?spam=true`, owner);
    expect(csv.body).toContain('Held as spam because');
    await t.app.cardCounters.flush();
    expect((await t.api('GET', `/cards/${card.id}/stats`, owner)).json().data.totals.leads).toBe(0);

    const id = spam.json().data[0].id as number;
    const restore = await t.api('POST', `/cards/${card.id}/contacts/${id}/not-spam`, owner);
    expect(restore.json()).toEqual({ success: true, message: 'The lead was moved to your leads.' });
    await t.api('POST', `/cards/${card.id}/contacts/${id}/not-spam`, owner);
    await t.app.cardCounters.flush();
    expect((await t.api('GET', `/cards/${card.id}/contacts`, owner)).json().data[0]).toMatchObject({
      id,
      spam_reason: null,
    });
    expect((await t.api('GET', `/cards/${card.id}/stats`, owner)).json().data.totals.leads).toBe(1);
    expect((await t.api('GET', `/cards/${card.id}`, owner)).json().data.contacts_count).toBe(1);
    expect((await t.api('POST', `/cards/${card.id}/contacts/${id}/not-spam`, w.otherOwner)).statusCode).toBe(
      404,
    );
  });
});
