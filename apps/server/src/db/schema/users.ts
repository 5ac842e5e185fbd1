import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { agencies } from './agencies.ts';
import { createdAt, updatedAt } from './columns.ts';
import { landings } from './landings.ts';

/** SPEC §1 roles, as `users.role` holds them. */
export type StoredRole = 'Admin' | 'Agency' | 'AgencyUser' | 'WebsiteUser' | 'CardUser';

/** Per-site permission names, as `user_landings.permissions` and card owners' grants hold them. */
export type StoredLandingPermission =
  | 'view'
  | 'edit_design'
  | 'publish'
  | 'manage_forms'
  | 'manage_settings'
  | 'manage_blog'
  | 'manage_podcast'
  | 'manage_commerce';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Null only for platform admins. */
    agencyId: integer('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<StoredRole>().notNull(),
    canCreateLanding: boolean('can_create_landing').notNull().default(false),
    hasCourses: boolean('has_courses').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('users_agency_idx').on(t.agencyId)],
);

/** Which sites a sub-user may open, and what they may do there (SPEC §3 userLandings). */
export const userLandings = pgTable(
  'user_landings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    landingId: integer('landing_id')
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    permissions: jsonb('permissions').$type<StoredLandingPermission[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.userId, t.landingId] })],
);
