import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ELEMENT_KEYS, elementRegistry } from '@tessera/elements';
import { afterAll, describe, expect, it } from 'vitest';
import { type BuiltIsland, buildIslands } from './build.ts';

/** Issue 4: all islands together stay within 15 KB gzip. */
const TOTAL_BUDGET_GZIP = 15 * 1024;

const outDir = mkdtempSync(path.join(tmpdir(), 'tessera-islands-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('islands', () => {
  let built: BuiltIsland[] = [];

  it('build, one small module per island name', async () => {
    built = await buildIslands(outDir);
    for (const island of built)
      expect(island.file).toMatch(new RegExp(`^${island.name}\\.[0-9a-f]{10}\\.js$`));
  }, 30_000);

  it('exist for every island an element type or the popup asks for', () => {
    const needed = new Set<string>(['popup']);
    for (const key of ELEMENT_KEYS) {
      const island = elementRegistry[key].island;
      if (island) needed.add(island);
    }
    expect(built.map((island) => island.name).sort()).toEqual([...needed].sort());
  });

  it('stay within 15 KB gzip all together', () => {
    const total = built.reduce((sum, island) => sum + island.gzipBytes, 0);
    expect(total).toBeLessThanOrEqual(TOTAL_BUDGET_GZIP);
  });
});
