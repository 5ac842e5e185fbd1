import { AI_MESSAGES } from '@tessera/api-contract';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiFixturesApp } from '../../../test/ai-fixtures.ts';
import { FAKE_IMAGE_SIZE, type FakeOpenAi, fakeImageColour } from '../../../test/fake-openai.ts';
import { pngImage } from '../../../test/images.ts';
import { multipartBody } from '../../../test/multipart.ts';
import type { SiteFixtures } from '../../../test/site-fixtures.ts';
import { createTestApp, DEMO, type TestApp } from '../../../test/test-app.ts';
import { fileObjects, files } from '../../db/schema/index.ts';

const KEY = 'sk-test-demo-agency-key-0123456789-ABCD';
const DEMO_ORIGIN = 'http://demo.localhost:3000';

let fake: FakeOpenAi;
let t: TestApp;
let f: SiteFixtures;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ fake, t, f, close } = await aiFixturesApp(KEY, { SITES_PORT: 3000 }));
});
afterAll(() => close());

const generate = (token: string, body: object) => t.api('POST', '/images/generate-ai-image', token, body);
const edit = (token: string, body: object) => t.api('POST', '/images/edit-ai-image', token, body);

/** Fetches a file URL the way a browser would: on the URL's own host. */
function fetchUrl(url: string) {
  const parsed = new URL(url);
  return t.request({ method: 'GET', url: parsed.pathname, headers: { host: parsed.host } });
}

async function fileCount(): Promise<number> {
  const [row] = await t.database.db.select({ value: count() }).from(files);
  return row?.value ?? 0;
}

/** The average colour of an image. */
async function colourOf(bytes: Buffer): Promise<{ r: number; g: number; b: number }> {
  const { channels } = await sharp(bytes).stats();
  return { r: channels[0]!.mean, g: channels[1]!.mean, b: channels[2]!.mean };
}

/** Lossy WebP moves a flat colour by a step or two. */
function expectColour(
  actual: { r: number; g: number; b: number },
  expected: { r: number; g: number; b: number },
) {
  for (const channel of ['r', 'g', 'b'] as const) {
    expect(Math.abs(actual[channel] - expected[channel]), `${channel} channel`).toBeLessThanOrEqual(4);
  }
}

describe('POST /images/generate-ai-image (SPEC §7)', () => {
  it("stores the image among the site's files, asking with the agency's key and the configured model", async () => {
    const prompt = 'A red fox in the snow at dusk, looking up at the moon';
    const before = fake.requests.length;
    const response = await generate(f.owner, {
      image_prompt: prompt,
      landing_id: f.demoId,
      elementId: 'element-hero',
      valueKey: 'Image',
    });
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data).toEqual({
      url: expect.stringMatching(
        /^http:\/\/demo\.localhost:3000\/_files\/\d+\/[a-z2-7]{16}\/a-red-fox-in-the-snow\.webp$/,
      ),
      id: expect.any(Number),
      width: FAKE_IMAGE_SIZE,
      height: FAKE_IMAGE_SIZE,
      elementId: 'element-hero',
      valueKey: 'Image',
    });

    expect(fake.requests.slice(before)).toEqual([
      {
        path: '/v1/images/generations',
        authorization: `Bearer ${KEY}`,
        prompt,
        model: 'gpt-image-1',
        responseFormat: null,
        image: null,
        size: '1024x1024',
      },
    ]);

    // Converted like an upload, served on the site's address, in the picture the service drew.
    const served = await fetchUrl(data.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expectColour(await colourOf(served.rawPayload), fakeImageColour(prompt));

    const listed = await t.api('GET', `/landings/${f.demoId}/files?per_page=100`, f.owner);
    const file = listed.json().data.find((row: { id: number }) => row.id === data.id);
    expect(file).toMatchObject({
      landing_id: f.demoId,
      kind: 'image',
      url: data.url,
      content_type: 'image/webp',
      width: FAKE_IMAGE_SIZE,
      height: FAKE_IMAGE_SIZE,
      name: 'a-red-fox-in-the-snow.png',
    });
    expect(file.variants.map((variant: { width: number }) => variant.width)).toEqual([480]);
    const [row] = await t.database.db.select().from(files).where(eq(files.id, data.id));
    expect(row!.prompt).toBe(prompt);
  });

  it('lets every site role that may design the site ask, and answers null ids when none were sent', async () => {
    const agencyUser = await t.login(DEMO.agencyUser);
    const byAgencyUser = await generate(agencyUser, { image_prompt: 'A harbour', landing_id: f.demoId });
    expect(byAgencyUser.statusCode).toBe(201);
    expect(byAgencyUser.json().data).toMatchObject({ elementId: null, valueKey: null });

    const byWebsiteUser = await generate(f.websiteUser, {
      image_prompt: 'A meadow',
      landing_id: f.launchpadId,
    });
    expect(byWebsiteUser.statusCode).toBe(201);
    expect(byWebsiteUser.json().data.url).toMatch(/^http:\/\/launchpad\.localhost:3000\/_files\//);
    // Each call carries the site's agency's key, whoever asks.
    expect(fake.requests.at(-1)!.authorization).toBe(`Bearer ${KEY}`);
  });

  it('refuses callers who may not design the site before asking the service', async () => {
    const before = fake.requests.length;
    const body = { image_prompt: 'A lighthouse', landing_id: f.demoId };
    // Another agency's site is not found, as for uploads.
    expect((await generate(f.owner, { ...body, landing_id: f.otherSiteId })).statusCode).toBe(404);
    // A website user not assigned to the site does not see it; one who may only look is refused.
    expect((await generate(f.websiteUser, body)).statusCode).toBe(404);
    const viewer = await generate(f.viewer, { ...body, landing_id: f.launchpadId });
    expect(viewer.statusCode).toBe(403);
    // Card users and admins have no site to design.
    expect((await generate(await t.login(DEMO.cardUser), body)).statusCode).toBe(403);
    expect((await generate(await t.login(DEMO.admin), body)).statusCode).toBe(403);
    expect((await generate('not-a-token', body)).statusCode).toBe(401);
    expect(fake.requests.length).toBe(before);
  });

  it('tells an agency without a key so', async () => {
    const before = fake.requests.length;
    const response = await generate(f.otherOwner, {
      image_prompt: 'A lighthouse',
      landing_id: f.otherSiteId,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(AI_MESSAGES.noKey);
    expect(fake.requests.length).toBe(before);
  });

  it('answers 422 with field messages for bad bodies', async () => {
    const before = fake.requests.length;
    const empty = await generate(f.owner, { image_prompt: '   ', landing_id: f.demoId });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.image_prompt).toEqual(['Describe the image.']);
    const long = await generate(f.owner, { image_prompt: 'x'.repeat(1001), landing_id: f.demoId });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.image_prompt).toEqual(['The description may have at most 1,000 characters.']);
    const noPrompt = await generate(f.owner, { landing_id: f.demoId });
    expect(noPrompt.json().errors.image_prompt).toEqual(['Describe the image.']);
    const noSite = await generate(f.owner, { image_prompt: 'A lighthouse' });
    expect(noSite.statusCode).toBe(422);
    expect(noSite.json().errors.landing_id).toEqual(['Choose a site.']);
    const textSite = await generate(f.owner, { image_prompt: 'A lighthouse', landing_id: 'demo' });
    expect(textSite.statusCode).toBe(422);
    expect(textSite.json().errors.landing_id).toBeDefined();
    expect(fake.requests.length).toBe(before);
  });

  describe("the service's refusals", () => {
    const body = () => ({ image_prompt: 'A lighthouse in a storm', landing_id: f.demoId });

    it('a refused key: 422 naming the key, nothing stored', async () => {
      const stored = await fileCount();
      for (const status of [401, 403]) {
        fake.failNext(status, 'Incorrect API key provided: sk-test-****ABCD.', 'invalid_api_key');
        const response = await generate(f.owner, body());
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual({
          message: AI_MESSAGES.keyRefused,
          errors: { openai_api_key: [AI_MESSAGES.keyRefused] },
        });
      }
      expect(await fileCount()).toBe(stored);
    });

    it("a refused prompt: 422 on the prompt with the service's reason", async () => {
      const stored = await fileCount();
      const reason = 'Your request was rejected as a result of our safety system.';
      fake.failNext(400, reason, 'content_policy_violation');
      const response = await generate(f.owner, body());
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ image_prompt: [AI_MESSAGES.promptRefused(reason)] });
      expect(await fileCount()).toBe(stored);
    });

    it('a busy service: 429 after the one retry', async () => {
      const before = fake.requests.length;
      fake.failNext(429, 'Rate limit reached for images per minute.', 'rate_limit_exceeded');
      const response = await generate(f.owner, body());
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({ message: AI_MESSAGES.busy });
      expect(fake.requests.length - before).toBe(2);
    });

    it('an account out of credit: the key is refused, since waiting will not help', async () => {
      fake.failNext(429, 'You exceeded your current quota.', 'insufficient_quota');
      const response = await generate(f.owner, body());
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(AI_MESSAGES.keyRefused);
    });

    it("the service's own failure, or an answer without an image: 502", async () => {
      const stored = await fileCount();
      fake.failNext(500, 'The server had an error while processing your request.');
      const failed = await generate(f.owner, body());
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toEqual({ message: AI_MESSAGES.unreachable });

      fake.omitImageNext();
      const empty = await generate(f.owner, body());
      expect(empty.statusCode).toBe(502);
      expect(empty.json().message).toMatch(/without an image/);
      expect(await fileCount()).toBe(stored);
    });
  });

  describe('the storage quota', () => {
    /** Fills the demo agency's storage up to `free` bytes below its quota; returns the undo. */
    async function fillStorage(free: number): Promise<() => Promise<void>> {
      const usage = (await t.api('GET', '/media-library/usage', f.owner)).json().data;
      const [owned] = await t.database.db.select().from(files).where(eq(files.landingId, f.demoId)).limit(1);
      const token = free === 0 ? 'zzzzzzzzzzzzzzzz' : 'yyyyyyyyyyyyyyyy';
      await t.database.db.insert(fileObjects).values({
        fileId: owned!.id,
        agencyId: owned!.agencyId,
        token,
        name: 'filler.png',
        storageKey: `${owned!.agencyId}/${token}/filler.png`,
        contentType: 'image/png',
        bytes: usage.quota_bytes - usage.used_bytes - free,
        width: 1,
        height: 1,
        primary: false,
      });
      return async () => {
        await t.database.db.delete(fileObjects).where(eq(fileObjects.token, token));
      };
    }

    it('a full agency is refused on storage before the service is asked', async () => {
      const undo = await fillStorage(0);
      try {
        const before = fake.requests.length;
        const stored = await fileCount();
        const response = await generate(f.owner, { image_prompt: 'A lighthouse', landing_id: f.demoId });
        expect(response.statusCode).toBe(422);
        expect(response.json().errors.storage).toEqual([expect.stringMatching(/^Your storage is full/)]);
        expect(fake.requests.length).toBe(before);
        expect(await fileCount()).toBe(stored);
      } finally {
        await undo();
      }
    });

    it('an image that does not fit what is left is refused on storage and not kept', async () => {
      const undo = await fillStorage(10);
      try {
        const before = fake.requests.length;
        const stored = await fileCount();
        const response = await generate(f.owner, { image_prompt: 'A lighthouse', landing_id: f.demoId });
        expect(response.statusCode).toBe(422);
        expect(response.json().errors.storage).toEqual([expect.stringMatching(/^Your storage is full/)]);
        expect(fake.requests.length).toBe(before + 1);
        expect(await fileCount()).toBe(stored);
      } finally {
        await undo();
      }
      expect(
        (await generate(f.owner, { image_prompt: 'A lighthouse', landing_id: f.demoId })).statusCode,
      ).toBe(201);
    });
  });
});

describe('POST /images/edit-ai-image (SPEC §7)', () => {
  it('sends the chosen image of the site and keeps the result as a new file', async () => {
    const originPrompt = 'A blue bicycle against a white wall';
    const origin = (await generate(f.owner, { image_prompt: originPrompt, landing_id: f.demoId })).json()
      .data;
    const before = fake.requests.length;
    const prompt = 'Make the bicycle yellow';
    const response = await edit(f.owner, {
      image_prompt: prompt,
      landing_id: f.demoId,
      origin_img: origin.url,
      elementId: 'element-hero',
      valueKey: 'Image',
    });
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data).toMatchObject({
      width: FAKE_IMAGE_SIZE,
      height: FAKE_IMAGE_SIZE,
      elementId: 'element-hero',
      valueKey: 'Image',
    });
    expect(data.id).not.toBe(origin.id);
    expect(data.url).toMatch(
      /^http:\/\/demo\.localhost:3000\/_files\/\d+\/[a-z2-7]{16}\/make-the-bicycle-yellow\.webp$/,
    );

    const sent = fake.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      path: '/v1/images/edits',
      authorization: `Bearer ${KEY}`,
      prompt,
      model: 'gpt-image-1',
      responseFormat: null,
    });
    // The origin itself, as a PNG.
    const image = sent[0]!.image!;
    const metadata = await sharp(image).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: FAKE_IMAGE_SIZE, height: FAKE_IMAGE_SIZE });
    expectColour(await colourOf(image), fakeImageColour(originPrompt));

    const served = await fetchUrl(data.url);
    expect(served.headers['content-type']).toBe('image/webp');
    expectColour(await colourOf(served.rawPayload), fakeImageColour(prompt));
    const listed = (await t.api('GET', `/landings/${f.demoId}/files?per_page=100`, f.owner)).json().data;
    expect(listed.map((row: { id: number }) => row.id)).toEqual(expect.arrayContaining([origin.id, data.id]));
  });

  it('edits an uploaded image too, named by a variant or a root-relative address', async () => {
    const photo = await pngImage(1600, 1200);
    const upload = await multipartBody(
      { landing_id: f.launchpadId },
      { name: 'porch.png', bytes: photo, type: 'image/png' },
    );
    const uploaded = await t.request({
      method: 'POST',
      url: '/api/v1/images/upload-image',
      token: f.websiteUser,
      payload: upload.payload,
      headers: upload.headers,
    });
    expect(uploaded.statusCode).toBe(201);
    const file = (
      await t.api('GET', `/landings/${f.launchpadId}/files/${uploaded.json().data.id}`, f.owner)
    ).json().data;
    const variant = file.variants[0].url as string;
    expect(variant).toMatch(/-480w\.webp$/);

    for (const origin_img of [variant, new URL(file.url).pathname]) {
      const before = fake.requests.length;
      const response = await edit(f.websiteUser, {
        image_prompt: 'Add a cat on the porch',
        landing_id: f.launchpadId,
        origin_img,
      });
      expect(response.statusCode).toBe(201);
      // The full-size image of that version, scaled to the answer's size.
      const sent = await sharp(fake.requests[before]!.image!).metadata();
      expect(sent).toMatchObject({ format: 'png', width: 1024, height: 768 });
    }
  });

  it("refuses an origin that is not one of this site's files", async () => {
    const demoFile = (await generate(f.owner, { image_prompt: 'A kite', landing_id: f.demoId })).json().data;
    const otherAgency = `http://${f.otherSubdomain}.localhost:3000/_files/${f.otherAgencyId}/abcdefghijklmnop/kite.webp`;
    const before = fake.requests.length;
    for (const origin_img of [
      demoFile.url, // a file of another site of the same agency
      otherAgency,
      `${DEMO_ORIGIN}/_files/1/abcdefghijklmnop/missing.webp`,
      'https://example.com/photo.png',
      'javascript:alert(1)',
      'not an address',
    ]) {
      const response = await edit(f.owner, {
        image_prompt: 'Make it blue',
        landing_id: f.launchpadId,
        origin_img,
      });
      expect(response.statusCode, origin_img).toBe(422);
      expect(response.json().errors).toEqual({ origin_img: [AI_MESSAGES.originUnknown] });
    }
    const missing = await edit(f.owner, { image_prompt: 'Make it blue', landing_id: f.launchpadId });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.origin_img).toEqual([AI_MESSAGES.originUnknown]);
    expect(fake.requests.length).toBe(before);
  });

  it('checks the site before the origin, and the key before the origin', async () => {
    const body = { image_prompt: 'Make it blue', origin_img: '/_files/1/abcdefghijklmnop/a.webp' };
    expect((await edit(f.owner, { ...body, landing_id: f.otherSiteId })).statusCode).toBe(404);
    expect((await edit(f.viewer, { ...body, landing_id: f.launchpadId })).statusCode).toBe(403);
    expect((await edit(await t.login(DEMO.admin), { ...body, landing_id: f.demoId })).statusCode).toBe(403);
    const keyless = await edit(f.otherOwner, { ...body, landing_id: f.otherSiteId });
    expect(keyless.statusCode).toBe(403);
    expect(keyless.json().message).toBe(AI_MESSAGES.noKey);
  });

  it("turns the service's refusals into answers", async () => {
    const origin = (await generate(f.owner, { image_prompt: 'A teapot', landing_id: f.demoId })).json().data;
    const body = { image_prompt: 'Make it gold', landing_id: f.demoId, origin_img: origin.url };
    fake.failNext(400, 'Invalid image file or mode for image 1.');
    const refused = await edit(f.owner, body);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.image_prompt).toEqual([
      AI_MESSAGES.promptRefused('Invalid image file or mode for image 1.'),
    ]);
    fake.failNext(401, 'Incorrect API key provided.');
    expect((await edit(f.owner, body)).json().message).toBe(AI_MESSAGES.keyRefused);
  });
});

describe('a dall-e model', () => {
  let dalle: TestApp;
  let owner: string;

  beforeAll(async () => {
    dalle = await createTestApp({ OPENAI_BASE_URL: fake.url, OPENAI_IMAGE_MODEL: 'dall-e-2' });
    owner = await dalle.login(DEMO.agency);
    const profile = (await dalle.api('GET', '/profile', owner)).json().data;
    await dalle.api('PUT', `/agencies/${profile.agency.id}/update-openai`, owner, { openai_api_key: KEY });
  });
  afterAll(() => dalle.close());

  it('is asked for base64 answers, which gpt-image models refuse to be asked', async () => {
    const sites = (await dalle.api('GET', '/landings', owner)).json().data as Array<{ id: number }>;
    const before = fake.requests.length;
    const generated = await dalle.api('POST', '/images/generate-ai-image', owner, {
      image_prompt: 'A paper boat',
      landing_id: sites[0]!.id,
    });
    expect(generated.statusCode).toBe(201);
    const edited = await dalle.api('POST', '/images/edit-ai-image', owner, {
      image_prompt: 'Make it sail',
      landing_id: sites[0]!.id,
      origin_img: generated.json().data.url,
    });
    expect(edited.statusCode).toBe(201);
    expect(
      fake.requests.slice(before).map((request) => [request.path, request.model, request.responseFormat]),
    ).toEqual([
      ['/v1/images/generations', 'dall-e-2', 'b64_json'],
      ['/v1/images/edits', 'dall-e-2', 'b64_json'],
    ]);
  });
});

describe('an unreachable service', () => {
  it('answers 502 and stores nothing', async () => {
    await fake.stop();
    const stored = await fileCount();
    const response = await generate(f.owner, { image_prompt: 'A lighthouse', landing_id: f.demoId });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ message: AI_MESSAGES.unreachable });
    expect(await fileCount()).toBe(stored);
  });
});
