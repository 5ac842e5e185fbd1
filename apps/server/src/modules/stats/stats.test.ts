import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SiteFixtures, siteFixturesApp } from '../../../test/site-fixtures.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { blogPosts, pages, pageViews, postViews } from '../../db/schema/index.ts';
import { daysEndingToday } from './service.ts';

let t: TestApp;
let f: SiteFixtures;
let home: number;
let software: number;
let launchpadHome: number;
let costPost: number;
let hvacPost: number;
let launchpadPost: number;

const statsUrl = (id: number, query = '') => `/api/v1/landings/${id}/stats${query}`;

beforeAll(async () => {
  ({ t, f } = await siteFixturesApp({ SITES_PORT: 3000 }));
  const db = t.database.db;
  const [h] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.landingId, f.demoId), eq(pages.uniqueName, 'home')));
  const [s] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.landingId, f.demoId), eq(pages.uniqueName, 'software')));
  const [l] = await db.select().from(pages).where(eq(pages.landingId, f.launchpadId));
  home = h!.id;
  software = s!.id;
  launchpadHome = l!.id;
  const posts = await db.select().from(blogPosts).where(eq(blogPosts.landingId, f.demoId));
  costPost = posts.find((post) => post.slug === 'dental-cost-per-lead')!.id;
  hvacPost = posts.find((post) => post.slug === 'hvac-ads-in-spring')!.id;
  const made = await t.api('POST', `/landings/${f.launchpadId}/blogs`, f.owner, { title: 'Launch notes' });
  expect(made.statusCode, made.body).toBe(201);
  launchpadPost = made.json().data.id as number;
  const days = daysEndingToday(40);
  await db.insert(pageViews).values([
    { pageId: home, landingId: f.demoId, day: days[39]!, views: 5 },
    { pageId: home, landingId: f.demoId, day: days[37]!, views: 3 },
    { pageId: software, landingId: f.demoId, day: days[37]!, views: 2 },
    // Outside a 30-day range.
    { pageId: home, landingId: f.demoId, day: days[0]!, views: 100 },
    { pageId: launchpadHome, landingId: f.launchpadId, day: days[39]!, views: 7 },
  ]);
  await db.insert(postViews).values([
    { postId: costPost, landingId: f.demoId, day: days[38]!, views: 4 },
    { postId: hvacPost, landingId: f.demoId, day: days[39]!, views: 1 },
    { postId: launchpadPost, landingId: f.launchpadId, day: days[39]!, views: 9 },
  ]);
});
afterAll(() => t.close());

describe('daysEndingToday', () => {
  it('lists UTC days, oldest first, ending today', () => {
    expect(daysEndingToday(3, Date.UTC(2026, 0, 2, 23, 30))).toEqual([
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
    ]);
  });
});

describe('GET /landings/{id}/stats', () => {
  it('gives views per day (every day, zeros included), the total, each page and each post', async () => {
    const response = await t.request({ method: 'GET', url: statsUrl(f.demoId, '?days=7'), token: f.owner });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.days).toHaveLength(7);
    // Page and blog post views together.
    expect(data.days.map((d: { views: number }) => d.views)).toEqual([0, 0, 0, 0, 5, 4, 6]);
    expect(data.total_views).toBe(15);
    expect(data.from).toBe(daysEndingToday(7)[0]);
    expect(data.to).toBe(daysEndingToday(1)[0]);
    expect(data.pages.slice(0, 2)).toEqual([
      { page_id: home, name: 'Home', unique_name: 'home', views: 8 },
      { page_id: software, name: 'Software', unique_name: 'software', views: 2 },
    ]);
    expect(data.posts.slice(0, 2)).toEqual([
      { post_id: costPost, title: expect.any(String), slug: 'dental-cost-per-lead', views: 4 },
      { post_id: hvacPost, title: expect.any(String), slug: 'hvac-ads-in-spring', views: 1 },
    ]);
    expect(data.posts).toHaveLength(3);
    expect(data.posts[2].views).toBe(0);
    expect(data.page_id).toBeNull();
    expect(data.post_id).toBeNull();
  });

  it('ranges over 30 days by default and 90 on request', async () => {
    const month = (await t.request({ method: 'GET', url: statsUrl(f.demoId), token: f.owner })).json().data;
    expect(month.days).toHaveLength(30);
    expect(month.total_views).toBe(15);
    const quarter = (
      await t.request({ method: 'GET', url: statsUrl(f.demoId, '?days=90'), token: f.owner })
    ).json().data;
    expect(quarter.total_views).toBe(115);
  });

  it('narrows to one page of the site', async () => {
    const data = (
      await t.request({
        method: 'GET',
        url: statsUrl(f.demoId, `?days=7&page_id=${software}`),
        token: f.owner,
      })
    ).json().data;
    expect(data).toMatchObject({ total_views: 2, page_id: software });
    const foreign = await t.request({
      method: 'GET',
      url: statsUrl(f.demoId, `?page_id=${launchpadHome}`),
      token: f.owner,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('narrows to one blog post of the site', async () => {
    const data = (
      await t.request({
        method: 'GET',
        url: statsUrl(f.demoId, `?days=7&post_id=${costPost}`),
        token: f.owner,
      })
    ).json().data;
    expect(data).toMatchObject({ total_views: 4, post_id: costPost, page_id: null });
    expect(data.days.map((d: { views: number }) => d.views)).toEqual([0, 0, 0, 0, 0, 4, 0]);
    const foreign = await t.request({
      method: 'GET',
      url: statsUrl(f.demoId, `?post_id=${launchpadPost}`),
      token: f.owner,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Blog post not found.');
  });

  it('refuses a page and a post at once with 422 on post_id', async () => {
    const response = await t.request({
      method: 'GET',
      url: statsUrl(f.demoId, `?page_id=${home}&post_id=${costPost}`),
      token: f.owner,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ post_id: ['Choose a page or a blog post, not both.'] });
  });

  it('counts real visits to a published blog post', async () => {
    const before = (
      await t.request({
        method: 'GET',
        url: statsUrl(f.demoId, `?days=7&post_id=${hvacPost}`),
        token: f.owner,
      })
    ).json().data;
    for (let i = 0; i < 2; i++) {
      const post = await t.request({
        method: 'GET',
        url: '/blog/hvac-ads-in-spring',
        headers: { host: 'demo.localhost:3000' },
      });
      expect(post.statusCode).toBe(200);
    }
    // The blog index and a missing post count nothing.
    await t.request({ method: 'GET', url: '/blog', headers: { host: 'demo.localhost:3000' } });
    await t.request({ method: 'GET', url: '/blog/no-such-post', headers: { host: 'demo.localhost:3000' } });
    const after = (
      await t.request({
        method: 'GET',
        url: statsUrl(f.demoId, `?days=7&post_id=${hvacPost}`),
        token: f.owner,
      })
    ).json().data;
    expect(after.total_views).toBe(before.total_views + 2);
    const site = (
      await t.request({ method: 'GET', url: statsUrl(f.demoId, '?days=7'), token: f.owner })
    ).json().data;
    expect(site.total_views).toBe(15 + 2);
  });

  it('counts real visits to the published site', async () => {
    const before = (
      await t.request({ method: 'GET', url: statsUrl(f.launchpadId, '?days=7'), token: f.owner })
    ).json().data;
    for (let i = 0; i < 3; i++) {
      const page = await t.request({
        method: 'GET',
        url: '/',
        headers: { host: 'launchpad.localhost:3000' },
      });
      expect(page.statusCode).toBe(200);
    }
    const after = (
      await t.request({ method: 'GET', url: statsUrl(f.launchpadId, '?days=7'), token: f.owner })
    ).json().data;
    expect(after.total_views).toBe(before.total_views + 3);
  });

  it.each(['?days=12', '?days=abc', '?page_id=0', '?page_id=x', '?post_id=-1'])(
    'refuses %s with 422',
    async (query) => {
      const response = await t.request({ method: 'GET', url: statsUrl(f.demoId, query), token: f.owner });
      expect(response.statusCode).toBe(422);
    },
  );

  it('keeps other tenants and sub-users without the site out', async () => {
    for (const token of [f.otherOwner, f.websiteUser]) {
      expect((await t.request({ method: 'GET', url: statsUrl(f.demoId), token })).statusCode).toBe(404);
      expect((await t.request({ method: 'POST', url: statsUrl(f.demoId, '/reset'), token })).statusCode).toBe(
        404,
      );
    }
    expect(
      (await t.request({ method: 'GET', url: statsUrl(f.launchpadId), token: f.viewer })).statusCode,
    ).toBe(200);
  });
});

describe('POST /landings/{id}/stats/reset', () => {
  it('needs manage_settings', async () => {
    const response = await t.request({
      method: 'POST',
      url: statsUrl(f.launchpadId, '/reset'),
      token: f.websiteUser,
    });
    expect(response.statusCode).toBe(403);
  });

  it.each([
    [{ page_id: 'x' }, 'page_id'],
    [{ page_id: 1, extra: true }, 'body'],
    [{ page_id: 1, post_id: 2 }, 'post_id'],
  ])('refuses %j with 422', async (payload, field) => {
    const response = await t.request({
      method: 'POST',
      url: statsUrl(f.demoId, '/reset'),
      token: f.owner,
      payload,
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });

  it('resets one blog post, leaving the pages and other posts', async () => {
    const response = await t.request({
      method: 'POST',
      url: statsUrl(f.demoId, '/reset'),
      token: f.owner,
      payload: { post_id: costPost },
    });
    expect(response.json()).toEqual({ success: true, message: "The blog post's statistics are reset." });
    const data = (
      await t.request({ method: 'GET', url: statsUrl(f.demoId, '?days=90'), token: f.owner })
    ).json().data;
    expect(data.posts.find((post: { post_id: number }) => post.post_id === costPost).views).toBe(0);
    expect(data.posts.find((post: { post_id: number }) => post.post_id === hvacPost).views).toBe(3);
    expect(data.total_views).toBe(113);
    const foreign = await t.request({
      method: 'POST',
      url: statsUrl(f.demoId, '/reset'),
      token: f.owner,
      payload: { post_id: launchpadPost },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('resets one page, then the whole site, leaving other sites alone', async () => {
    const page = await t.request({
      method: 'POST',
      url: statsUrl(f.demoId, '/reset'),
      token: f.owner,
      payload: { page_id: software },
    });
    expect(page.json()).toEqual({ success: true, message: "The page's statistics are reset." });
    let data = (
      await t.request({ method: 'GET', url: statsUrl(f.demoId, '?days=90'), token: f.owner })
    ).json().data;
    expect(data.total_views).toBe(111);
    // SPEC §7 calls it without a body.
    const site = await t.request({ method: 'POST', url: statsUrl(f.demoId, '/reset'), token: f.agencyUser });
    expect(site.json()).toEqual({ success: true, message: "The site's statistics are reset." });
    data = (await t.request({ method: 'GET', url: statsUrl(f.demoId, '?days=90'), token: f.owner })).json()
      .data;
    expect(data.total_views).toBe(0);
    const other = (await t.request({ method: 'GET', url: statsUrl(f.launchpadId), token: f.owner })).json()
      .data;
    expect(other.total_views).toBe(7 + 9 + 3);
  });
});
