// Build-time only: the islands the element folders hold, for the renderer's island builder.
// Plain JavaScript, so Node runs it as it is (the builder is bundled with packages left external).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src');
const ENTRY = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.island\.ts$/;

/**
 * Every island entry of an element folder, `src/<type>/<island>.island.ts`, as its island name and
 * file, in name order. An island lives in the folder of the type that owns it; other types that
 * use it name it in their definition's `island`. `sourceDir` is for tests of other folders of types.
 */
export function elementIslandSources(sourceDir = SOURCE_DIR) {
  const sources = [];
  for (const folder of readdirSync(sourceDir, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    for (const file of readdirSync(path.join(sourceDir, folder.name))) {
      const match = ENTRY.exec(file);
      if (match) sources.push({ name: match[1], file: path.join(sourceDir, folder.name, file) });
    }
  }
  return sources.sort((a, b) => a.name.localeCompare(b.name));
}
