import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { MatrixEntry } from '../../src/lib/access-matrix.ts';

const modulesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/modules');

export interface CollectedEntry extends MatrixEntry {
  /** The module folder that declared it, for messages. */
  module: string;
}

/**
 * Every `src/modules/<area>/access-matrix.ts`, each exporting `accessMatrix` (an array made
 * with `defineAccessMatrix`). A file that exports something else fails loudly, so a typo
 * cannot silently drop a module's routes from the walk.
 */
export async function collectMatrixEntries(): Promise<CollectedEntry[]> {
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
    for (const entry of loaded.accessMatrix as MatrixEntry[]) entries.push({ ...entry, module: area });
  }
  return entries;
}
