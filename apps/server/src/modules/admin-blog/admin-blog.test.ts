import { createElement, type PageDocument } from '@tessera/document';
import { elementRegistry } from '@tessera/elements';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headlineDocument } from '../../../test/documents.ts';
import { pngImage } from '../../../test/images.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { type SiteFixtures, siteFixturesApp } from '../../../test/site-fixtures.ts';
import { DEMO, type TestApp } from '../../../test/test-app.ts';
import { agencies, blogPosts, files, landings } from '../../db/schema/index.ts';

let t: TestApp;
let f: SiteFixtures;
let admin: string;
let blogId: number;
let demoAgencyId: number;

let counter = 0;
const unique = (prefix: string) => `${prefix}-${process.pid}-${++counter}`;

beforeAll(async () => {
  ({ t, f } = await siteFixturesApp({ SITES_PORT: 3000 }));
  admin = await t.login(DEMO.admin);
  const [demo] = await t.database.db.select().from(landings).where(eq(landings.id, f.demoId));
  demoAgencyId = demo!.agencyId;
});
afterAll(() => t.close());

interface Post {
  id: number;
  unique_id: string;
  slug: string;
  title: string;
  published: boolean;
  settings_version: number;
  cover_image_url: string;
  landing_id: number;
}

async function adminBlogId(): Promise<number> {
  const response = await t.api('GET', '/admin-blogs', admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.landing_id as number;
}

/** A post of the admin blog written through the site blog routes, as the admin screens do. */
async function adminPost(
  options: { title?: string; document?: PageDocument; publish?: boolean; cover?: string } = {},
): Promise<Post> {
  const base = `/landings/${blogId}/blogs`;
  const created = await t.api('POST', base, admin, {
    title: options.title ?? unique('Library post'),
    description: 'Shared with every agency.',
    cover_image_url: options.cover ?? '',
  });
  expect(created.statusCode, created.body).toBe(201);
  const post = created.json().data as Post;
  const saved = await t.api('PUT', `${base}/${post.id}/design`, admin, {
    document: options.document ?? headlineDocument(`Words of ${post.title}`),
    version: 1,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  if (options.publish !== false) {
    expect((await t.api('POST', `${base}/${post.id}/publish`, admin)).statusCode).toBe(200);
  }
  return post;
}

async function importInto(landingId: number, uniqueId: string, token = f.owner) {
  return t.api('POST', `/landings/${landingId}/blogs/import`, token, { unique_id: uniqueId });
}

async function rowOf(postId: number) {
  const [row] = await t.database.db.select().from(blogPosts).where(eq(blogPosts.id, postId));
  return row!;
}

async function upload(token: string, landingId: number): Promise<string> {
  const body = await multipartBody(
    { landing_id: landingId },
    { name: `${unique('cover')}.png`, type: 'image/png', bytes: await pngImage(900, 600) },
  );
  const response = await t.request({
    method: 'POST',
    url: '/api/v1/images/upload-image',
    token,
    payload: body.payload,
    headers: body.headers,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.url as string;
}

describe('the admin blog’s backing site', () => {
  it('is made once, even by two first calls at once, and is a hidden platform site', async () => {
    const [first, second] = await Promise.all([adminBlogId(), adminBlogId()]);
    expect(second).toBe(first);
    blogId = first;
    expect(await adminBlogId()).toBe(first);
    const rows = await t.database.db.select().from(landings).where(eq(landings.platformBlog, true));
    expect(rows.map((row) => row.id)).toEqual([first]);
    const [platform] = await t.database.db.select().from(agencies).where(eq(agencies.isPlatform, true));
    expect(rows[0]).toMatchObject({ isTemplate: true, agencyId: platform!.id });
    // Never one of the admin templates.
    const templates = await t.api('GET', '/admin-templates?per_page=100', admin);
    expect(templates.statusCode).toBe(200);
    const backing = (templates.json().data as Array<{ landing_id: number }>).map((item) => item.landing_id);
    expect(backing).not.toContain(first);
  });

  it('is invisible to agencies', async () => {
    const listed = await t.api('GET', '/landings?per_page=100', f.owner);
    expect(listed.statusCode).toBe(200);
    expect((listed.json().data as Array<{ id: number }>).map((site) => site.id)).not.toContain(blogId);
    expect((await t.api('GET', `/landings/${blogId}`, f.owner)).statusCode).toBe(404);
    expect((await t.api('GET', `/landings/${blogId}/blogs`, f.agencyUser)).statusCode).toBe(404);
    expect((await t.api('POST', `/landings/${blogId}/blogs`, f.owner, { title: 'Mine' })).statusCode).toBe(
      404,
    );
    expect((await t.api('GET', '/admin-blogs', f.owner)).statusCode).toBe(403);
  });
});

describe('admins write the admin blog with the site blog routes', () => {
  it('creates, changes, publishes, previews, finds by unique id and deletes a post', async () => {
    const base = `/landings/${blogId}/blogs`;
    const post = await adminPost({ title: 'Spring checklist', publish: false });
    expect(post.unique_id).toMatch(/^[0-9a-f-]{36}$/);
    const renamed = await t.api('PUT', `${base}/${post.id}`, admin, {
      title: 'Spring checklist, revised',
      settings_version: post.settings_version,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await t.api('POST', `${base}/${post.id}/publish`, admin)).statusCode).toBe(200);
    const listed = await t.api('GET', base, admin);
    expect((listed.json().data as Post[]).find((item) => item.id === post.id)).toMatchObject({
      title: 'Spring checklist, revised',
      published: true,
      unique_id: post.unique_id,
    });

    const link = await t.api('POST', `${base}/${post.id}/preview-link`, admin);
    expect(link.statusCode, link.body).toBe(200);
    const url = new URL(link.json().data.url);
    const preview = await t.request({ method: 'GET', url: url.pathname, headers: { host: url.host } });
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('Words of Spring checklist');
    // The backing site is never live.
    expect(
      (await t.request({ method: 'GET', url: `/blog/${post.slug}`, headers: { host: url.host } })).statusCode,
    ).toBe(404);

    const found = await t.api('GET', `/admin-blogs/unique-id/${post.unique_id}`, admin);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data).toMatchObject({ id: post.id, landing_id: blogId });
    expect((await t.api('GET', '/admin-blogs/unique-id/no-such-post', admin)).statusCode).toBe(404);
    // A template's or an agency's post is not an admin blog post.
    const agencyPost = await t.api('POST', `/landings/${f.demoId}/blogs`, f.owner, { title: unique('Own') });
    const agencyUnique = agencyPost.json().data.unique_id as string;
    expect((await t.api('GET', `/admin-blogs/unique-id/${agencyUnique}`, admin)).statusCode).toBe(404);

    expect((await t.api('DELETE', `${base}/${post.id}`, admin)).statusCode).toBe(200);
    expect((await t.api('GET', `/admin-blogs/unique-id/${post.unique_id}`, admin)).statusCode).toBe(404);
  });
});

describe('the published library agencies browse', () => {
  it('lists only published admin posts, newest first, with search and pages', async () => {
    const word = unique('zebra').replace(/-/g, '');
    const older = await adminPost({ title: `${word} older` });
    const newer = await adminPost({ title: `${word} newer` });
    const draft = await adminPost({ title: `${word} draft`, publish: false });
    const response = await t.api('GET', `/admin-blogs/published?search=${word}`, f.websiteUser);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { data: Array<Record<string, unknown>>; meta: { total: number } };
    expect(body.meta.total).toBe(2);
    expect(body.data.map((row) => row.unique_id)).toEqual([newer.unique_id, older.unique_id]);
    expect(body.data.map((row) => row.unique_id)).not.toContain(draft.unique_id);
    expect(Object.keys(body.data[0]!).sort()).toEqual(
      ['author_name', 'cover_image_url', 'description', 'published_at', 'tags', 'title', 'unique_id'].sort(),
    );
    const second = await t.api('GET', `/admin-blogs/published?search=${word}&per_page=1&page=2`, f.owner);
    expect(second.json().data.map((row: { unique_id: string }) => row.unique_id)).toEqual([older.unique_id]);
    expect(second.json().meta).toEqual({ total: 2, page: 2, per_page: 1 });
    // Unpublishing takes a post out of the library.
    await t.api('POST', `/landings/${blogId}/blogs/${newer.id}/unpublish`, admin);
    const after = await t.api('GET', `/admin-blogs/published?search=${word}`, f.otherOwner);
    expect(after.json().data.map((row: { unique_id: string }) => row.unique_id)).toEqual([older.unique_id]);
    expect((await t.api('GET', '/admin-blogs/published?per_page=0', f.owner)).statusCode).toBe(422);
    expect((await t.api('GET', '/admin-blogs/published', admin)).statusCode).toBe(403);
  });
});

describe('importing a post by its unique id', () => {
  it('copies a published admin post as a draft with its own unique id, a free address and copied files', async () => {
    const cover = await upload(admin, blogId);
    const picture = await upload(admin, blogId);
    const document = headlineDocument('Imported words');
    const image = createElement(
      'image',
      elementRegistry.image.schema.parse({ Image: { url: picture, Ratio: 0.67 } }),
    );
    document.sections[0]!.rows[0]!.columns[0]!.children.push(image);
    const source = await adminPost({ title: unique('Library import'), document, cover });
    // A later draft edit is not what agencies get: they get what was published.
    await t.api('PUT', `/landings/${blogId}/blogs/${source.id}/design`, admin, {
      document: headlineDocument('Unreleased draft words'),
      version: 2,
    });
    const filesBefore = await t.database.db.select().from(files).where(eq(files.agencyId, demoAgencyId));

    const first = await importInto(f.demoId, source.unique_id);
    expect(first.statusCode, first.body).toBe(201);
    const copy = first.json().data as Post;
    expect(copy).toMatchObject({
      landing_id: f.demoId,
      title: source.title,
      slug: source.slug,
      published: false,
    });
    expect(copy.unique_id).not.toBe(source.unique_id);
    const row = await rowOf(copy.id);
    expect(row.agencyId).toBe(demoAgencyId);
    expect(row.publishedAt).toBeNull();
    const text = JSON.stringify(row.document);
    expect(text).toContain('Imported words');
    expect(text).not.toContain('Unreleased draft words');
    // Fresh node ids.
    expect((row.document as PageDocument).sections[0]!.id).not.toBe(document.sections[0]!.id);

    // The cover and the picture are the demo agency's own copies, on the demo site's host.
    const origin = 'http://demo.localhost:3000';
    expect(copy.cover_image_url.startsWith(`${origin}/_files/${demoAgencyId}/`)).toBe(true);
    const copiedNode = (row.document as PageDocument).sections[0]!.rows[0]!.columns[0]!.children[1]!;
    const copiedImage = (copiedNode.options as { Image: { url: string } }).Image.url;
    expect(copiedImage.startsWith(`${origin}/_files/${demoAgencyId}/`)).toBe(true);
    const filesAfter = await t.database.db.select().from(files).where(eq(files.agencyId, demoAgencyId));
    expect(filesAfter.length).toBe(filesBefore.length + 2);
    expect(filesAfter.filter((file) => file.landingId === f.demoId).length).toBeGreaterThanOrEqual(2);
    const served = new URL(copy.cover_image_url);
    const fetched = await t.request({ method: 'GET', url: served.pathname, headers: { host: served.host } });
    expect(fetched.statusCode).toBe(200);

    // Importing again takes the next free address and another unique id.
    const again = await importInto(f.demoId, source.unique_id, f.agencyUser);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data.slug).toBe(`${source.slug}-2`);
    expect(again.json().data.unique_id).not.toBe(copy.unique_id);
    // The admin's post is untouched.
    expect((await rowOf(source.id)).uniqueId).toBe(source.unique_id);
  });

  it('answers 404 for an unpublished or unknown post and another agency’s post', async () => {
    const draft = await adminPost({ publish: false });
    expect((await importInto(f.demoId, draft.unique_id)).statusCode).toBe(404);
    expect((await importInto(f.demoId, 'not-a-post')).statusCode).toBe(404);
    const theirs = await t.api('POST', `/landings/${f.otherSiteId}/blogs`, f.otherOwner, {
      title: unique('Theirs'),
    });
    expect(theirs.statusCode).toBe(201);
    expect((await importInto(f.demoId, theirs.json().data.unique_id)).statusCode).toBe(404);
    const body = await t.api('POST', `/landings/${f.demoId}/blogs/import`, f.owner, {});
    expect(body.statusCode).toBe(422);
    expect(body.json().errors.unique_id).toBeDefined();
  });

  it('imports a post of the caller’s own agency from another of its sites', async () => {
    const own = await t.api('POST', `/landings/${f.launchpadId}/blogs`, f.owner, {
      title: unique('Own draft'),
    });
    expect(own.statusCode).toBe(201);
    const source = own.json().data as Post;
    const copied = await importInto(f.demoId, source.unique_id);
    expect(copied.statusCode, copied.body).toBe(201);
    expect(copied.json().data).toMatchObject({ landing_id: f.demoId, title: source.title, published: false });
    expect(copied.json().data.unique_id).not.toBe(source.unique_id);
  });

  it('needs manage_blog on the target site', async () => {
    const post = await adminPost();
    // The WebsiteUser holds view and edit_design on launchpad, and nothing on demo.
    expect((await importInto(f.launchpadId, post.unique_id, f.websiteUser)).statusCode).toBe(403);
    expect((await importInto(f.demoId, post.unique_id, f.websiteUser)).statusCode).toBe(404);
    expect((await importInto(f.demoId, post.unique_id, f.otherOwner)).statusCode).toBe(404);
    expect((await importInto(blogId, post.unique_id, admin)).statusCode).toBe(403);
  });
});

describe('a post shared by its unique id (GET /agency-blogs/unique-id/{uniqueId})', () => {
  const lookUp = (uniqueId: string, token = f.owner) =>
    t.api('GET', `/agency-blogs/unique-id/${uniqueId}`, token);

  it('offers a published admin post for import only, and hides an unpublished one', async () => {
    const post = await adminPost();
    const answer = await lookUp(post.unique_id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({
      id: post.id,
      source: 'admin',
      landing_id: null,
      site_title: null,
      title: post.title,
      unique_id: post.unique_id,
      may_edit: false,
    });
    const draft = await adminPost({ publish: false });
    expect((await lookUp(draft.unique_id)).statusCode).toBe(404);
    // Admins look admin posts up with their own route; this one is the agencies'.
    expect((await lookUp(post.unique_id, admin)).statusCode).toBe(403);
  });

  it('finds a post of the caller’s agency on a site the caller sees, saying whether it may edit it', async () => {
    const own = await t.api('POST', `/landings/${f.launchpadId}/blogs`, f.owner, { title: unique('Shared') });
    const post = own.json().data as Post;
    const asOwner = await lookUp(post.unique_id);
    expect(asOwner.json().data).toMatchObject({
      source: 'agency',
      landing_id: f.launchpadId,
      may_edit: true,
    });
    expect(asOwner.json().data.site_title).toBeTruthy();
    // The WebsiteUser sees launchpad but may not manage its blog.
    const asMember = await lookUp(post.unique_id, f.websiteUser);
    expect(asMember.json().data).toMatchObject({ source: 'agency', may_edit: false });
    expect((await lookUp(post.unique_id, f.otherOwner)).statusCode).toBe(404);
    const onDemo = await t.api('POST', `/landings/${f.demoId}/blogs`, f.owner, {
      title: unique('Demo only'),
    });
    expect((await lookUp(onDemo.json().data.unique_id, f.websiteUser)).statusCode).toBe(404);
  });
});

describe('copies of posts never share a unique id', () => {
  it('gives cloned posts and the posts of a cloned site unique ids of their own', async () => {
    const post = await t.api('POST', `/landings/${f.demoId}/blogs`, f.owner, { title: unique('Cloned') });
    const source = post.json().data as Post;
    const clone = await t.api('POST', `/landings/${f.demoId}/blogs/${source.id}/clone`, f.owner, {});
    expect(clone.statusCode, clone.body).toBe(201);
    expect(clone.json().data.unique_id).not.toBe(source.unique_id);

    const site = await t.api('POST', `/landings/${f.demoId}/clone`, f.owner, {
      subdomain: unique('blogclone').replace(/[^a-z0-9-]/g, ''),
    });
    expect(site.statusCode, site.body).toBe(201);
    const originals = await t.database.db
      .select({ slug: blogPosts.slug, uniqueId: blogPosts.uniqueId })
      .from(blogPosts)
      .where(eq(blogPosts.landingId, f.demoId));
    const copies = await t.database.db
      .select({ slug: blogPosts.slug, uniqueId: blogPosts.uniqueId })
      .from(blogPosts)
      .where(and(eq(blogPosts.landingId, site.json().data.id)));
    expect(copies.length).toBe(originals.length);
    const originalIds = new Set(originals.map((row) => row.uniqueId));
    expect(copies.some((row) => originalIds.has(row.uniqueId))).toBe(false);
  });
});
