import type { LandingPermission, Role } from '@tessera/api-contract';
import { landingPermissions } from '@tessera/api-contract';
import { agencies, cards, landings, userLandings, users, whitelabels } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/lib/crypto.ts';
import { issueToken } from '../../src/modules/auth/session.ts';
import { TEST_PASSWORD, TEST_PASSWORD_COST } from '../database-template.ts';
import type { TestApp } from '../test-app.ts';
import {
  type MatrixCaller,
  type MatrixMethod,
  type MatrixWorld,
  matrixCallers,
  type SignedInCaller,
  WEBSITE_USER_PERMISSIONS,
} from './matrix.ts';

const ALL_PERMISSIONS: LandingPermission[] = [...landingPermissions];

/** Each caller calls from its own address, so per-IP rate limits never mix callers up. */
export function callerAddress(caller: MatrixCaller): string {
  return `198.51.100.${matrixCallers.indexOf(caller) + 10}`;
}

/**
 * Builds the matrix world from scratch (not from the demo seed, so other tests' seed changes
 * cannot move it): agency A (a reseller with a client agency) with its five kinds of people and
 * two sites, agency B with its owner and site, and an admin.
 */
export async function buildMatrixWorld(t: TestApp): Promise<MatrixWorld> {
  const db = t.database.db;
  let counter = 0;
  const unique = () => `m${Date.now().toString(36)}${(counter++).toString(36)}`;
  const passwordHash = await hashPassword(TEST_PASSWORD, TEST_PASSWORD_COST);
  const [whitelabel] = await db.select().from(whitelabels).limit(1);
  if (!whitelabel) throw new Error('the test database has no white label');

  const [agencyA, agencyB] = await db
    .insert(agencies)
    .values([
      {
        whitelabelId: whitelabel.id,
        name: 'Matrix Agency A',
        subscribed: true,
        stripeStatus: 'active',
        resellerStatus: 'active',
        resellerPlan: 'reseller-unlimited',
      },
      { whitelabelId: whitelabel.id, name: 'Matrix Agency B', subscribed: true, stripeStatus: 'active' },
    ])
    .returning();
  const [client] = await db
    .insert(agencies)
    .values({ whitelabelId: whitelabel.id, name: 'Matrix Client C', parentAgencyId: agencyA!.id })
    .returning();

  const person = (role: Role, agencyId: number | null, label: string) => ({
    email: `${label}.${unique()}@matrix.test`,
    name: `Matrix ${label}`,
    role,
    agencyId,
    passwordHash,
    canCreateLanding: role === 'AgencyUser',
  });
  const created = await db
    .insert(users)
    .values([
      person('CardUser', agencyA!.id, 'card'),
      person('WebsiteUser', agencyA!.id, 'without'),
      person('WebsiteUser', agencyA!.id, 'with'),
      person('AgencyUser', agencyA!.id, 'member'),
      person('Agency', agencyA!.id, 'owner'),
      person('Agency', agencyB!.id, 'other-owner'),
      person('Admin', null, 'admin'),
      person('Agency', client!.id, 'client-owner'),
    ])
    .returning();
  const signedIn = matrixCallers.filter((c): c is SignedInCaller => c !== 'anonymous');
  const people = Object.fromEntries(
    signedIn.map((caller, index) => [caller, { id: created[index]!.id, email: created[index]!.email }]),
  ) as MatrixWorld['users'];

  const site = async (agencyId: number, title: string) => {
    const [row] = await db
      .insert(landings)
      .values({ agencyId, title, subdomain: `site-${unique()}` })
      .returning({ id: landings.id });
    return row!.id;
  };
  /** Assigned like the target site: the website user with a few permissions, the member with all. */
  const assignLikeTarget = async (landingId: number) => {
    await db.insert(userLandings).values([
      { userId: people.websiteUserWith.id, landingId, permissions: [...WEBSITE_USER_PERMISSIONS] },
      { userId: people.agencyUser.id, landingId, permissions: ALL_PERMISSIONS },
    ]);
  };

  const siteId = await site(agencyA!.id, 'Matrix Target Site');
  await assignLikeTarget(siteId);
  const otherSiteId = await site(agencyA!.id, 'Matrix Second Site');
  await db.insert(userLandings).values([
    { userId: people.websiteUserWithout.id, landingId: otherSiteId, permissions: ALL_PERMISSIONS },
    { userId: people.agencyUser.id, landingId: otherSiteId, permissions: ALL_PERMISSIONS },
  ]);
  const otherAgencySiteId = await site(agencyB!.id, 'Matrix Agency B Site');
  const [card] = await db
    .insert(cards)
    .values({ agencyId: agencyA!.id, ownerUserId: people.cardUser.id, name: 'Matrix Card' })
    .returning({ id: cards.id });

  const token = async (caller: SignedInCaller) =>
    (await issueToken(db, people[caller].id, t.config.tokenTtlMs)).accessToken;

  return {
    db,
    config: t.config,
    agencyId: agencyA!.id,
    otherAgencyId: agencyB!.id,
    clientAgencyId: client!.id,
    clientOwnerId: created[7]!.id,
    siteId,
    otherSiteId,
    otherAgencySiteId,
    cardId: card!.id,
    users: people,
    password: TEST_PASSWORD,
    unique,
    async newSite() {
      const id = await site(agencyA!.id, `Matrix Victim ${unique()}`);
      await assignLikeTarget(id);
      return id;
    },
    async newUser(role, agencyId = agencyA!.id) {
      const [row] = await db
        .insert(users)
        .values(person(role, agencyId, `victim-${role.toLowerCase()}`))
        .returning({ id: users.id });
      return row!.id;
    },
    token,
    async call(caller: MatrixCaller, method: MatrixMethod, url: string, options = {}) {
      const query = options.query
        ? `?${new URLSearchParams(Object.entries(options.query).map(([k, v]) => [k, String(v)])).toString()}`
        : '';
      const response = await t.request({
        method,
        url: `/api/v1${url}${query}`,
        token: caller === 'anonymous' ? null : await token(caller),
        remoteAddress: callerAddress(caller),
        ...(options.body === undefined ? {} : { payload: options.body as object }),
      });
      let body: unknown = null;
      try {
        body = response.body ? response.json() : null;
      } catch {
        body = response.body;
      }
      return { status: response.statusCode, body };
    },
  };
}
