import type { ServerConfig } from '../src/config.ts';
import { type FakeOpenAi, startFakeOpenAi } from './fake-openai.ts';
import { type SiteFixtures, siteFixturesApp } from './site-fixtures.ts';
import type { TestApp } from './test-app.ts';

/**
 * The site fixtures' app talking to a fresh fake AI service, with the demo agency's key `key`
 * saved through the real route (stored sealed, sent in clear): what every AI test starts from.
 */
export async function aiFixturesApp(
  key: string,
  overrides: Partial<ServerConfig> = {},
): Promise<{ fake: FakeOpenAi; t: TestApp; f: SiteFixtures; close(): Promise<void> }> {
  const fake = await startFakeOpenAi();
  const { t, f } = await siteFixturesApp({ ...overrides, OPENAI_BASE_URL: fake.url });
  const profile = (await t.api('GET', '/profile', f.owner)).json().data;
  const saved = await t.api('PUT', `/agencies/${profile.agency.id}/update-openai`, f.owner, {
    openai_api_key: key,
  });
  if (saved.statusCode !== 200) throw new Error(`saving the AI key failed: ${saved.statusCode}`);
  return {
    fake,
    t,
    f,
    close: async () => {
      await t.close();
      await fake.stop();
    },
  };
}
