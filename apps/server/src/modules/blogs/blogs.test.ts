import { createElement, createSection, type PageDocument } from '@tessera/document';
import { elementRegistry } from '@tessera/elements';
import { validateHtml } from '@tessera/renderer/html-validator';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headlineDocument } from '../../../test/documents.ts';
import { LEAD_FIELDS, submitForm } from '../../../test/site-data.ts';
import { type SiteFixtures, siteFixturesApp } from '../../../test/site-fixtures.ts';
import { DEMO, type TestApp } from '../../../test/test-app.ts';
import { blogPosts, formSubmissions, landings, pages } from '../../db/schema/index.ts';

let t: TestApp;
let f: SiteFixtures;
let admin: string;

beforeAll(async () => {
  ({ t, f } = await siteFixturesApp({ SITES_PORT: 3000 }));
  admin = await t.login(DEMO.admin);
});
afterAll(() => t.close());

let counter = 0;
const unique = (prefix: string) => `${prefix}-${process.pid}-${++counter}`;

type Json = Record<string, unknown> & { data: Record<string, unknown> & { id: number } };

async function newPost(
  landingId: number,
  body: Record<string, unknown> = {},
  token = f.owner,
): Promise<Json['data']> {
  const response = await t.api('POST', `/landings/${landingId}/blogs`, token, {
    title: unique('Post'),
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as Json).data;
}

/** A site of the demo agency made through the API, with the default site's home page published. */
async function newSite(): Promise<{ id: number; host: string; homeId: number }> {
  const subdomain = unique('blogsite').replace(/[^a-z0-9-]/g, '');
  const created = await t.api('POST', '/landings', f.owner, {
    title: 'Blog test site',
    subdomain,
    template: 'default-site',
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().data.id as number;
  const [home] = await t.database.db
    .select({ id: pages.id, document: pages.document, version: pages.version })
    .from(pages)
    .where(and(eq(pages.landingId, id), eq(pages.isHome, true)));
  // A new site leaves out the articles section while it has no posts; these sites get one back,
  // where the default site has it: above the footer.
  const blogSection = blogListDocument(3).sections[0]!;
  const sections = [...(home!.document as PageDocument).sections];
  const footer = sections.findIndex((section) => section.kind === 'Footer');
  sections.splice(footer === -1 ? sections.length : footer, 0, blogSection);
  const document = { ...home!.document, sections };
  const saved = await t.api('PUT', `/landings/${id}/pages/${home!.id}/design`, f.owner, {
    document,
    version: home!.version,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect((await t.api('POST', `/pages/${home!.id}/publish`, f.owner)).statusCode).toBe(200);
  return { id, host: `${subdomain}.localhost:3000`, homeId: home!.id };
}

const site = (host: string, url: string) => t.request({ method: 'GET', url, headers: { host } });

async function saveDesign(landingId: number, postId: number, document: PageDocument, version: number) {
  return t.api('PUT', `/landings/${landingId}/blogs/${postId}/design`, f.owner, { document, version });
}

async function publish(landingId: number, postId: number) {
  const response = await t.api('POST', `/landings/${landingId}/blogs/${postId}/publish`, f.owner);
  expect(response.statusCode, response.body).toBe(200);
}

/** A document whose only element lists the site's posts. */
function blogListDocument(count = 6): PageDocument {
  const section = createSection();
  const element = createElement('blog', elementRegistry.blog.schema.parse({ count }));
  section.rows[0]!.columns[0]!.children.push(element);
  return { schemaVersion: 1, theme: {} as PageDocument['theme'], sections: [section], popups: [], texts: {} };
}

/** Titles of the posts a rendered blog element lists, in order. */
const listedTitles = (html: string) =>
  [...html.matchAll(/<p class="bl-title"><a href="[^"]*">([^<]*)<\/a><\/p>/g)].map((m) => m[1]);

describe('the demo site', () => {
  it('has three published posts with covers, on /blog and in its home page’s blog section', async () => {
    const titles = [
      'Landing pages that convert: a checklist for gyms and studios',
      'Why your HVAC ads go quiet in spring, and what to do about it',
      'Five fixes that cut a dental practice’s cost per lead in half',
    ];
    const index = await site('demo.localhost:3000', '/blog');
    expect(index.statusCode).toBe(200);
    expect(listedTitles(index.body)).toEqual(titles);
    expect(index.body).toContain('src="/_media/samples/agency/case-fitness.webp"');
    // The index wears the home page's header and footer.
    expect(index.body).toContain('alt="Brightpath Digital"');
    expect(index.body).toContain('© Brightpath Digital LLC.');
    expect(listedTitles((await site('demo.localhost:3000', '/')).body)).toEqual(titles);
    const post = await site('demo.localhost:3000', '/blog/hvac-ads-in-spring');
    expect(post.statusCode).toBe(200);
    expect(post.body).toContain('Every spring our HVAC clients ask the same question');
  });
});

describe('creating and managing posts', () => {
  it('creates a post with an address made from its title, starting from the site’s look', async () => {
    const response = await t.api('POST', `/landings/${f.demoId}/blogs`, f.owner, {
      title: 'Ten Tips for Spring!',
      description: 'What we learned this season.',
      cover_image_url: '/_media/samples/agency/case-law.webp',
      author_name: 'Maya Chen',
      tags: ['Tips', 'Tips', 'Spring'],
    });
    expect(response.statusCode, response.body).toBe(201);
    const post = response.json().data;
    expect(post).toMatchObject({
      landing_id: f.demoId,
      title: 'Ten Tips for Spring!',
      slug: 'ten-tips-for-spring',
      description: 'What we learned this season.',
      author_name: 'Maya Chen',
      tags: ['Tips', 'Spring'],
      published: false,
      published_at: null,
      version: 1,
      url: 'http://demo.localhost:3000/blog/ten-tips-for-spring',
    });
    expect(post.layout).toBe('article');
    const detail = (await t.api('GET', `/landings/${f.demoId}/blogs/${post.id}`, f.owner)).json().data;
    const document = detail.document as PageDocument;
    // Laid out as an article, the document is the text alone: the layout adds the rest.
    expect(document.sections).toHaveLength(1);
    expect(document.sections[0]!.kind).toBeUndefined();
    expect(JSON.stringify(document.texts)).toContain('Start writing your post here.');
    expect(JSON.stringify(document.texts)).not.toContain('Ten Tips for Spring!');
    // Designed like a page: the demo home page's header opens the draft, then the post's own
    // section, then the footer.
    const designed = await newPost(f.demoId, { title: 'Designed by hand', layout: 'designed' });
    const designedDocument = (
      await t.api('GET', `/landings/${f.demoId}/blogs/${designed.id}`, f.owner)
    ).json().data.document as PageDocument;
    expect(designedDocument.sections[0]!.kind).toBe('Header');
    expect(designedDocument.sections.at(-1)!.kind).toBe('Footer');
    expect(JSON.stringify(designedDocument.texts)).toContain('Designed by hand');
    // A second post with the same title gets the next free address.
    const again = await newPost(f.demoId, { title: 'Ten Tips for Spring!' });
    expect(again.slug).toBe('ten-tips-for-spring-2');
  });

  it('checks titles, addresses and details field by field (422)', async () => {
    const base = `/landings/${f.demoId}/blogs`;
    const errors = async (body: unknown) => {
      const response = await t.api('POST', base, f.owner, body as Record<string, unknown>);
      expect(response.statusCode, response.body).toBe(422);
      return response.json().errors as Record<string, string[]>;
    };
    expect((await errors({ title: '  ' })).title).toEqual(['The title field is required.']);
    expect((await errors({ title: 'X', slug: 'Bad Slug' })).slug).toEqual([
      'The address may only hold lowercase letters, digits and inner hyphens.',
    ]);
    expect((await errors({ title: 'X', slug: 'feed' })).slug).toEqual([
      'This address is reserved for the blog itself.',
    ]);
    expect((await errors({ title: 'X', cover_image_url: 'javascript:alert(1)' })).cover_image_url).toEqual([
      'URL format is invalid.',
    ]);
    expect(await errors({ title: 'X', html: '<p>no</p>' })).toBeDefined();
    const taken = await newPost(f.demoId);
    expect((await errors({ title: 'X', slug: taken.slug })).slug).toEqual([
      'Another post of this website already uses this address.',
    ]);
    // Updating: nothing to update, a taken address, a bad one.
    const post = await newPost(f.demoId);
    const put = (body: Record<string, unknown>) =>
      t.api('PUT', `${base}/${post.id}`, f.owner, { settings_version: 1, ...body });
    expect((await put({})).statusCode).toBe(422);
    expect((await put({ layout: 'magazine' })).json().errors.layout).toBeDefined();
    expect((await put({ title: 'No version', settings_version: undefined })).json().errors).toHaveProperty(
      'settings_version',
    );
    expect((await put({ slug: taken.slug })).json().errors.slug).toEqual([
      'Another post of this website already uses this address.',
    ]);
    expect((await put({ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) })).statusCode).toBe(422);
    const renamed = await put({ title: 'Renamed', slug: `${post.slug}-new`, author_name: 'Sam' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({
      title: 'Renamed',
      slug: `${post.slug}-new`,
      author_name: 'Sam',
      settings_version: 2,
    });
    // Ids that are not numbers are 422, never 500.
    expect((await t.api('GET', `${base}/abc`, f.owner)).statusCode).toBe(422);
  });

  it('refuses details saved from an older version with 409 and the current version; a design save is no conflict', async () => {
    const post = await newPost(f.demoId);
    expect(post).toMatchObject({ settings_version: 1, layout: 'article', meta_image_url: '' });
    const url = `/landings/${f.demoId}/blogs/${post.id}`;
    const first = await t.api('PUT', url, f.owner, { author_name: 'First tab', settings_version: 1 });
    expect(first.statusCode, first.body).toBe(200);
    const design = await saveDesign(f.demoId, post.id, headlineDocument('Body'), post.version as number);
    expect(design.statusCode, design.body).toBe(200);

    const stale = await t.api('PUT', url, f.owner, { author_name: 'Second tab', settings_version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      message: expect.stringContaining('changed elsewhere'),
      current_version: 2,
    });
    expect((await t.api('GET', url, f.owner)).json().data.author_name).toBe('First tab');

    const fresh = await t.api('PUT', url, f.owner, {
      author_name: 'Second tab',
      meta_image_url: 'https://img.example.com/card.png',
      layout: 'designed',
      settings_version: 2,
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json().data).toMatchObject({
      author_name: 'Second tab',
      meta_image_url: 'https://img.example.com/card.png',
      layout: 'designed',
      settings_version: 3,
    });
  });

  it('lists posts with search, the published filter, sorting and pagination', async () => {
    const { id } = await newSite();
    const tag = unique('needle');
    const a = await newPost(id, { title: `Apple ${tag}` });
    const b = await newPost(id, { title: `Banana ${tag}`, description: 'Yellow' });
    await newPost(id, { title: 'Cherry' });
    await publish(id, b.id);
    const list = (query: string) => t.api('GET', `/landings/${id}/blogs?${query}`, f.owner);

    const all = (await list('sort=title&order=asc')).json();
    expect(all.data.map((p: { title: string }) => p.title)).toEqual([
      `Apple ${tag}`,
      `Banana ${tag}`,
      'Cherry',
    ]);
    expect(all.meta).toMatchObject({ total: 3, page: 1 });
    expect((await list(`search=${tag}`)).json().meta.total).toBe(2);
    expect((await list('search=yellow')).json().data.map((p: { id: number }) => p.id)).toEqual([b.id]);
    expect((await list('published=true')).json().data.map((p: { id: number }) => p.id)).toEqual([b.id]);
    expect((await list('published=false')).json().meta.total).toBe(2);
    const published = (await list('sort=published_at&order=desc')).json().data;
    expect(published[0].id).toBe(b.id);
    const paged = (await list('sort=title&order=asc&per_page=2&page=2')).json();
    expect(paged.data.map((p: { title: string }) => p.title)).toEqual(['Cherry']);
    expect(paged.meta).toEqual({ total: 3, page: 2, per_page: 2 });
    expect((await list('sort=bogus')).statusCode).toBe(422);
    expect(a.published).toBe(false);
  });

  it('saves designs through the shared design path: versions, 409 when stale, 422, idempotent retries', async () => {
    const post = await newPost(f.demoId);
    const first = await saveDesign(f.demoId, post.id, headlineDocument('First draft'), 1);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ id: post.id, version: 2, replayed: false });
    const stale = await saveDesign(f.demoId, post.id, headlineDocument('Stale'), 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: expect.stringMatching(/changed elsewhere/), current_version: 2 });
    const bad = await saveDesign(f.demoId, post.id, { schemaVersion: 1, sections: 'no' } as never, 2);
    expect(bad.statusCode).toBe(422);
    const body = { document: headlineDocument('Retried'), version: 2, idempotency_key: unique('key-abcdef') };
    const url = `/landings/${f.demoId}/blogs/${post.id}/design`;
    const once = await t.api('PUT', url, f.owner, body);
    const twice = await t.api('PUT', url, f.owner, body);
    expect(once.json().data.version).toBe(3);
    expect(twice.json().data).toMatchObject({ version: 3, replayed: true });
    const detail = (await t.api('GET', `/landings/${f.demoId}/blogs/${post.id}`, f.owner)).json().data;
    expect(detail.version).toBe(3);
    expect(JSON.stringify(detail.document)).toContain('Retried');
  });

  it('clones a post as a draft with a free address, and deletes posts', async () => {
    const post = await newPost(f.demoId, { title: 'Original', description: 'Same words' });
    await saveDesign(f.demoId, post.id, headlineDocument('Cloned words'), 1);
    await publish(f.demoId, post.id);
    const base = `/landings/${f.demoId}/blogs/${post.id}`;
    const copy = await t.api('POST', `${base}/clone`, f.owner, {});
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json().data).toMatchObject({
      title: 'Original (copy)',
      slug: `${post.slug}-copy`,
      description: 'Same words',
      published: false,
    });
    const named = await t.api('POST', `${base}/clone`, f.owner, { title: 'Second copy' });
    expect(named.json().data).toMatchObject({ title: 'Second copy', slug: `${post.slug}-copy-2` });
    const cloned = (await t.api('GET', `/landings/${f.demoId}/blogs/${copy.json().data.id}`, f.owner)).json();
    expect(JSON.stringify(cloned.data.document)).toContain('Cloned words');

    expect((await t.api('DELETE', base, f.owner)).statusCode).toBe(200);
    expect((await t.api('GET', base, f.owner)).statusCode).toBe(404);
    expect((await t.api('DELETE', base, f.owner)).statusCode).toBe(404);
    expect((await site('demo.localhost:3000', `/blog/${post.slug}`)).statusCode).toBe(404);
  });

  it('suggests free addresses (GET /agency-blog/{id}/unique-id)', async () => {
    const post = await newPost(f.demoId, { title: 'Unique address check' });
    const ask = (query: string) => t.api('GET', `/agency-blog/${f.demoId}/unique-id?${query}`, f.owner);
    expect((await ask('title=Unique%20address%20check')).json().data).toEqual({
      unique_id: 'unique-address-check-2',
      slug: null,
      available: true,
      message: null,
    });
    expect((await ask(`slug=${post.slug}`)).json().data).toMatchObject({
      unique_id: 'unique-address-check-2',
      available: false,
      message: 'Another post of this website already uses this address.',
    });
    // Its own address is free for the post itself.
    expect((await ask(`slug=${post.slug}&post_id=${post.id}`)).json().data).toMatchObject({
      unique_id: post.slug,
      available: true,
    });
    expect((await ask('slug=Not%20Valid')).json().data).toMatchObject({
      unique_id: 'not-valid',
      available: false,
    });
    expect((await t.api('GET', `/agency-blog/${f.otherSiteId}/unique-id?title=x`, f.owner)).statusCode).toBe(
      404,
    );
    expect((await t.api('GET', `/agency-blog/${f.demoId}/unique-id?post_id=x`, f.owner)).statusCode).toBe(
      422,
    );
  });
});

describe('who may do what', () => {
  it('keeps posts to their site and agency, and follows landing permissions', async () => {
    const post = await newPost(f.launchpadId);
    const onLaunchpad = `/landings/${f.launchpadId}/blogs`;
    // Another agency: the site and its posts are "not found".
    expect((await t.api('GET', onLaunchpad, f.otherOwner)).statusCode).toBe(404);
    expect((await t.api('GET', `${onLaunchpad}/${post.id}`, f.otherOwner)).statusCode).toBe(404);
    expect((await t.api('DELETE', `${onLaunchpad}/${post.id}`, f.otherOwner)).statusCode).toBe(404);
    // A post asked for under another site of the same agency is "not found" too.
    expect((await t.api('GET', `/landings/${f.demoId}/blogs/${post.id}`, f.owner)).statusCode).toBe(404);
    // The website user holds view and edit_design on launchpad: it reads, but cannot manage or publish.
    expect((await t.api('GET', onLaunchpad, f.websiteUser)).statusCode).toBe(200);
    expect((await t.api('POST', onLaunchpad, f.websiteUser, { title: 'Nope' })).statusCode).toBe(403);
    expect((await t.api('POST', `${onLaunchpad}/${post.id}/publish`, f.websiteUser)).statusCode).toBe(403);
    expect(
      (await t.api('PUT', `/landings/${f.launchpadId}/blog-setting`, f.websiteUser, { per_page: 3 }))
        .statusCode,
    ).toBe(403);
    // ...and the demo site is not theirs at all.
    expect((await t.api('GET', `/landings/${f.demoId}/blogs`, f.websiteUser)).statusCode).toBe(404);
    // The agency user holds every permission on both sites.
    expect((await t.api('POST', `${onLaunchpad}/${post.id}/publish`, f.agencyUser)).statusCode).toBe(200);
    // Admins see template sites only.
    expect((await t.api('GET', onLaunchpad, admin)).statusCode).toBe(404);
    expect((await t.api('GET', onLaunchpad, null)).statusCode).toBe(401);
  });
});

describe('blog settings (blog-setting)', () => {
  it('reads and writes the blog’s settings without touching the other settings groups', async () => {
    const { id } = await newSite();
    const url = `/landings/${id}/blog-setting`;
    expect((await t.api('GET', url, f.owner)).json().data).toEqual({
      title: 'Blog',
      description: '',
      per_page: 9,
      index_enabled: true,
    });
    const saved = await t.api('PUT', url, f.owner, {
      title: 'News',
      description: 'From the team',
      per_page: 4,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({
      title: 'News',
      description: 'From the team',
      per_page: 4,
      index_enabled: true,
    });
    expect((await t.api('PUT', url, f.owner, { per_page: 0 })).json().errors.per_page).toEqual([
      'Posts per page must be a whole number from 1 to 50.',
    ]);
    expect((await t.api('PUT', url, f.owner, {})).statusCode).toBe(422);
    expect((await t.api('PUT', url, f.owner, { title: '' })).statusCode).toBe(422);
    // Saving the site's other settings keeps the blog's; the site's detail carries them.
    const site = (await t.api('GET', `/landings/${id}`, f.owner)).json().data;
    const other = await t.api('PUT', `/landings/${id}/settings`, f.owner, {
      settings: { socials: { facebook: 'https://facebook.com/demo' } },
      settings_version: site.settings_version,
    });
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json().data.settings.blog).toMatchObject({ title: 'News', per_page: 4 });
    expect(
      (
        await t.api('PUT', `/landings/${id}/settings`, f.owner, {
          settings: { blog: {} },
          settings_version: other.json().data.settings_version,
        })
      ).statusCode,
    ).toBe(422);
  });
});

describe('the article layout', () => {
  it('serves a post in the site’s look with its cover, date, author, reading time, a way back and BlogPosting JSON-LD', async () => {
    const { id, host } = await newSite();
    const post = await newPost(id, {
      title: 'Spring </script> checklist',
      description: 'What to check before the season starts.',
      cover_image_url: '/_media/samples/agency/case-dental.webp',
      author_name: 'Maya Chen',
      tags: ['Tips'],
    });
    // About 700 words: a three-minute read.
    const words = Array.from({ length: 700 }, (_, i) => `word${i}`).join(' ');
    await saveDesign(id, post.id, headlineDocument(words), post.version as number);
    await publish(id, post.id);

    const page = await site(host, `/blog/${post.slug}`);
    expect(page.statusCode).toBe(200);
    const html = page.body;
    // The home page's header and footer frame the post; the site's theme styles it.
    const home = (await t.api('GET', `/landings/${id}`, f.owner)).json().data.home_page;
    const homeDocument = (await t.api('GET', `/pages/${home.id}`, f.owner)).json().data
      .document as PageDocument;
    expect(homeDocument.sections[0]!.kind).toBe('Header');
    expect(html).toContain(`id="${homeDocument.sections[0]!.id}"`);
    expect(html).toContain(`id="${homeDocument.sections.at(-1)!.id}"`);
    // Title, excerpt, details line, cover and the link back to the blog.
    expect(html).toContain('<h1>Spring &lt;/script&gt; checklist</h1>');
    expect(html).toContain('What to check before the season starts.');
    expect(html).toMatch(/[A-Z][a-z]+ \d{1,2}, \d{4} · By Maya Chen · 3 min read/);
    expect(html).toContain('src="/_media/samples/agency/case-dental.webp"');
    expect(html).toContain('alt="Cover picture of “Spring &lt;/script&gt; checklist”"');
    expect(html).toContain('<a href="/blog">← Back to blog</a>');
    expect(html).toContain('word699');

    // BlogPosting JSON-LD, parseable, with absolute URLs, the title unable to end the block.
    const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
    expect(block).not.toBeNull();
    const data = JSON.parse(block![1]!);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Spring </script> checklist',
      description: 'What to check before the season starts.',
      image: [`http://${host}/_media/samples/agency/case-dental.webp`],
      author: { '@type': 'Person', name: 'Maya Chen' },
      publisher: { '@type': 'Organization', name: 'Blog test site' },
      mainEntityOfPage: { '@type': 'WebPage', '@id': `http://${host}/blog/${post.slug}` },
      keywords: 'Tips',
    });
    expect(Date.parse(data.datePublished)).not.toBeNaN();
    expect(Date.parse(data.dateModified)).not.toBeNaN();
    // The sharing picture falls back to the cover, and wins once set.
    expect(html).toContain(
      `<meta property="og:image" content="http://${host}/_media/samples/agency/case-dental.webp">`,
    );
    const withMeta = await t.api('PUT', `/landings/${id}/blogs/${post.id}`, f.owner, {
      meta_image_url: '/_media/samples/agency/case-law.webp',
      settings_version: 1,
    });
    expect(withMeta.statusCode, withMeta.body).toBe(200);
    const shared = (await site(host, `/blog/${post.slug}`)).body;
    expect(shared).toContain(
      `<meta property="og:image" content="http://${host}/_media/samples/agency/case-law.webp">`,
    );

    // The site's theme styles the post: a new font on the home page reaches the live post.
    expect(shared).not.toContain('Lora');
    const homePage = (await t.api('GET', `/pages/${home.id}`, f.owner)).json().data;
    const restyled = await t.api('PUT', `/landings/${id}/pages/${home.id}/design`, f.owner, {
      document: { ...homeDocument, theme: { ...homeDocument.theme, FontFamily: 'Lora' } },
      version: homePage.version,
    });
    expect(restyled.statusCode, restyled.body).toBe(200);
    expect((await t.api('POST', `/pages/${home.id}/publish`, f.owner)).statusCode).toBe(200);
    expect((await site(host, `/blog/${post.slug}`)).body).toContain('Lora');

    // Valid HTML (W3C Nu checker), JSON-LD and all.
    expect(validateHtml({ article: shared })).toEqual({ article: [] });

    // Without the blog's index, the way back leads home.
    await t.api('PUT', `/landings/${id}/blog-setting`, f.owner, { index_enabled: false });
    expect((await site(host, `/blog/${post.slug}`)).body).toContain('<a href="/">← Back to the website</a>');

    // Designed like a page, the post is its document alone: no layout around it.
    const designed = await t.api('PUT', `/landings/${id}/blogs/${post.id}`, f.owner, {
      layout: 'designed',
      settings_version: 2,
    });
    expect(designed.statusCode, designed.body).toBe(200);
    await publish(id, post.id);
    const bare = (await site(host, `/blog/${post.slug}`)).body;
    expect(bare).not.toContain('min read');
    expect(bare).not.toContain(`id="${homeDocument.sections[0]!.id}"`);
    expect(bare).toContain('application/ld+json');
  }, 120_000);
});

describe('publishing, and the blog on the site', () => {
  it('serves /blog, /blog/{slug}, the feed, the sitemap and blog elements from what is published', async () => {
    const { id, host, homeId } = await newSite();
    // The home page has a blog element: with nothing published it lists nothing.
    expect(listedTitles((await site(host, '/')).body)).toEqual([]);
    expect((await site(host, '/blog')).statusCode).toBe(404);
    expect((await site(host, '/blog/feed.xml')).statusCode).toBe(404);

    const alpha = await newPost(id, {
      title: 'Alpha & friends',
      description: 'The <first> post',
      cover_image_url: '/_media/samples/agency/case-dental.webp',
      author_name: 'Maya Chen',
      tags: ['News', 'Updates'],
    });
    await saveDesign(id, alpha.id, headlineDocument('Alpha headline'), 1);
    // A draft is not on the site: the site's 404.
    expect((await site(host, `/blog/${alpha.slug}`)).statusCode).toBe(404);

    await publish(id, alpha.id);
    const page = await site(host, `/blog/${alpha.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('public, max-age=60, must-revalidate');
    expect(page.body).toContain('Alpha headline');
    expect(page.body).toContain('<title>Alpha &amp; friends</title>');
    expect(page.body).toContain(`<link rel="canonical" href="http://${host}/blog/${alpha.slug}">`);
    expect(page.body).toContain('<meta property="og:type" content="article">');
    expect(page.body).toContain('<meta property="og:description" content="The &lt;first&gt; post">');
    expect(page.body).toContain(
      `<meta property="og:image" content="http://${host}/_media/samples/agency/case-dental.webp">`,
    );
    expect(page.body).toMatch(/<meta property="article:published_time" content="\d{4}-\d{2}-\d{2}T/);
    expect(page.body).toContain('<meta property="article:author" content="Maya Chen">');
    expect(page.body).toContain('<meta property="article:tag" content="Updates">');
    expect(page.body).toContain(`href="http://${host}/blog/feed.xml"`);
    expect(page.body).not.toContain('site-origin.invalid');

    // The index lists it; the home page's blog element was rendered again and lists it too.
    const index = await site(host, '/blog');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<title>Blog — Blog test site</title>');
    expect(listedTitles(index.body)).toEqual(['Alpha &amp; friends']);
    expect(index.body).toContain(`href="http://${host}/blog/${alpha.slug}"`);
    expect(listedTitles((await site(host, '/')).body)).toEqual(['Alpha &amp; friends']);
    expect((await site(host, '/blog/')).statusCode).toBe(200);

    const beta = await newPost(id, { title: 'Beta' });
    await publish(id, beta.id);
    expect(listedTitles((await site(host, '/blog')).body)).toEqual(['Beta', 'Alpha &amp; friends']);
    expect(listedTitles((await site(host, '/')).body)).toEqual(['Beta', 'Alpha &amp; friends']);

    // The feed: RSS 2.0, newest first, absolute links, RFC 822 dates.
    const feed = await site(host, '/blog/feed.xml');
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const xml = feed.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain(
      `<atom:link href="http://${host}/blog/feed.xml" rel="self" type="application/rss+xml"/>`,
    );
    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]!);
    expect(items).toHaveLength(2);
    expect(items[0]).toContain('<title>Beta</title>');
    expect(items[1]).toContain('<title>Alpha &amp; friends</title>');
    expect(items[1]).toContain(`<link>http://${host}/blog/${alpha.slug}</link>`);
    expect(items[1]).toContain(`<guid isPermaLink="true">http://${host}/blog/${alpha.slug}</guid>`);
    expect(items[1]).toContain('<description>The &lt;first&gt; post</description>');
    expect(items[1]).toContain('<dc:creator>Maya Chen</dc:creator>');
    expect(items[1]).toMatch(
      /<pubDate>[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/,
    );
    expect(xml).toContain(`<link>http://${host}/blog</link>`);
    expect(xml.trimEnd().endsWith('</rss>')).toBe(true);

    // The sitemap lists the index and both posts.
    const sitemap = (await site(host, '/sitemap.xml')).body;
    expect(sitemap).toContain(`<loc>http://${host}/blog</loc>`);
    expect(sitemap).toContain(`<loc>http://${host}/blog/${alpha.slug}</loc>`);
    expect(sitemap).toContain(`<loc>http://${host}/blog/${beta.slug}</loc>`);

    // Changing a published post's details shows at once wherever it is listed.
    const renamedBeta = await t.api('PUT', `/landings/${id}/blogs/${beta.id}`, f.owner, {
      title: 'Beta renamed',
      settings_version: beta.settings_version,
    });
    expect(renamedBeta.statusCode, renamedBeta.body).toBe(200);
    expect(listedTitles((await site(host, '/')).body)).toEqual(['Beta renamed', 'Alpha &amp; friends']);
    expect((await site(host, `/blog/${beta.slug}`)).body).toContain('<title>Beta renamed</title>');

    // Unpublishing takes it off everywhere: its address, the index, the feed, the sitemap, lists.
    const off = await t.api('POST', `/landings/${id}/blogs/${alpha.id}/unpublish`, f.owner);
    expect(off.statusCode).toBe(200);
    expect((await site(host, `/blog/${alpha.slug}`)).statusCode).toBe(404);
    expect(listedTitles((await site(host, '/blog')).body)).toEqual(['Beta renamed']);
    expect((await site(host, '/blog/feed.xml')).body).not.toContain(alpha.slug);
    expect((await site(host, '/sitemap.xml')).body).not.toContain(alpha.slug);
    expect(listedTitles((await site(host, '/')).body)).toEqual(['Beta renamed']);
    const unpublished = (await t.api('GET', `/landings/${id}/blogs/${alpha.id}`, f.owner)).json().data;
    expect(unpublished).toMatchObject({ published: false, published_at: null });

    // Deleting the last published post: no blog left on the site.
    expect((await t.api('DELETE', `/landings/${id}/blogs/${beta.id}`, f.owner)).statusCode).toBe(200);
    expect((await site(host, '/blog')).statusCode).toBe(404);
    expect((await site(host, '/blog/feed.xml')).statusCode).toBe(404);
    expect(listedTitles((await site(host, '/')).body)).toEqual([]);
    // Publishing the home page again keeps listing what is published (none now).
    expect((await t.api('POST', `/pages/${homeId}/publish`, f.owner)).statusCode).toBe(200);
    expect(listedTitles((await site(host, '/')).body)).toEqual([]);
  });

  it('pages the index by the blog settings, and can switch the index off', async () => {
    const { id, host } = await newSite();
    const posts = [];
    for (const title of ['One', 'Two', 'Three']) {
      const post = await newPost(id, { title });
      await publish(id, post.id);
      posts.push(post);
    }
    await t.api('PUT', `/landings/${id}/blog-setting`, f.owner, { per_page: 2, title: 'Journal' });
    const first = await site(host, '/blog');
    expect(listedTitles(first.body)).toEqual(['Three', 'Two']);
    expect(first.body).toContain('Journal');
    expect(first.body).toContain(`href="http://${host}/blog?page=2"`);
    expect(first.body).not.toContain('Newer posts');
    const second = await site(host, '/blog?page=2');
    expect(second.statusCode).toBe(200);
    expect(listedTitles(second.body)).toEqual(['One']);
    expect(second.body).toContain('Newer posts');
    expect(second.body).toContain(`<link rel="canonical" href="http://${host}/blog?page=2">`);
    // Page 1 spelled out is page 1; pages past the last are the site's 404; other queries are ignored.
    expect(listedTitles((await site(host, '/blog?page=1')).body)).toEqual(['Three', 'Two']);
    expect((await site(host, '/blog?page=3')).statusCode).toBe(404);
    expect(listedTitles((await site(host, '/blog?utm_source=x')).body)).toEqual(['Three', 'Two']);
    // Served from the cache the second time, still the right page.
    expect(listedTitles((await site(host, '/blog?page=2')).body)).toEqual(['One']);

    await t.api('PUT', `/landings/${id}/blog-setting`, f.owner, { index_enabled: false });
    expect((await site(host, '/blog')).statusCode).toBe(404);
    expect((await site(host, '/blog?page=2')).statusCode).toBe(404);
    expect((await site(host, `/blog/${posts[0]!.slug}`)).statusCode).toBe(200);
    expect((await site(host, '/blog/feed.xml')).statusCode).toBe(200);
    expect((await site(host, '/sitemap.xml')).body).not.toContain(`<loc>http://${host}/blog</loc>`);
  });

  it('offers the blog and its published posts as link targets in the editor’s shared state', async () => {
    const { id } = await newSite();
    const draft = await newPost(id, { title: 'Draft only' });
    const live = await newPost(id, { title: 'Live one' });
    const before = (await t.api('GET', `/editor-data?landing_id=${id}`, f.owner)).json().data;
    expect(before.pages.every((p: { kind: string }) => p.kind === 'page')).toBe(true);
    expect(before.blog_posts).toEqual([]);
    await publish(id, live.id);
    const { data } = (await t.api('GET', `/editor-data?landing_id=${id}`, f.owner)).json();
    const synthetic = data.pages.filter((p: { kind: string }) => p.kind !== 'page');
    const origin = data.landing.url as string;
    expect(synthetic).toEqual([
      { id: 0, name: 'Blog', unique_name: 'blog', is_home: false, url: `${origin}/blog`, kind: 'blog' },
      {
        id: live.id,
        name: 'Blog: Live one',
        unique_name: `blog/${live.slug}`,
        is_home: false,
        url: `${origin}/blog/${live.slug}`,
        kind: 'blog-post',
      },
    ]);
    expect(data.blog_posts).toEqual([
      expect.objectContaining({ id: live.id, title: 'Live one', url: `/blog/${live.slug}` }),
    ]);
    expect(JSON.stringify(data)).not.toContain(draft.slug as string);
  });

  it('renders the post list into a post holding a blog element, and skips posts for blog element pages of other sites', async () => {
    const { id, host } = await newSite();
    const lister = await newPost(id, { title: 'Reading list' });
    await saveDesign(id, lister.id, blogListDocument(), 1);
    await publish(id, lister.id);
    expect(listedTitles((await site(host, `/blog/${lister.slug}`)).body)).toEqual(['Reading list']);
    const other = await newPost(id, { title: 'Fresh news' });
    await publish(id, other.id);
    expect(listedTitles((await site(host, `/blog/${lister.slug}`)).body)).toEqual([
      'Fresh news',
      'Reading list',
    ]);
    // The demo site's lists never show this site's posts.
    expect((await site('demo.localhost:3000', '/blog')).body).not.toContain('Fresh news');
  });
});

describe('forms in a post', () => {
  it('file their leads under the site, from the post’s own form endpoint', async () => {
    const { id, host } = await newSite();
    const post = await newPost(id);
    const section = createSection();
    const form = createElement('form', elementRegistry.form.schema.parse({ fields: LEAD_FIELDS }));
    section.rows[0]!.columns[0]!.children.push(form);
    const document: PageDocument = {
      schemaVersion: 1,
      theme: {} as PageDocument['theme'],
      sections: [section],
      popups: [],
      texts: {},
    };
    const saved = await saveDesign(id, post.id, document, post.version as number);
    expect(saved.statusCode, saved.body).toBe(200);
    const target = { pageId: 0, elementId: form.id };
    const endpoint = `/_forms/blog/${post.id}/${form.id}`;
    const lead = { fullName: 'Ada Lovelace', email: 'ada@example.com', plan: 'Pro' };
    const send = () =>
      t.request({
        method: 'POST',
        url: endpoint,
        headers: { host },
        payload: { fields: lead, meta: { hp: '', elapsed_ms: 8000 } },
        remoteAddress: '198.51.100.201',
      });

    // A draft post takes no leads.
    expect((await send()).statusCode).toBe(404);
    await publish(id, post.id);
    const page = await site(host, `/blog/${post.slug as string}`);
    expect(page.body).toContain(`action="${endpoint}"`);

    const answer = await send();
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().success).toBe(true);
    const [stored] = await t.database.db
      .select()
      .from(formSubmissions)
      .where(and(eq(formSubmissions.landingId, id), eq(formSubmissions.elementId, form.id)));
    expect(stored).toMatchObject({
      pageId: null,
      data: { fullName: 'Ada Lovelace', email: 'ada@example.com', plan: 'Pro' },
    });
    // The page route does not reach a post's form, nor another site's host the post.
    expect((await submitForm(t, { ...target, pageId: post.id }, lead, { host })).statusCode).toBe(404);
    const elsewhere = await t.request({
      method: 'POST',
      url: endpoint,
      headers: { host: 'demo.localhost:3000' },
      payload: { fields: lead, meta: { hp: '', elapsed_ms: 8000 } },
    });
    expect(elsewhere.statusCode).toBe(404);
  });
});

describe('preview links', () => {
  it('shows the draft on the site’s own host for ten minutes, nowhere else', async () => {
    const post = await newPost(f.demoId, { title: 'Preview me' });
    await saveDesign(f.demoId, post.id, headlineDocument('Draft words only'), 1);
    const response = await t.api('POST', `/landings/${f.demoId}/blogs/${post.id}/preview-link`, f.owner);
    expect(response.statusCode, response.body).toBe(200);
    const { url, expires_at } = response.json().data;
    expect(url).toMatch(/^http:\/\/demo\.localhost:3000\/_preview\/[\w.-]+$/);
    expect(Date.parse(expires_at) - Date.now()).toBeGreaterThan(9 * 60 * 1000);
    const path = new URL(url).pathname;
    const shown = await site('demo.localhost:3000', path);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Draft words only');
    expect(shown.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(shown.headers['cache-control']).toBe('private, no-store');
    // Another tenant's host never shows it, nor another site of the same agency.
    expect((await site(`${f.otherSubdomain}.localhost:3000`, path)).statusCode).toBe(404);
    expect((await site('launchpad.localhost:3000', path)).statusCode).toBe(404);
    // An expired link shows nothing.
    const { token } = await t.app.sites.previews.sign(
      { kind: 'blog-post', id: post.id, landingId: f.demoId },
      Date.now() - 11 * 60 * 1000,
    );
    expect((await site('demo.localhost:3000', `/_preview/${token}`)).statusCode).toBe(404);
    // A deleted post's link shows nothing either.
    await t.api('DELETE', `/landings/${f.demoId}/blogs/${post.id}`, f.owner);
    expect((await site('demo.localhost:3000', path)).statusCode).toBe(404);
    // Another agency cannot ask for a link to it.
    const mine = await newPost(f.demoId);
    expect(
      (await t.api('POST', `/landings/${f.demoId}/blogs/${mine.id}/preview-link`, f.otherOwner)).statusCode,
    ).toBe(404);
  });
});

describe('template sites', () => {
  it('lets admins run a template’s blog like a site’s, keeps it from agencies, and copies it into new websites', async () => {
    const [template] = await t.database.db
      .select()
      .from(landings)
      .where(and(eq(landings.isTemplate, true), eq(landings.subdomain, 'template-business-website')));
    const base = `/landings/${template!.id}/blogs`;
    const post = await newPost(template!.id, { title: 'Template welcome post' }, admin);
    const draft = await newPost(template!.id, { title: 'Template draft' }, admin);
    // An agency's owner cannot save a template's post: it is not found for it.
    expect((await saveDesign(template!.id, post.id, headlineDocument('Not mine'), 1)).statusCode).toBe(404);
    const saved = await t.api('PUT', `${base}/${post.id}/design`, admin, {
      document: headlineDocument('Welcome words'),
      version: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await t.api('POST', `${base}/${post.id}/publish`, admin)).statusCode).toBe(200);
    expect((await t.api('GET', base, admin)).json().meta.total).toBeGreaterThanOrEqual(2);
    expect(
      (await t.api('PUT', `/landings/${template!.id}/blog-setting`, admin, { title: 'Stories' })).statusCode,
    ).toBe(200);
    // Agencies never see a template site's blog.
    expect((await t.api('GET', base, f.owner)).statusCode).toBe(404);
    expect((await t.api('GET', `${base}/${post.id}`, f.agencyUser)).statusCode).toBe(404);
    expect((await t.api('POST', `${base}/${post.id}/preview-link`, f.owner)).statusCode).toBe(404);
    // A template site is never live: its host shows only signed previews.
    const host = `${template!.subdomain}.localhost:3000`;
    expect((await site(host, `/blog/${post.slug}`)).statusCode).toBe(404);
    expect((await site(host, '/blog')).statusCode).toBe(404);
    const link = await t.api('POST', `${base}/${post.id}/preview-link`, admin);
    expect(link.statusCode).toBe(200);
    const preview = await site(host, new URL(link.json().data.url).pathname);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('Welcome words');

    // A website made from the template gets the posts: published ones live, drafts as drafts.
    const templates = (await t.api('GET', '/templates?per_page=100', f.owner)).json().data as Array<{
      id: number;
      name: string;
    }>;
    const chosen = templates.find((item) => item.name === 'Business website');
    expect(chosen, JSON.stringify(templates)).toBeDefined();
    const subdomain = unique('fromtemplate').replace(/[^a-z0-9-]/g, '');
    const made = await t.api('POST', '/landings', f.owner, {
      title: 'From the template',
      subdomain,
      template_id: chosen!.id,
    });
    expect(made.statusCode, made.body).toBe(201);
    const copy = made.json().data;
    expect(copy.settings.blog.title).toBe('Stories');
    const copied = (await t.api('GET', `/landings/${copy.id}/blogs?sort=title&order=asc`, f.owner)).json()
      .data;
    const byTitle = new Map(copied.map((p: { title: string }) => [p.title, p]));
    expect(byTitle.get('Template welcome post')).toMatchObject({ published: true, slug: post.slug });
    expect(byTitle.get('Template draft')).toMatchObject({ published: false, slug: draft.slug });
    const live = await site(`${subdomain}.localhost:3000`, `/blog/${post.slug}`);
    expect(live.statusCode).toBe(200);
    expect(live.body).toContain('Welcome words');
    // Editing the copy never touches the template.
    const copiedPost = byTitle.get('Template welcome post') as { id: number };
    const mine = await t.api('PUT', `/landings/${copy.id}/blogs/${copiedPost.id}`, f.owner, {
      title: 'Mine now',
      settings_version: 1,
    });
    expect(mine.statusCode, mine.body).toBe(200);
    const original = (await t.api('GET', `${base}/${post.id}`, admin)).json().data;
    expect(original.title).toBe('Template welcome post');
  });
});

describe('copies and backups of a site', () => {
  it('clones a site with its posts, and backs posts up and restores them', async () => {
    const { id } = await newSite();
    const live = await newPost(id, { title: 'Kept live' });
    await saveDesign(id, live.id, headlineDocument('Live words'), 1);
    await publish(id, live.id);
    const draft = await newPost(id, { title: 'Kept draft' });
    await t.api('PUT', `/landings/${id}/blog-setting`, f.owner, { title: 'Notes' });
    const [original] = await t.database.db
      .select({ publishedAt: blogPosts.publishedAt })
      .from(blogPosts)
      .where(eq(blogPosts.id, live.id));

    const subdomain = unique('clone').replace(/[^a-z0-9-]/g, '');
    const cloned = await t.api('POST', `/landings/${id}/clone`, f.owner, { title: 'Clone', subdomain });
    expect(cloned.statusCode, cloned.body).toBe(201);
    const cloneId = cloned.json().data.id as number;
    expect(cloned.json().data.settings.blog.title).toBe('Notes');
    const posts = (await t.api('GET', `/landings/${cloneId}/blogs?sort=title&order=asc`, f.owner)).json()
      .data;
    expect(posts.map((p: { title: string; published: boolean }) => [p.title, p.published])).toEqual([
      ['Kept draft', false],
      ['Kept live', true],
    ]);
    // Its first publication date travels with it.
    expect(posts[1].published_at).toBe(original!.publishedAt!.toISOString());
    const page = await site(`${subdomain}.localhost:3000`, `/blog/${live.slug}`);
    expect(page.body).toContain('Live words');

    // Backups hold the posts: a deleted post comes back with a restore.
    const backup = await t.api('POST', `/landings/${id}/instant-backup`, f.owner, {});
    expect(backup.statusCode, backup.body).toBe(200);
    expect(backup.json().data.counts.blog_posts).toBe(2);
    expect((await t.api('DELETE', `/landings/${id}/blogs/${draft.id}`, f.owner)).statusCode).toBe(200);
    const restored = await t.api(
      'PUT',
      `/landings/${id}/backup-records/${backup.json().data.id}/restore`,
      f.owner,
    );
    expect(restored.statusCode, restored.body).toBe(200);
    const back = (await t.api('GET', `/landings/${id}/blogs/${draft.id}`, f.owner)).json().data;
    expect(back).toMatchObject({ title: 'Kept draft', slug: draft.slug });
  });
});
