import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { endpointKey, successStatus } from '@tessera/api-contract';
import type { RegisteredRoute } from '../../src/app.ts';
import { API_PREFIX } from '../../src/app.ts';
import type { MatrixEntry, MatrixScope } from '../../src/lib/access-matrix.ts';

const modulesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/modules');

export interface CollectedEntry extends MatrixEntry {
  /** The module folder that declared it, for messages. */
  module: string;
  /** Its declaration's scope (or, for a route not yet declared, the entry's own). */
  scope: MatrixScope;
}

/**
 * Every `src/modules/<area>/access-matrix.ts`, each exporting `accessMatrix` (an array made
 * with `defineAccessMatrix`). A file that exports something else fails loudly, so a typo
 * cannot silently drop a module's routes from the walk.
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
  for (const area of readdirSync(modulesDir).sort()) {
    const file = path.join(modulesDir, area, 'access-matrix.ts');
    if (!existsSync(file)) continue;
    const loaded: { accessMatrix?: unknown } = await import(pathToFileURL(file).href);
    if (!Array.isArray(loaded.accessMatrix)) {
      throw new Error(
        `modules/${area}/access-matrix.ts must export "accessMatrix" (defineAccessMatrix([...]))`,
      );
    }
    for (const entry of loaded.accessMatrix as MatrixEntry[]) {
      const endpoint = declared.get(entry.route);
      if (endpoint && entry.scope) {
        throw new Error(`modules/${area}: ${entry.route} restates the scope its declaration gives`);
      }
      const scope = endpoint?.access.scope ?? entry.scope;
      if (!scope) throw new Error(`modules/${area}: ${entry.route} has no declaration and no scope`);
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
