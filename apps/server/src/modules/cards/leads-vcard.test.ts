import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ICAL from 'ical.js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../../test/multipart.ts';
import { createTestApp, DEMO, type TestApp } from '../../../test/test-app.ts';
import { hmacSha256 } from '../../lib/crypto.ts';
import type { SiteEvent } from '../../lib/site-events.ts';
import { FormStamps, MIN_FILL_MS } from './public/spam.ts';

const CARD_HOST = 'card.localhost:3000';

let t: TestApp;
let owner: string;
let agency: string;
let hook: Server;
const delivered: Array<{ headers: IncomingHttpHeaders; body: string }> = [];

beforeAll(async () => {
  hook = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      delivered.push({ headers: request.headers, body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  // The fake receiver is on loopback, which production refuses; tests allow it explicitly. Job
  // workers run here: alert mail goes through the mail queue.
  t = await createTestApp({ WEBHOOKS_ALLOW_PRIVATE: true, jobWorkers: true, jobPollingIntervalSeconds: 0.5 });
  owner = await t.login(DEMO.cardUser);
  agency = await t.login(DEMO.agency);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => hook.close(resolve));
});

const stamps = () => new FormStamps(hmacSha256(t.config.SECRET_KEY, 'card-lead-stamps'));

async function makeCard(body: Record<string, unknown>) {
  const response = await t.api('POST', '/cards', owner, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; short_url: string };
}

describe('vCard download', () => {
  const hostile = {
    name: 'Zoë "Ze" O’Brien-Łukasz\nEND:VCARD',
    job_title: 'Head of Sales, EMEA; Growth',
    company: 'Acme; Widgets, Inc. 株式会社',
    bio: 'Line one\nLine two, with comma; semicolon \\ backslash — and a very long tail '.repeat(3).trim(),
    photo_url: 'https://cdn.example.com/photos/zoe,1;2.jpg',
    options: {
      ButtonList: [
        { Channel: 'call', Label: 'Call', Value: '+1 (404) 555-0142' },
        { Channel: 'text', Label: 'Text', Value: '+14045550142' },
        { Channel: 'whatsapp', Label: 'WhatsApp', Value: '+44 20 7946 0958' },
        { Channel: 'email', Label: 'Email', Value: 'zoe@example.com' },
        { Channel: 'email', Label: 'Work', Value: 'zoe.obrien@acme.example' },
        { Channel: 'website', Label: 'Site', Value: 'https://acme.example/a,b;c' },
        { Channel: 'linkedin', Label: 'LinkedIn', Value: 'zoeobrien' },
        { Channel: 'contact', Label: 'Save', Value: '' },
      ],
    },
  };

  for (const version of ['3.0', '4.0'] as const) {
    it(`is a valid vCard ${version} that an independent parser (ical.js) reads back field for field`, async () => {
      const card = await makeCard(hostile);
      const path = `${new URL(card.short_url).pathname}/contact.vcf${version === '4.0' ? '?version=4.0' : ''}`;
      const response = await t.request({ method: 'GET', url: path, headers: { host: CARD_HOST } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/vcard; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="[a-z0-9-]+\.vcf"$/);
      const text = response.body;
      // Every line ends in CRLF and holds at most 75 octets; no value broke out into a property.
      for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      expect(text.match(/^END:VCARD$/gm)).toHaveLength(1);

      // Free text (FN, TITLE, NOTE, EMAIL): vCard 3.0 escapes every semicolon (RFC 2426's
      // text-value has no bare ";"); 4.0 writes it as is (RFC 6350 allows either).
      const freeText = text
        .replace(/\r\n /g, '')
        .split('\r\n')
        .filter((line) => /^(FN|TITLE|NOTE|EMAIL)[;:]/.test(line))
        .map((line) => line.slice(line.indexOf(':') + 1));
      expect(freeText.length).toBeGreaterThanOrEqual(5);
      for (const value of freeText) {
        if (version === '3.0') expect(value).not.toMatch(/(^|[^\\])(\\\\)*;/);
        expect(value).not.toMatch(/(^|[^\\])(\\\\)*,/);
      }
      expect(text).toContain(version === '3.0' ? 'EMEA\\; Growth' : 'EMEA; Growth');

      const component = new ICAL.Component(ICAL.parse(text));
      // ical.js decodes "\;" only inside compound values (N, ORG); in a 3.0 free-text value it
      // hands the escape back as written, so that one escape is undone here before comparing.
      const undoSemicolonEscape = (value: unknown) =>
        version === '3.0' && typeof value === 'string' ? value.replace(/\\;/g, ';') : value;
      const one = (name: string) => undoSemicolonEscape(component.getFirstPropertyValue(name));
      const all = (name: string) => component.getAllProperties(name).map((p) => p.getFirstValue());
      expect(one('version')).toBe(version);
      expect(one('fn')).toBe('Zoë "Ze" O’Brien-Łukasz\nEND:VCARD');
      // The last word is the family name; the rest are given names.
      expect(component.getFirstProperty('n')!.getValues()[0]).toEqual([
        'END:VCARD',
        'Zoë "Ze" O’Brien-Łukasz',
        '',
        '',
        '',
      ]);
      expect(component.getFirstProperty('org')!.getValues()[0]).toEqual('Acme; Widgets, Inc. 株式会社');
      expect(one('title')).toBe(hostile.job_title);
      expect(one('note')).toBe(hostile.bio);
      const tel = version === '4.0' ? 'tel:' : '';
      expect(all('tel')).toEqual([`${tel}+14045550142`, `${tel}+442079460958`]);
      expect(component.getFirstProperty('tel')!.getParameter('type')).toEqual(
        version === '4.0' ? ['cell', 'voice', 'text'] : ['CELL', 'VOICE', 'TEXT'],
      );
      expect(all('email')).toEqual(['zoe@example.com', 'zoe.obrien@acme.example']);
      expect(all('url')).toEqual(['https://acme.example/a%2Cb%3Bc', 'https://www.linkedin.com/in/zoeobrien']);
      expect(one('photo')).toBe('https://cdn.example.com/photos/zoe%2C1%3B2.jpg');
      expect(String(one('uid'))).toMatch(/^urn:tessera:card:/);
    });
  }
});

describe('card pictures', () => {
  it('uploads a photo and a logo, serves them on the cards host and inlines the photo in the vCard', async () => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 4, background: '#7c3aed' } })
      .png()
      .toBuffer();
    const photoBody = await multipartBody({ elementId: 'photo' }, { name: 'me.png', bytes: png });
    const photo = await t.request({
      method: 'POST',
      url: '/api/v1/cards/images/upload-image',
      token: owner,
      headers: photoBody.headers,
      payload: photoBody.payload,
    });
    expect(photo.statusCode, photo.body).toBe(201);
    expect(photo.json().data).toMatchObject({ Ratio: 0.67, elementId: 'photo' });
    const photoUrl = photo.json().data.url as string;
    expect(photoUrl).toMatch(/^http:\/\/card\.localhost(:\d+)?\/_img\/\d+\/[0-9a-f]{32}\.jpg$/);
    const logoBody = await multipartBody({}, { name: 'logo.png', bytes: png });
    const logo = await t.request({
      method: 'POST',
      url: '/api/v1/cards/images/upload-logo-image',
      token: owner,
      headers: logoBody.headers,
      payload: logoBody.payload,
    });
    expect(logo.json().data).toMatchObject({ ShowWidth: 90, ShowHeight: 60 });
    const served = await t.request({
      method: 'GET',
      url: new URL(photoUrl).pathname,
      headers: { host: CARD_HOST },
    });
    expect(served.headers['content-type']).toBe('image/jpeg');
    const notImage = await multipartBody({}, { name: 'x.png', bytes: Buffer.from('<svg onload=alert(1)>') });
    const refused = await t.request({
      method: 'POST',
      url: '/api/v1/cards/images/upload-image',
      token: owner,
      headers: notImage.headers,
      payload: notImage.payload,
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['file']);

    const card = await makeCard({ name: 'Photo Card', photo_url: photoUrl });
    const vcard = await t.request({
      method: 'GET',
      url: `${new URL(card.short_url).pathname}/contact.vcf`,
      headers: { host: CARD_HOST },
    });
    const component = new ICAL.Component(ICAL.parse(vcard.body));
    const photoProperty = component.getFirstProperty('photo')!;
    expect(photoProperty.getParameter('encoding')).toBe('b');
    const bytes = Buffer.from(String(photoProperty.getFirstValue()), 'base64');
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 400, height: 400 });
  });

  it('goes through the files pipeline: every size the card page asks for, SVG logos as PNG, scripts refused', async () => {
    const upload = async (path: string, name: string, bytes: Buffer) => {
      const body = await multipartBody({}, { name, bytes });
      return t.request({
        method: 'POST',
        url: path,
        token: owner,
        headers: body.headers,
        payload: body.payload,
      });
    };
    // A photo smaller than the page's copies: each copy is still there (never enlarged).
    const small = await sharp({ create: { width: 200, height: 300, channels: 4, background: '#0ea5e980' } })
      .png()
      .toBuffer();
    const photo = await upload('/api/v1/cards/images/upload-image', 'small.png', small);
    expect(photo.statusCode, photo.body).toBe(201);
    expect(photo.json().data).toMatchObject({ Ratio: 1.5, elementId: null, valueKey: null });
    const photoPath = new URL(photo.json().data.url as string).pathname;
    for (const path of [
      photoPath,
      photoPath.replace(/\.jpg$/, '-320.jpg'),
      photoPath.replace(/\.jpg$/, '-880.jpg'),
    ]) {
      const served = await t.request({ method: 'GET', url: path, headers: { host: CARD_HOST } });
      expect(served.statusCode, path).toBe(200);
      // Transparent pixels turn white, not black, in the JPEG.
      const { data } = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true });
      expect(data[0]! + data[1]! + data[2]!).toBeGreaterThan(3 * 100);
    }

    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="100"><rect width="400" height="100" fill="#1e3a8a"/></svg>',
    );
    const logo = await upload('/api/v1/cards/images/upload-logo-image', 'logo.svg', svg);
    expect(logo.statusCode, logo.body).toBe(201);
    expect(logo.json().data).toMatchObject({ ShowWidth: 240, ShowHeight: 60 });
    expect(logo.json().data.url).toMatch(/\.png$/);

    const hostile = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const refused = await upload('/api/v1/cards/images/upload-logo-image', 'logo.svg', hostile);
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['file']);
  });
});

describe('lead form', () => {
  async function leadCard() {
    const card = await makeCard({
      name: 'Lead Card',
      options: {
        ShowLeadForm: true,
        FieldList: [
          { name: 'fullname', label: 'Full Name', required: true },
          { name: 'company', label: 'Company', required: false },
          { name: 'job', label: 'Job Title', required: false },
          { name: 'email', label: 'Email', required: true },
          { name: 'phone', label: 'Phone', required: false },
          { name: 'note', label: 'Note', required: false },
        ],
      },
    });
    return { ...card, path: new URL(card.short_url).pathname };
  }

  const post = (path: string, payload: unknown, ip = '203.0.113.9') =>
    t.request({
      method: 'POST',
      url: `${path}/lead`,
      headers: { host: CARD_HOST },
      payload: payload as Record<string, unknown>,
      remoteAddress: ip,
    });

  it('shows the form with its island, honeypot and stamp', async () => {
    const card = await leadCard();
    const page = await t.request({ method: 'GET', url: card.path, headers: { host: CARD_HOST } });
    expect(page.body).toContain('data-island="form"');
    expect(page.body).toContain('name="company_url"');
    expect(page.body).toMatch(/name="_ts" value="\d{13}\.[A-Za-z0-9_-]{32}"/);
    expect(page.body).toContain('name="job"');
  });

  it('stores a valid lead, answers 422 per field, and holds bots as spam quietly', async () => {
    const card = await leadCard();
    const old = stamps().issue(card.id, Date.now() - MIN_FILL_MS - 1000);
    const invalid = await post(card.path, {
      fields: { fullname: '', email: 'nope', phone: 'call me', _ts: old },
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({
      fullname: ['This field is required.'],
      email: ['Email format is invalid.'],
      phone: ['Phone number is invalid.'],
    });
    const fast = await post(card.path, {
      fields: { fullname: 'Bot', email: 'bot@example.com', _ts: stamps().issue(card.id) },
    });
    expect(fast.json()).toMatchObject({ success: true });
    const honey = await post(card.path, {
      fields: { fullname: 'Bot', email: 'bot@example.com', company_url: 'http://spam', _ts: old },
    });
    expect(honey.json()).toMatchObject({ success: true });
    const forged = await post(card.path, {
      fields: { fullname: 'Bot', email: 'bot@example.com', _ts: `${Date.now() - 60_000}.${'0'.repeat(32)}` },
    });
    expect(forged.json()).toMatchObject({ success: true });
    const good = await post(card.path, {
      fields: {
        fullname: 'Ada Lovelace',
        company: 'Analytical, Ltd',
        job: 'Engineer',
        email: ' ada@example.com ',
        phone: '(404) 555-0199',
        note: '=HYPERLINK("http://evil")',
        unknown: 'dropped',
        _ts: old,
      },
    });
    expect(good.statusCode).toBe(200);
    const contacts = await t.api('GET', `/cards/${card.id}/contacts`, owner);
    expect(contacts.json().meta.total).toBe(1);
    // Nothing is dropped: the bots' posts are kept behind the Spam filter, with their reasons.
    const spam = await t.api('GET', `/cards/${card.id}/contacts?spam=true`, owner);
    expect(spam.json().data.map((lead: { spam_reason: string }) => lead.spam_reason)).toEqual([
      'too-fast',
      'honeypot',
      'too-fast',
    ]);
    expect(contacts.json().data[0].data).toEqual({
      fullname: 'Ada Lovelace',
      company: 'Analytical, Ltd',
      job: 'Engineer',
      email: 'ada@example.com',
      phone: '+14045550199',
      note: '=HYPERLINK("http://evil")',
    });
    const csv = await t.api('GET', `/cards/${card.id}/contacts/export`, owner);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Full name,Company,Job title,Email,Phone,Note,Received at');
    expect(lines[1]).toMatch(
      /^Ada Lovelace,"Analytical, Ltd",Engineer,ada@example.com,\+14045550199,"'=HYPERLINK\(""http:\/\/evil""\)",/,
    );
    await t.app.cardCounters.flush();
    const stats = await t.api('GET', `/cards/${card.id}/stats`, owner);
    expect(stats.json().data.totals.leads).toBe(1);
  });

  it('accepts a post without the island and answers with a page', async () => {
    const card = await leadCard();
    const old = stamps().issue(card.id, Date.now() - 10_000);
    const response = await t.request({
      method: 'POST',
      url: `${card.path}/lead`,
      headers: { host: CARD_HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        fullname: 'Native Post',
        email: 'native@example.com',
        _ts: old,
      }).toString(),
      remoteAddress: '203.0.113.10',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Thank you');
  });

  it('limits lead posts per IP', async () => {
    const card = await leadCard();
    let status = 0;
    for (let i = 0; i < 25 && status !== 429; i++) {
      status = (await post(card.path, { fields: {} }, '203.0.113.77')).statusCode;
    }
    expect(status).toBe(429);
  });

  it('hands leads of a card linked to a website to that site’s events (webhooks, live contacts)', async () => {
    const events: SiteEvent[] = [];
    t.app.siteEvents.on('cards-test', async (event) => {
      events.push(event);
    });
    const sites = await t.api('GET', '/landings', agency);
    const siteId = sites.json().data[0].id as number;
    const refused = await t.api('POST', '/cards', owner, { name: 'Linked', landing_id: siteId });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.landing_id).toBeDefined();
    const created = await t.api('POST', '/cards', agency, { name: 'Linked', landing_id: siteId });
    expect(created.statusCode).toBe(200);
    const card = created.json().data as { id: number; short_url: string };
    await post(new URL(card.short_url).pathname, {
      fields: {
        fullname: 'Linus',
        email: 'linus@example.com',
        _ts: stamps().issue(card.id, Date.now() - 5000),
      },
    });
    for (let i = 0; i < 50 && events.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(events[0]).toMatchObject({
      type: 'form.submitted',
      landingId: siteId,
      contact: { element_id: `card-${card.id}`, fields: { fullname: 'Linus', email: 'linus@example.com' } },
    });
  });

  it('sends leads to the card’s webhook (signed) and email integrations', async () => {
    const webhook = await t.api('POST', '/cards-integrations', agency, {
      name: 'CRM hook',
      kind: 'webhook',
      target: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/leads`,
    });
    expect(webhook.statusCode, webhook.body).toBe(200);
    const secret = webhook.json().data.secret as string;
    expect(secret).toMatch(/^whsec_/);
    const mail = await t.api('POST', '/cards-integrations', agency, {
      name: 'Sales inbox',
      kind: 'email',
      target: 'sales@example.com',
    });
    expect(
      (await t.api('POST', '/cards-integrations', owner, { name: 'x', kind: 'email', target: 'a@b.co' }))
        .statusCode,
    ).toBe(403);
    const listed = await t.api('GET', '/cards-integrations', owner);
    expect(listed.json().data.map((i: { name: string }) => i.name)).toEqual(['CRM hook', 'Sales inbox']);
    expect(JSON.stringify(listed.json())).not.toContain(secret);
    const card = await makeCard({
      name: 'Integrated',
      options: { Integrations: [String(webhook.json().data.id), String(mail.json().data.id)] },
    });
    const path = new URL(card.short_url).pathname;
    await post(path, {
      fields: {
        fullname: 'Grace Hopper',
        email: 'grace@example.com',
        _ts: stamps().issue(card.id, Date.now() - 5000),
      },
    });
    for (let i = 0; i < 50 && delivered.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(delivered).toHaveLength(1);
    const { headers, body } = delivered[0]!;
    expect(JSON.parse(body)).toMatchObject({
      event: 'card.lead',
      contact: { fields: { fullname: 'Grace Hopper' } },
    });
    const [, timestamp, signature] = /^t=(\d+),v1=([A-Za-z0-9_-]+)$/.exec(
      String(headers['x-tessera-signature']),
    )!;
    expect(signature).toBe(hmacSha256(secret, `${timestamp}.${body}`));
    for (let i = 0; i < 200; i++) {
      if ((await t.sentMail()).some((m) => m.includes('Grace Hopper'))) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(
      (await t.sentMail()).some((m) => m.includes('Grace Hopper') && m.includes('sales@example.com')),
    ).toBe(true);
  });
});
