#!/usr/bin/env node
/**
 * Checks the layering of docs/ARCHITECTURE.md with dependency-cruiser (rules in
 * .dependency-cruiser.cjs). Fails on any violation not listed in the known-violations baseline.
 *
 *   node scripts/check-architecture.mjs             check (part of `npm run lint`)
 *   node scripts/check-architecture.mjs --baseline  rewrite the baseline from what the code holds now
 *   node scripts/check-architecture.mjs --no-ignore-known  list the known violations too
 *
 * Why a script and not the `depcruise` command: its command line refuses Node 20, which the
 * project supports (`engines`), while its API runs there; and TypeScript 7 has no JavaScript
 * compiler API, so sources are parsed with swc (`parser: 'swc'` in the rules' options).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SCANNED = ['packages', 'apps', 'e2e', 'bench'];
const BASELINE = '.dependency-cruiser-known-violations.json';

process.chdir(ROOT);
const writeBaseline = process.argv.includes('--baseline');
const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs');

if (writeBaseline) {
  const baseline = await cruise(SCANNED, { ...options, outputType: 'baseline' });
  writeFileSync(BASELINE, String(baseline.output));
  process.stdout.write(`${BASELINE}: ${JSON.parse(String(baseline.output)).length} known violations\n`);
} else {
  const ignoreKnown = !process.argv.includes('--no-ignore-known') && existsSync(BASELINE);
  const knownViolations = ignoreKnown ? JSON.parse(readFileSync(BASELINE, 'utf8')) : [];
  const result = await cruise(SCANNED, { ...options, knownViolations, outputType: 'err' });
  process.stdout.write(String(result.output));
  process.exitCode = result.exitCode === 0 ? 0 : 1;
}
