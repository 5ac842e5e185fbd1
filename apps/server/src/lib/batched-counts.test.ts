import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../test/manual-clock.ts';
import { BatchedCounts, type Counted, MAX_WRITE_ENTRIES } from './batched-counts.ts';

const silent = { error: () => {} };

describe('BatchedCounts', () => {
  it('sums by key and writes one batch per flush', async () => {
    const written: Array<ReadonlyArray<Counted<{ id: number }>>> = [];
    const counts = new BatchedCounts<{ id: number }>({
      what: 'test counts',
      log: silent,
      write: async (batch) => {
        written.push(batch);
      },
    });
    counts.add('1', { id: 1 });
    counts.add('1', { id: 1 });
    counts.add('2', { id: 2 });
    await counts.flush();
    await counts.flush();
    expect(written).toEqual([
      [
        { entry: { id: 1 }, count: 2 },
        { entry: { id: 2 }, count: 1 },
      ],
    ]);
  });

  it('writes a large batch in parts PostgreSQL takes, keeping only a failed part for the next', async () => {
    const written: number[] = [];
    let calls = 0;
    const counts = new BatchedCounts<{ id: number }>({
      what: 'test counts',
      log: silent,
      write: async (batch) => {
        calls++;
        expect(batch.length).toBeLessThanOrEqual(MAX_WRITE_ENTRIES);
        if (calls === 2) throw new Error('database away');
        written.push(...batch.map((c) => c.entry.id));
      },
    });
    const entries = 2 * MAX_WRITE_ENTRIES + 10;
    for (let id = 0; id < entries; id++) counts.add(String(id), { id });
    await counts.flush();
    expect(written).toHaveLength(entries - MAX_WRITE_ENTRIES);
    await counts.flush();
    expect([...written].sort((a, b) => a - b)).toEqual(Array.from({ length: entries }, (_, id) => id));
  });

  it('keeps the counts of a failed write for the next one and logs the failure', async () => {
    const logged: string[] = [];
    let fail = true;
    const written: number[] = [];
    const counts = new BatchedCounts<{ id: number }>({
      what: 'test counts',
      log: { error: (_details, message) => logged.push(message) },
      write: async (batch, day) => {
        expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        if (fail) throw new Error('database away');
        written.push(...batch.map((c) => c.count));
      },
    });
    counts.add('1', { id: 1 });
    await counts.flush();
    expect(logged).toEqual(['writing test counts failed']);
    fail = false;
    counts.add('1', { id: 1 });
    await counts.stop();
    expect(written).toEqual([2]);
  });

  it('writes at each interval of its clock, naming the batch by the day on that clock', async () => {
    const clock = new ManualClock(Date.UTC(2026, 2, 1, 23, 59, 58));
    const written: Array<{ day: string; counts: number[] }> = [];
    const counts = new BatchedCounts<{ id: number }>({
      what: 'test counts',
      log: silent,
      clock,
      intervalMs: 1_000,
      write: async (batch, day) => {
        written.push({ day, counts: batch.map((c) => c.count) });
      },
    });
    // The timer's flush is not awaited by anyone: let it run before looking.
    const settled = () => new Promise((resolve) => setImmediate(resolve));
    counts.start();
    counts.add('1', { id: 1 });
    counts.add('1', { id: 1 });
    clock.advance(999);
    await settled();
    expect(written).toEqual([]);
    clock.advance(1);
    await settled();
    expect(written).toEqual([{ day: '2026-03-01', counts: [2] }]);
    counts.add('2', { id: 2 });
    clock.advance(2_000);
    await settled();
    expect(written).toEqual([
      { day: '2026-03-01', counts: [2] },
      { day: '2026-03-02', counts: [1] },
    ]);
    await counts.stop();
  });
});
