import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { BatchedCounts, type CounterLog, valuesRows } from '../lib/batched-counts.ts';

export type { CounterLog } from '../lib/batched-counts.ts';

/**
 * Page views and redirect hits, counted in memory and written in batches (lib/batched-counts.ts).
 * Each kind is written on its own, so a failed write of one never counts the other twice.
 */
export class SiteCounters {
  private readonly views: BatchedCounts<{ pageId: number; landingId: number }>;
  private readonly redirectHits: BatchedCounts<{ redirectId: number }>;

  constructor(db: Database, log: CounterLog, intervalMs = 5_000) {
    this.views = new BatchedCounts({
      what: 'page views',
      log,
      intervalMs,
      write: (batch, day) => {
        const rows = valuesRows(
          batch,
          (entry, count) => sql`(${entry.pageId}::int, ${entry.landingId}::int, ${day}::date, ${count}::int)`,
        );
        // Pages deleted since they were served are skipped rather than failing the batch.
        return db.execute(sql`
          insert into page_views (page_id, landing_id, day, views)
          select v.page_id, v.landing_id, v.day, v.views
          from (values ${rows}) as v(page_id, landing_id, day, views)
          where exists (select 1 from pages p where p.id = v.page_id)
          on conflict (page_id, day) do update set views = page_views.views + excluded.views`);
      },
    });
    this.redirectHits = new BatchedCounts({
      what: 'redirect hits',
      log,
      intervalMs,
      write: (batch) => {
        const rows = valuesRows(batch, (entry, count) => sql`(${entry.redirectId}::int, ${count}::int)`);
        return db.execute(sql`
          update redirects set hits = redirects.hits + v.hits
          from (values ${rows}) as v(id, hits)
          where redirects.id = v.id`);
      },
    });
  }

  start(): void {
    this.views.start();
    this.redirectHits.start();
  }

  view(pageId: number, landingId: number): void {
    this.views.add(String(pageId), { pageId, landingId });
  }

  redirectHit(redirectId: number): void {
    this.redirectHits.add(String(redirectId), { redirectId });
  }

  /** Writes what was counted so far. */
  async flush(): Promise<void> {
    await Promise.all([this.views.flush(), this.redirectHits.flush()]);
  }

  async stop(): Promise<void> {
    await Promise.all([this.views.stop(), this.redirectHits.stop()]);
  }
}
