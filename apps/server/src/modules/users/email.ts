import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { invalidField } from '../../lib/errors.ts';

/** Every account has its own email (sign-in names it); the message when one is taken. */
export const EMAIL_TAKEN = 'The email has already been taken.';

/**
 * Refuses, as a 422 on `field`, an email another account already uses (`exceptUserId`: the
 * account being changed). The unique index stays the last word when two requests race.
 */
export async function checkEmailFree(
  db: Database,
  email: string,
  options: { exceptUserId?: number | undefined; field?: string } = {},
): Promise<void> {
  const { exceptUserId, field = 'email' } = options;
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      exceptUserId === undefined
        ? eq(users.email, email)
        : and(eq(users.email, email), ne(users.id, exceptUserId)),
    )
    .limit(1);
  if (taken) throw invalidField(field, EMAIL_TAKEN);
}
