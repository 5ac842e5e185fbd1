import { and, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { formSubmissions } from '../../db/schema/contacts.ts';
import type { Jobs } from '../../lib/jobs.ts';
import { deleteCardSpamBefore } from '../cards/contacts.ts';

/** Suspected spam nobody marked "Not spam" is deleted after this many days (leads are never). */
export const SPAM_RETENTION_DAYS = 30;
const PRUNE_JOB = 'spam-prune';

/** Deletes suspected spam of sites and cards older than the retention; answers how many went. */
export async function pruneSpam(db: Database, now = Date.now()): Promise<number> {
  const before = new Date(now - SPAM_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const sites = await db
    .delete(formSubmissions)
    .where(and(isNotNull(formSubmissions.spamReason), lt(formSubmissions.createdAt, before)))
    .returning({ id: formSubmissions.id });
  const cards = await deleteCardSpamBefore(db, before);
  return sites.length + cards;
}

/** Once a day (03:30 UTC): kept spam cannot grow without end, whatever bots send. */
export function registerSpamRetention(jobs: Jobs, db: Database): void {
  jobs.register({
    name: PRUNE_JOB,
    cron: '30 3 * * *',
    handler: async () => {
      await pruneSpam(db);
    },
  });
}
