/**
 * Cached published-page throughput with wrk, its requests spread over sites by their Host
 * headers: a Lua script names `{prefix}{n}{suffix}` for n stepping through 1 … sites by a stride
 * coprime with their number, so every site is visited before any repeats, in no order the cache
 * could profit from. One site is the same script over a single host, so both pay wrk the same.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { runWrk, type WrkRun } from '../serve/wrk.ts';

const SCRIPT = `
local prefix = os.getenv("SCALE_PREFIX")
local suffix = os.getenv("SCALE_SUFFIX")
local sites = tonumber(os.getenv("SCALE_SITES"))
local stride = tonumber(os.getenv("SCALE_STRIDE"))
local n = 0
request = function()
  n = (n + stride) % sites
  return wrk.format("GET", "/", { ["Host"] = prefix .. (n + 1) .. suffix, ["Accept-Encoding"] = "gzip" })
end
`;

export interface Spread {
  /** Hosts are `{prefix}{n}{suffix}`, n = 1 … sites. */
  prefix: string;
  suffix: string;
  sites: number;
}

export type { WrkRun as Run } from '../serve/wrk.ts';

/** Writes the Lua script into `dir`; returns its path. */
export function writeSpreadScript(dir: string): string {
  const file = path.join(dir, 'spread.lua');
  writeFileSync(file, SCRIPT);
  return file;
}

/** A stride visiting all `sites` (coprime with their number), far from 1 so neighbours are not next. */
function strideFor(sites: number): number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  for (const prime of [7919, 7907, 7901, 7883]) if (gcd(prime, sites) === 1) return prime;
  return 1;
}

/** One wrk run against the app's port; fails on any answer but 2xx/3xx. */
export function runSpread(
  script: string,
  port: number,
  spread: Spread,
  options: { seconds: number; connections: number },
): Promise<WrkRun> {
  const args = ['-t1', `-c${options.connections}`, `-d${options.seconds}s`, '-s', script];
  args.push(`http://127.0.0.1:${port}/`);
  return runWrk(args, {
    SCALE_PREFIX: spread.prefix,
    SCALE_SUFFIX: spread.suffix,
    SCALE_SITES: String(spread.sites),
    SCALE_STRIDE: String(strideFor(spread.sites)),
  });
}
