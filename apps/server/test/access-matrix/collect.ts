import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { endpointKey, successStatus } from '@tessera/api-contract';
import type { RegisteredRoute } from '../../src/app.ts';
import { API_PREFIX } from '../../src/deps.ts';
import type { MatrixEntry, MatrixScope } from './matrix.ts';

const entriesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'entries');

export interface CollectedEntry extends MatrixEntry {
  /** The module folder that declared it, for messages. */
  module: string;
  /** Its declaration's scope (or, for a route not yet declared, the entry's own). */
  scope: MatrixScope;
}

/**
 * Every `entries/<area>.ts`, each exporting `accessMatrix` (an array made with
 * `defineAccessMatrix`): how to reach each route of the area as each caller. A file that exports
 * something else fails loudly, so a typo cannot silently drop an area's routes from the walk.
 */
export async function collectMatrixEntries(routes: readonly RegisteredRoute[]): Promise<CollectedEntry[]> {
  const declared = new Map(
    routes.flatMap((route) =>
      route.endpoint
        ? [[`${route.method} ${route.url.slice(API_PREFIX.length)}`, route.endpoint] as const]
        : [],
    ),
  );
  const entries: CollectedEntry[] = [];
  for (const name of readdirSync(entriesDir).sort()) {
    if (!name.endsWith('.ts')) continue;
    const area = name.slice(0, -'.ts'.length);
    const loaded: { accessMatrix?: unknown } = await import(pathToFileURL(path.join(entriesDir, name)).href);
    if (!Array.isArray(loaded.accessMatrix)) {
      throw new Error(`access-matrix/entries/${name} must export "accessMatrix" (defineAccessMatrix([...]))`);
    }
    for (const entry of loaded.accessMatrix as MatrixEntry[]) {
      const endpoint = declared.get(entry.route);
      if (endpoint && entry.scope) {
        throw new Error(`entries/${area}: ${entry.route} restates the scope its declaration gives`);
      }
      const scope = endpoint?.access.scope ?? entry.scope;
      if (!scope) throw new Error(`entries/${area}: ${entry.route} has no declaration and no scope`);
      if (endpoint && endpointKey(endpoint) !== entry.route)
        throw new Error(`${entry.route}: not its declaration`);
      entries.push({
        ...entry,
        scope,
        ok: entry.ok ?? (endpoint ? successStatus(endpoint) : 200),
        module: area,
      });
    }
  }
  return entries;
}
