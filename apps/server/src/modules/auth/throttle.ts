import { countOf } from '@tessera/document';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { loginThrottle } from '../../db/schema/auth.ts';
import { tooManyRequests } from '../../lib/errors.ts';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failures one IP may make across all accounts in a window. */
export const MAX_FAILURES_PER_IP = 30;
/**
 * Failures against one account from one IP. Keying the account limit by IP means an attacker
 * elsewhere cannot lock the real owner out of their own account.
 */
export const MAX_FAILURES_PER_ACCOUNT_AND_IP = 5;

export interface ThrottleKey {
  key: string;
  limit: number;
}

export function loginThrottleKeys(email: string, ip: string): ThrottleKey[] {
  return [
    { key: `ip:${ip}`, limit: MAX_FAILURES_PER_IP },
    { key: `account:${email}|ip:${ip}`, limit: MAX_FAILURES_PER_ACCOUNT_AND_IP },
  ];
}

export async function assertNotThrottled(db: Database, keys: ThrottleKey[], now = new Date()): Promise<void> {
  const rows = await db
    .select()
    .from(loginThrottle)
    .where(
      inArray(
        loginThrottle.key,
        keys.map((k) => k.key),
      ),
    );
  for (const row of rows) {
    const limit = keys.find((k) => k.key === row.key)?.limit ?? Number.POSITIVE_INFINITY;
    const windowEnds = row.windowStartedAt.getTime() + LOGIN_WINDOW_MS;
    if (windowEnds > now.getTime() && row.failures >= limit) {
      const minutes = Math.max(1, Math.ceil((windowEnds - now.getTime()) / 60000));
      throw tooManyRequests(`Too many failed sign-in attempts. Try again in ${countOf(minutes, 'minute')}.`);
    }
  }
}

export async function recordFailures(db: Database, keys: ThrottleKey[]): Promise<void> {
  const windowStart = new Date(Date.now() - LOGIN_WINDOW_MS);
  for (const { key } of keys) {
    // One statement per key: a fresh window restarts the count instead of adding to an old one.
    await db
      .insert(loginThrottle)
      .values({ key, failures: 1, windowStartedAt: new Date() })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          failures: sql`case when ${loginThrottle.windowStartedAt} < ${windowStart} then 1 else ${loginThrottle.failures} + 1 end`,
          windowStartedAt: sql`case when ${loginThrottle.windowStartedAt} < ${windowStart} then now() else ${loginThrottle.windowStartedAt} end`,
        },
      });
  }
}

export async function clearThrottle(db: Database, keys: ThrottleKey[]): Promise<void> {
  await db.delete(loginThrottle).where(
    inArray(
      loginThrottle.key,
      keys.map((k) => k.key),
    ),
  );
}
