import { AI_MESSAGES, COVER_HEIGHT, COVER_WIDTH } from '@tessera/api-contract';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiFixturesApp } from '../../../test/ai-fixtures.ts';
import { type FakeOpenAi, fakeImageColour } from '../../../test/fake-openai.ts';
import type { SiteFixtures } from '../../../test/site-fixtures.ts';
import { DEMO, type TestApp } from '../../../test/test-app.ts';
import { files } from '../../db/schema/index.ts';
import { closestImageSize } from './client.ts';

const KEY = 'sk-test-demo-agency-key-cover-0123456789';

let fake: FakeOpenAi;
let t: TestApp;
let f: SiteFixtures;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ fake, t, f, close } = await aiFixturesApp(KEY, { SITES_PORT: 3000 }));
});
afterAll(() => close());

const cover = (token: string, body: object) => t.api('POST', '/images/generate-ai-cover', token, body);

async function fileCount(): Promise<number> {
  const [row] = await t.database.db.select({ value: count() }).from(files);
  return row?.value ?? 0;
}

describe('POST /images/generate-ai-cover (SPEC §7 AI meta image)', () => {
  it('asks for a portrait picture and stores it as a cover, cropped to the cover shape', async () => {
    const before = fake.requests.length;
    const response = await cover(f.owner, {
      landing_id: f.demoId,
      title: 'Ten tips for a spring garden',
      description: 'How to get the beds ready before the first warm week.',
    });
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    const prompt =
      'A cover picture for a blog post titled “Ten tips for a spring garden”: How to get the beds ready before the first warm week. No text in the picture.';
    expect(data).toEqual({
      url: expect.stringMatching(
        /^http:\/\/demo\.localhost:3000\/_files\/\d+\/[a-z2-7]{16}\/ten-tips-for-a-spring-garden\.webp$/,
      ),
      id: expect.any(Number),
      width: COVER_WIDTH,
      height: COVER_HEIGHT,
      elementId: null,
      valueKey: null,
    });
    expect(fake.requests.slice(before)).toEqual([
      {
        path: '/v1/images/generations',
        authorization: `Bearer ${KEY}`,
        prompt,
        model: 'gpt-image-1',
        responseFormat: null,
        image: null,
        // gpt-image's portrait size: exactly the cover's 2:3.
        size: '1024x1536',
      },
    ]);

    const [row] = await t.database.db.select().from(files).where(eq(files.id, data.id));
    expect(row).toMatchObject({ kind: 'cover', prompt, landingId: f.demoId, width: 1200, height: 1800 });
    const parsed = new URL(data.url);
    const served = await t.request({ method: 'GET', url: parsed.pathname, headers: { host: parsed.host } });
    expect(served.statusCode).toBe(200);
    const picture = sharp(served.rawPayload);
    expect(await picture.metadata()).toMatchObject({ format: 'webp', width: 1200, height: 1800 });
    // The picture the service drew (the fake's colour for that prompt), not some other.
    const { channels } = await picture.stats();
    const colour = fakeImageColour(prompt);
    expect(Math.abs(channels[0]!.mean - colour.r)).toBeLessThanOrEqual(4);
    expect(Math.abs(channels[1]!.mean - colour.g)).toBeLessThanOrEqual(4);
  });

  it("builds the prompt from the title alone, and takes the caller's prompt as given", async () => {
    const before = fake.requests.length;
    const fromTitle = await cover(f.agencyUser, {
      landing_id: f.demoId,
      title: 'Opening hours',
      image_prompt: '  ',
    });
    expect(fromTitle.statusCode).toBe(201);
    const own = await cover(f.websiteUser, {
      landing_id: f.launchpadId,
      title: 'Opening hours',
      description: 'Ignored when a prompt is given.',
      image_prompt: 'A shop door with a small open sign, morning light',
    });
    expect(own.statusCode).toBe(201);
    expect(fake.requests.slice(before).map((request) => request.prompt)).toEqual([
      'A cover picture for a blog post titled “Opening hours”. No text in the picture.',
      'A shop door with a small open sign, morning light',
    ]);
    const [row] = await t.database.db.select().from(files).where(eq(files.id, own.json().data.id));
    expect(row).toMatchObject({ kind: 'cover', prompt: 'A shop door with a small open sign, morning light' });
  });

  it('refuses callers who may not design the site, and an agency without a key, before asking', async () => {
    const before = fake.requests.length;
    const body = { landing_id: f.demoId, title: 'A lighthouse' };
    expect((await cover(f.owner, { ...body, landing_id: f.otherSiteId })).statusCode).toBe(404);
    expect((await cover(f.websiteUser, body)).statusCode).toBe(404);
    expect((await cover(f.viewer, { ...body, landing_id: f.launchpadId })).statusCode).toBe(403);
    expect((await cover(await t.login(DEMO.cardUser), body)).statusCode).toBe(403);
    expect((await cover(await t.login(DEMO.admin), body)).statusCode).toBe(403);
    expect((await cover('not-a-token', body)).statusCode).toBe(401);
    const keyless = await cover(f.otherOwner, { ...body, landing_id: f.otherSiteId });
    expect(keyless.statusCode).toBe(403);
    expect(keyless.json().message).toBe(AI_MESSAGES.noKey);
    expect(fake.requests.length).toBe(before);
  });

  it('answers 422 with field messages for bad bodies', async () => {
    const before = fake.requests.length;
    const cases: Array<[object, string, string]> = [
      [{ landing_id: f.demoId }, 'title', 'The title field is required.'],
      [{ landing_id: f.demoId, title: '   ' }, 'title', 'The title field is required.'],
      [
        { landing_id: f.demoId, title: 'x'.repeat(201) },
        'title',
        'The title may have at most 200 characters.',
      ],
      [
        { landing_id: f.demoId, title: 'A post', description: 'x'.repeat(501) },
        'description',
        'The description may have at most 500 characters.',
      ],
      [
        { landing_id: f.demoId, title: 'A post', image_prompt: 'x'.repeat(1001) },
        'image_prompt',
        'The description may have at most 1,000 characters.',
      ],
      [{ title: 'A post' }, 'landing_id', 'Choose a site.'],
    ];
    for (const [body, field, message] of cases) {
      const response = await cover(f.owner, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors[field]).toEqual([message]);
    }
    expect(fake.requests.length).toBe(before);
  });

  it("turns the service's refusals into answers and stores nothing", async () => {
    const stored = await fileCount();
    const reason = 'Your request was rejected as a result of our safety system.';
    fake.failNext(400, reason, 'content_policy_violation');
    const fromTitle = await cover(f.owner, { landing_id: f.demoId, title: 'A storm' });
    expect(fromTitle.statusCode).toBe(422);
    // No prompt of the caller's: what was refused came from the title.
    expect(fromTitle.json().errors).toEqual({ title: [AI_MESSAGES.promptRefused(reason)] });
    fake.failNext(400, reason, 'content_policy_violation');
    const own = await cover(f.owner, { landing_id: f.demoId, title: 'A storm', image_prompt: 'A storm' });
    expect(own.json().errors).toEqual({ image_prompt: [AI_MESSAGES.promptRefused(reason)] });
    fake.failNext(401, 'Incorrect API key provided.', 'invalid_api_key');
    const key = await cover(f.owner, { landing_id: f.demoId, title: 'A storm' });
    expect(key.statusCode).toBe(422);
    expect(key.json().message).toBe(AI_MESSAGES.keyRefused);
    fake.failNext(500, 'The server had an error while processing your request.');
    const failed = await cover(f.owner, { landing_id: f.demoId, title: 'A storm' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ message: AI_MESSAGES.unreachable });
    expect(await fileCount()).toBe(stored);
  });
});

describe('closestImageSize', () => {
  it("picks each model's size nearest the cover's 2:3 portrait shape", () => {
    expect(closestImageSize('gpt-image-1', COVER_WIDTH, COVER_HEIGHT)).toBe('1024x1536');
    expect(closestImageSize('dall-e-3', COVER_WIDTH, COVER_HEIGHT)).toBe('1024x1792');
    // Only squares on offer: the largest.
    expect(closestImageSize('dall-e-2', COVER_WIDTH, COVER_HEIGHT)).toBe('1024x1024');
    expect(closestImageSize('gpt-image-1', 1920, 1080)).toBe('1536x1024');
    expect(closestImageSize('gpt-image-1', 1000, 1000)).toBe('1024x1024');
  });
});
