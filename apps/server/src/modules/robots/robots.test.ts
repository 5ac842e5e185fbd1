import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SiteFixtures, siteFixturesApp } from '../../../test/site-fixtures.ts';
import type { TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let f: SiteFixtures;

beforeAll(async () => ({ t, f } = await siteFixturesApp({ SITES_PORT: 3000 })));
afterAll(() => t.close());

const robotsUrl = (id: number) => `/api/v1/landings/${id}/robots`;
const served = () =>
  t.request({ method: 'GET', url: '/robots.txt', headers: { host: 'demo.localhost:3000' } });

const DEFAULT_RULES = 'User-agent: *\nAllow: /\n\nSitemap: http://demo.localhost:3000/sitemap.xml\n';

describe('robots rules of a site', () => {
  it('shows the default rules the site serves until it has its own', async () => {
    const response = await t.request({ method: 'GET', url: robotsUrl(f.demoId), token: f.owner });
    expect(response.json()).toEqual({
      data: {
        robots_txt: DEFAULT_RULES,
        custom: false,
        default_robots_txt: DEFAULT_RULES,
        url: 'http://demo.localhost:3000/robots.txt',
      },
    });
    expect((await served()).body).toBe(DEFAULT_RULES);
  });

  it('saves custom rules, which the site serves at once', async () => {
    expect((await served()).statusCode).toBe(200);
    const rules = 'User-agent: *\r\nDisallow: /private   \r\n# staging pages\nDisallow: /drafts/\n\n\n';
    const response = await t.request({
      method: 'POST',
      url: robotsUrl(f.demoId),
      token: f.agencyUser,
      payload: { robots_txt: rules },
    });
    expect(response.statusCode).toBe(200);
    const expected = 'User-agent: *\nDisallow: /private\n# staging pages\nDisallow: /drafts/\n';
    expect(response.json().data).toMatchObject({ robots_txt: expected, custom: true });
    const file = await served();
    expect(file.body).toBe(expected);
    expect(file.headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it('resets to the default rules', async () => {
    const response = await t.request({ method: 'POST', url: `${robotsUrl(f.demoId)}/reset`, token: f.owner });
    expect(response.json().data).toMatchObject({ robots_txt: DEFAULT_RULES, custom: false });
    expect((await served()).body).toBe(DEFAULT_RULES);
  });

  it.each([
    ['Disallow /x', /Line 1 is not a rule/],
    ['User-agent: *\nNoindex: /x', /Line 2: "Noindex" is not a robots.txt field/],
    ['Disallow: /x', /Line 1: add a User-agent line before the first Disallow rule/],
    ['User-agent: *\nDisallow: private', /Line 2: Disallow paths start with "\/"/],
    ['User-agent: *\nSitemap: /sitemap.xml', /Line 2: Sitemap needs a full address/],
    ['User-agent: *\nCrawl-delay: soon', /Line 2: Crawl-delay is a number of seconds/],
    ['User-agent:', /Line 1: User-agent needs a value/],
  ])('refuses %j with a message naming the line', async (rules, message) => {
    const response = await t.request({
      method: 'POST',
      url: robotsUrl(f.demoId),
      token: f.owner,
      payload: { robots_txt: rules },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(message);
    expect(response.json().errors.robots_txt[0]).toMatch(message);
    expect((await served()).body).toBe(DEFAULT_RULES);
  });

  it.each([[{}], [{ robots_txt: 5 }], [{ robots_txt: `User-agent: *\n${'#'.repeat(20_001)}` }]])(
    'refuses the body %j with 422',
    async (payload) => {
      const response = await t.request({ method: 'POST', url: robotsUrl(f.demoId), token: f.owner, payload });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['robots_txt']);
    },
  );

  it('accepts an empty file (everything allowed)', async () => {
    const response = await t.request({
      method: 'POST',
      url: robotsUrl(f.launchpadId),
      token: f.owner,
      payload: { robots_txt: '' },
    });
    expect(response.json().data).toMatchObject({ robots_txt: '', custom: true });
  });

  it('keeps other tenants and sub-users without the site out, and needs manage_settings to change', async () => {
    for (const token of [f.otherOwner, f.websiteUser]) {
      expect((await t.request({ method: 'GET', url: robotsUrl(f.demoId), token })).statusCode).toBe(404);
      expect(
        (
          await t.request({
            method: 'POST',
            url: robotsUrl(f.demoId),
            token,
            payload: { robots_txt: 'User-agent: *\nDisallow: /' },
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await t.request({ method: 'POST', url: `${robotsUrl(f.demoId)}/reset`, token })).statusCode,
      ).toBe(404);
    }
    // A website user with view and edit_design may read, not change.
    expect(
      (await t.request({ method: 'GET', url: robotsUrl(f.launchpadId), token: f.websiteUser })).statusCode,
    ).toBe(200);
    const change = await t.request({
      method: 'POST',
      url: robotsUrl(f.launchpadId),
      token: f.websiteUser,
      payload: { robots_txt: 'User-agent: *\nDisallow: /' },
    });
    expect(change.statusCode).toBe(403);
    const reset = await t.request({
      method: 'POST',
      url: `${robotsUrl(f.launchpadId)}/reset`,
      token: f.websiteUser,
    });
    expect(reset.statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: robotsUrl(f.demoId), token: null })).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/landings/abc/robots', token: f.owner })).statusCode,
    ).toBe(422);
  });
});
