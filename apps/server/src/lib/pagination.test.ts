import { lastListPage, MAX_LIST_ROWS } from '@tessera/api-contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SiteFixtures, siteFixturesApp } from '../../test/site-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
let f: SiteFixtures;
beforeAll(async () => {
  ({ t, f } = await siteFixturesApp());
});
afterAll(() => t.close());

/** Adds `leads` contacts to the other agency's site, a second apart. */
async function addLeads(leads: number, from: number): Promise<void> {
  await t.database.db.execute(sql`
    insert into form_submissions (agency_id, landing_id, element_id, data, created_at)
    select ${f.otherAgencyId}, ${f.otherSiteId}, 'el_form', jsonb_build_object('email', 'lead' || n || '@example.com'),
      now() - n * interval '1 second'
    from generate_series(${from}::int, ${from + leads - 1}::int) as n`);
  // The planner's statistics, as autovacuum keeps them.
  await t.database.db.execute(sql`analyze form_submissions`);
}

const meta = async (url: string) =>
  (await t.api('GET', url, f.otherOwner)).json().meta as {
    total: number;
    page: number;
    total_estimated?: true;
  };

describe('list totals', () => {
  it('are counts up to the rows paging reaches, the database’s estimate past them', async () => {
    await addLeads(1_500, 1);
    expect(await meta(`/landings/${f.otherSiteId}/contacts`)).toEqual({
      total: 1_500,
      page: 1,
      per_page: 10,
    });
    await addLeads(MAX_LIST_ROWS - 1_500, 1_501);
    expect(await meta(`/landings/${f.otherSiteId}/contacts`)).toEqual({
      total: MAX_LIST_ROWS,
      page: 1,
      per_page: 10,
    });

    await addLeads(600, MAX_LIST_ROWS + 1);
    for (const url of [`/landings/${f.otherSiteId}/contacts`, '/contacts']) {
      const estimated = await meta(url);
      expect(estimated.total_estimated).toBe(true);
      expect(estimated.total).toBeGreaterThan(MAX_LIST_ROWS);
      expect(estimated.total).toBeLessThan(2 * (MAX_LIST_ROWS + 600));
    }
  });

  it('answer the deepest page paging reaches', async () => {
    const last = lastListPage(100);
    const deepest = await t.api(
      'GET',
      `/landings/${f.otherSiteId}/contacts?per_page=100&page=${last}`,
      f.otherOwner,
    );
    expect(deepest.statusCode).toBe(200);
    expect(deepest.json().data).toHaveLength(100);
  });
});
