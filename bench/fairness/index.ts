/**
 * bench/fairness — does a published page stay fast while the agency API is saturated?
 *
 * Runs the built server (`apps/server/dist/main.js`, as `npm start` does) in each layout:
 *   - default: one process on the embedded PGlite (the README's `npm start`);
 *   - default on PostgreSQL: one process, ROLE=all, with DATABASE_URL;
 *   - split: a ROLE=sites process and a ROLE=app process on the same PostgreSQL.
 * In each, wrk measures the demo site's home page (8 connections) alone, then again while 50
 * other connections keep an authenticated list endpoint (`GET /api/v1/landings`) busy.
 * Targets (issue 20): the page's p99 ≤ 50 ms under load, and its throughput ≥ 50 % of alone.
 *
 * Needs `npm run build` first and `wrk` (`apt-get install -y wrk`). The PostgreSQL layouts run
 * when DATABASE_URL is set: a fresh database `tessera_bench_fairness` is created beside it.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = process.env.REPO_ROOT ?? process.cwd();
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const SITE_CONNECTIONS = 8;
const API_CONNECTIONS = 50;
const PASSWORD = 'bench-fairness-1';
const P99_TARGET_MS = 50;
const THROUGHPUT_TARGET = 0.5;

const serverEntry = path.join(root, 'apps/server/dist/main.js');
if (!existsSync(serverEntry)) {
  console.error('bench/fairness runs the built server: npm run build first');
  process.exit(2);
}
if (spawnSync('which', ['wrk']).status !== 0) {
  console.error('bench/fairness needs wrk: apt-get install -y wrk');
  process.exit(2);
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

interface WrkResult {
  rate: number;
  p50Ms: number;
  p99Ms: number;
  timeouts: number;
  non2xx: number;
}

function toMs(value: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(value.trim());
  if (!match) throw new Error(`unreadable wrk latency ${value}`);
  const scale = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2] as 'us' | 'ms' | 's' | 'm'];
  return Number(match[1]) * scale;
}

function wrk(args: string[]): Promise<WrkResult> {
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', ['--latency', ...args]);
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', () => {
      const rate = /Requests\/sec:\s+([\d.]+)/.exec(output);
      const p50 = /\s50%\s+(\S+)/.exec(output);
      const p99 = /\s99%\s+(\S+)/.exec(output);
      if (!rate || !p50 || !p99) return reject(new Error(`wrk failed:\n${output}`));
      resolve({
        rate: Number(rate[1]),
        p50Ms: toMs(p50[1] as string),
        p99Ms: toMs(p99[1] as string),
        timeouts: Number(/timeout (\d+)/.exec(output)?.[1] ?? 0),
        non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
      });
    });
  });
}

/** A server process; resolves once it printed its banner. */
function startServer(env: Record<string, string>): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [serverEntry], {
      env: { ...process.env, LOG_LEVEL: 'warn', DEMO_PASSWORD: PASSWORD, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 120_000);
    const read = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('Tessera is running at')) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function signIn(port: number): Promise<string> {
  const response = await fetch(`http://localhost:${port}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'agency@demo.tessera', password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

interface Layout {
  name: string;
  sitePort: number;
  apiPort: number;
}

interface LayoutResult {
  layout: string;
  alone: WrkResult;
  loaded: WrkResult;
  api: WrkResult;
  loadBefore: string;
  loadAfter: string;
}

async function measureLayout(layout: Layout): Promise<LayoutResult> {
  const token = await signIn(layout.apiPort);
  const site = ['-t1', `-c${SITE_CONNECTIONS}`, '-H', `Host: demo.localhost:${layout.sitePort}`];
  const siteUrl = `http://127.0.0.1:${layout.sitePort}/`;
  // Warm: the first visit renders and caches the page.
  await wrk([...site, '-d2s', siteUrl]);
  const loadBefore = load();
  const alone = await wrk([...site, `-d${SECONDS}s`, siteUrl]);
  // The API load starts first, so the page is measured against a queue already formed.
  const api = wrk([
    '-t2',
    `-c${API_CONNECTIONS}`,
    `-d${SECONDS + 4}s`,
    '-H',
    `Authorization: Bearer ${token}`,
    '-H',
    `Host: localhost:${layout.apiPort}`,
    `http://127.0.0.1:${layout.apiPort}/api/v1/landings`,
  ]);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const loaded = await wrk([...site, `-d${SECONDS}s`, siteUrl]);
  return { layout: layout.name, alone, loaded, api: await api, loadBefore, loadAfter: load() };
}

function report(result: LayoutResult): boolean {
  const ratio = result.loaded.rate / result.alone.rate;
  const p99Pass = result.loaded.p99Ms <= P99_TARGET_MS;
  const ratePass = ratio >= THROUGHPUT_TARGET;
  const row = (label: string, r: WrkResult) =>
    `  ${label.padEnd(22)} ${r.rate.toFixed(0).padStart(7)} req/s   p50 ${r.p50Ms.toFixed(2).padStart(8)} ms   p99 ${r.p99Ms.toFixed(2).padStart(8)} ms${r.timeouts ? `   ${r.timeouts} time-outs` : ''}${r.non2xx ? `   ${r.non2xx} non-2xx` : ''}`;
  console.log(`\n${result.layout}   (load ${result.loadBefore} → ${result.loadAfter})`);
  console.log(row('page alone', result.alone));
  console.log(row('page, API saturated', result.loaded));
  console.log(row('API (50 connections)', result.api));
  console.log(
    `  page p99 under load ${result.loaded.p99Ms.toFixed(1)} ms (target ≤ ${P99_TARGET_MS}): ${p99Pass ? 'pass' : 'FAIL'};` +
      ` throughput ${(ratio * 100).toFixed(1)} % of alone (target ≥ ${THROUGHPUT_TARGET * 100} %): ${ratePass ? 'pass' : 'FAIL'}`,
  );
  return p99Pass && ratePass;
}

/** A fresh database beside DATABASE_URL's, so each run starts from the demo seed. */
async function freshDatabase(databaseUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Starts the layout's processes (each an environment), measures, and stops them: the site is
 * asked of the first process, the API of the last.
 */
async function runLayout(name: string, processes: Record<string, string>[]): Promise<boolean> {
  const servers: ChildProcess[] = [];
  try {
    for (const env of processes) servers.push(await startServer(env));
    const sitePort = Number(processes[0]?.PORT);
    const apiPort = Number(processes.at(-1)?.PORT);
    return report(await measureLayout({ name, sitePort, apiPort }));
  } finally {
    for (const server of servers.reverse()) await stopServer(server);
  }
}

const work = mkdtempSync(path.join(tmpdir(), 'tessera-bench-fairness-'));
const results: boolean[] = [];
const port = (offset: number) => String(3400 + offset);
console.log(`bench/fairness: ${SECONDS} s per measure, load ${load()} at start`);
try {
  results.push(
    await runLayout('default (one process, PGlite)', [
      { PORT: port(0), DATA_DIR: path.join(work, 'pglite') },
    ]),
  );
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.log(
      '\nDATABASE_URL unset: the PostgreSQL layouts (ROLE=all, and ROLE=sites + ROLE=app) were not run.',
    );
  } else {
    const common = {
      DATABASE_URL: await freshDatabase(databaseUrl, 'tessera_bench_fairness'),
      DATA_DIR: path.join(work, 'pg'),
    };
    results.push(await runLayout('default on PostgreSQL (ROLE=all)', [{ ...common, PORT: port(1) }]));
    results.push(
      await runLayout('split (ROLE=sites + ROLE=app, PostgreSQL)', [
        { ...common, ROLE: 'sites', PORT: port(2) },
        { ...common, ROLE: 'app', PORT: port(3) },
      ]),
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(
  `\nload at end ${load()}; ${results.filter(Boolean).length} of ${results.length} layouts met both targets`,
);
