/**
 * bench/scale — issue 20 part 4 "Growth": serving and listing stay as fast, and the site index and
 * render cache within their bounds, however many sites the platform holds.
 *
 * A fresh PostgreSQL database gets the migrations, the demo seed and, written set-based by
 * generate.ts, 100,100 more sites with ten pages each (1,001,000 pages): an agency of 100,000 sites
 * and a peer agency of 100, each site's home page a copy of one page the app published. The real
 * app (buildApp) then serves and answers over it, and the bench prints, each against its target
 * or its peer measured in the same run:
 *   - list endpoint p95 at 100 vs 100,000 rows (the agency's sites; a site's contacts; the
 *     agency's inbox): ≤ 1.5×;
 *   - publish time on a site of the small agency vs one of the large agency;
 *   - cache-miss serve p95 (a site's first request), large agency vs small;
 *   - the site index's memory (heap and buffers per site) with its entries against its bounds;
 *   - cached published-page throughput (wrk) on one site vs spread over the large agency's
 *     100,000 hosts: ≤ 10 % drop.
 *
 *   npm run build -w @tessera/renderer          (the islands the pages load)
 *   DATABASE_URL=postgres://… npm run bench -- scale
 *
 * BENCH_SCALE_SITES sets the large agency's sites (100,000), BENCH_SECONDS each wrk run (5),
 * BENCH_ROUNDS the interleaved wrk rounds (3). Needs wrk (`apt-get install -y wrk`). Exits 1 when a
 * target is missed, 2 when something it needs is missing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createElement, createSection, type PageDocument } from '@tessera/document';
import { elementRegistry } from '@tessera/elements';
import { buildApp, createMailer, loadConfig, MAX_KNOWN_HOSTS } from '@tessera/server/embed';
import pg from 'pg';
import { type AgencyApi, agencyOwner } from '../checkout/agency-api.ts';
import { openBenchDatabase } from '../checkout/database.ts';
import { describe, fmt, loadAverage, ms, type Summary, summarize } from '../checkout/stats.ts';
import { DEFAULT_SIZES, type GeneratedAgency, generate, type ScaleSizes } from './generate.ts';
import { BROWSER_ENCODINGS, closeConnections, getSitePage, inParallel } from './http.ts';
import { type Run, runSpread, type Spread, writeSpreadScript } from './throughput.ts';

const PASSWORD = 'scale-bench-password';
const LIST_WARMUP = 20;
const LIST_SAMPLES = 300;
const PUBLISHES = 30;
const WARM_CONCURRENCY = 16;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 32;

type App = Awaited<ReturnType<typeof buildApp>>;

/** One figure against its target; `pass` null for a figure the issue sets no target for. */
interface Verdict {
  figure: string;
  value: string;
  target: string;
  pass: boolean | null;
}

const verdicts: Verdict[] = [];
function verdict(figure: string, value: string, target: string, pass: boolean | null): void {
  verdicts.push({ figure, value, target, pass });
  const mark = pass === null ? '' : pass ? '  PASS' : '  FAIL';
  console.log(`  → ${figure}: ${value} (target ${target})${mark}`);
}

/** A full collection before each memory reading (run.mjs starts Node with --expose-gc). */
const gc = () => (globalThis as { gc?: () => void }).gc?.();

const root = process.env.REPO_ROOT ?? process.cwd();
process.exit(await main());

async function main(): Promise<number> {
  if (!process.env.DATABASE_URL) {
    console.error(
      'bench/scale needs PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test); it makes a database of its own there and drops it after.',
    );
    return 2;
  }
  if (spawnSync('which', ['wrk']).status !== 0) {
    console.error('bench/scale needs wrk: apt-get install -y wrk');
    return 2;
  }
  if (!existsSync(path.join(root, 'packages/renderer/dist/islands/manifest.json'))) {
    console.error('bench/scale needs the built islands: npm run build -w @tessera/renderer');
    return 2;
  }
  const sizes: ScaleSizes = {
    ...DEFAULT_SIZES,
    largeSites: Number(process.env.BENCH_SCALE_SITES ?? DEFAULT_SIZES.largeSites),
  };
  console.log(
    `bench/scale — ${fmt(sizes.largeSites + sizes.smallSites)} generated sites, ${fmt(sizes.pagesPerSite)} pages each`,
  );
  console.log(`  load average at start: ${loadAverage()}`);
  const work = mkdtempSync(path.join(tmpdir(), 'tessera-bench-scale-'));
  // Undone in reverse order, whatever happens.
  const cleanup: Array<() => Promise<void>> = [async () => rmSync(work, { recursive: true, force: true })];
  try {
    const seedStarted = performance.now();
    const database = await openBenchDatabase({ root, dataDir: work, demoPassword: PASSWORD, bench: 'scale' });
    cleanup.push(() => database.close());
    const demoSeeded = performance.now();
    const app = await startApp(work, database.handle.db);
    cleanup.push(() => app.close());
    const port = (app.server.address() as { port: number }).port;
    const modelPageId = await publishModelPage(await agencyOwner(app, PASSWORD));
    const client = new pg.Client({ connectionString: database.url! });
    await client.connect();
    cleanup.push(() => client.end());
    const generated = await generate(client, modelPageId, sizes);
    const seedMs = performance.now() - seedStarted;
    console.log(`  database: ${database.label}`);
    console.log(
      `  seeding: ${fmt(seedMs / 1000, 1)} s — migrations and demo seed ${fmt((demoSeeded - seedStarted) / 1000, 1)} s; ${generated.steps
        .map((step) => `${step.label} ${fmt(step.ms / 1000, 1)} s`)
        .join('; ')}`,
    );
    console.log(
      `  rows: ${fmt(generated.rows.sites)} sites, ${fmt(generated.rows.pages)} pages, ${fmt(generated.rows.contacts)} contacts`,
    );

    const small = await agencyOwner(app, PASSWORD, generated.small.ownerEmail);
    const large = await agencyOwner(app, PASSWORD, generated.large.ownerEmail);
    await compareLists(generated, small, large);
    await comparePublishes(client, generated, small, large);
    await compareMisses(port, generated);
    await siteIndexAndThroughput(app, port, work, generated.large);

    console.log(`\n  load average at end: ${loadAverage()}`);
    const missed = verdicts.filter((v) => v.pass === false);
    console.log(
      missed.length === 0 ? '\nOK: every target met' : `\nFAIL: ${missed.map((v) => v.figure).join('; ')}`,
    );
    return missed.length === 0 ? 0 : 1;
  } finally {
    closeConnections();
    for (const undo of cleanup.reverse()) await undo();
  }
}

/** The real app over the bench's database, listening, configured as `npm start` configures it. */
async function startApp(work: string, db: Parameters<typeof buildApp>[0]['db']): Promise<App> {
  const config = {
    ...loadConfig(
      {
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: work,
        SECRET_KEY: 'scale-bench-secret-key-scale-bench-secret-key',
        LOG_LEVEL: 'silent',
        JOB_WORKERS: 'false',
      },
      null,
      path.join(root, 'packages/renderer/dist/islands'),
    ),
    // The owners' password is hashed at each sign-in; the production cost would only slow set-up.
    passwordHashCost: 2 ** 10,
  };
  const mailer = createMailer({ dataDir: work, from: config.MAIL_FROM, log: { info: () => undefined } });
  const app = await buildApp({ config, db, mailer });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

/**
 * The page every generated site copies: made, saved and published in the demo site by the app,
 * as an agency would (a heading and a paragraph: a small page, so 100,000 sites' cached copies
 * fit the render cache's budget).
 */
async function publishModelPage(owner: AgencyApi): Promise<number> {
  const sites = await owner.expect('GET', '/landings?search=demo');
  const demoSite = sites.data[0].id as number;
  const created = await owner.expect('POST', `/landings/${demoSite}/pages`, { name: 'Scale model' });
  const section = createSection();
  const heading = createElement('h1', elementRegistry.h1.schema.parse({}));
  const paragraph = createElement('paragraph', elementRegistry.paragraph.schema.parse({}));
  section.rows[0]!.columns[0]!.children.push(heading, paragraph);
  const document: PageDocument = {
    schemaVersion: 1,
    // Left to the theme's defaults, which loading the stored document fills in.
    theme: {} as PageDocument['theme'],
    sections: [section],
    popups: [],
    texts: {
      [section.id]: {
        [heading.id]: '<h1>One of a hundred thousand</h1>',
        [paragraph.id]:
          '<p>Every generated site serves this page as its home page, bound to its own address.</p>',
      },
    },
  };
  await owner.expect('PUT', `/pages/${created.data.id}/document`, {
    document,
    version: created.data.version,
  });
  await owner.expect('POST', `/pages/${created.data.id}/publish`);
  return created.data.id as number;
}

/** Times `count` calls of each contender, interleaved so both meet the same neighbours. */
async function interleaved(
  contenders: ReadonlyArray<() => Promise<unknown>>,
  count: number,
  warmup: number,
): Promise<Summary[]> {
  const times = contenders.map(() => [] as number[]);
  for (let i = 0; i < warmup + count; i++) {
    for (const [index, run] of contenders.entries()) {
      const started = performance.now();
      await run();
      if (i >= warmup) times[index]!.push(performance.now() - started);
    }
  }
  return times.map(summarize);
}

/** p95 of the large side against the small side's, in the same run. */
function ratioVerdict(
  figure: string,
  sides: { small: string; large: string },
  smallSide: Summary,
  largeSide: Summary,
  limit: number | null,
): void {
  const width = Math.max(sides.small.length, sides.large.length) + 2;
  console.log(`    ${`${sides.small}:`.padEnd(width)} ${describe(smallSide)}`);
  console.log(`    ${`${sides.large}:`.padEnd(width)} ${describe(largeSide)}`);
  const ratio = largeSide.p95 / smallSide.p95;
  verdict(
    figure,
    `p95 ${ms(largeSide.p95)} vs ${ms(smallSide.p95)} = ${fmt(ratio, 2)}×`,
    limit === null ? 'none set; the ratio is reported' : `≤ ${fmt(limit, 1)}×`,
    limit === null ? null : ratio <= limit,
  );
}

async function compareLists(
  generated: { small: GeneratedAgency; large: GeneratedAgency },
  small: AgencyApi,
  large: AgencyApi,
): Promise<void> {
  console.log(
    `\nlist endpoints: ${fmt(LIST_SAMPLES)} calls each after ${LIST_WARMUP} warm-up, in-process (inject), the two sides interleaved`,
  );
  const lists: Array<{
    figure: string;
    rows: (agency: GeneratedAgency) => number;
    url: (agency: GeneratedAgency) => string;
  }> = [
    { figure: 'sites list (GET /landings)', rows: (agency) => agency.sites, url: () => '/landings' },
    {
      figure: "a site's contacts (GET /landings/{id}/contacts)",
      rows: (agency) => agency.contacts,
      url: (agency) => `/landings/${agency.firstSiteId}/contacts`,
    },
    { figure: 'contacts inbox (GET /contacts)', rows: (agency) => agency.contacts, url: () => '/contacts' },
  ];
  for (const list of lists) {
    console.log(`  ${list.figure}`);
    const [smallSide, largeSide] = await interleaved(
      [
        () => small.expect('GET', list.url(generated.small)),
        () => large.expect('GET', list.url(generated.large)),
      ],
      LIST_SAMPLES,
      LIST_WARMUP,
    );
    const sides = {
      small: `${fmt(list.rows(generated.small))} rows`,
      large: `${fmt(list.rows(generated.large))} rows`,
    };
    ratioVerdict(`${list.figure} at ${sides.large} vs ${sides.small}`, sides, smallSide!, largeSide!, 1.5);
  }
  // How much the bounded offset costs at its deepest page, against the first page of the same list.
  console.log(
    `  sites list, its deepest page (page 1,000 at 10 a page) vs its first, ${fmt(generated.large.sites)} sites`,
  );
  const [first, deepest] = await interleaved(
    [() => large.expect('GET', '/landings'), () => large.expect('GET', '/landings?page=1000')],
    LIST_SAMPLES / 3,
    LIST_WARMUP,
  );
  console.log(`    first page:    ${describe(first!)}`);
  console.log(`    deepest page:  ${describe(deepest!)}`);
  verdict(
    'sites list, deepest page vs first',
    `p95 ${ms(deepest!.p95)} vs ${ms(first!.p95)} = ${fmt(deepest!.p95 / first!.p95, 2)}×`,
    'none set; what the 10,000-row bound on offsets allows at most',
    null,
  );
}

/** The two agencies as the comparisons name them. */
function agencySides(generated: { small: GeneratedAgency; large: GeneratedAgency }) {
  return {
    small: `${fmt(generated.small.sites)}-site agency`,
    large: `${fmt(generated.large.sites)}-site agency`,
  };
}

/** Publishing a draft page of a site of each agency, interleaved. */
async function comparePublishes(
  client: pg.Client,
  generated: { small: GeneratedAgency; large: GeneratedAgency },
  small: AgencyApi,
  large: AgencyApi,
): Promise<void> {
  console.log(`\npublish: a draft page of ${PUBLISHES} sites of each agency, the two interleaved`);
  const draftOf = async (agency: GeneratedAgency, site: number) => {
    const found = await client.query<{ id: number }>(
      `SELECT p.id FROM pages p JOIN landings l ON l.id = p.landing_id
       WHERE l.subdomain = $1 AND p.unique_name = 'page-1'`,
      [`${agency.subdomainPrefix}${site}`],
    );
    return found.rows[0]!.id;
  };
  // Each call publishes the next site's draft.
  const publisher = async (agency: GeneratedAgency, api: AgencyApi) => {
    const pages: number[] = [];
    for (let site = 2; site < 2 + PUBLISHES; site++) pages.push(await draftOf(agency, site));
    return () => api.expect('POST', `/pages/${pages.shift()}/publish`);
  };
  const [smallSide, largeSide] = await interleaved(
    [await publisher(generated.small, small), await publisher(generated.large, large)],
    PUBLISHES,
    0,
  );
  const sides = agencySides(generated);
  ratioVerdict(
    `publish on a site of the ${sides.large} vs the ${sides.small}`,
    sides,
    smallSide!,
    largeSide!,
    null,
  );
}

/** A site's first request (nothing of it cached), over HTTP, for sites of each agency. */
async function compareMisses(port: number, generated: { small: GeneratedAgency; large: GeneratedAgency }) {
  // Every site of the small agency but its first (whose contacts were listed) is served once.
  const count = generated.small.sites - 1;
  console.log(
    `\ncache misses: the first request of ${fmt(count)} sites of each agency (GET /, Accept-Encoding: ${BROWSER_ENCODINGS}), one at a time, the two interleaved`,
  );
  // Each call asks for the next site not yet served, from `first` on.
  const firstRequests = (agency: GeneratedAgency, first: number) => {
    let next = first;
    return async () => {
      const host = `${agency.subdomainPrefix}${next++}.localhost:${port}`;
      const status = await getSitePage(port, host, BROWSER_ENCODINGS);
      if (status !== 200) throw new Error(`${host}: GET / answered ${status}`);
    };
  };
  const [smallSide, largeSide] = await interleaved(
    [
      firstRequests(generated.small, 2),
      firstRequests(generated.large, Math.floor(generated.large.sites / 2)),
    ],
    count,
    0,
  );
  const sides = agencySides(generated);
  ratioVerdict(
    `cache-miss serve, the ${sides.large} vs the ${sides.small}`,
    sides,
    smallSide!,
    largeSide!,
    null,
  );
}

async function siteIndexAndThroughput(app: App, port: number, work: string, large: GeneratedAgency) {
  const sites = large.sites;
  console.log(
    `\nsite index: every one of the large agency's ${fmt(sites)} sites served once (${WARM_CONCURRENCY} at a time, Accept-Encoding: gzip)`,
  );
  gc();
  const before = process.memoryUsage();
  const cacheBefore = app.sites.cache.size;
  const hostsBefore = app.sites.hosts.size.known;
  const warmStarted = performance.now();
  await inParallel(sites, WARM_CONCURRENCY, async (index) => {
    const host = `${large.subdomainPrefix}${index + 1}.localhost:${port}`;
    // gzip only, as wrk asks below: brotli bodies are made only for clients that take them.
    const status = await getSitePage(port, host, 'gzip');
    if (status !== 200) throw new Error(`${host}: GET / answered ${status}`);
  });
  const warmMs = performance.now() - warmStarted;
  gc();
  const after = process.memoryUsage();
  const cache = app.sites.cache.size;
  const hosts = app.sites.hosts.size.known;
  const newSites = cache.sites - cacheBefore.sites;
  const heapPerSite = (after.heapUsed - before.heapUsed) / Math.max(1, newSites);
  const buffersPerSite = (after.arrayBuffers - before.arrayBuffers) / Math.max(1, newSites);
  const reckonedPerSite = (cache.bytes - cacheBefore.bytes) / Math.max(1, newSites);
  console.log(`    served in ${fmt(warmMs / 1000, 1)} s (${fmt(sites / (warmMs / 1000))} first requests/s)`);
  console.log(
    `    host memo: ${fmt(hosts)} site hosts (${fmt(hosts - hostsBefore)} new) of its bound ${fmt(MAX_KNOWN_HOSTS)}`,
  );
  console.log(
    `    render cache: ${fmt(cache.sites)} sites, ${fmt(cache.bytes / 2 ** 20, 1)} MB of its ${fmt(app.sites.cache.budget / 2 ** 20)} MB budget`,
  );
  console.log(
    `    memory per newly cached site: ${fmt(heapPerSite)} B of heap (host memo entry, index, response headers) + ${fmt(buffersPerSite)} B of buffers (the bodies); the cache reckons ${fmt(reckonedPerSite)} B`,
  );
  console.log(
    `    in all: heap ${fmt(before.heapUsed / 2 ** 20)} → ${fmt(after.heapUsed / 2 ** 20)} MB, buffers ${fmt(before.arrayBuffers / 2 ** 20)} → ${fmt(after.arrayBuffers / 2 ** 20)} MB, RSS ${fmt(after.rss / 2 ** 20)} MB`,
  );
  verdict(
    'host memo within its bound',
    `${fmt(hosts)} entries`,
    `≤ ${fmt(MAX_KNOWN_HOSTS)}`,
    hosts <= MAX_KNOWN_HOSTS,
  );
  verdict(
    'render cache within its budget',
    `${fmt(cache.bytes / 2 ** 20, 1)} MB`,
    `≤ ${fmt(app.sites.cache.budget / 2 ** 20)} MB`,
    cache.bytes <= app.sites.cache.budget,
  );

  const script = writeSpreadScript(work);
  const suffix = `.localhost:${port}`;
  const one: Spread = { prefix: large.subdomainPrefix, suffix, sites: 1 };
  const spread: Spread = { prefix: large.subdomainPrefix, suffix, sites };
  console.log(
    `\ncached throughput: wrk -t1 -c${CONNECTIONS}, GET / with Accept-Encoding: gzip, ${ROUNDS}×${SECONDS} s interleaved: one site vs spread over ${fmt(sites)} sites' hosts`,
  );
  const runs = { one: [] as Run[], spread: [] as Run[] };
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? (['one', 'spread'] as const) : (['spread', 'one'] as const);
    for (const name of order)
      runs[name].push(
        await runSpread(script, port, name === 'one' ? one : spread, {
          seconds: SECONDS,
          connections: CONNECTIONS,
        }),
      );
  }
  const cacheAfter = app.sites.cache.size;
  const best = (list: Run[]) => Math.max(...list.map((run) => run.rate));
  const leastCpu = (list: Run[]) => Math.min(...list.map((run) => run.cpuPerRequest));
  const rounds = (list: Run[]) => list.map((run) => fmt(run.rate)).join(', ');
  for (const [label, list] of [
    ['one site', runs.one],
    [`${fmt(sites)} sites`, runs.spread],
  ] as const)
    console.log(
      `    ${`${label}:`.padEnd(16)} best ${fmt(best(list))} req/s (rounds ${rounds(list)}); CPU ${fmt(leastCpu(list), 1)} µs a request at least`,
    );
  console.log(
    `    render cache after: ${fmt(cacheAfter.sites)} sites, ${fmt(cacheAfter.bytes / 2 ** 20, 1)} MB; host memo ${fmt(app.sites.hosts.size.known)} site hosts`,
  );
  // Other work on the machine only ever lowers a rate: each side's best round is its fairest figure.
  const drop = 1 - best(runs.spread) / best(runs.one);
  verdict(
    'cached throughput spread over all sites vs one',
    `${fmt(drop * 100, 1)} % drop`,
    '≤ 10 %',
    drop <= 0.1,
  );
  const cpuRise = leastCpu(runs.spread) / leastCpu(runs.one) - 1;
  verdict(
    'CPU per cached request spread over all sites vs one',
    `${fmt(cpuRise * 100, 1)} % more`,
    'none set; the same cost, which neighbours disturb less than the rate',
    null,
  );
}
