/**
 * bench/billing — 2,000 Stripe webhook events replayed twice: the end state is order- and
 * duplicate-proof.
 *
 * The stream is real traffic (generate.ts): the app on an in-memory PGlite with the demo seed,
 * the local fake Stripe with the real `stripe` SDK, guests ordering, plan changes, cancels,
 * resumes, renewals (some failing, then paid with a new card), admins ending subscriptions.
 * Two copies of that database with the billing state taken out again (copies.ts) then receive:
 *   A (the peer): each of the first 2,000 events once, in creation order, as Stripe means them;
 *   B: the same events with 20 % duplicates (some right after the first delivery, some far later)
 *      and 10 % of them swapped with one a few places later;
 *   C (checked, not timed): 10 % of the events first delivered 50 or more places late. B's swaps
 *      mostly reorder one request's events, which share a second; C makes an object's older state
 *      arrive after a newer one, the case the ordering rule skips.
 * Both are timed (wall and process CPU time; BENCH_ROUNDS interleaved rounds each, 2 by default,
 * each into a fresh copy), then every agency that ordered is compared: its
 * billing fields, subscription rows and invoice rows in A, in B, and in the generating app (which
 * saw the API's direct answers as well as the events). Any mismatch exits non-zero.
 * The fake keeps running through the replays: an event of the same second as the state a row
 * holds is settled by reading the object's current state from Stripe, as the product does.
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DEMO_ACCOUNTS, openPglite, seedDemoData } from '@tessera/server/embed';
import { startFakeStripe } from '@tessera/server/testing/fake-stripe';
import { startApp } from './app.ts';
import { type BillingState, type Comparison, compareStates, readState } from './compare.ts';
import { freshCopy, snapshot } from './copies.ts';
import { generate, random } from './generate.ts';
import { delay, disorder, paths, replay, type Timing } from './replay.ts';

const root = process.env.REPO_ROOT ?? process.cwd();
const EVENTS = Number(process.env.BENCH_EVENTS ?? 2000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 80);
const SEED = Number(process.env.BENCH_SEED ?? 7);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const ADMIN_PASSWORD = 'bench-password-1';

const load = () => loadavg().map((value) => value.toFixed(2));
const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

console.log(`bench/billing — ${fmt(EVENTS)} Stripe webhook events, replayed in order and disordered`);
console.log(`  load average at start: ${load().join(', ')}`);

// 1. The stream.
// Stripe's clock, moved by the walk (generate.ts); it stays where the walk left it for the replays.
const clock = { ms: Date.now() };
const fake = await startFakeStripe({ now: () => clock.ms });
const generatingClient = new PGlite();
const generatingDb = openPglite(generatingClient);
await generatingDb.migrate(path.join(root, 'apps/server/drizzle'));
await seedDemoData(generatingDb.db, {
  appDomains: ['localhost'],
  demoPassword: ADMIN_PASSWORD,
  passwordHashCost: 2 ** 10,
});
const generating = await startApp(generatingClient, fake);
const generatedAt = performance.now();
const generated = await generate(generating.app, fake, {
  events: EVENTS,
  orders: ORDERS,
  seed: SEED,
  adminEmail: DEMO_ACCOUNTS.find((account) => account.role === 'Admin')!.email,
  adminPassword: ADMIN_PASSWORD,
  clock,
});
const recorded = fake.events();
const events = recorded.slice(0, EVENTS);
const agencyIds = generated.buyers.map((buyer) => buyer.agencyId);
console.log(
  `\nstream: ${fmt(recorded.length)} events recorded in ${fmt((performance.now() - generatedAt) / 1000, 1)} s, the first ${fmt(events.length)} replayed`,
);
console.log(`  ${generated.buyers.length} agencies ordered; the walk did:`);
for (const [what, count] of [...generated.actions].sort((a, b) => b[1] - a[1]))
  console.log(`    ${String(count).padStart(4)}  ${what}`);
const types = new Map<string, number>();
for (const event of events) types.set(event.type, (types.get(event.type) ?? 0) + 1);
console.log(
  `  event types: ${[...types]
    .sort((a, b) => b[1] - a[1])
    .map(([type, count]) => `${type} ${count}`)
    .join(', ')}`,
);
const seconds = new Map<number, number>();
for (const event of events) seconds.set(event.created, (seconds.get(event.created) ?? 0) + 1);
console.log(
  `  ${fmt(seconds.size)} distinct creation seconds (Stripe dates events to the second; the busiest holds ${Math.max(...seconds.values())})`,
);

// Agencies whose events run past the cut: the generating app saw those too, the replays do not.
const agencyOfCustomer = new Map(generated.buyers.map((buyer) => [buyer.customer, buyer.agencyId]));
const beyondCut = new Set<number>();
for (const event of recorded.slice(EVENTS)) {
  const object = event.data.object as { object?: string; id?: string; customer?: string | null };
  const customer = object.object === 'customer' ? object.id : object.customer;
  const agencyId = customer ? agencyOfCustomer.get(customer) : undefined;
  if (agencyId !== undefined) beyondCut.add(agencyId);
}

// 2. Fresh databases: the same catalogue and accounts, none of the billing state (one per replay).
const image = await snapshot(generatingClient);
await generating.close();

// 3. The replays, in rounds A B, B A, … (the machine may be shared and its load drifts).
const rng = random(SEED * 7919 + 1);
const disordered = disorder(events, rng, { swapShare: 0.1, duplicateShare: 0.2 });
const streams = { A: events, B: disordered.stream };
const runs = { A: [] as Run[], B: [] as Run[] };
interface Run {
  timing: Timing;
  state: BillingState;
}
for (let round = 0; round < ROUNDS; round++) {
  for (const name of round % 2 === 0 ? (['A', 'B'] as const) : (['B', 'A'] as const)) {
    const copy = await freshCopy(image, agencyIds);
    const bench = await startApp(copy, fake);
    const timing = await replay(bench.app, fake, streams[name], loadavg);
    await bench.close();
    runs[name].push({ timing, state: await readState(copy, agencyIds) });
    await copy.close();
  }
}

// Beyond A and B: first deliveries arriving late (a failed delivery retried), not timed.
const late = delay(events, rng, 0.1);
const lateRun: Run = await (async () => {
  const copy = await freshCopy(image, agencyIds);
  const bench = await startApp(copy, fake);
  const timing = await replay(bench.app, fake, late.stream, loadavg);
  await bench.close();
  const state = await readState(copy, agencyIds);
  await copy.close();
  return { timing, state };
})();

const perSecond = (run: Run, count: number) => count / run.timing.wallSeconds;
const best = (list: Run[], count: number) => Math.max(...list.map((run) => perSecond(run, count)));
const leastCpu = (list: Run[]) => Math.min(...list.map((run) => run.timing.cpuSeconds));
const loads = (list: Run[]) => list.map((run) => run.timing.load[0]!.toFixed(2)).join(', ');
console.log(
  `\nreplays: ${ROUNDS} round${ROUNDS === 1 ? '' : 's'} each, interleaved; one delivery at a time, each freshly signed, into an app over a fresh copy`,
);
const contenders = [
  ['A', 'once each, in creation order (the peer)'],
  [
    'B',
    `+${disordered.immediate + disordered.later} duplicates (${disordered.immediate} at once, ${disordered.later} ≥ 50 later), ${disordered.swaps} swaps`,
  ],
] as const;
for (const [name, label] of contenders) {
  const list = runs[name];
  const deliveries = streams[name].length;
  console.log(`  ${name}: ${label}: ${fmt(deliveries)} deliveries of ${fmt(events.length)} events`);
  console.log(
    `     best ${fmt(best(list, deliveries))} deliveries/s, ${fmt(best(list, events.length))} events/s; least CPU ${fmt(leastCpu(list), 2)} s → ${fmt(events.length / leastCpu(list))} events per CPU-s  (rounds: ${list.map((run) => `${fmt(run.timing.wallSeconds, 1)} s wall / ${fmt(run.timing.cpuSeconds, 1)} s CPU`).join('; ')}; 1-min load after each: ${loads(list)})`,
  );
  const rule = paths(streams[name]);
  console.log(
    `     by sync.ts's rule: ${rule.written} states written, ${rule.readFromStripe} of the same second settled by reading Stripe, ${rule.older} older skipped, ${rule.duplicates} duplicates skipped, ${rule.other} events of objects billing keeps no row of`,
  );
}
const lateRule = paths(late.stream);
console.log(
  `  C (not timed): ${late.delayed} events first delivered 50 or more places late, none repeated; by sync.ts's rule: ${lateRule.written} states written, ${lateRule.readFromStripe} settled by reading Stripe, ${lateRule.older} older skipped`,
);
const ratio = (of: (list: Run[], count: number) => number, counts: readonly [number, number]) =>
  of(runs.B, counts[1]) / of(runs.A, counts[0]);
console.log(
  `  B/A: ${fmt(ratio(best, [events.length, disordered.stream.length]), 2)} in deliveries/s, ${fmt(ratio(best, [events.length, events.length]), 2)} in events/s (wall), ${fmt(leastCpu(runs.A) / leastCpu(runs.B), 2)} in events per CPU-s  (load average now ${load().join(', ')})`,
);

// 4. The end states: every replay against the first in-order one, and the generating app.
const stateA = runs.A[0]!.state;
const stateG = await readState(generatingClient, agencyIds);
const againstGenerator = agencyIds.filter((id) => !beyondCut.has(id));
const comparisons: Array<[string, Comparison]> = [
  ...runs.B.map((run, i): [string, Comparison] => [
    `B (disordered) round ${i + 1} vs A`,
    compareStates(stateA, run.state, agencyIds),
  ]),
  ...runs.A.slice(1).map((run, i): [string, Comparison] => [
    `A round ${i + 2} vs A round 1`,
    compareStates(stateA, run.state, agencyIds),
  ]),
  ['C (late deliveries) vs A', compareStates(stateA, lateRun.state, agencyIds)],
  ['generating app vs A', compareStates(stateA, stateG, againstGenerator)],
];
console.log('\nend state of every agency that ordered');
const totals = (state: BillingState) =>
  [...state.values()].reduce(
    (sum, agency) => [sum[0]! + agency.subscriptions.size, sum[1]! + agency.invoices.size],
    [0, 0],
  );
const [subsA, invoicesA] = totals(stateA);
console.log(`  A holds ${subsA} subscriptions and ${invoicesA} invoices for ${stateA.size} agencies`);
let mismatches = 0;
for (const [label, comparison] of comparisons) {
  console.log(
    `  ${label}: ${comparison.agencies} agencies, ${comparison.subscriptions} subscriptions, ${comparison.invoices} invoices compared → ${comparison.mismatches.length} mismatches`,
  );
  for (const mismatch of comparison.mismatches)
    console.log(
      `    agency ${mismatch.agencyId} ${mismatch.what} ${mismatch.field}: A ${JSON.stringify(mismatch.left)}, other ${JSON.stringify(mismatch.right)}`,
    );
  mismatches += comparison.mismatches.length;
}
if (beyondCut.size > 0)
  console.log(
    `  (${beyondCut.size} agenc${beyondCut.size === 1 ? 'y' : 'ies'} left out of the generator comparison: ${[...beyondCut].join(', ')}, whose last step's events run past event ${fmt(EVENTS)})`,
  );
const refused = [
  ['generating app', generated.refused],
  ...runs.A.map((run, i) => [`A round ${i + 1}`, run.timing.refused] as const),
  ...runs.B.map((run, i) => [`B round ${i + 1}`, run.timing.refused] as const),
  ['C', lateRun.timing.refused],
] as const;
for (const [label, answers] of refused)
  for (const [kind, { count, body }] of answers)
    console.log(`  ${label} answered ${count}× ${kind}: ${body}`);
const failed = mismatches > 0 || refused.some(([, answers]) => answers.size > 0);
console.log(failed ? '\nFAIL' : '\nOK: the same end state in order, disordered and with duplicates');

await generatingClient.close();
await fake.close();
process.exit(failed ? 1 : 0);
