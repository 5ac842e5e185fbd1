import { randomBytes } from 'node:crypto';
import {
  createElement,
  createSection,
  FORM_MIN_FILL_MS,
  type FormField,
  formFieldFromPreset,
  type PageDocument,
} from '@tessera/document';
import { elementRegistry } from '@tessera/elements';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ServerConfig } from '../src/config.ts';
import { agencies, landings, pages, userLandings, users, whitelabels } from '../src/db/schema/index.ts';
import { issueToken } from '../src/modules/auth/session.ts';
import { publishPageById } from '../src/modules/pages/service.ts';
import { type ApiMethod, createTestApp, DEMO, type TestApp } from './test-app.ts';

/** Test support shared by the forms, contacts, webhooks and backups tests. */

export const DEMO_HOST = 'demo.localhost:3000';

export interface SiteDataWorld {
  owner: string;
  agencyUser: string;
  websiteUser: string;
  demo: typeof landings.$inferSelect;
  launchpad: typeof landings.$inferSelect;
  /** Owner of another agency, and that agency's site. */
  otherOwner: string;
  otherSiteId: number;
}

const unique = () => randomBytes(4).toString('hex');

/**
 * The demo world plus a second agency. The demo WebsiteUser is assigned to launchpad with
 * `view` and `edit_design` only, and not to demo at all.
 */
export async function siteDataWorld(t: TestApp): Promise<SiteDataWorld> {
  const db = t.database.db;
  const [demo] = await db.select().from(landings).where(eq(landings.subdomain, 'demo'));
  const [launchpad] = await db.select().from(landings).where(eq(landings.subdomain, 'launchpad'));
  const [whitelabel] = await db.select().from(whitelabels).limit(1);
  const [other] = await db
    .insert(agencies)
    .values({
      whitelabelId: whitelabel!.id,
      name: `Other ${unique()}`,
      subscribed: true,
      stripeStatus: 'active',
    })
    .returning();
  const [otherUser] = await db
    .insert(users)
    .values({
      agencyId: other!.id,
      email: `owner.${unique()}@other.test`,
      name: 'Other Owner',
      passwordHash: 'unused',
      role: 'Agency',
    })
    .returning();
  const [otherSite] = await db
    .insert(landings)
    .values({ agencyId: other!.id, title: 'Other Site', subdomain: `other-${unique()}` })
    .returning();
  const { accessToken } = await issueToken(db, otherUser!.id, 60 * 60 * 1000);
  return {
    owner: await t.login(DEMO.agency),
    agencyUser: await t.login(DEMO.agencyUser),
    websiteUser: await t.login(DEMO.websiteUser),
    demo: demo!,
    launchpad: launchpad!,
    otherOwner: accessToken,
    otherSiteId: otherSite!.id,
  };
}

/** A test app and the site data world in it: `({ t, w } = await siteDataApp())` in `beforeAll`. */
export async function siteDataApp(
  overrides: Partial<ServerConfig> = {},
): Promise<{ t: TestApp; w: SiteDataWorld }> {
  const t = await createTestApp(overrides);
  return { t, w: await siteDataWorld(t) };
}

/** Gives the demo WebsiteUser these permissions on a site (and assigns it there). */
export async function setWebsiteUserPermissions(
  t: TestApp,
  landingId: number,
  permissions: Array<(typeof userLandings.$inferSelect)['permissions'][number]>,
): Promise<void> {
  const db = t.database.db;
  const [user] = await db.select().from(users).where(eq(users.email, DEMO.websiteUser));
  await db
    .insert(userLandings)
    .values({ userId: user!.id, landingId, permissions })
    .onConflictDoUpdate({ target: [userLandings.userId, userLandings.landingId], set: { permissions } });
}

export const LEAD_FIELDS: FormField[] = [
  formFieldFromPreset('fullName'),
  formFieldFromPreset('email'),
  formFieldFromPreset('phone'),
  {
    name: 'plan',
    label: 'Plan',
    type: 'select',
    placeholder: '',
    rules: 'required',
    choices: ['Starter', 'Pro'],
  },
];

/** Publishes a page holding one form element and returns where it posts. */
export async function publishFormPage(
  t: TestApp,
  site: { id: number; agencyId: number },
  options: {
    fields?: FormField[];
    formId?: number | null;
    uniqueName?: string;
    successMessage?: string;
  } = {},
): Promise<{ pageId: number; elementId: string }> {
  const db = t.database.db;
  const section = createSection();
  const form = createElement(
    'form',
    elementRegistry.form.schema.parse({
      fields: options.fields ?? LEAD_FIELDS,
      formId: options.formId ?? null,
      ...(options.successMessage === undefined ? {} : { successMessage: options.successMessage }),
    }),
  );
  section.rows[0]!.columns[0]!.children.push(form);
  const document: PageDocument = {
    schemaVersion: 1,
    theme: {} as PageDocument['theme'],
    sections: [section],
    popups: [],
    texts: {},
  };
  const uniqueName = options.uniqueName ?? `form-${unique()}`;
  const [page] = await db
    .insert(pages)
    .values({ agencyId: site.agencyId, landingId: site.id, name: `Form ${uniqueName}`, uniqueName, document })
    .returning();
  await publishPageById(db, page!.id);
  t.app.sites.invalidate(site.id);
  return { pageId: page!.id, elementId: form.id };
}

/** A form field as the form API takes it: placeholder and choices may be left out. */
type RecordField = Omit<FormField, 'placeholder' | 'choices'> &
  Partial<Pick<FormField, 'placeholder' | 'choices'>>;

/**
 * A form record of the demo site, made through the API as its owner (`extra`: alert recipients,
 * a message, …), and a published page whose form element files into it with the same fields.
 */
export async function publishLinkedForm(
  t: TestApp,
  w: SiteDataWorld,
  form: { name: string; fields: RecordField[]; extra?: Record<string, unknown>; successMessage?: string },
): Promise<{ id: number; page: { pageId: number; elementId: string } }> {
  const created = await t.api('POST', `/landings/${w.demo.id}/forms`, w.owner, {
    name: form.name,
    fields: form.fields,
    ...form.extra,
  });
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json().data.id as number;
  const page = await publishFormPage(t, w.demo, {
    formId: id,
    fields: form.fields.map((field) => ({ placeholder: '', choices: [], ...field })),
    ...(form.successMessage === undefined ? {} : { successMessage: form.successMessage }),
  });
  return { id, page };
}

/** Posts a form as the island does, as a person who took their time. */
/**
 * Each submission comes from its own documentation address (TEST-NET-2), so no test trips the
 * per-IP limit by chance; tests that exercise the limit name an address of TEST-NET-3.
 */
let nextVisitor = 0;
const visitorAddress = () => `198.51.100.${(nextVisitor++ % 254) + 1}`;

export function submitForm(
  t: TestApp,
  target: { pageId: number; elementId: string },
  fields: Record<string, string | boolean>,
  options: { host?: string; meta?: { hp?: string; elapsed_ms?: number }; ip?: string } = {},
) {
  return t.request({
    method: 'POST',
    url: `/_forms/${target.pageId}/${target.elementId}`,
    headers: { host: options.host ?? DEMO_HOST },
    payload: { fields, meta: options.meta ?? { hp: '', elapsed_ms: FORM_MIN_FILL_MS + 5000 } },
    remoteAddress: options.ip ?? visitorAddress(),
  });
}

export async function pageOf(t: TestApp, pageId: number) {
  const [row] = await t.database.db
    .select()
    .from(pages)
    .where(and(eq(pages.id, pageId)));
  return row!;
}

/**
 * Expects each route of a demo site (method, URL, body) to answer 404 to another agency's owner
 * and to the demo WebsiteUser, who is not on that site: neither may learn that the record exists.
 */
export async function expectHiddenFromOutsiders(
  t: TestApp,
  w: SiteDataWorld,
  routes: ReadonlyArray<readonly [ApiMethod, string, object | undefined]>,
): Promise<void> {
  for (const [method, url, body] of routes) {
    expect((await t.api(method, url, w.otherOwner, body)).statusCode, `${method} ${url} other owner`).toBe(
      404,
    );
    expect(
      (await t.api(method, url, w.websiteUser, body)).statusCode,
      `${method} ${url} sub-user without the site`,
    ).toBe(404);
  }
}

/** Expects a 422 naming `field` (path joined with dots). */
export function errorsOf(response: { statusCode: number; json(): unknown }): Record<string, string[]> {
  if (response.statusCode !== 422) throw new Error(`expected 422, got ${response.statusCode}`);
  return (response.json() as { errors: Record<string, string[]> }).errors;
}
