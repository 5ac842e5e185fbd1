import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, TEST_PASSWORD, type TestApp } from '../../../test/test-app.ts';
import { agencies, landings, pages, users, whitelabels } from '../../db/schema/index.ts';

let t: TestApp;
let owner: string;
let admin: string;
let siteIds: number[];
let foreignSiteId: number;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login(DEMO.agency);
  admin = await t.login(DEMO.admin);
  const [me] = await t.database.db.select().from(users).where(eq(users.email, DEMO.agency));
  const sites = await t.database.db.select().from(landings).where(eq(landings.agencyId, me!.agencyId!));
  siteIds = sites.map((s) => s.id).sort((a, b) => a - b);
  const [whitelabel] = await t.database.db.select().from(whitelabels);
  const [other] = await t.database.db
    .insert(agencies)
    .values({ whitelabelId: whitelabel!.id, name: 'Elsewhere', subscribed: true })
    .returning();
  const [foreign] = await t.database.db
    .insert(landings)
    .values({ agencyId: other!.id, title: 'Foreign', subdomain: 'foreign-site' })
    .returning();
  foreignSiteId = foreign!.id;
});
afterAll(() => t.close());

let counter = 0;
const email = () => `person${++counter}@users.test`;

describe('agency users', () => {
  it('creates a website user limited to one site with view only, who sees nothing else', async () => {
    const address = email();
    const created = await t.api('POST', '/users', owner, {
      name: 'Vera Viewer',
      email: address,
      password: TEST_PASSWORD,
      role: 'WebsiteUser',
      landings: [{ landing_id: siteIds[0], permissions: [] }],
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({
      role: 'WebsiteUser',
      can_create_landing: false,
      landings: [{ landing_id: siteIds[0], permissions: ['view'] }],
    });
    const viewer = await t.login(address);
    const visible = (await t.api('GET', '/landings', viewer)).json().data.map((s: { id: number }) => s.id);
    expect(visible).toEqual([siteIds[0]]);
    const [page] = await t.database.db.select().from(pages).where(eq(pages.landingId, siteIds[0]!));
    expect((await t.api('GET', `/pages/${page!.id}`, viewer)).statusCode).toBe(200);
    const publish = await t.api('POST', `/pages/${page!.id}/publish`, viewer);
    expect(publish.statusCode).toBe(403);
    expect((await t.api('GET', `/landings/${siteIds[1]}/pages`, viewer)).statusCode).toBe(404);
  });

  it('refuses mass assignment: roles it may not give, agency_id, foreign sites', async () => {
    const base = { name: 'X', email: email(), password: TEST_PASSWORD };
    const asOwner = await t.api('POST', '/users', owner, { ...base, role: 'Agency' });
    expect(asOwner.statusCode).toBe(403);
    expect(asOwner.json().errors.role).toBeDefined();
    expect((await t.api('POST', '/users', owner, { ...base, role: 'Admin' })).statusCode).toBe(403);
    const withAgency = await t.api('POST', '/users', owner, { ...base, role: 'AgencyUser', agency_id: 999 });
    expect(withAgency.statusCode).toBe(422);
    expect(withAgency.json().message).toBe('Unknown field: agency_id.');
    const foreign = await t.api('POST', '/users', owner, {
      ...base,
      role: 'WebsiteUser',
      landings: [{ landing_id: foreignSiteId, permissions: ['view'] }],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ 'landings.0.landing_id': ['The selected website is invalid.'] });
    const creator = await t.api('POST', '/users', owner, {
      ...base,
      role: 'WebsiteUser',
      can_create_landing: true,
    });
    expect(creator.statusCode).toBe(422);
    const cardSites = await t.api('POST', '/users', owner, {
      ...base,
      role: 'CardUser',
      landings: [{ landing_id: siteIds[0], permissions: ['view'] }],
    });
    expect(cardSites.statusCode).toBe(422);
    expect(
      (await t.api('POST', '/users', owner, { ...base, email: DEMO.cardUser, role: 'CardUser' })).statusCode,
    ).toBe(422);
  });

  it('lists, edits, reassigns, changes the password of and deletes a user', async () => {
    const address = email();
    const { id } = (
      await t.api('POST', '/users', owner, {
        name: 'Mo Member',
        email: address,
        password: TEST_PASSWORD,
        role: 'AgencyUser',
      })
    ).json().data;
    const list = (await t.api('GET', '/users?search=Mo Member', owner)).json();
    expect(list.meta.total).toBe(1);
    const everyone = (await t.api('GET', '/users?per_page=100', owner)).json().data;
    expect(everyone.map((u: { role: string }) => u.role)).not.toContain('Agency');

    const edited = await t.api('PUT', `/users/${id}`, owner, { name: 'Mo', can_create_landing: true });
    expect(edited.json().data).toMatchObject({ name: 'Mo', can_create_landing: true });
    const assigned = await t.api('PUT', `/user-landings/${id}`, owner, {
      landings: [
        { landing_id: siteIds[1], permissions: ['publish', 'edit_design'] },
        { landing_id: siteIds[0], permissions: ['view'] },
      ],
    });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().data.map((a: { permissions: string[] }) => a.permissions)).toEqual(
      expect.arrayContaining([['view'], ['view', 'edit_design', 'publish']]),
    );
    expect((await t.api('GET', `/user-landings/${id}`, owner)).json().data).toHaveLength(2);

    const member = await t.login(address);
    expect(
      (await t.api('POST', `/users/${id}/change-password`, owner, { password: 'another-password' }))
        .statusCode,
    ).toBe(200);
    expect((await t.api('GET', '/profile', member)).statusCode).toBe(401);
    await t.login(address, 'another-password');

    expect((await t.api('DELETE', `/users/${id}`, owner)).statusCode).toBe(200);
    expect((await t.api('GET', `/users/${id}`, owner)).statusCode).toBe(404);
  });

  it("cannot see, change or delete another agency's users, nor itself", async () => {
    const [me] = await t.database.db.select().from(users).where(eq(users.email, DEMO.agency));
    const [other] = await t.database.db.select().from(landings).where(eq(landings.id, foreignSiteId));
    const [stranger] = await t.database.db
      .insert(users)
      .values({
        agencyId: other!.agencyId,
        email: email(),
        name: 'Stranger',
        passwordHash: 'x',
        role: 'AgencyUser',
      })
      .returning();
    for (const [method, url, body] of [
      ['GET', `/users/${stranger!.id}`],
      ['PUT', `/users/${stranger!.id}`, { name: 'Mine' }],
      ['DELETE', `/users/${stranger!.id}`],
      ['PUT', `/user-landings/${stranger!.id}`, { landings: [] }],
      ['POST', `/users/${stranger!.id}/change-password`, { password: 'whatever-123' }],
    ] as const) {
      expect((await t.api(method, url, owner, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    const self = await t.api('DELETE', `/users/${me!.id}`, owner);
    expect(self.statusCode).toBe(422);
    expect(self.json().message).toBe('You cannot delete your own account.');
  });

  it('imports users from CSV with a result per row', async () => {
    const good = email();
    const invited = email();
    const csv = [
      'name,email,role,password,landing_ids,permissions',
      `Good Row,${good},WebsiteUser,${TEST_PASSWORD},${siteIds[0]},view;publish`,
      `"Invited, Person",${invited},CardUser,,,`,
      `No Role,${email()},Owner,${TEST_PASSWORD},,`,
      `Dup,${good},WebsiteUser,${TEST_PASSWORD},,`,
      `Foreign,${email()},WebsiteUser,${TEST_PASSWORD},${foreignSiteId},view`,
      `Bad Email,not-an-email,WebsiteUser,${TEST_PASSWORD},,`,
    ].join('\n');
    const response = await t.api('POST', '/landings/multiple-users', owner, { csv });
    expect(response.statusCode).toBe(200);
    const result = response.json().data;
    expect(result).toMatchObject({ created: 2, failed: 4 });
    expect(result.rows.map((r: { line: number; status: string }) => [r.line, r.status])).toEqual([
      [2, 'created'],
      [3, 'created'],
      [4, 'failed'],
      [5, 'failed'],
      [6, 'failed'],
      [7, 'failed'],
    ]);
    expect(result.rows[3].errors).toEqual(['This email appears more than once in the file.']);
    expect(result.rows[4].errors).toEqual(['The selected website is invalid.']);
    const mail = (await t.sentMail()).join('\n');
    expect(mail).toContain(invited);
    const header = await t.api('POST', '/landings/multiple-users', owner, { csv: 'name,mail\nx,y' });
    expect(header.statusCode).toBe(422);
    expect(header.json().errors.csv).toBeDefined();
  });
});

describe('administrators', () => {
  it('lists and creates admins, refuses deleting yourself and the last admin', async () => {
    const listed = (await t.api('GET', '/users', admin)).json().data;
    expect(listed.every((u: { role: string }) => u.role === 'Admin')).toBe(true);
    const address = email();
    const second = await t.api('POST', '/users', admin, {
      name: 'Second',
      email: address,
      password: TEST_PASSWORD,
      role: 'Admin',
    });
    expect(second.statusCode).toBe(200);
    expect(
      (
        await t.api('POST', '/users', admin, {
          name: 'A',
          email: email(),
          password: TEST_PASSWORD,
          role: 'WebsiteUser',
        })
      ).statusCode,
    ).toBe(403);
    const [me] = await t.database.db.select().from(users).where(eq(users.email, DEMO.admin));
    expect((await t.api('DELETE', `/users/${me!.id}`, admin)).json().message).toBe(
      'You cannot delete your own account.',
    );

    // Two admins removing each other at once: one succeeds, the other is refused or signed out.
    const other = await t.login(address);
    const [a, b] = await Promise.all([
      t.api('DELETE', `/users/${second.json().data.id}`, admin),
      t.api('DELETE', `/users/${me!.id}`, other),
    ]);
    const remaining = await t.database.db.select().from(users).where(eq(users.role, 'Admin'));
    expect(remaining.length).toBeGreaterThanOrEqual(1);
    expect([a.statusCode, b.statusCode].filter((s) => s === 200)).toHaveLength(1);
  });
});
