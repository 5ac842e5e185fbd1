import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from './errors.ts';
import { VisitorPriority, type VisitorPriorityOptions } from './visitor-priority.ts';

const opened: VisitorPriority[] = [];
function priorityWith(options: VisitorPriorityOptions): VisitorPriority {
  const priority = new VisitorPriority({ sampleMs: 5, ...options });
  opened.push(priority);
  return priority;
}
afterEach(() => {
  for (const priority of opened.splice(0)) priority.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Settles pending promise callbacks and one macrotask turn. */
const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('VisitorPriority', () => {
  it('runs up to maxConcurrent API requests at once and the rest in arrival order', async () => {
    const priority = priorityWith({ maxConcurrent: 2, utilization: () => 0 });
    const first = await priority.admit();
    const second = await priority.admit();
    const started: string[] = [];
    const third = priority.admit().then((end) => {
      started.push('third');
      return end;
    });
    const fourth = priority.admit().then((end) => {
      started.push('fourth');
      return end;
    });
    await turn();
    expect(started).toEqual([]);
    expect(priority.state).toMatchObject({ running: 2, waiting: 2, contended: false });
    first();
    first(); // a second call changes nothing
    (await third)();
    await turn();
    expect(started).toEqual(['third', 'fourth']);
    second();
    (await fourth)();
    await turn();
    expect(priority.state).toMatchObject({ running: 0, waiting: 0 });
  });

  it('answers 503 rather than queueing past maxWaiting', async () => {
    const priority = priorityWith({ maxConcurrent: 1, maxWaiting: 1, utilization: () => 0 });
    const end = await priority.admit();
    const queued = priority.admit();
    const refused = await priority.admit().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).statusCode).toBe(503);
    end();
    (await queued)();
  });

  it('is not contended by a busy loop without visitors', async () => {
    const priority = priorityWith({ utilization: () => 1 });
    await sleep(20);
    expect(priority.state.contended).toBe(false);
  });

  it('with visitors on a saturated loop, runs one API request at a time and pauses as long as it took', async () => {
    const priority = priorityWith({ maxConcurrent: 8, utilization: () => 1, holdMs: 10_000 });
    priority.visitorServed();
    await sleep(20);
    expect(priority.state.contended).toBe(true);

    const first = await priority.admit();
    let secondStartedAt = 0;
    const second = priority.admit().then((end) => {
      secondStartedAt = performance.now();
      return end;
    });
    await sleep(40);
    expect(secondStartedAt).toBe(0);
    const firstEndedAt = performance.now();
    first(); // it ran about 40 ms: the next waits about as long
    (await second)();
    // Timers may fire a millisecond early; the pause is the first request's whole run.
    expect(secondStartedAt - firstEndedAt).toBeGreaterThanOrEqual(38);
  });

  it('lets the queue go once visitors are gone', async () => {
    let utilization = 1;
    const priority = priorityWith({ maxConcurrent: 4, utilization: () => utilization, holdMs: 30 });
    priority.visitorServed();
    await sleep(20);
    expect(priority.state.contended).toBe(true);
    const first = await priority.admit();
    const waiting = [priority.admit(), priority.admit()];
    await turn();
    expect(priority.state.waiting).toBe(2);
    utilization = 0;
    await sleep(60);
    expect(priority.state).toMatchObject({ contended: false, running: 3, waiting: 0 });
    first();
    for (const end of await Promise.all(waiting)) end();
  });
});
