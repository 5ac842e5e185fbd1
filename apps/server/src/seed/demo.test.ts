import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo seed', () => {
  it('gives agencies published admin blog posts to import', async () => {
    const owner = await t.login(DEMO.agency);
    const listed = await t.api('GET', '/admin-blogs/published', owner);
    expect(listed.statusCode, listed.body).toBe(200);
    const posts = listed.json().data as Array<{ title: string; unique_id: string }>;
    expect(posts.map((post) => post.title)).toEqual([
      'How to write a headline that earns the click',
      'Seven things every small-business home page needs',
    ]);
    expect(posts.every((post) => post.unique_id.length > 0)).toBe(true);
  });

  it("gives the demo card user's card channels, a design and a theme", async () => {
    const token = await t.login(DEMO.cardUser);
    const list = await t.request({ method: 'GET', url: '/api/v1/cards', token });
    expect(list.statusCode).toBe(200);
    const [summary] = list.json().data as Array<{ id: number; name: string }>;
    expect(summary?.name).toBe('Casey Cards');
    const detail = await t.request({ method: 'GET', url: `/api/v1/cards/${summary!.id}`, token });
    expect(detail.statusCode).toBe(200);
    const card = detail.json().data;
    expect(card.options.Design).toEqual({
      Id: 'Classic',
      ColorTheme: 'denim',
      Color: '#1e3a8a',
      SecondaryColor: '#dbeafe',
    });
    const channels = card.options.ButtonList.map((b: { Channel: string; Value: string }) => [
      b.Channel,
      b.Value,
    ]);
    // Stored as the editor stores them: E.164 phones, lower-case emails, full profile links.
    expect(channels).toEqual([
      ['call', '+14045550188'],
      ['text', '+14045550188'],
      ['email', 'casey@demo.tessera'],
      ['whatsapp', '+14045550188'],
      ['linkedin', 'https://linkedin.com/company/brightpath-digital'],
      ['instagram', 'https://www.instagram.com/brightpathdigital'],
      ['contact', ''],
    ]);
    expect(card.options.FieldList.map((f: { name: string }) => f.name)).toContain('job');

    // The public card shows them, each opening the right app.
    const page = await t.request({
      method: 'GET',
      url: new URL(card.short_url).pathname,
      headers: { host: 'card.localhost:3000' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('tel:+14045550188');
    expect(page.body).toContain('mailto:casey@demo.tessera');
    expect(page.body).toContain('Casey Cards');
  });
});
