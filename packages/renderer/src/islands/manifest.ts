import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BuiltIsland } from './build.ts';

export interface IslandManifest {
  dir: string;
  byName: ReadonlyMap<string, BuiltIsland>;
  /** Looks up a served file name; null for anything that is not a built island. */
  file(fileName: string): string | null;
}

/** Reads the islands built by `buildIslands` (at `npm run build`, or by the test set-up). */
export function loadIslandManifest(dir: string): IslandManifest {
  const list = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as BuiltIsland[];
  const byName = new Map(list.map((island) => [island.name, island]));
  const files = new Set(list.map((island) => island.file));
  return {
    dir,
    byName,
    file: (fileName) => (files.has(fileName) ? path.join(dir, fileName) : null),
  };
}
