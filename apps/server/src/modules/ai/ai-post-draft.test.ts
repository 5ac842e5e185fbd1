import { AI_MESSAGES } from '@tessera/api-contract';
import type { PageDocument } from '@tessera/document';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiFixturesApp } from '../../../test/ai-fixtures.ts';
import { type FakeOpenAi, fakePostDraft } from '../../../test/fake-openai.ts';
import type { SiteFixtures } from '../../../test/site-fixtures.ts';
import { DEMO, type TestApp } from '../../../test/test-app.ts';
import { blogPosts } from '../../db/schema/index.ts';

const KEY = 'sk-test-demo-agency-key-drafts-0123456789';

let fake: FakeOpenAi;
let t: TestApp;
let f: SiteFixtures;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ fake, t, f, close } = await aiFixturesApp(KEY));
});
afterAll(() => close());

const draft = (token: string, landingId: number, body: object) =>
  t.api('POST', `/landings/${landingId}/blogs/ai-draft`, token, body);

async function postCount(): Promise<number> {
  const [row] = await t.database.db.select({ value: count() }).from(blogPosts);
  return row?.value ?? 0;
}

/** The post's own section (its text, which the article layout frames): its elements' keys and texts. */
async function postContent(landingId: number, postId: number): Promise<Array<[string, string]>> {
  const detail = await t.api('GET', `/landings/${landingId}/blogs/${postId}`, f.owner);
  const document = detail.json().data.document as PageDocument;
  const section = document.sections.find((s) => s.name === 'Post')!;
  const texts = document.texts[section.id] ?? {};
  return section.rows[0]!.columns[0]!.children.flatMap((child) =>
    child.type === 'element' ? [[child.key, texts[child.id] ?? ''] as [string, string]] : [],
  );
}

describe('POST /landings/{id}/blogs/ai-draft (SPEC §2 blog/create/by_ai)', () => {
  it('writes an unpublished draft with the written title, description, headings and paragraphs', async () => {
    const before = fake.requests.length;
    const response = await draft(f.owner, f.demoId, {
      topic: 'Spring gardening',
      keywords: ['compost', 'seedlings', 'compost'],
      tone: 'professional',
      length: 'short',
    });
    expect(response.statusCode).toBe(201);
    const sent = fake.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      path: '/v1/chat/completions',
      authorization: `Bearer ${KEY}`,
      model: 'gpt-4o-mini',
      responseFormat: 'json_schema',
    });
    const prompt = sent[0]!.prompt;
    expect(prompt.split('\n')).toEqual([
      'Topic: Spring gardening',
      'Keywords to work in naturally: compost, seedlings',
      'Tone: professional and clear: confident, precise, without jargon',
      'Length: about 300 words in 2 or 3 sections',
    ]);

    const written = fakePostDraft(prompt);
    const post = response.json().data;
    expect(post).toMatchObject({
      landing_id: f.demoId,
      title: 'All about Spring gardening',
      slug: 'all-about-spring-gardening',
      description: written.description,
      cover_image_url: '',
      published: false,
      published_at: null,
      version: 1,
    });
    // It is one of the site's posts like any other, listed among the drafts.
    const drafts = await t.api('GET', `/landings/${f.demoId}/blogs?published=false&per_page=100`, f.owner);
    expect(drafts.json().data.map((row: { id: number }) => row.id)).toContain(post.id);

    // Laid out as an article: the layout shows the title and description, the document is the text.
    expect(post.layout).toBe('article');
    expect(await postContent(f.demoId, post.id)).toEqual([
      ['h2', '<h2>Why Spring gardening matters</h2>'],
      ['paragraph', '<p>Spring gardening matters more than most people think.</p>'],
      ['paragraph', '<p>Here is why, in short.</p>'],
      ['h2', '<h2>Where to start</h2>'],
      ['paragraph', '<p>Start small, and keep going.</p>'],
    ]);
  });

  it('escapes the written text as a hand-written title is escaped, and numbers a taken address', async () => {
    const topic = '<img src=x onerror=alert(1)> & friends';
    const first = await draft(f.agencyUser, f.demoId, { topic });
    expect(first.statusCode).toBe(201);
    const second = await draft(f.agencyUser, f.demoId, { topic });
    expect(second.statusCode).toBe(201);
    expect(first.json().data.title).toBe(`All about ${topic}`);
    expect(second.json().data.slug).toBe(`${first.json().data.slug}-2`);
    // The defaults: friendly, medium.
    expect(fake.requests.at(-1)!.prompt).toContain('Tone: friendly and warm');
    expect(fake.requests.at(-1)!.prompt).toContain('Length: about 600 words in 3 or 4 sections');

    const content = await postContent(f.demoId, first.json().data.id);
    const html = content.map(([, text]) => text).join('');
    expect(html).not.toContain('<img');
    expect(content[0]).toEqual([
      'h2',
      '<h2>Why &lt;img src=x onerror=alert(1)&gt; &amp; friends matters</h2>',
    ]);
  });

  it('keeps an over-long written title and description within the post limits', async () => {
    fake.answerNext({
      content: JSON.stringify({
        title: `${'Very '.repeat(60)}long title`,
        description: 'word '.repeat(150),
        sections: [{ heading: 'One', paragraphs: ['', 'Only this one.', '  '] }],
      }),
    });
    const response = await draft(f.owner, f.demoId, { topic: 'Length' });
    expect(response.statusCode).toBe(201);
    const post = response.json().data;
    expect(post.title.length).toBeLessThanOrEqual(200);
    expect(post.title).toMatch(/^Very Very .*Very…$/);
    expect(post.description.length).toBeLessThanOrEqual(500);
    expect(post.description.endsWith('word…')).toBe(true);
    // Blank paragraphs are dropped.
    expect((await postContent(f.demoId, post.id)).slice(-2)).toEqual([
      ['h2', '<h2>One</h2>'],
      ['paragraph', '<p>Only this one.</p>'],
    ]);
  });

  it('refuses callers who may not write the blog, and an agency without a key, before asking', async () => {
    const before = fake.requests.length;
    const posts = await postCount();
    const body = { topic: 'Anything' };
    // Another agency's site is not found; so is a site a website user is not assigned to.
    expect((await draft(f.owner, f.otherSiteId, body)).statusCode).toBe(404);
    expect((await draft(f.websiteUser, f.demoId, body)).statusCode).toBe(404);
    // A website user who may design but not write the blog, and one who may only look.
    expect((await draft(f.websiteUser, f.launchpadId, body)).statusCode).toBe(403);
    expect((await draft(f.viewer, f.launchpadId, body)).statusCode).toBe(403);
    // Admins see template sites only; card users have no site.
    expect((await draft(await t.login(DEMO.admin), f.demoId, body)).statusCode).toBe(404);
    expect((await draft(await t.login(DEMO.cardUser), f.demoId, body)).statusCode).toBe(403);
    expect((await draft('not-a-token', f.demoId, body)).statusCode).toBe(401);
    const keyless = await draft(f.otherOwner, f.otherSiteId, body);
    expect(keyless.statusCode).toBe(403);
    expect(keyless.json().message).toBe(AI_MESSAGES.noKey);
    expect(fake.requests.length).toBe(before);
    expect(await postCount()).toBe(posts);
  });

  it('answers 422 with field messages for bad bodies', async () => {
    const before = fake.requests.length;
    const cases: Array<[object, string, string]> = [
      [{}, 'topic', 'Say what the post is about.'],
      [{ topic: '   ' }, 'topic', 'Say what the post is about.'],
      [{ topic: 'x'.repeat(301) }, 'topic', 'The topic may have at most 300 characters.'],
      [
        { topic: 'Bread', keywords: Array.from({ length: 11 }, (_, i) => `k${i}`) },
        'keywords',
        'Give at most 10 keywords.',
      ],
      [
        { topic: 'Bread', keywords: ['x'.repeat(61)] },
        'keywords.0',
        'A keyword may have at most 60 characters.',
      ],
      [{ topic: 'Bread', keywords: ['ok', ' '] }, 'keywords.1', 'A keyword cannot be empty.'],
      [{ topic: 'Bread', keywords: 'rye' }, 'keywords', 'Keywords must be a list.'],
      [{ topic: 'Bread', tone: 'angry' }, 'tone', 'Choose a tone: friendly, professional or playful.'],
      [{ topic: 'Bread', length: 'epic' }, 'length', 'Choose a length: short, medium or long.'],
    ];
    for (const [body, field, message] of cases) {
      const response = await draft(f.owner, f.demoId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors[field], JSON.stringify(body)).toEqual([message]);
    }
    const unknown = await draft(f.owner, f.demoId, { topic: 'Bread', published: true });
    expect(unknown.statusCode).toBe(422);
    expect(fake.requests.length).toBe(before);
  });

  describe('answers that are not a post, and the service refusals', () => {
    it.each([
      ['text that is not JSON', { content: 'Sure! Here is your post: Spring is here…' }],
      ['no content at all', { content: null }],
      ['JSON of another shape', { content: JSON.stringify({ title: 'Only a title' }) }],
      [
        'a post without sections',
        { content: JSON.stringify({ title: 'A', description: 'B', sections: [] }) },
      ],
      [
        'a section without paragraphs',
        {
          content: JSON.stringify({
            title: 'A',
            description: '',
            sections: [{ heading: 'H', paragraphs: [' '] }],
          }),
        },
      ],
    ])('%s: 502 with a clear message, nothing created', async (_, message) => {
      const posts = await postCount();
      fake.answerNext(message);
      const response = await draft(f.owner, f.demoId, { topic: 'Bread' });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ message: AI_MESSAGES.notAPost });
      expect(await postCount()).toBe(posts);
    });

    it("a model's refusal, or a refused request: 422 on the topic", async () => {
      const posts = await postCount();
      fake.answerNext({ refusal: 'I can’t help with that.' });
      const refused = await draft(f.owner, f.demoId, { topic: 'Something forbidden' });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({
        topic: [AI_MESSAGES.promptRefused('I can’t help with that.')],
      });
      fake.failNext(400, 'Invalid prompt: flagged as potentially violating our usage policy.');
      const rejected = await draft(f.owner, f.demoId, { topic: 'Something forbidden' });
      expect(rejected.statusCode).toBe(422);
      expect(rejected.json().errors.topic).toEqual([
        AI_MESSAGES.promptRefused('Invalid prompt: flagged as potentially violating our usage policy.'),
      ]);
      expect(await postCount()).toBe(posts);
    });

    it('a refused key 422, a busy service 429, a failing one 502', async () => {
      const posts = await postCount();
      fake.failNext(401, 'Incorrect API key provided.', 'invalid_api_key');
      const key = await draft(f.owner, f.demoId, { topic: 'Bread' });
      expect(key.statusCode).toBe(422);
      expect(key.json()).toEqual({
        message: AI_MESSAGES.keyRefused,
        errors: { openai_api_key: [AI_MESSAGES.keyRefused] },
      });
      fake.failNext(429, 'Rate limit reached for requests.', 'rate_limit_exceeded');
      const busy = await draft(f.owner, f.demoId, { topic: 'Bread' });
      expect(busy.statusCode).toBe(429);
      expect(busy.json()).toEqual({ message: AI_MESSAGES.busy });
      fake.failNext(500, 'The server had an error while processing your request.');
      const failed = await draft(f.owner, f.demoId, { topic: 'Bread' });
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toEqual({ message: AI_MESSAGES.unreachable });
      expect(await postCount()).toBe(posts);
    });
  });
});
