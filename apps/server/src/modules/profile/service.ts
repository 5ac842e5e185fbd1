import type { Profile, UpdateProfileRequest } from '@tessera/api-contract';
import type { Database } from '../../db/client.ts';
import type { AgencyRow, AuthContext } from '../auth/session.ts';
import { cardPermissionsOfUser } from '../cards/access.ts';
import { hasCourses } from '../courses/visibility.ts';
import { checkEmailFree } from '../users/email.ts';
import { findUserById, sitePermissionsOfUser, updateNameAndEmail } from '../users/store.ts';

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
    sitePermissionsOfUser(db, user.id),
    cardPermissions(db, user.id),
    impersonatorOf(db, auth),
    hasCourses(db, user, auth.agency),
  ]);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    agency: auth.agency ? agencySummary(auth.agency) : null,
    userLandings: landingRows.map((row) => ({ landing_id: row.landingId, permissions: row.permissions })),
    userCards: cardRows,
    hasCourses: courses,
    can_create_landing: user.canCreateLanding,
    blocked: auth.blocked,
    impersonator,
    created_at: user.createdAt.toISOString(),
  };
}

/** Who acts as the user, when someone does (SPEC §4 impersonation). */
async function impersonatorOf(db: Database, auth: AuthContext): Promise<Profile['impersonator']> {
  if (auth.impersonatorUserId === null) return null;
  const person = await findUserById(db, auth.impersonatorUserId);
  return person ? { id: person.id, name: person.name, role: person.role } : null;
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
  const user = await updateNameAndEmail(db, auth.user.id, input);
  return { ...auth, user: user ?? auth.user };
}
