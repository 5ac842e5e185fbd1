import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { elementIslandSources } from '@tessera/elements/island-sources';
import { build } from 'esbuild';

/** `import.meta.dirname` is set by the bundling build script; under Vitest the module's own URL is used. */
const sourceDir = import.meta.dirname ?? path.dirname(fileURLToPath(import.meta.url));

export interface BuiltIsland {
  name: string;
  /** Content-hashed file name, served with a year-long immutable cache. */
  file: string;
  bytes: number;
  gzipBytes: number;
}

/** One island entry: its name (the file a page loads is named after it) and its source file. */
export interface IslandSource {
  name: string;
  file: string;
}

/**
 * Every island entry: the renderer's own in this folder (the popup, which no element type owns:
 * one file per island name; tests, this builder, the manifest reader and pure `-logic.ts` helpers
 * are not entries), and the islands of the element folders, which `@tessera/elements` lists.
 */
export function islandSources(): IslandSource[] {
  const own = readdirSync(sourceDir)
    .filter(
      (file) =>
        file.endsWith('.ts') &&
        !file.endsWith('.test.ts') &&
        !file.endsWith('-logic.ts') &&
        !['build.ts', 'manifest.ts'].includes(file),
    )
    .map((file) => ({ name: path.basename(file, '.ts'), file: path.join(sourceDir, file) }));
  const sources = [...own, ...elementIslandSources()];
  const names = sources.map((source) => source.name);
  const twice = names.filter((name, i) => names.indexOf(name) !== i);
  if (twice.length > 0) throw new Error(`Two island entries are named ${twice.join(', ')}.`);
  return sources;
}

/**
 * Builds each island into a small minified ES module and writes `manifest.json` beside them.
 * Islands share nothing at run time: a page loads only the ones its elements need.
 */
export async function buildIslands(outDir: string): Promise<BuiltIsland[]> {
  mkdirSync(outDir, { recursive: true });
  const built: BuiltIsland[] = [];
  for (const { name, file: source } of islandSources()) {
    const result = await build({
      entryPoints: [source],
      bundle: true,
      minify: true,
      format: 'esm',
      target: ['es2020', 'safari14'],
      write: false,
      legalComments: 'none',
    });
    const code = result.outputFiles[0]?.contents ?? new Uint8Array();
    const hash = createHash('sha256').update(code).digest('hex').slice(0, 10);
    const file = `${name}.${hash}.js`;
    writeFileSync(path.join(outDir, file), code);
    built.push({ name, file, bytes: code.byteLength, gzipBytes: gzipSync(code, { level: 9 }).byteLength });
  }
  writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify(built, null, 2)}\n`);
  return built;
}
