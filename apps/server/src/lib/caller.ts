import type { agencies, users } from '../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type AgencyRow = typeof agencies.$inferSelect;

/**
 * Who is calling, as the session resolved them: every service takes this and scopes its queries
 * by it. The auth area makes it (`modules/auth/session.ts`); everything else only reads it, so it
 * lives here rather than in that area.
 */
export interface AuthContext {
  user: UserRow;
  agency: AgencyRow | null;
  sessionId: number;
  impersonatorUserId: number | null;
  expiresAt: Date;
  blocked: boolean;
}
