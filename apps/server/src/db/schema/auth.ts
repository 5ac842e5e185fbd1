import { type AnyPgColumn, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

/**
 * Opaque bearer tokens, stored as SHA-256 hashes so a database leak yields no usable token;
 * a row per token makes revocation immediate.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set while someone acts as this user (SPEC §4 impersonation). */
    impersonatorUserId: integer('impersonator_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The impersonator's own session that started this one: ending that session (logout, a
     * password change) ends this one too, so an impersonation never outlives its maker's sign-in.
     */
    startedBySessionId: integer('started_by_session_id').references((): AnyPgColumn => sessions.id, {
      onDelete: 'cascade',
    }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_started_by_idx').on(t.startedBySessionId)],
);

export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Failed-login counters per key (an IP, or an account seen from one IP) and time window. */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
});
