import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headlineDocument } from '../../../test/documents.ts';
import {
  DEMO_HOST,
  errorsOf,
  expectHiddenFromOutsiders,
  type SiteDataWorld,
  setWebsiteUserPermissions,
  siteDataApp,
} from '../../../test/site-data.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { eventually } from '../../../test/webhook-receiver.ts';
import { backups, forms, landings, menus, pages, redirects } from '../../db/schema/index.ts';
import { automaticBackup, KEEP_AUTOMATIC } from './service.ts';

let t: TestApp;
let w: SiteDataWorld;

let aboutId: number;

beforeAll(async () => {
  ({ t, w } = await siteDataApp({ jobWorkers: true, jobPollingIntervalSeconds: 0.5 }));
  const db = t.database.db;
  const [about] = await db
    .insert(pages)
    .values({
      agencyId: w.demo.agencyId,
      landingId: w.demo.id,
      name: 'About',
      uniqueName: 'about',
      document: headlineDocument('About us, as it was'),
    })
    .returning();
  aboutId = about!.id;
  const publish = await t.api('POST', `/pages/${aboutId}/publish`, w.owner);
  expect(publish.statusCode).toBe(200);
  await db.insert(forms).values({ agencyId: w.demo.agencyId, landingId: w.demo.id, name: 'Contact' });
  await db.insert(menus).values({ agencyId: w.demo.agencyId, landingId: w.demo.id, name: 'Main', items: [] });
  await db
    .insert(redirects)
    .values({ agencyId: w.demo.agencyId, landingId: w.demo.id, fromPath: '/old', toUrl: '/about' });
}, 60_000);
afterAll(() => t.close());

async function site(host: string, path: string) {
  return t.request({ method: 'GET', url: path, headers: { host } });
}

describe('instant backups', () => {
  it('takes a backup of pages, forms, menus, redirects and settings', async () => {
    const response = await t.api('POST', `/landings/${w.demo.id}/instant-backup`, w.owner, {
      note: 'Before the redesign',
    });
    expect(response.statusCode).toBe(200);
    const pageCount = (await t.database.db.select().from(pages).where(eq(pages.landingId, w.demo.id))).length;
    expect(response.json().data).toMatchObject({
      kind: 'manual',
      note: 'Before the redesign',
      created_by: expect.any(String),
      restored_at: null,
      counts: { pages: pageCount, forms: 1, menus: 1, redirects: 1, keywords: 0, settings: 1 },
    });
    expect(response.json().data.size_bytes).toBeGreaterThan(1000);
  });

  it('lists, renames and deletes backups', async () => {
    const taken = await t.api('POST', `/landings/${w.demo.id}/instant-backup`, w.owner, {});
    const id = taken.json().data.id;
    const list = await t.api('GET', `/landings/${w.demo.id}/backup-records`, w.owner);
    expect(list.json().meta.total).toBe(2);
    expect(list.json().data[0].id).toBe(id);
    const renamed = await t.api('PUT', `/landings/${w.demo.id}/backup-records/${id}`, w.owner, {
      note: 'Second',
    });
    expect(renamed.json().data.note).toBe('Second');
    const removed = await t.api('DELETE', `/landings/${w.demo.id}/backup-records/${id}`, w.owner);
    expect(removed.json()).toEqual({ success: true, message: 'The backup was deleted.' });
    expect((await t.api('GET', `/landings/${w.demo.id}/backup-records`, w.owner)).json().meta.total).toBe(1);
    expect((await t.api('DELETE', `/landings/${w.demo.id}/backup-records/${id}`, w.owner)).statusCode).toBe(
      404,
    );
  });

  it('answers 422 for malformed input', async () => {
    const base = `/landings/${w.demo.id}`;
    expect(
      errorsOf(await t.api('POST', `${base}/instant-backup`, w.owner, { note: 'x'.repeat(201) })),
    ).toHaveProperty('note');
    expect(errorsOf(await t.api('POST', `${base}/instant-backup`, w.owner, { note: 5 }))).toHaveProperty(
      'note',
    );
    expect(errorsOf(await t.api('POST', `${base}/instant-backup`, w.owner, { pages: [] }))).toBeDefined();
    expect(errorsOf(await t.api('PUT', `${base}/backup-records/1`, w.owner, {}))).toHaveProperty('note');
    expect(errorsOf(await t.api('PUT', `${base}/backup-records/abc/restore`, w.owner))).toHaveProperty(
      'backupId',
    );
    expect(errorsOf(await t.api('DELETE', `${base}/backup-records/-3`, w.owner))).toHaveProperty('backupId');
    expect(errorsOf(await t.api('GET', `${base}/backup-records?kind=weekly`, w.owner))).toHaveProperty(
      'kind',
    );
    expect(
      errorsOf(await t.api('PUT', `${base}/automatic-backup-option`, w.owner, { enabled: 'yes' })),
    ).toHaveProperty('enabled');
    expect(errorsOf(await t.api('PUT', `${base}/automatic-backup-option`, w.owner, {}))).toHaveProperty(
      'enabled',
    );
  });
});

describe('restoring', () => {
  it('puts pages, forms, menus and settings back in one go, leaving other sites alone', async () => {
    const db = t.database.db;
    const taken = await t.api('POST', `/landings/${w.demo.id}/instant-backup`, w.owner, {
      note: 'Good state',
    });
    const backupId = taken.json().data.id;
    const launchpadBefore = await db.select().from(pages).where(eq(pages.landingId, w.launchpad.id));
    const aboutBefore = (await db.select().from(pages).where(eq(pages.id, aboutId)))[0]!;

    // Break things: the page's content, its publish, a new page, names swapped, settings, a form, a menu.
    const detail = (await t.api('GET', `/pages/${aboutId}`, w.owner)).json().data;
    const saved = await t.api('PUT', `/pages/${aboutId}/document`, w.owner, {
      document: headlineDocument('Broken page'),
      version: detail.version,
    });
    expect(saved.statusCode).toBe(200);
    expect((await t.api('POST', `/pages/${aboutId}/publish`, w.owner)).statusCode).toBe(200);
    expect((await site(DEMO_HOST, '/about')).body).toContain('Broken page');
    const [extra] = await db
      .insert(pages)
      .values({ agencyId: w.demo.agencyId, landingId: w.demo.id, name: 'Extra', uniqueName: 'extra' })
      .returning();
    await db.update(pages).set({ uniqueName: 'tmp' }).where(eq(pages.id, aboutId));
    await db.update(pages).set({ uniqueName: 'about' }).where(eq(pages.id, extra!.id));
    await db
      .update(landings)
      .set({ title: 'Wrecked', robotsTxt: 'User-agent: *\nDisallow: /' })
      .where(eq(landings.id, w.demo.id));
    await db.update(forms).set({ name: 'Renamed form' }).where(eq(forms.landingId, w.demo.id));
    await db.delete(menus).where(eq(menus.landingId, w.demo.id));
    await db
      .insert(redirects)
      .values({ agencyId: w.demo.agencyId, landingId: w.demo.id, fromPath: '/new', toUrl: '/' });

    const restored = await t.api('PUT', `/landings/${w.demo.id}/backup-records/${backupId}/restore`, w.owner);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().message).toMatch(
      /^The website is back as it was at .+ UTC\. A backup of how it was just before is in the list\.$/,
    );

    const about = (await db.select().from(pages).where(eq(pages.id, aboutId)))[0]!;
    expect(about.uniqueName).toBe('about');
    expect(about.publishedHtml).toBe(aboutBefore.publishedHtml);
    expect(about.version).toBeGreaterThan(detail.version + 1);
    expect(JSON.stringify(about.document)).toContain('About us, as it was');
    expect(await db.select().from(pages).where(eq(pages.id, extra!.id))).toEqual([]);
    const [landing] = await db.select().from(landings).where(eq(landings.id, w.demo.id));
    expect(landing).toMatchObject({ title: w.demo.title, robotsTxt: w.demo.robotsTxt, subdomain: 'demo' });
    expect((await db.select().from(forms).where(eq(forms.landingId, w.demo.id))).map((f) => f.name)).toEqual([
      'Contact',
    ]);
    expect((await db.select().from(menus).where(eq(menus.landingId, w.demo.id))).map((m) => m.name)).toEqual([
      'Main',
    ]);
    expect(
      (await db.select().from(redirects).where(eq(redirects.landingId, w.demo.id))).map((r) => r.fromPath),
    ).toEqual(['/old']);
    // The site serves the restored page at once.
    const served = await site(DEMO_HOST, '/about');
    expect(served.body).toContain('About us, as it was');
    expect(served.body).not.toContain('Broken page');
    // Other sites are untouched.
    expect(await db.select().from(pages).where(eq(pages.landingId, w.launchpad.id))).toEqual(launchpadBefore);
    // A safety backup of the broken state was taken, and the restored one is marked.
    const list = (await t.api('GET', `/landings/${w.demo.id}/backup-records`, w.owner)).json().data;
    expect(list[0]).toMatchObject({
      kind: 'pre_restore',
      note: expect.stringMatching(/^Before restoring the backup of /),
    });
    expect(list.find((b: { id: number }) => b.id === backupId).restored_at).toEqual(expect.any(String));
    // Editing continues from the restored page.
    const reloaded = (await t.api('GET', `/pages/${aboutId}`, w.owner)).json().data;
    const next = await t.api('PUT', `/pages/${aboutId}/document`, w.owner, {
      document: reloaded.document,
      version: reloaded.version,
    });
    expect(next.statusCode).toBe(200);
    // And the restore can be undone from the safety backup.
    const undo = await t.api('PUT', `/landings/${w.demo.id}/backup-records/${list[0].id}/restore`, w.owner);
    expect(undo.statusCode).toBe(200);
    expect((await db.select().from(landings).where(eq(landings.id, w.demo.id)))[0]!.title).toBe('Wrecked');
    // …the broken state again, down to the swapped page names.
    expect((await site(DEMO_HOST, '/tmp')).body).toContain('Broken page');
    expect((await site(DEMO_HOST, '/about')).statusCode).toBe(404);
  });

  it('changes nothing when a backup no longer fits', async () => {
    const db = t.database.db;
    const taken = await t.api('POST', `/landings/${w.demo.id}/instant-backup`, w.owner, {});
    const backupId = taken.json().data.id;
    // Corrupt the stored backup: one of its pages now claims an id that belongs to another site.
    const [foreign] = await db
      .select({ id: pages.id })
      .from(pages)
      .where(eq(pages.landingId, w.launchpad.id))
      .limit(1);
    await db.execute(
      sql`update backups set content = jsonb_set(content, '{tables,pages,0,id}', ${String(foreign!.id)}::jsonb) where id = ${backupId}`,
    );
    const titleBefore = (await db.select().from(landings).where(eq(landings.id, w.demo.id)))[0]!.title;
    const before = await db.select().from(backups).where(eq(backups.landingId, w.demo.id));
    const response = await t.api('PUT', `/landings/${w.demo.id}/backup-records/${backupId}/restore`, w.owner);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'This backup no longer fits this website and was not restored. Nothing was changed.',
    );
    expect((await db.select().from(pages).where(eq(pages.id, foreign!.id)))[0]!.landingId).toBe(
      w.launchpad.id,
    );
    expect((await db.select().from(landings).where(eq(landings.id, w.demo.id)))[0]!.title).toBe(titleBefore);
    // Not even the safety backup stayed: the transaction rolled back as a whole.
    expect(await db.select().from(backups).where(eq(backups.landingId, w.demo.id))).toHaveLength(
      before.length,
    );
  });

  it('keeps backups inside their site and agency', async () => {
    const taken = await t.api('POST', `/landings/${w.demo.id}/instant-backup`, w.owner, {});
    const id = taken.json().data.id;
    const base = `/landings/${w.demo.id}`;
    const routes = [
      ['GET', `${base}/backup-records`, undefined],
      ['POST', `${base}/instant-backup`, {}],
      ['PUT', `${base}/backup-records/${id}`, { note: 'x' }],
      ['DELETE', `${base}/backup-records/${id}`, undefined],
      ['PUT', `${base}/backup-records/${id}/restore`, undefined],
      ['GET', `${base}/automatic-backup-option`, undefined],
      ['PUT', `${base}/automatic-backup-option`, { enabled: true }],
    ] as const;
    await expectHiddenFromOutsiders(t, w, routes);
    // A backup of demo cannot be restored onto launchpad (same agency, other site).
    expect(
      (await t.api('PUT', `/landings/${w.launchpad.id}/backup-records/${id}/restore`, w.owner)).statusCode,
    ).toBe(404);
    expect(
      (await t.api('DELETE', `/landings/${w.launchpad.id}/backup-records/${id}`, w.owner)).statusCode,
    ).toBe(404);
    // Backups need manage_settings.
    expect((await t.api('GET', `/landings/${w.launchpad.id}/backup-records`, w.websiteUser)).statusCode).toBe(
      403,
    );
    expect(
      (await t.api('POST', `/landings/${w.launchpad.id}/instant-backup`, w.websiteUser, {})).statusCode,
    ).toBe(403);
    await setWebsiteUserPermissions(t, w.launchpad.id, ['view', 'manage_settings']);
    expect(
      (await t.api('POST', `/landings/${w.launchpad.id}/instant-backup`, w.websiteUser, {})).statusCode,
    ).toBe(200);
    await setWebsiteUserPermissions(t, w.launchpad.id, ['view', 'edit_design']);
    expect((await t.api('GET', `${base}/backup-records`, w.agencyUser)).statusCode).toBe(200);
  });
});

describe('automatic backups', () => {
  it('switches on, takes the first backup through the job runner, and schedules the daily run', async () => {
    const off = await t.api('GET', `/landings/${w.launchpad.id}/automatic-backup-option`, w.owner);
    expect(off.json().data).toEqual({
      enabled: false,
      last_run_at: null,
      next_run_at: null,
      keep: KEEP_AUTOMATIC,
    });
    const on = await t.api('PUT', `/landings/${w.launchpad.id}/automatic-backup-option`, w.owner, {
      enabled: true,
    });
    expect(on.json().data.enabled).toBe(true);
    expect(new Date(on.json().data.next_run_at).getUTCHours()).toBe(2);
    const automatic = await eventually(async () => {
      const list = (
        await t.api('GET', `/landings/${w.launchpad.id}/backup-records?kind=automatic`, w.owner)
      ).json();
      return list.meta.total === 1 ? list.data : null;
    });
    expect(automatic[0]).toMatchObject({
      kind: 'automatic',
      created_by: null,
      note: 'Daily automatic backup',
    });
    const after = await t.api('GET', `/landings/${w.launchpad.id}/automatic-backup-option`, w.owner);
    expect(after.json().data.last_run_at).toEqual(expect.any(String));
    const schedules = await t.database.db.execute(
      sql`select name, cron, timezone from pgboss.schedule order by name`,
    );
    expect((schedules as unknown as { rows: unknown[] }).rows).toEqual(
      expect.arrayContaining([{ name: 'backups-daily', cron: '0 2 * * *', timezone: 'UTC' }]),
    );
  }, 30_000);

  it('keeps the newest automatic backups only, and stops when switched off', async () => {
    for (let i = 0; i < KEEP_AUTOMATIC + 2; i++) await automaticBackup(t.database.db, w.launchpad.id);
    const rows = await t.database.db
      .select()
      .from(backups)
      .where(and(eq(backups.landingId, w.launchpad.id), eq(backups.kind, 'automatic')));
    expect(rows).toHaveLength(KEEP_AUTOMATIC);
    await t.api('PUT', `/landings/${w.launchpad.id}/automatic-backup-option`, w.owner, { enabled: false });
    expect(await automaticBackup(t.database.db, w.launchpad.id)).toBeNull();
  });

  it('stores one backup for a job retried after its first attempt stored it', async () => {
    const db = t.database.db;
    await t.api('PUT', `/landings/${w.launchpad.id}/automatic-backup-option`, w.owner, { enabled: true });
    // node-postgres answers a QueryResult (PGlite too); the Database type leaves it unknown.
    const now = async () =>
      new Date(
        ((await db.execute(sql`select now() as now`)) as unknown as { rows: Array<{ now: Date | string }> })
          .rows[0]!.now,
      );
    const newest = async () => {
      const [row] = await db
        .select({ id: backups.id })
        .from(backups)
        .where(and(eq(backups.landingId, w.launchpad.id), eq(backups.kind, 'automatic')))
        .orderBy(desc(backups.id))
        .limit(1);
      return row?.id;
    };
    const sentAt = await now();
    // The first attempt stores it (its worker then dies before the job is marked done).
    const first = await automaticBackup(db, w.launchpad.id, sentAt);
    expect(first).toEqual(expect.any(Number));
    // The retry, of the same job, finds it done.
    expect(await automaticBackup(db, w.launchpad.id, sentAt)).toBeNull();
    expect(await newest()).toBe(first);
    // A job sent afterwards (the next day's) takes a backup of its own.
    expect(await automaticBackup(db, w.launchpad.id, await now())).toEqual(expect.any(Number));
  });
});
