import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otherAgencySite } from '../../test/site-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { HostResolver } from './hosts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await otherAgencySite(t, 'third');
});
afterAll(() => t.close());

const DEMO = 'demo.localhost';
const LAUNCHPAD = 'launchpad.localhost';
const THIRD = 'third.localhost';

/** A resolver over the test database whose memo holds two site hosts and three unknown ones. */
const smallResolver = () =>
  new HostResolver(t.database.db, t.config.APP_DOMAINS, t.config.SITES_DOMAIN, { known: 2, unknown: 3 });

describe('the host memo', () => {
  it('holds at most its bound of site hosts, however many are served: the one checked longest ago goes', async () => {
    const hosts = smallResolver();
    for (const host of [DEMO, LAUNCHPAD, THIRD]) expect((await hosts.resolve(host)).kind).toBe('site');
    expect(hosts.size).toEqual({ known: 2, unknown: 0 });
    expect(hosts.peek(DEMO)).toBeUndefined();
    expect(hosts.peek(THIRD)?.target.kind).toBe('site');
    // Forgotten is not lost: asked again, it is looked up again.
    expect((await hosts.resolve(DEMO)).kind).toBe('site');
    expect(hosts.size.known).toBe(2);
  });

  it('keeps a host it checked again, forgetting one it did not', async () => {
    const hosts = smallResolver();
    await hosts.resolve(DEMO);
    await hosts.resolve(LAUNCHPAD);
    // Due for its check: answered from the memo while the check runs, then last in line.
    hosts.peek(DEMO)!.checkAt = 0;
    await hosts.resolve(DEMO);
    await expect.poll(() => hosts.peek(DEMO)?.checkAt).toBeGreaterThan(0);
    await hosts.resolve(THIRD);
    expect(hosts.peek(DEMO)?.target.kind).toBe('site');
    expect(hosts.peek(LAUNCHPAD)).toBeUndefined();
  });

  it('never lets made-up hosts push out a site’s', async () => {
    const hosts = smallResolver();
    await hosts.resolve(DEMO);
    for (let i = 0; i < 10; i++) expect((await hosts.resolve(`made-up-${i}.localhost`)).kind).toBe('unknown');
    expect(hosts.size).toEqual({ known: 1, unknown: 3 });
    expect(hosts.peek(DEMO)?.target.kind).toBe('site');
  });
});
