import type { LandingPermission, Role } from '@tessera/api-contract';
import { eq } from 'drizzle-orm';
import type { ServerConfig } from '../src/config.ts';
import { agencies, landings, userLandings, users, whitelabels } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/crypto.ts';
import { TEST_PASSWORD, TEST_PASSWORD_COST } from './database-template.ts';
import { createTestApp, DEMO, type TestApp } from './test-app.ts';

/**
 * The callers every site-area test needs: the demo agency's people on its two sites, a sub-user
 * who may only look, and the owner of another agency with a site of its own.
 */
export interface SiteFixtures {
  demoId: number;
  launchpadId: number;
  /** Agency owner (every permission on every site). */
  owner: string;
  /** AgencyUser with every permission on both demo sites. */
  agencyUser: string;
  /** WebsiteUser with `view` and `edit_design` on launchpad only: demo is not theirs. */
  websiteUser: string;
  /** WebsiteUser with `view` only on launchpad. */
  viewer: string;
  /** Owner of another agency. */
  otherOwner: string;
  otherAgencyId: number;
  otherSiteId: number;
  otherSubdomain: string;
}

let counter = 0;

async function addUser(
  t: TestApp,
  role: Role,
  agencyId: number,
  sites: Array<{ landingId: number; permissions: LandingPermission[] }> = [],
): Promise<string> {
  const email = `fixture-${process.pid}-${++counter}-${Date.now()}@example.com`;
  const [user] = await t.database.db
    .insert(users)
    .values({
      agencyId,
      email,
      name: `Fixture ${counter}`,
      role,
      passwordHash: await hashPassword(TEST_PASSWORD, TEST_PASSWORD_COST),
    })
    .returning();
  if (sites.length > 0) {
    await t.database.db.insert(userLandings).values(sites.map((site) => ({ userId: user!.id, ...site })));
  }
  return t.login(email);
}

/** Another agency ("Other Agency", subscribed) with one site of its own ("Other Site"). */
export async function otherAgencySite(
  t: TestApp,
  subdomain: string,
): Promise<{ agency: typeof agencies.$inferSelect; site: typeof landings.$inferSelect }> {
  const db = t.database.db;
  const [whitelabel] = await db.select().from(whitelabels).limit(1);
  const [agency] = await db
    .insert(agencies)
    .values({ whitelabelId: whitelabel!.id, name: 'Other Agency', subscribed: true })
    .returning();
  const [site] = await db
    .insert(landings)
    .values({ agencyId: agency!.id, title: 'Other Site', subdomain })
    .returning();
  return { agency: agency!, site: site! };
}

export async function siteFixtures(t: TestApp): Promise<SiteFixtures> {
  const db = t.database.db;
  const [demo] = await db.select().from(landings).where(eq(landings.subdomain, 'demo'));
  const [launchpad] = await db.select().from(landings).where(eq(landings.subdomain, 'launchpad'));
  const otherSubdomain = `other${process.pid}${++counter}`;
  const { agency: other, site: otherSite } = await otherAgencySite(t, otherSubdomain);
  const [owner, agencyUser, websiteUser, viewer, otherOwner] = await Promise.all([
    t.login(DEMO.agency),
    t.login(DEMO.agencyUser),
    t.login(DEMO.websiteUser),
    addUser(t, 'WebsiteUser', demo!.agencyId, [{ landingId: launchpad!.id, permissions: ['view'] }]),
    addUser(t, 'Agency', other.id),
  ]);
  return {
    demoId: demo!.id,
    launchpadId: launchpad!.id,
    owner,
    agencyUser,
    websiteUser,
    viewer: viewer!,
    otherOwner: otherOwner!,
    otherAgencyId: other.id,
    otherSiteId: otherSite.id,
    otherSubdomain,
  };
}

/** A test app and the site fixtures in it: `({ t, f } = await siteFixturesApp())` in `beforeAll`. */
export async function siteFixturesApp(
  overrides: Partial<ServerConfig> = {},
): Promise<{ t: TestApp; f: SiteFixtures }> {
  const t = await createTestApp(overrides);
  return { t, f: await siteFixtures(t) };
}
