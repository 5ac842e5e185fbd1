import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SiteFixtures, siteFixturesApp } from '../../../test/site-fixtures.ts';
import type { TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let f: SiteFixtures;

beforeAll(async () => ({ t, f } = await siteFixturesApp()));
afterAll(() => t.close());

const url = (id: number) => `/api/v1/landings/${id}/keywords`;
const names = async (id: number, token: string, query = '') =>
  (await t.request({ method: 'GET', url: `${url(id)}${query}`, token }))
    .json()
    .data.map((k: { name: string }) => k.name);

describe('keywords of a site', () => {
  it('adds names, skipping ones the site has (in any case), and lists them alphabetically', async () => {
    const first = await t.request({
      method: 'POST',
      url: url(f.demoId),
      token: f.owner,
      payload: { names: ['web design', '  Local   SEO ', 'PPC'] },
    });
    expect(first.json()).toEqual({ success: true, message: 'Added 3 keywords.' });
    const again = await t.request({
      method: 'POST',
      url: url(f.demoId),
      token: f.agencyUser,
      payload: { names: ['ppc', 'Web Design', 'landing pages', 'Landing Pages'] },
    });
    expect(again.json().message).toBe('Added 1 keyword (2 keywords already there).');
    const none = await t.request({
      method: 'POST',
      url: url(f.demoId),
      token: f.owner,
      payload: { names: ['PPC'] },
    });
    expect(none.json().message).toBe('The site already has this keyword.');
    expect(await names(f.demoId, f.owner)).toEqual(['landing pages', 'Local SEO', 'PPC', 'web design']);
  });

  it('searches literally, sorts and paginates', async () => {
    expect(await names(f.demoId, f.owner, '?search=de')).toEqual(['web design']);
    expect(await names(f.demoId, f.owner, '?search=%25')).toEqual([]);
    expect(await names(f.demoId, f.owner, '?sort=name&order=desc&per_page=2')).toEqual(['web design', 'PPC']);
    const page = await t.request({
      method: 'GET',
      url: `${url(f.demoId)}?per_page=2&page=2`,
      token: f.owner,
    });
    expect(page.json().meta).toEqual({ total: 4, page: 2, per_page: 2 });
    // Keywords belong to their site.
    expect(await names(f.launchpadId, f.owner)).toEqual([]);
  });

  it('deletes by name, in any case, with spaces in the address', async () => {
    const response = await t.request({
      method: 'DELETE',
      url: `${url(f.demoId)}/${encodeURIComponent('LANDING pages')}`,
      token: f.owner,
    });
    expect(response.json()).toEqual({ success: true, message: 'The keyword "LANDING pages" is deleted.' });
    expect(await names(f.demoId, f.owner)).toEqual(['Local SEO', 'PPC', 'web design']);
    const missing = await t.request({ method: 'DELETE', url: `${url(f.demoId)}/nothing`, token: f.owner });
    expect(missing.statusCode).toBe(404);
  });

  it.each([
    [{}, 'names'],
    [{ names: [] }, 'names'],
    [{ names: ['  '] }, 'names.0'],
    [{ names: ['x'.repeat(101)] }, 'names.0'],
    [{ names: 'seo' }, 'names'],
    [{ names: Array.from({ length: 101 }, (_, i) => `k${i}`) }, 'names'],
  ])('refuses %j with 422', async (payload, field) => {
    const response = await t.request({ method: 'POST', url: url(f.demoId), token: f.owner, payload });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });

  it('refuses malformed queries with 422', async () => {
    for (const query of ['?sort=size', '?per_page=0', '?order=up']) {
      expect(
        (await t.request({ method: 'GET', url: `${url(f.demoId)}${query}`, token: f.owner })).statusCode,
      ).toBe(422);
    }
  });

  it('caps a site at 500 keywords', async () => {
    for (let batch = 0; batch < 5; batch++) {
      const response = await t.request({
        method: 'POST',
        url: url(f.launchpadId),
        token: f.owner,
        payload: { names: Array.from({ length: 100 }, (_, i) => `kw ${batch}-${i}`) },
      });
      expect(response.statusCode).toBe(200);
    }
    const over = await t.request({
      method: 'POST',
      url: url(f.launchpadId),
      token: f.owner,
      payload: { names: ['one more'] },
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe('A site can have at most 500 keywords.');
  });

  it('keeps other tenants and sub-users without the site out; changing needs manage_settings', async () => {
    for (const token of [f.otherOwner, f.websiteUser]) {
      expect((await t.request({ method: 'GET', url: url(f.demoId), token })).statusCode).toBe(404);
      expect(
        (await t.request({ method: 'POST', url: url(f.demoId), token, payload: { names: ['x'] } }))
          .statusCode,
      ).toBe(404);
      expect((await t.request({ method: 'DELETE', url: `${url(f.demoId)}/PPC`, token })).statusCode).toBe(
        404,
      );
    }
    expect(
      (await t.request({ method: 'GET', url: url(f.launchpadId), token: f.websiteUser })).statusCode,
    ).toBe(200);
    expect(
      (
        await t.request({
          method: 'POST',
          url: url(f.launchpadId),
          token: f.websiteUser,
          payload: { names: ['x'] },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.request({ method: 'DELETE', url: `${url(f.launchpadId)}/kw%200-1`, token: f.websiteUser }))
        .statusCode,
    ).toBe(403);
    expect(await names(f.demoId, f.owner)).toEqual(['Local SEO', 'PPC', 'web design']);
  });
});
