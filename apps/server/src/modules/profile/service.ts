import type { Profile, UpdateProfileRequest } from '@tessera/api-contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userLandings, users } from '../../db/schema/users.ts';
import type { AgencyRow, AuthContext } from '../auth/session.ts';
import { cardPermissionsOfUser } from '../cards/access.ts';
import { hasCourses } from '../courses/visibility.ts';
import { checkEmailFree } from '../users/email.ts';

export function agencySummary(agency: AgencyRow): NonNullable<Profile['agency']> {
  return {
    id: agency.id,
    name: agency.name,
    status: agency.status,
    subscribed: agency.subscribed,
    free_fee: agency.freeFee,
    free_register: agency.freeRegister,
    stripe_status: agency.stripeStatus,
    reseller_status: agency.resellerStatus,
    stripe_price: agency.stripePrice,
    reseller_plan: agency.resellerPlan,
    premiumApps: agency.premiumApps,
    premiumElements: agency.premiumElements,
    app_plans: agency.appPlans,
    default_payment_method: agency.defaultPaymentMethod,
    openai_api_key: { set: agency.openaiApiKeyEncrypted !== null, last4: agency.openaiApiKeyLast4 },
    card_limit: agency.cardLimit,
  };
}

export async function buildProfile(db: Database, auth: AuthContext): Promise<Profile> {
  const { user } = auth;
  const [landingRows, cardRows, impersonator, courses] = await Promise.all([
    db
      .select({ landing_id: userLandings.landingId, permissions: userLandings.permissions })
      .from(userLandings)
      .where(eq(userLandings.userId, user.id))
      .orderBy(asc(userLandings.landingId)),
    cardPermissions(db, user.id),
    auth.impersonatorUserId === null
      ? Promise.resolve(null)
      : db
          .select({ id: users.id, name: users.name, role: users.role })
          .from(users)
          .where(eq(users.id, auth.impersonatorUserId))
          .then((rows) => rows[0] ?? null),
    hasCourses(db, user, auth.agency),
  ]);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    agency: auth.agency ? agencySummary(auth.agency) : null,
    userLandings: landingRows,
    userCards: cardRows,
    hasCourses: courses,
    can_create_landing: user.canCreateLanding,
    blocked: auth.blocked,
    impersonator,
    created_at: user.createdAt.toISOString(),
  };
}

/** Cards the user owns carry every permission; shared ones carry what the owner granted. */
async function cardPermissions(db: Database, userId: number) {
  const held = await cardPermissionsOfUser(db, userId);
  return held.map((card) => ({ card_id: card.cardId, permissions: card.permissions }));
}

export async function updateProfile(
  db: Database,
  auth: AuthContext,
  input: UpdateProfileRequest,
): Promise<AuthContext> {
  if (input.email && input.email !== auth.user.email) {
    await checkEmailFree(db, input.email, { exceptUserId: auth.user.id });
  }
  const patch: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (input.name !== undefined) patch.name = input.name;
  if (input.email !== undefined) patch.email = input.email;
  const [user] = await db.update(users).set(patch).where(eq(users.id, auth.user.id)).returning();
  return { ...auth, user: user ?? auth.user };
}
