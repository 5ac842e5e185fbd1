import { createElement, createPopup, createSection, type PageDocument } from '@tessera/document';
import { elementRegistry } from '@tessera/elements';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngImage } from '../../../test/images.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { type SiteFixtures, siteFixtures, siteFixturesApp } from '../../../test/site-fixtures.ts';
import { createTestApp, DEMO, type TestApp } from '../../../test/test-app.ts';
import { agencies, fileObjects, files, landings, pages } from '../../db/schema/index.ts';
import { createStorage } from '../../lib/storage/index.ts';
import { copyReferencedFiles, type FileCopyContext } from './copy.ts';

/**
 * Files follow designs across agencies (files/copy.ts): a website made from an admin template,
 * a site duplicated by share code and a page made from a page template show the target agency's
 * own copies of the source's uploads, on their own host.
 */
let t: TestApp;
let f: SiteFixtures;
let admin: string;
let demoAgencyId: number;

beforeAll(async () => {
  ({ t, f } = await siteFixturesApp({ SITES_PORT: 3000 }));
  admin = await t.login(DEMO.admin);
  const [demo] = await t.database.db.select().from(landings).where(eq(landings.id, f.demoId));
  demoAgencyId = demo!.agencyId;
});
afterAll(() => t.close());

let seq = 0;
const unique = (stem: string) => `${stem}-${process.pid}-${++seq}`;

interface Uploaded {
  url: string;
  id: number;
}

async function upload(
  token: string,
  path: string,
  fields: Record<string, string | number> = {},
  app: TestApp = t,
) {
  const body = await multipartBody(fields, {
    name: `${unique('photo')}.png`,
    type: 'image/png',
    bytes: await pngImage(900, 600),
  });
  const response = await app.request({
    method: 'POST',
    url: `/api/v1${path}`,
    token,
    payload: body.payload,
    headers: body.headers,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Uploaded;
}

/** GET of a file URL on its own host. */
async function fetchUrl(url: string) {
  const parsed = new URL(url, 'http://localhost:3000');
  return t.request({ method: 'GET', url: parsed.pathname, headers: { host: parsed.host } });
}

/**
 * A page using files the ways pages do: an image element, a section background, an `<img>` in a
 * formatted text, a video poster and a popup's background.
 */
function designWith(urls: {
  image: string;
  background: string;
  inline: string;
  poster?: string;
  popup?: string;
}): PageDocument {
  const section = createSection({ options: { background: { image: { url: urls.background } } } });
  const image = createElement(
    'image',
    elementRegistry.image.schema.parse({ Image: { url: urls.image, Ratio: 0.67 } }),
  );
  const text = createElement('paragraph', elementRegistry.paragraph.schema.parse({}));
  const video = createElement(
    'video',
    elementRegistry.video.schema.parse({
      url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      thumbnail: { url: urls.poster ?? '', Ratio: 0.56 },
    }),
  );
  section.rows[0]!.columns[0]!.children.push(image, text, video);
  const popup = createPopup('Offer');
  const popupSection = createSection({ options: { background: { image: { url: urls.popup ?? '' } } } });
  popup.sections = [popupSection];
  return {
    schemaVersion: 1,
    theme: {} as PageDocument['theme'],
    sections: [section],
    popups: [popup],
    texts: { [section.id]: { [text.id]: `<p>Inline <img src="${urls.inline}" alt="inline"></p>` } },
  };
}

async function saveDesign(token: string, landingId: number, pageId: number, document: PageDocument) {
  const [page] = await t.database.db
    .select({ version: pages.version })
    .from(pages)
    .where(eq(pages.id, pageId));
  const saved = await t.api('PUT', `/landings/${landingId}/pages/${pageId}/design`, token, {
    document,
    version: page!.version,
    idempotency_key: unique('save-key-aaaaaaaa'),
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

async function homePageOf(landingId: number) {
  const [page] = await t.database.db
    .select()
    .from(pages)
    .where(and(eq(pages.landingId, landingId), eq(pages.isHome, true)));
  return page!;
}

/** An admin's new page template, in a published category of its own. */
async function newPageTemplate(app: TestApp, token: string): Promise<{ id: number }> {
  const category = await app.api('POST', '/admin-page-templates/categories', token, {
    name: unique('Launch'),
  });
  const categoryId = category.json().data.id as number;
  await app.api('POST', `/admin-page-templates/categories/${categoryId}/publish`, token, {});
  const made = await app.api('POST', '/admin-page-templates', token, {
    name: unique('Launch'),
    category_id: categoryId,
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().data as { id: number };
}

/** Bytes the demo agency stores. */
async function usedByDemo(): Promise<number> {
  const [row] = await t.database.db
    .select({ total: sql<string | null>`sum(${fileObjects.bytes})` })
    .from(fileObjects)
    .where(eq(fileObjects.agencyId, demoAgencyId));
  return Number(row?.total ?? 0);
}

/** Records a file of `bytes` for the agency, as if it had uploaded that much. */
async function fillStorage(app: TestApp, agencyId: number, bytes: number): Promise<void> {
  const token = 'aaaaaaaaaaaaaaa2';
  const [file] = await app.database.db
    .insert(files)
    .values({ agencyId, kind: 'image', name: 'filler', contentType: 'image/png', width: 1, height: 1, token })
    .returning();
  await app.database.db.insert(fileObjects).values({
    fileId: file!.id,
    agencyId,
    token,
    name: 'filler.png',
    storageKey: `${agencyId}/${token}/filler.png`,
    contentType: 'image/png',
    bytes,
    width: 1,
    height: 1,
    primary: true,
  });
}

async function filesOfAgency(agencyId: number) {
  return t.database.db.select().from(files).where(eq(files.agencyId, agencyId));
}

/** `/_files/{agency}/{token}/{name}` of a URL, split. */
function parts(url: string) {
  const [, , agency, token, name] = new URL(url, 'http://x').pathname.split('/');
  return { agency: Number(agency), token: token!, name: name! };
}

async function publishedTemplate(): Promise<{ id: number; landing_id: number }> {
  const category = await t.api('POST', '/admin-templates/categories', admin, { name: unique('Copies') });
  expect(category.statusCode, category.body).toBe(201);
  const categoryId = category.json().data.id as number;
  await t.api('POST', `/admin-templates/categories/${categoryId}/publish`, admin, {});
  const made = await t.api('POST', '/admin-templates', admin, {
    name: unique('Dentist'),
    category_id: categoryId,
  });
  expect(made.statusCode, made.body).toBe(201);
  const template = made.json().data as { id: number; landing_id: number };
  expect((await t.api('POST', `/admin-templates/${template.id}/publish`, admin, {})).statusCode).toBe(200);
  return template;
}

describe('a website made from an admin template', () => {
  it("shows the agency's own copies of the template's images, on its own host", async () => {
    const template = await publishedTemplate();
    const hero = await upload(admin, '/images/upload-image', { landing_id: template.landing_id });
    const logo = await upload(admin, '/images/upload-logo-image', { landing_id: template.landing_id });
    expect(new URL(hero.url).host).toMatch(/^template-.*\.localhost:3000$/);
    const listed = await t.api('GET', `/landings/${template.landing_id}/files?per_page=50`, admin);
    const heroFile = (listed.json().data as Array<{ id: number; variants: Array<{ url: string }> }>).find(
      (file) => file.id === hero.id,
    )!;
    expect(heroFile.variants.length).toBeGreaterThan(0);
    const variantUrl = heroFile.variants[0]!.url;
    // Another agency's file, and our path on a host this server does not answer: never copied.
    const third = await upload(f.otherOwner, '/images/upload-image', { landing_id: f.otherSiteId });
    const foreign = `https://cdn.example.com${new URL(hero.url).pathname}`;

    const home = await homePageOf(template.landing_id);
    await saveDesign(
      admin,
      template.landing_id,
      home.id,
      designWith({
        image: hero.url,
        background: hero.url,
        inline: new URL(hero.url).pathname,
        poster: variantUrl,
        popup: third.url,
      }),
    );
    const [templatePage] = await t.database.db.select().from(pages).where(eq(pages.id, home.id));
    expect(JSON.stringify(templatePage!.document)).toContain(`<img src=\\"${new URL(hero.url).pathname}\\"`);
    await t.database.db.update(pages).set({ imageUrl: foreign }).where(eq(pages.id, home.id));
    await t.database.db
      .update(landings)
      .set({ faviconUrl: logo.url })
      .where(eq(landings.id, template.landing_id));
    const original = await fetchUrl(hero.url);
    expect(original.statusCode).toBe(200);
    const otherFilesBefore = (await filesOfAgency(f.otherAgencyId)).length;
    const demoFilesBefore = (await filesOfAgency(demoAgencyId)).length;

    const subdomain = unique('smile');
    const created = await t.api('POST', '/landings', f.owner, {
      title: 'Smile clinic',
      subdomain,
      description: '',
      template_id: template.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const site = created.json().data as { id: number; favicon_url?: string | null };
    const siteOrigin = `http://${subdomain}.localhost:3000`;

    const copiedHome = await homePageOf(site.id);
    const document = copiedHome.document as PageDocument;
    const section = document.sections[0]!;
    const [imageNode, textNode, videoNode] = section.rows[0]!.columns[0]!.children as Array<{
      id: string;
      options: Record<string, { url: string }>;
    }>;
    const imageUrl = imageNode!.options.Image!.url;
    expect(imageUrl.startsWith(`${siteOrigin}/_files/${demoAgencyId}/`)).toBe(true);
    expect(parts(imageUrl).name).toBe(parts(hero.url).name);
    expect(parts(imageUrl).token).not.toBe(parts(hero.url).token);
    // Every reference to one file points at one copy.
    expect((section.options as { background: { image: { url: string } } }).background.image.url).toBe(
      imageUrl,
    );
    expect(document.texts[section.id]![textNode!.id]).toBe(
      `<p>Inline <img src="${new URL(imageUrl).pathname}" alt="inline"></p>`,
    );
    const poster = videoNode!.options.thumbnail!.url;
    expect(poster.startsWith(siteOrigin)).toBe(true);
    expect(parts(poster).token).toBe(parts(imageUrl).token);
    expect(parts(poster).name).toBe(parts(variantUrl).name);
    // The third agency's file and the foreign host are left as they were.
    expect(
      (document.popups[0]!.sections[0]!.options as { background: { image: { url: string } } }).background
        .image.url,
    ).toBe(third.url);
    expect(copiedHome.imageUrl).toBe(foreign);
    expect((await filesOfAgency(f.otherAgencyId)).length).toBe(otherFilesBefore);

    // The favicon (a site setting) follows too; the hero and the logo are copied once each.
    const [copiedSite] = await t.database.db.select().from(landings).where(eq(landings.id, site.id));
    expect(copiedSite!.faviconUrl?.startsWith(`${siteOrigin}/_files/${demoAgencyId}/`)).toBe(true);
    const copies = (await filesOfAgency(demoAgencyId)).filter((file) => file.landingId === site.id);
    expect(copies).toHaveLength(2);
    expect((await filesOfAgency(demoAgencyId)).length).toBe(demoFilesBefore + 2);
    const heroCopy = copies.find((file) => file.token === parts(imageUrl).token)!;
    const objects = await t.database.db.select().from(fileObjects).where(eq(fileObjects.fileId, heroCopy.id));
    const sourceObjects = await t.database.db
      .select()
      .from(fileObjects)
      .where(eq(fileObjects.fileId, hero.id));
    expect(objects.map((object) => object.name).sort()).toEqual(
      sourceObjects.map((object) => object.name).sort(),
    );
    expect(objects.every((object) => object.agencyId === demoAgencyId)).toBe(true);
    const siteFiles = await t.api('GET', `/landings/${site.id}/files`, f.owner);
    expect(siteFiles.json().meta.total).toBe(2);

    // Served on the new site's host, byte for byte; deleting the template changes nothing.
    const served = await fetchUrl(imageUrl);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(original.rawPayload)).toBe(true);
    expect((await fetchUrl(poster)).statusCode).toBe(200);
    expect((await t.api('DELETE', `/admin-templates/${template.id}`, admin)).statusCode).toBe(200);
    expect((await fetchUrl(hero.url)).statusCode).toBe(404);
    const after = await fetchUrl(imageUrl);
    expect(after.statusCode).toBe(200);
    expect(after.rawPayload.equals(original.rawPayload)).toBe(true);
  });
});

describe("a template's blog posts", () => {
  it("come with the agency's own copies of their covers and pictures", async () => {
    const template = await publishedTemplate();
    const cover = await upload(admin, '/images/upload-image', { landing_id: template.landing_id });
    const made = await t.api('POST', `/landings/${template.landing_id}/blogs`, admin, {
      title: 'Whiter teeth in a week',
      cover_image_url: cover.url,
    });
    expect(made.statusCode, made.body).toBe(201);
    const post = made.json().data as { id: number; version: number };
    const saved = await t.api('PUT', `/landings/${template.landing_id}/blogs/${post.id}/design`, admin, {
      document: designWith({ image: cover.url, background: '', inline: new URL(cover.url).pathname }),
      version: post.version,
      idempotency_key: unique('post-key-aaaaaaaa'),
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const subdomain = unique('teeth');
    const created = await t.api('POST', '/landings', f.owner, {
      title: 'Teeth clinic',
      subdomain,
      description: '',
      template_id: template.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const siteId = (created.json().data as { id: number }).id;
    const siteOrigin = `http://${subdomain}.localhost:3000`;

    const listed = await t.api('GET', `/landings/${siteId}/blogs`, f.owner);
    const [copiedPost] = listed.json().data as Array<{ id: number; cover_image_url: string }>;
    const coverUrl = copiedPost!.cover_image_url;
    expect(coverUrl.startsWith(`${siteOrigin}/_files/${demoAgencyId}/`)).toBe(true);
    expect(parts(coverUrl).token).not.toBe(parts(cover.url).token);
    const detail = await t.api('GET', `/landings/${siteId}/blogs/${copiedPost!.id}`, f.owner);
    const document = detail.json().data.document as PageDocument;
    const section = document.sections[0]!;
    const [imageNode, textNode] = section.rows[0]!.columns[0]!.children as Array<{
      id: string;
      options: Record<string, { url: string }>;
    }>;
    // The cover and the picture in the post are one file: one copy.
    expect(imageNode!.options.Image!.url).toBe(coverUrl);
    expect(document.texts[section.id]![textNode!.id]).toContain(`src="${new URL(coverUrl).pathname}"`);
    const copies = (await filesOfAgency(demoAgencyId)).filter((file) => file.landingId === siteId);
    expect(copies).toHaveLength(1);

    expect((await t.api('DELETE', `/admin-templates/${template.id}`, admin)).statusCode).toBe(200);
    expect((await fetchUrl(coverUrl)).statusCode).toBe(200);
  });
});

describe('a site duplicated by share code', () => {
  it("gives the other agency its own copies; the source's deletion breaks nothing", async () => {
    const source = await t.api('POST', '/landings', f.owner, {
      title: 'Shared',
      subdomain: unique('shared'),
    });
    expect(source.statusCode, source.body).toBe(201);
    const sourceSite = source.json().data as { id: number };
    const photo = await upload(f.owner, '/images/upload-image', { landing_id: sourceSite.id });
    // A platform file (a template upload) in the shared site belongs to neither agency: left as is.
    const template = await publishedTemplate();
    const platformFile = await upload(admin, '/images/upload-image', { landing_id: template.landing_id });
    const home = await homePageOf(sourceSite.id);
    await saveDesign(
      f.owner,
      sourceSite.id,
      home.id,
      designWith({ image: photo.url, background: photo.url, inline: photo.url, popup: platformFile.url }),
    );
    const original = await fetchUrl(photo.url);
    const platformId = parts(platformFile.url).agency;
    const platformFilesBefore = (await filesOfAgency(platformId)).length;

    const code = (await t.api('GET', `/landings/${sourceSite.id}/unique-id`, f.owner)).json().data.unique_id;
    const subdomain = unique('dup');
    const duplicate = await t.api('POST', '/landings/duplicate', f.otherOwner, {
      unique_id: code,
      subdomain,
    });
    expect(duplicate.statusCode, duplicate.body).toBe(201);
    const copy = duplicate.json().data as { id: number };

    const document = (await homePageOf(copy.id)).document as PageDocument;
    const section = document.sections[0]!;
    const [imageNode, textNode] = section.rows[0]!.columns[0]!.children as Array<{
      id: string;
      options: Record<string, { url: string }>;
    }>;
    const imageUrl = imageNode!.options.Image!.url;
    expect(imageUrl.startsWith(`http://${subdomain}.localhost:3000/_files/${f.otherAgencyId}/`)).toBe(true);
    expect(document.texts[section.id]![textNode!.id]).toContain(`src="${imageUrl}"`);
    expect(
      (document.popups[0]!.sections[0]!.options as { background: { image: { url: string } } }).background
        .image.url,
    ).toBe(platformFile.url);
    expect((await filesOfAgency(platformId)).length).toBe(platformFilesBefore);
    const copies = (await filesOfAgency(f.otherAgencyId)).filter((file) => file.landingId === copy.id);
    expect(copies).toHaveLength(1);

    expect((await t.api('DELETE', `/landings/${sourceSite.id}`, f.owner)).statusCode).toBe(200);
    const served = await fetchUrl(imageUrl);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(original.rawPayload)).toBe(true);
    // The copy is the other agency's: another agency's site host never serves it.
    expect((await fetchUrl(`http://demo.localhost:3000${new URL(imageUrl).pathname}`)).statusCode).toBe(404);
  });
});

describe('a clone within one agency', () => {
  it('keeps pointing at the same files and copies nothing', async () => {
    const source = await t.api('POST', '/landings', f.owner, { title: 'Mine', subdomain: unique('mine') });
    const sourceSite = source.json().data as { id: number };
    const photo = await upload(f.owner, '/images/upload-image', { landing_id: sourceSite.id });
    const home = await homePageOf(sourceSite.id);
    await saveDesign(
      f.owner,
      sourceSite.id,
      home.id,
      designWith({ image: photo.url, background: photo.url, inline: photo.url }),
    );
    const before = (await filesOfAgency(demoAgencyId)).length;
    const cloned = await t.api('POST', `/landings/${sourceSite.id}/clone`, f.owner, {});
    expect(cloned.statusCode, cloned.body).toBe(201);
    const document = (await homePageOf(cloned.json().data.id)).document as PageDocument;
    expect(JSON.stringify(document)).toContain(photo.url);
    expect((await filesOfAgency(demoAgencyId)).length).toBe(before);
  });
});

describe('a page made from a page template', () => {
  it("uploads in the template editor go to the platform's library, served on the preview host", async () => {
    const uploaded = await upload(admin, '/admin-page-templates/files/upload-image', {
      elementId: 'element-1',
      valueKey: 'Image',
    });
    expect(new URL(uploaded.url).host).toBe('preview.localhost:3000');
    const served = await fetchUrl(uploaded.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    // Only the platform's files there; platform files never on an agency's site host.
    expect((await fetchUrl(`http://demo.localhost:3000${new URL(uploaded.url).pathname}`)).statusCode).toBe(
      404,
    );
    const agencyFile = await upload(f.owner, '/images/upload-image', { landing_id: f.demoId });
    expect(
      (await fetchUrl(`http://preview.localhost:3000${new URL(agencyFile.url).pathname}`)).statusCode,
    ).toBe(404);
    const [row] = await t.database.db
      .select({ landingId: files.landingId, platform: agencies.isPlatform })
      .from(files)
      .innerJoin(agencies, eq(agencies.id, files.agencyId))
      .where(eq(files.id, uploaded.id));
    expect(row).toEqual({ landingId: null, platform: true });

    const listed = await t.api('GET', '/admin-page-templates/files?per_page=100', admin);
    expect(listed.statusCode).toBe(200);
    const mine = (listed.json().data as Array<{ id: number; url: string }>).find(
      (file) => file.id === uploaded.id,
    );
    expect(mine?.url).toBe(uploaded.url);
    expect((await t.api('GET', '/admin-page-templates/files', f.owner)).statusCode).toBe(403);
    const refused = await t.request({
      method: 'POST',
      url: '/api/v1/admin-page-templates/files/upload-image',
      token: f.owner,
      ...(await multipartBody({}, { name: 'x.png', bytes: await pngImage(10, 10) }).then((body) => ({
        payload: body.payload,
        headers: body.headers,
      }))),
    });
    expect(refused.statusCode).toBe(403);
  });

  it("gives the page the site agency's copies; deleting the template breaks nothing", async () => {
    const template = await newPageTemplate(t, admin);
    const picture = await upload(admin, '/admin-page-templates/files/upload-image');
    const third = await upload(f.otherOwner, '/images/upload-image', { landing_id: f.otherSiteId });
    const saved = await t.api('PUT', `/admin-page-templates/${template.id}/design`, admin, {
      document: designWith({
        image: picture.url,
        background: picture.url,
        inline: picture.url,
        popup: third.url,
      }),
      version: 1,
      idempotency_key: unique('page-template-key'),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await t.api('POST', `/admin-page-templates/${template.id}/publish`, admin, {})).statusCode).toBe(
      200,
    );
    const original = await fetchUrl(picture.url);
    const platformId = parts(picture.url).agency;
    const otherFilesBefore = (await filesOfAgency(f.otherAgencyId)).length;

    const created = await t.api('POST', `/landings/${f.demoId}/pages`, f.owner, {
      name: unique('From template'),
      template_id: template.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const pageId = created.json().data.id as number;
    const [page] = await t.database.db.select().from(pages).where(eq(pages.id, pageId));
    const document = page!.document as PageDocument;
    const section = document.sections[0]!;
    const [imageNode, textNode] = section.rows[0]!.columns[0]!.children as Array<{
      id: string;
      options: Record<string, { url: string }>;
    }>;
    const imageUrl = imageNode!.options.Image!.url;
    expect(imageUrl.startsWith(`http://demo.localhost:3000/_files/${demoAgencyId}/`)).toBe(true);
    expect(document.texts[section.id]![textNode!.id]).toContain(`src="${imageUrl}"`);
    expect(
      (document.popups[0]!.sections[0]!.options as { background: { image: { url: string } } }).background
        .image.url,
    ).toBe(third.url);
    expect((await filesOfAgency(f.otherAgencyId)).length).toBe(otherFilesBefore);
    const [copy] = await t.database.db
      .select()
      .from(files)
      .where(and(eq(files.agencyId, demoAgencyId), eq(files.token, parts(imageUrl).token)));
    expect(copy).toMatchObject({ landingId: f.demoId, kind: 'image' });

    expect((await t.api('DELETE', `/admin-page-templates/${template.id}`, admin)).statusCode).toBe(200);
    // The library file itself is gone too: the page still shows its own copy.
    await t.database.db.delete(files).where(eq(files.id, picture.id));
    expect(platformId).not.toBe(demoAgencyId);
    const served = await fetchUrl(imageUrl);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(original.rawPayload)).toBe(true);
  });
});

describe('copyReferencedFiles', () => {
  const context = (quotaBytes = 1024 ** 3): FileCopyContext => ({
    db: t.database.db,
    storage: createStorage(t.config),
    log: { warn: () => undefined },
    sites: t.app.sites,
    quotaBytes,
  });

  async function platformUpload() {
    const picture = await upload(admin, '/admin-page-templates/files/upload-image');
    const [object] = await t.database.db
      .select()
      .from(fileObjects)
      .where(and(eq(fileObjects.fileId, picture.id), eq(fileObjects.primary, true)));
    return { picture, platformId: parts(picture.url).agency, object: object! };
  }

  it('leaves look-alike and unknown URLs alone and rewrites only whole file URLs', async () => {
    const { picture, platformId } = await platformUpload();
    const path = new URL(picture.url).pathname;
    const content = {
      plain: picture.url,
      relative: path,
      css: `url("${path}") no-repeat`,
      nested: `https://example.com/proxy${path}`,
      query: `${picture.url}?v=2`,
      unknownToken: picture.url.replace(parts(picture.url).token, 'aaaaaaaaaaaaaaaa'),
      notOurs: `${picture.url.replace('preview.localhost', 'unknown-host.example')}`,
      number: 3,
      empty: null,
    };
    const result = await copyReferencedFiles(
      context(),
      content,
      {
        sourceAgencyId: platformId,
        targetAgencyId: demoAgencyId,
        targetOrigin: 'http://demo.localhost:3000',
        uploadedBy: null,
      },
      async (copied, record) => {
        await t.database.db.transaction((tx) => record(tx, f.demoId));
        return copied;
      },
    );
    const copiedPath = new URL(result.plain).pathname;
    expect(result.plain).toBe(`http://demo.localhost:3000${copiedPath}`);
    expect(result.relative).toBe(copiedPath);
    expect(result.css).toBe(`url("${copiedPath}") no-repeat`);
    expect(result.nested).toBe(content.nested);
    expect(result.query).toBe(`${result.plain}?v=2`);
    expect(result.unknownToken).toBe(content.unknownToken);
    expect(result.notOurs).toBe(content.notOurs);
    expect(result.number).toBe(3);
    expect(result.empty).toBeNull();
    expect(content.plain).toBe(picture.url);
  });

  it('leaves no rows and no objects when the copy fails, and keeps committed ones', async () => {
    const { picture, platformId } = await platformUpload();
    const storage = createStorage(t.config);
    const stored = async (key: string) => {
      const stream = await storage.get(key);
      if (stream === null) return false;
      for await (const _ of stream) {
        // Read to the end, so the file is closed.
      }
      return true;
    };
    const copiedRows = (token: string) =>
      t.database.db
        .select()
        .from(files)
        .where(and(eq(files.agencyId, demoAgencyId), eq(files.token, token)));
    const options = {
      sourceAgencyId: platformId,
      targetAgencyId: demoAgencyId,
      targetOrigin: 'http://demo.localhost:3000',
      uploadedBy: null,
    };
    const keyOf = (url: string) => `${demoAgencyId}/${parts(url).token}/${parts(url).name}`;

    let rolledBack = '';
    await expect(
      copyReferencedFiles(context(), { url: picture.url }, options, async (copied, record) => {
        rolledBack = copied.url;
        expect(await stored(keyOf(copied.url))).toBe(true);
        await t.database.db.transaction(async (tx) => {
          await record(tx, f.demoId);
          throw new Error('the site could not be stored');
        });
      }),
    ).rejects.toThrow('the site could not be stored');
    expect(rolledBack).not.toBe('');
    expect(await stored(keyOf(rolledBack))).toBe(false);
    expect(await copiedRows(parts(rolledBack).token)).toEqual([]);

    // Committed, then something later failed: the rows show the copy, so the objects stay.
    let committed = '';
    await expect(
      copyReferencedFiles(context(), { url: picture.url }, options, async (copied, record) => {
        committed = copied.url;
        await t.database.db.transaction((tx) => record(tx, f.demoId));
        throw new Error('publishing failed');
      }),
    ).rejects.toThrow('publishing failed');
    expect(await stored(keyOf(committed))).toBe(true);
    expect(await copiedRows(parts(committed).token)).toHaveLength(1);
  });

  it("counts the copies against the target agency's storage", async () => {
    const { picture, platformId } = await platformUpload();
    const objects = await t.database.db.select().from(fileObjects).where(eq(fileObjects.fileId, picture.id));
    const fileBytes = objects.reduce((sum, object) => sum + object.bytes, 0);
    const options = {
      sourceAgencyId: platformId,
      targetAgencyId: demoAgencyId,
      targetOrigin: 'http://demo.localhost:3000',
      uploadedBy: null,
    };
    const demoFiles = (await filesOfAgency(demoAgencyId)).length;
    const used = await usedByDemo();

    // No room: refused before anything is read, written or handed to the caller.
    let handedOver = false;
    const full = copyReferencedFiles(context(used), { url: picture.url }, options, async (copied) => {
      handedOver = true;
      return copied;
    });
    await expect(full).rejects.toMatchObject({
      statusCode: 422,
      message: expect.stringContaining('The pictures this copies need'),
    });
    expect(handedOver).toBe(false);
    expect((await filesOfAgency(demoAgencyId)).length).toBe(demoFiles);

    // Room when the copy starts, taken by an upload meanwhile: the check under the agency's
    // lock refuses, and the copied objects are removed again.
    const room = used + fileBytes;
    let copiedUrl = '';
    const raced = copyReferencedFiles(
      context(room),
      { url: picture.url },
      options,
      async (copied, record) => {
        copiedUrl = copied.url;
        await upload(f.owner, '/images/upload-image', { landing_id: f.demoId });
        await t.database.db.transaction((tx) => record(tx, f.demoId));
        return copied;
      },
    );
    await expect(raced).rejects.toMatchObject({ statusCode: 422 });
    expect(copiedUrl).not.toBe('');
    const copiedKey = `${demoAgencyId}/${parts(copiedUrl).token}/${parts(copiedUrl).name}`;
    expect(await createStorage(t.config).get(copiedKey)).toBeNull();
    expect(
      await t.database.db
        .select()
        .from(files)
        .where(and(eq(files.agencyId, demoAgencyId), eq(files.token, parts(copiedUrl).token))),
    ).toEqual([]);
  });
});

describe('a copy that does not fit the storage quota', () => {
  it('is refused with 422 and a message saying how much it needs', async () => {
    const full = await createTestApp({ STORAGE_QUOTA_MB: 1 });
    try {
      const fixtures = await siteFixtures(full);
      const fullAdmin = await full.login(DEMO.admin);
      const template = await newPageTemplate(full, fullAdmin);
      const { url } = await upload(fullAdmin, '/admin-page-templates/files/upload-image', {}, full);
      const saved = await full.api('PUT', `/admin-page-templates/${template.id}/design`, fullAdmin, {
        document: designWith({ image: url, background: url, inline: url }),
        version: 1,
        idempotency_key: unique('quota-template-key'),
      });
      expect(saved.statusCode, saved.body).toBe(200);
      await full.api('POST', `/admin-page-templates/${template.id}/publish`, fullAdmin, {});

      // The site's agency has used its whole megabyte.
      const [site] = await full.database.db.select().from(landings).where(eq(landings.id, fixtures.demoId));
      await fillStorage(full, site!.agencyId, 1024 * 1024);
      const pagesBefore = await full.database.db
        .select()
        .from(pages)
        .where(eq(pages.landingId, fixtures.demoId));

      const created = await full.api('POST', `/landings/${fixtures.demoId}/pages`, fixtures.owner, {
        name: unique('From template'),
        template_id: template.id,
      });
      expect(created.statusCode, created.body).toBe(422);
      expect(created.json().message).toMatch(
        /^Your storage is full\..*The pictures this copies need \d+\.\d MB and 0\.0 MB of your 1\.0 MB are free\.$/,
      );
      expect(created.json().errors.storage).toHaveLength(1);
      const pagesAfter = await full.database.db
        .select()
        .from(pages)
        .where(eq(pages.landingId, fixtures.demoId));
      expect(pagesAfter.length).toBe(pagesBefore.length);
    } finally {
      await full.close();
    }
  });
});
