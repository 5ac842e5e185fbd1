import type { CardStats } from '@tessera/api-contract';
import { CARD_CHANNELS, type CardChannel } from '@tessera/document';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cardStats } from '../../db/schema/cards.ts';
import { BatchedCounts, type CounterLog, type CounterTiming, valuesRows } from '../../lib/batched-counts.ts';
import type { AuthContext } from '../auth/session.ts';
import { cardForCaller } from './access.ts';

export type CardMetric = 'view' | 'save' | 'lead' | `tap:${CardChannel}`;

/** Card views, saves, channel taps and leads, counted in memory and written in batches. */
export class CardCounters {
  private readonly counts: BatchedCounts<{ cardId: number; metric: CardMetric }>;

  constructor(db: Database, log: CounterLog, timing: CounterTiming = {}) {
    this.counts = new BatchedCounts({
      what: 'card analytics',
      log,
      ...timing,
      write: (batch, day) => {
        const rows = valuesRows(
          batch,
          (entry, count) => sql`(${entry.cardId}::int, ${day}::date, ${entry.metric}::text, ${count}::int)`,
        );
        // Cards deleted since they were counted are skipped rather than failing the batch.
        return db.execute(sql`
          insert into card_stats (card_id, day, metric, count)
          select v.card_id, v.day, v.metric, v.count
          from (values ${rows}) as v(card_id, day, metric, count)
          where exists (select 1 from cards c where c.id = v.card_id)
          on conflict (card_id, day, metric) do update set count = card_stats.count + excluded.count`);
      },
    });
  }

  start(): void {
    this.counts.start();
  }

  bump(cardId: number, metric: CardMetric): void {
    this.counts.add(`${cardId}|${metric}`, { cardId, metric });
  }

  flush(): Promise<void> {
    return this.counts.flush();
  }

  stop(): Promise<void> {
    return this.counts.stop();
  }
}

/** Views, saves, taps and leads per UTC day for the last `days` days (today included), zeros filled. */
export async function cardStatsFor(
  db: Database,
  auth: AuthContext,
  cardId: number,
  days: number,
): Promise<CardStats> {
  const { card } = await cardForCaller(db, auth, cardId, 'view');
  const today = new Date();
  const first = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - (days - 1)),
  );
  const firstDay = first.toISOString().slice(0, 10);
  const rows = await db
    .select({ day: cardStats.day, metric: cardStats.metric, count: cardStats.count })
    .from(cardStats)
    .where(and(eq(cardStats.cardId, card.id), gte(cardStats.day, firstDay)));
  const series = Array.from({ length: days }, (_, i) => {
    const day = new Date(first.getTime() + i * 86_400_000).toISOString().slice(0, 10);
    return { day, views: 0, saves: 0, taps: 0, leads: 0 };
  });
  const byDay = new Map(series.map((entry) => [entry.day, entry]));
  const tapsByChannel: Partial<Record<CardChannel, number>> = {};
  for (const row of rows) {
    const entry = byDay.get(String(row.day).slice(0, 10));
    if (!entry) continue;
    if (row.metric === 'view') entry.views += row.count;
    else if (row.metric === 'save') entry.saves += row.count;
    else if (row.metric === 'lead') entry.leads += row.count;
    else if (row.metric.startsWith('tap:')) {
      entry.taps += row.count;
      const channel = row.metric.slice(4) as CardChannel;
      if ((CARD_CHANNELS as readonly string[]).includes(channel))
        tapsByChannel[channel] = (tapsByChannel[channel] ?? 0) + row.count;
    }
  }
  const totals = series.reduce(
    (sum, d) => ({
      views: sum.views + d.views,
      saves: sum.saves + d.saves,
      taps: sum.taps + d.taps,
      leads: sum.leads + d.leads,
    }),
    { views: 0, saves: 0, taps: 0, leads: 0 },
  );
  return { days: series, totals, taps_by_channel: tapsByChannel };
}
