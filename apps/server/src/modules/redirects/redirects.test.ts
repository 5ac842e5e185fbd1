import { REDIRECT_MESSAGES } from '@tessera/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SiteFixtures, siteFixturesApp } from '../../../test/site-fixtures.ts';
import type { TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let f: SiteFixtures;
beforeAll(async () => ({ t, f } = await siteFixturesApp()));
afterAll(() => t.close());

let seq = 0;
async function newSite() {
  const response = await t.api('POST', '/landings', f.owner, {
    title: 'Redirects',
    subdomain: `redir-${process.pid}-${++seq}`,
  });
  const site = response.json().data as { id: number; subdomain: string; home_page: { id: number } };
  await t.api('POST', `/pages/${site.home_page.id}/publish`, f.owner);
  return site;
}
const visit = (site: { subdomain: string }, url: string) =>
  t.request({ method: 'GET', url, headers: { host: `${site.subdomain}.localhost:3000` } });

describe('page redirects', () => {
  it('creates 301 and 302 redirects the site applies before pages, counts hits and resets them', async () => {
    const site = await newSite();
    const created = await t.api('POST', `/landings/${site.id}/redirects`, f.owner, {
      from_path: ' /old-home/ ',
      to_url: '/',
    });
    expect(created.statusCode, created.body).toBe(201);
    const redirect = created.json().data;
    expect(redirect).toMatchObject({
      match: 'exact',
      from_path: '/old-home',
      to_url: '/',
      status: 301,
      hits: 0,
    });
    // A redirect on a page's own path wins over the page.
    const shadow = (
      await t.api('POST', `/landings/${site.id}/redirects`, f.owner, {
        from_path: '/home',
        to_url: 'https://example.com/new',
        status: 302,
      })
    ).json().data;

    for (const path of ['/old-home', '/old-home/', '/old-home?utm=1']) {
      const response = await visit(site, path);
      expect(response.statusCode, path).toBe(301);
      expect(response.headers.location).toBe('/');
    }
    const temporary = await visit(site, '/home');
    expect(temporary.statusCode).toBe(302);
    expect(temporary.headers.location).toBe('https://example.com/new');

    await t.app.sites.counters.flush();
    const listed = (
      await t.api('GET', `/landings/${site.id}/redirects?sort=hits&order=desc`, f.owner)
    ).json();
    expect(listed.meta.total).toBe(2);
    expect(listed.data.map((r: { from_path: string; hits: number }) => [r.from_path, r.hits])).toEqual([
      ['/old-home', 3],
      ['/home', 1],
    ]);

    const reset = await t.api('PUT', `/landings/${site.id}/redirects/${redirect.id}/reset`, f.owner);
    expect(reset.json().data.hits).toBe(0);
    // Hits counted before the reset but not yet written are not carried into the new count.
    await visit(site, '/old-home');
    await t.api('PUT', `/landings/${site.id}/redirects/${redirect.id}/reset`, f.owner);
    await t.app.sites.counters.flush();
    expect(
      (await t.api('GET', `/landings/${site.id}/redirects/${redirect.id}`, f.owner)).json().data.hits,
    ).toBe(0);

    const updated = await t.api('PUT', `/landings/${site.id}/redirects/${shadow.id}`, f.owner, {
      to_url: '/elsewhere',
      status: 301,
    });
    expect(updated.json().data).toMatchObject({ to_url: '/elsewhere', status: 301 });
    expect((await visit(site, '/home')).headers.location).toBe('/elsewhere');

    await t.api('DELETE', `/landings/${site.id}/redirects/${shadow.id}`, f.owner);
    expect((await visit(site, '/home')).statusCode).toBe(200);
    const all = (await t.api('GET', `/landings/${site.id}/redirects/all`, f.owner)).json();
    expect(all.data.map((r: { from_path: string }) => r.from_path)).toEqual(['/old-home']);
  });

  it('answers 422 for malformed redirects, a loop and a taken path', async () => {
    const site = await newSite();
    await t.api('POST', `/landings/${site.id}/redirects`, f.owner, { from_path: '/taken', to_url: '/' });
    const cases: Array<[object, string, string?]> = [
      [{ to_url: '/' }, 'from_path'],
      [{ from_path: 'no-slash', to_url: '/' }, 'from_path', REDIRECT_MESSAGES.path],
      [{ from_path: '/a b', to_url: '/' }, 'from_path', REDIRECT_MESSAGES.path],
      [{ from_path: '/q?x=1', to_url: '/' }, 'from_path', REDIRECT_MESSAGES.path],
      [{ from_path: '/a', to_url: 'javascript:alert(1)' }, 'to_url', REDIRECT_MESSAGES.target],
      [{ from_path: '/a', to_url: '//evil.example.com' }, 'to_url', REDIRECT_MESSAGES.target],
      [{ from_path: '/a', to_url: 'ftp://x.com' }, 'to_url', REDIRECT_MESSAGES.target],
      [{ from_path: '/a', to_url: '/a' }, 'to_url', REDIRECT_MESSAGES.loop],
      [{ from_path: '/a', to_url: '/', status: 307 }, 'status'],
      [{ from_path: '/taken/', to_url: '/x' }, 'from_path', REDIRECT_MESSAGES.taken],
      [{ from_path: '/a', to_url: '/', extra: true }, 'body'],
    ];
    for (const [body, field, message] of cases) {
      const response = await t.api('POST', `/landings/${site.id}/redirects`, f.owner, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.json().errors), JSON.stringify(body)).toContain(field);
      if (message) expect(response.json().errors[field], JSON.stringify(body)).toEqual([message]);
    }
    const [taken] = (await t.api('GET', `/landings/${site.id}/redirects/all`, f.owner)).json().data;
    expect((await t.api('PUT', `/landings/${site.id}/redirects/${taken.id}`, f.owner, {})).statusCode).toBe(
      422,
    );
    expect(
      (await t.api('PUT', `/landings/${site.id}/redirects/${taken.id}`, f.owner, { to_url: '/taken' }))
        .statusCode,
    ).toBe(422);
    expect((await t.api('GET', `/landings/${site.id}/redirects?sort=nope`, f.owner)).statusCode).toBe(422);
    expect((await t.api('PUT', `/landings/${site.id}/redirects/x/reset`, f.owner)).statusCode).toBe(422);
  });

  it('is closed to other tenants and to callers without manage_settings', async () => {
    const site = await newSite();
    const redirect = (
      await t.api('POST', `/landings/${site.id}/redirects`, f.owner, { from_path: '/p', to_url: '/' })
    ).json().data;
    const base = `/landings/${site.id}/redirects`;
    for (const [method, url] of [
      ['GET', base],
      ['GET', `${base}/all`],
      ['GET', `${base}/${redirect.id}`],
      ['PUT', `${base}/${redirect.id}`],
      ['DELETE', `${base}/${redirect.id}`],
      ['PUT', `${base}/${redirect.id}/reset`],
    ] as const) {
      expect(
        (await t.api(method, url, f.otherOwner, method === 'PUT' ? { status: 302 } : undefined)).statusCode,
        `${method} ${url}`,
      ).toBe(404);
    }
    expect((await t.api('POST', base, f.otherOwner, { from_path: '/q', to_url: '/' })).statusCode).toBe(404);
    // Another site's redirect through this site's path is not found either.
    expect((await t.api('GET', `/landings/${f.demoId}/redirects/${redirect.id}`, f.owner)).statusCode).toBe(
      404,
    );
    expect((await t.api('GET', `/landings/${f.launchpadId}/redirects`, f.websiteUser)).statusCode).toBe(200);
    expect(
      (
        await t.api('POST', `/landings/${f.launchpadId}/redirects`, f.websiteUser, {
          from_path: '/q',
          to_url: '/',
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('redirect rules (settings redirects)', () => {
  it('sends every path under a folder elsewhere, the most specific rule first, keeping the rest of the path', async () => {
    const site = await newSite();
    const base = `/landings/${site.id}/settings/redirects`;
    const rule = (
      await t.api('POST', base, f.owner, {
        from_path: '/blog/*',
        to_url: 'https://news.example.com/',
        status: 302,
      })
    ).json().data;
    expect(rule).toMatchObject({ match: 'prefix', from_path: '/blog', status: 302 });
    await t.api('POST', base, f.owner, { from_path: '/blog/archive', to_url: '/old-posts' });

    expect((await visit(site, '/blog')).headers.location).toBe('https://news.example.com/');
    expect((await visit(site, '/blog/2024/hello')).headers.location).toBe(
      'https://news.example.com/2024/hello',
    );
    const archive = await visit(site, '/blog/archive/1');
    expect(archive.statusCode).toBe(301);
    expect(archive.headers.location).toBe('/old-posts/1');
    expect((await visit(site, '/blogger')).statusCode).toBe(404);
    expect((await visit(site, '/')).statusCode).toBe(200);

    await t.app.sites.counters.flush();
    expect((await t.api('GET', `${base}/${rule.id}`, f.owner)).json().data.hits).toBe(2);
    // The two kinds are listed apart, but one path is redirected only once.
    expect((await t.api('GET', `/landings/${site.id}/redirects`, f.owner)).json().meta.total).toBe(0);
    const clash = await t.api('POST', `/landings/${site.id}/redirects`, f.owner, {
      from_path: '/blog',
      to_url: '/',
    });
    expect(clash.json().errors.from_path).toEqual([REDIRECT_MESSAGES.taken]);
    expect((await t.api('GET', `/landings/${site.id}/redirects/${rule.id}`, f.owner)).statusCode).toBe(404);
    expect((await t.api('PUT', `${base}/${rule.id}/reset`, f.owner)).json().data.hits).toBe(0);
    expect((await t.api('GET', base, f.otherOwner)).statusCode).toBe(404);
    expect((await t.api('DELETE', `${base}/${rule.id}`, f.otherOwner)).statusCode).toBe(404);
    expect((await t.api('POST', base, f.owner, { from_path: 'blog', to_url: '/' })).statusCode).toBe(422);

    await t.api('DELETE', `${base}/${rule.id}`, f.owner);
    expect((await visit(site, '/blog/2024/hello')).statusCode).toBe(404);
  });
});

describe('malformed ids and queries', () => {
  it('answers 422 on every redirect route, of both kinds, given an id that is no id', async () => {
    for (const base of [`/landings/${f.demoId}/redirects`, `/landings/${f.demoId}/settings/redirects`]) {
      const routes: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, object?]> = [
        ['GET', base.replace(String(f.demoId), 'abc')],
        ['GET', `${base.replace(String(f.demoId), 'abc')}/all`],
        ['GET', `${base}?order=sideways`],
        ['POST', base.replace(String(f.demoId), 'abc'), { from_path: '/a', to_url: '/' }],
        ['GET', `${base}/abc`],
        ['PUT', `${base}/abc`, { status: 302 }],
        ['DELETE', `${base}/abc`],
        ['PUT', `${base}/abc/reset`],
      ];
      for (const [method, url, body] of routes) {
        expect((await t.api(method, url, f.owner, body)).statusCode, `${method} ${url}`).toBe(422);
      }
    }
  });
});
