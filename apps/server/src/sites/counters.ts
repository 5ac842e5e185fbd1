import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { BatchedCounts, type CounterLog, type CounterTiming, valuesRows } from '../lib/batched-counts.ts';
import type { Counted } from './response.ts';

export type { CounterLog } from '../lib/batched-counts.ts';

interface Viewed {
  id: number;
  landingId: number;
}

/**
 * Views of one kind of thing per day: page views into `page_views`, post views into `post_views`.
 * Things deleted since they were served are skipped rather than failing the batch.
 */
function dailyViews(
  db: Database,
  log: CounterLog,
  timing: CounterTiming,
  what: string,
  table:
    | { views: 'page_views'; of: 'pages'; key: 'page_id' }
    | { views: 'post_views'; of: 'blog_posts'; key: 'post_id' },
): BatchedCounts<Viewed> {
  const views = sql.identifier(table.views);
  const of = sql.identifier(table.of);
  const key = sql.identifier(table.key);
  return new BatchedCounts({
    what,
    log,
    ...timing,
    write: (batch, day) => {
      const rows = valuesRows(
        batch,
        (entry, count) => sql`(${entry.id}::int, ${entry.landingId}::int, ${day}::date, ${count}::int)`,
      );
      return db.execute(sql`
        insert into ${views} (${key}, landing_id, day, views)
        select v.id, v.landing_id, v.day, v.views
        from (values ${rows}) as v(id, landing_id, day, views)
        where exists (select 1 from ${of} o where o.id = v.id)
        on conflict (${key}, day) do update set views = ${views}.views + excluded.views`);
    },
  });
}

/**
 * Page views, blog post views and redirect hits, counted in memory and written in batches
 * (lib/batched-counts.ts). Each kind is written on its own, so a failed write of one never counts
 * another twice.
 */
export class SiteCounters {
  private readonly pageViews: BatchedCounts<Viewed>;
  private readonly postViews: BatchedCounts<Viewed>;
  private readonly redirectHits: BatchedCounts<{ redirectId: number }>;

  constructor(db: Database, log: CounterLog, timing: CounterTiming = {}) {
    this.pageViews = dailyViews(db, log, timing, 'page views', {
      views: 'page_views',
      of: 'pages',
      key: 'page_id',
    });
    this.postViews = dailyViews(db, log, timing, 'post views', {
      views: 'post_views',
      of: 'blog_posts',
      key: 'post_id',
    });
    this.redirectHits = new BatchedCounts({
      what: 'redirect hits',
      log,
      ...timing,
      write: (batch) => {
        const rows = valuesRows(batch, (entry, count) => sql`(${entry.redirectId}::int, ${count}::int)`);
        return db.execute(sql`
          update redirects set hits = redirects.hits + v.hits
          from (values ${rows}) as v(id, hits)
          where redirects.id = v.id`);
      },
    });
  }

  private all() {
    return [this.pageViews, this.postViews, this.redirectHits];
  }

  start(): void {
    for (const counts of this.all()) counts.start();
  }

  /** Counts one serving of a response of site `landingId`. */
  count(counted: Counted, landingId: number): void {
    const key = String(counted.id);
    if (counted.kind === 'page') this.pageViews.add(key, { id: counted.id, landingId });
    else if (counted.kind === 'post') this.postViews.add(key, { id: counted.id, landingId });
    else this.redirectHits.add(key, { redirectId: counted.id });
  }

  /** Writes what was counted so far. */
  async flush(): Promise<void> {
    await Promise.all(this.all().map((counts) => counts.flush()));
  }

  async stop(): Promise<void> {
    await Promise.all(this.all().map((counts) => counts.stop()));
  }
}
