import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';

/**
 * The names of the users with these ids, by id (unknown ids are left out): how lists of other
 * areas show who made or did something. Imports nothing of another area, so any area can call it.
 */
export async function userNamesByIds(
  db: Pick<Database, 'select'>,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row.name]));
}
