import type {
  ImportRowResult,
  ImportUsersResult,
  LandingAssignment,
  LandingPermission,
  ManagedUser,
  Role,
  UpdateUserBody,
  UserListQuery,
  UserSiteAccess,
} from '@tessera/api-contract';
import { CSV_IMPORT_MAX_ROWS, createUserBody, landingPermissions, memberRoles } from '@tessera/api-contract';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { userLandings, users } from '../../db/schema/users.ts';
import type { AppDeps } from '../../deps.ts';
import { hashPassword, randomToken } from '../../lib/crypto.ts';
import { forbidden, HttpError, invalidField, notFound } from '../../lib/errors.ts';
import { likePattern, pageWindow } from '../../lib/pagination.ts';
import type { SiteOrigins } from '../../sites/origin.ts';
import { recordAudit } from '../audit/log.ts';
import { requestPasswordReset } from '../auth/service.ts';
import { type AuthContext, revokeAllSessions } from '../auth/session.ts';
import { sitesByIds } from '../landings/lookup.ts';
import { parseCsv } from './csv.ts';
import { checkEmailFree, EMAIL_TAKEN } from './email.ts';

export const USER_NOT_FOUND = 'User not found.';
type UserRow = typeof users.$inferSelect;
type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/**
 * The users the caller manages: an agency owner the members of its own agency (never itself
 * or another owner), an admin the platform's admins. Every user query starts here.
 */
export function managedUsers(auth: AuthContext): SQL {
  if (auth.user.role === 'Admin') return eq(users.role, 'Admin');
  if (auth.user.role === 'Agency' && auth.agency)
    return and(eq(users.agencyId, auth.agency.id), inArray(users.role, [...memberRoles]))!;
  throw forbidden();
}

/** Roles the caller may give: members for an owner, admins for an admin. */
function assignableRoles(auth: AuthContext): readonly Role[] {
  return auth.user.role === 'Admin' ? ['Admin'] : memberRoles;
}

const sortColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  created_at: users.createdAt,
} as const;

/** Sites and permissions of many users, titles included: two queries, however many users. */
async function siteAccess(db: Database, userIds: number[]): Promise<Map<number, UserSiteAccess[]>> {
  const out = new Map<number, UserSiteAccess[]>();
  if (userIds.length === 0) return out;
  const entries = await db
    .select({
      userId: userLandings.userId,
      landingId: userLandings.landingId,
      permissions: userLandings.permissions,
    })
    .from(userLandings)
    .where(inArray(userLandings.userId, userIds));
  const byLanding = new Map<number, typeof entries>();
  for (const entry of entries) {
    const list = byLanding.get(entry.landingId);
    if (list) list.push(entry);
    else byLanding.set(entry.landingId, [entry]);
  }
  // Sites come by title (then id), as the site list orders them.
  for (const site of await sitesByIds(db, [...byLanding.keys()])) {
    for (const entry of byLanding.get(site.id)!) {
      const list = out.get(entry.userId) ?? [];
      list.push({
        landing_id: site.id,
        title: site.title,
        permissions: orderedPermissions(entry.permissions),
      });
      out.set(entry.userId, list);
    }
  }
  return out;
}

function orderedPermissions(held: readonly LandingPermission[]): LandingPermission[] {
  return landingPermissions.filter((permission) => held.includes(permission));
}

function toManaged(user: UserRow, access: Map<number, UserSiteAccess[]>): ManagedUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    can_create_landing: user.canCreateLanding,
    landings: access.get(user.id) ?? [],
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
  };
}

export async function listUsers(
  db: Database,
  auth: AuthContext,
  query: UserListQuery,
): Promise<{ rows: ManagedUser[]; total: number }> {
  const conditions: SQL[] = [managedUsers(auth)];
  if (query.role) conditions.push(eq(users.role, query.role));
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
  }
  const where = and(...conditions);
  const order = query.order === 'desc' ? desc(sortColumns[query.sort]) : asc(sortColumns[query.sort]);
  const { limit, offset } = pageWindow(query.page, query.per_page);
  const [rows, totals] = await Promise.all([
    db.select().from(users).where(where).orderBy(order, asc(users.id)).limit(limit).offset(offset),
    db.select({ value: count() }).from(users).where(where),
  ]);
  const access = await siteAccess(
    db,
    rows.map((u) => u.id),
  );
  return { total: totals[0]?.value ?? 0, rows: rows.map((user) => toManaged(user, access)) };
}

async function managedUser(db: Database, auth: AuthContext, id: number): Promise<UserRow> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), managedUsers(auth)))
    .limit(1);
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
}

export async function getUser(db: Database, auth: AuthContext, id: number): Promise<ManagedUser> {
  const user = await managedUser(db, auth, id);
  return toManaged(user, await siteAccess(db, [id]));
}

/** Only members of the caller's own role set; `Agency` or `Admin` from an owner is refused. */
function checkRole(auth: AuthContext, role: Role): void {
  if (!assignableRoles(auth).includes(role)) {
    const message =
      auth.user.role === 'Admin'
        ? 'Admins create administrators here; agency users are created by their agency.'
        : 'You can only create agency users, website users and card users.';
    throw new HttpError(403, message, { role: [message] });
  }
}

function checkCanCreateLanding(
  role: Role,
  canCreateLanding: boolean | undefined,
  field = 'can_create_landing',
) {
  if (canCreateLanding && role !== 'AgencyUser') {
    throw invalidField(field, 'Only agency users can be allowed to create websites.');
  }
}

/**
 * Assignments checked against the agency's own sites: another agency's site id is refused the
 * same as a missing one. `view` is always included (a site one may not see is no assignment).
 */
async function checkAssignments(
  db: Database,
  auth: AuthContext,
  role: Role,
  assignments: readonly LandingAssignment[],
  field = 'landings',
): Promise<LandingAssignment[]> {
  if (assignments.length === 0) return [];
  if (role !== 'AgencyUser' && role !== 'WebsiteUser') {
    throw invalidField(field, 'Only agency users and website users are given websites.');
  }
  const ids = assignments.map((a) => a.landing_id);
  const agencyId = auth.agency?.id ?? -1;
  const known = new Set(
    (await sitesByIds(db, ids)).filter((site) => site.agencyId === agencyId).map((site) => site.id),
  );
  const errors: Record<string, string[]> = {};
  assignments.forEach((a, index) => {
    if (!known.has(a.landing_id))
      errors[`${field}.${index}.landing_id`] = ['The selected website is invalid.'];
  });
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new HttpError(422, first, errors);
  return assignments.map((a) => ({
    landing_id: a.landing_id,
    permissions: orderedPermissions([...new Set<LandingPermission>(['view', ...a.permissions])]),
  }));
}

async function writeAssignments(tx: Executor, userId: number, assignments: readonly LandingAssignment[]) {
  await tx.delete(userLandings).where(eq(userLandings.userId, userId));
  if (assignments.length > 0) {
    await tx
      .insert(userLandings)
      .values(assignments.map((a) => ({ userId, landingId: a.landing_id, permissions: a.permissions })));
  }
}

export async function createUser(
  deps: AppDeps,
  auth: AuthContext,
  input: z.output<typeof createUserBody>,
  ip: string,
): Promise<ManagedUser> {
  managedUsers(auth);
  checkRole(auth, input.role);
  checkCanCreateLanding(input.role, input.can_create_landing);
  const [assignments] = await Promise.all([
    checkAssignments(deps.db, auth, input.role, input.landings),
    checkEmailFree(deps.db, input.email),
  ]);
  const passwordHash = await hashPassword(input.password, deps.config.passwordHashCost);
  const id = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        // The caller's agency, always: a body cannot name another (it has no agency_id field).
        agencyId: input.role === 'Admin' ? null : auth.agency!.id,
        email: input.email,
        name: input.name,
        passwordHash,
        role: input.role,
        canCreateLanding: input.can_create_landing,
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!created) throw invalidField('email', EMAIL_TAKEN);
    await writeAssignments(tx, created.id, assignments);
    return created.id;
  });
  await recordAudit(deps.db, {
    action: 'user.created',
    actorUserId: auth.user.id,
    subjectUserId: id,
    ip,
    details: { role: input.role },
  });
  return getUser(deps.db, auth, id);
}

export async function updateUser(
  deps: AppDeps,
  auth: AuthContext,
  id: number,
  input: UpdateUserBody,
  ip: string,
): Promise<ManagedUser> {
  const user = await managedUser(deps.db, auth, id);
  const role = input.role ?? user.role;
  if (input.role) checkRole(auth, input.role);
  const canCreate = input.can_create_landing ?? (role === 'AgencyUser' ? user.canCreateLanding : false);
  checkCanCreateLanding(role, input.can_create_landing);
  if (input.email) await checkEmailFree(deps.db, input.email, { exceptUserId: id });
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.email !== undefined ? { email: input.email } : {}),
        role,
        canCreateLanding: canCreate,
        updatedAt: new Date(),
      })
      .where(eq(users.id, id));
    // A card user works on cards, not websites: a role change away from the website roles drops them.
    if (role !== 'AgencyUser' && role !== 'WebsiteUser') await writeAssignments(tx, id, []);
  });
  if (input.role && input.role !== user.role) await revokeAllSessions(deps.db, id);
  await recordAudit(deps.db, {
    action: 'user.updated',
    actorUserId: auth.user.id,
    subjectUserId: id,
    ip,
    details: { fields: Object.keys(input) },
  });
  return getUser(deps.db, auth, id);
}

export async function deleteUser(deps: AppDeps, auth: AuthContext, id: number, ip: string): Promise<void> {
  if (id === auth.user.id) throw invalidField('id', 'You cannot delete your own account.');
  const user = await managedUser(deps.db, auth, id);
  await deps.db.transaction(async (tx) => {
    if (user.role === 'Admin') {
      // Locking every admin row serialises two admins removing each other at the same time.
      const admins = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.role, 'Admin'))
        .for('update');
      if (admins.length <= 1) throw invalidField('id', 'At least one administrator must remain.');
    }
    await tx.delete(users).where(eq(users.id, id));
  });
  await recordAudit(deps.db, {
    action: 'user.deleted',
    actorUserId: auth.user.id,
    subjectUserId: null,
    ip,
    details: { user_id: id, email: user.email, role: user.role },
  });
}

export async function getUserLandings(
  db: Database,
  auth: AuthContext,
  id: number,
): Promise<UserSiteAccess[]> {
  await managedUser(db, auth, id);
  return (await siteAccess(db, [id])).get(id) ?? [];
}

export async function setUserLandings(
  db: Database,
  auth: AuthContext,
  id: number,
  assignments: readonly LandingAssignment[],
): Promise<UserSiteAccess[]> {
  const user = await managedUser(db, auth, id);
  const checked = await checkAssignments(db, auth, user.role, assignments);
  await db.transaction((tx) => writeAssignments(tx, id, checked));
  return (await siteAccess(db, [id])).get(id) ?? [];
}

const CSV_COLUMNS = [
  'name',
  'email',
  'role',
  'password',
  'landing_ids',
  'permissions',
  'can_create_landing',
] as const;
const REQUIRED_COLUMNS = ['name', 'email', 'role'] as const;

function splitList(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[;|]/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * SPEC §7 `multiple-users`: one user per CSV row, each row on its own (a bad row never stops
 * the others). Rows without a password get an email with a link to choose one.
 */
export async function importUsers(
  deps: AppDeps,
  origins: SiteOrigins,
  auth: AuthContext,
  csv: string,
  ip: string,
): Promise<ImportUsersResult> {
  managedUsers(auth);
  if (auth.user.role !== 'Agency') throw forbidden();
  const rows = parseCsv(csv);
  const header = rows.shift();
  if (!header) throw invalidField('csv', 'The CSV file is empty.');
  const columns = header.cells.map((cell) => cell.trim().toLowerCase().replace(/\s+/g, '_'));
  const missing = REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0)
    throw invalidField('csv', `The CSV header must name the columns ${missing.join(', ')}.`);
  const unknownColumns = columns.filter((c) => c !== '' && !(CSV_COLUMNS as readonly string[]).includes(c));
  if (unknownColumns.length > 0)
    throw invalidField('csv', `Unknown CSV columns: ${unknownColumns.join(', ')}.`);
  if (rows.length === 0) throw invalidField('csv', 'The CSV file has no user rows.');
  if (rows.length > CSV_IMPORT_MAX_ROWS)
    throw invalidField('csv', `A file may hold at most ${CSV_IMPORT_MAX_ROWS} users.`);

  const results: ImportRowResult[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    const value = (column: string) => row.cells[columns.indexOf(column)]?.trim() ?? '';
    const email = value('email').toLowerCase();
    const generatedPassword = value('password') === '';
    const candidate = {
      name: value('name'),
      email,
      role: value('role'),
      password: generatedPassword ? randomToken(18) : value('password'),
      can_create_landing: ['1', 'true', 'yes'].includes(value('can_create_landing').toLowerCase()),
      landings: splitList(value('landing_ids')).map((id) => ({
        landing_id: Number(id),
        permissions: splitList(value('permissions')),
      })),
    };
    const fail = (errors: string[]) =>
      results.push({ line: row.line, email, status: 'failed', user_id: null, errors });
    const parsed = createUserBody.safeParse(candidate);
    if (!parsed.success) {
      fail([...new Set(parsed.error.issues.map((issue) => issue.message))]);
      continue;
    }
    if (seen.has(parsed.data.email)) {
      fail(['This email appears more than once in the file.']);
      continue;
    }
    seen.add(parsed.data.email);
    try {
      const created = await createUser(deps, auth, parsed.data, ip);
      if (generatedPassword) await requestPasswordReset(deps, origins, created.email);
      results.push({ line: row.line, email, status: 'created', user_id: created.id, errors: [] });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      fail(error.errors ? [...new Set(Object.values(error.errors).flat())] : [error.message]);
    }
  }
  const created = results.filter((r) => r.status === 'created').length;
  return { created, failed: results.length - created, rows: results };
}

/**
 * Who may set another user's password: an admin for anyone but admins, an owner for the
 * members of its own agency. Anyone else is told the user does not exist.
 */
export async function setUserPassword(
  deps: AppDeps,
  auth: AuthContext,
  userId: number,
  password: string,
  ip: string,
) {
  const [target] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  const actor = auth.user;
  const allowed =
    target !== undefined &&
    target.id !== actor.id &&
    ((actor.role === 'Admin' && target.role !== 'Admin') ||
      (actor.role === 'Agency' && target.agencyId === actor.agencyId && target.role !== 'Agency'));
  if (!target || !allowed) throw notFound(USER_NOT_FOUND);
  const passwordHash = await hashPassword(password, deps.config.passwordHashCost);
  await deps.db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, target.id));
  await revokeAllSessions(deps.db, target.id);
  await recordAudit(deps.db, {
    action: 'password.set_by_other',
    actorUserId: actor.id,
    subjectUserId: target.id,
    ip,
  });
}
