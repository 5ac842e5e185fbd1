import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
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

/**
 * Every island entry in this folder: one file per island name. Tests, this builder, the
 * manifest reader and pure `-logic.ts` helpers (bundled into their island) are not entries.
 */
export function islandSources(): string[] {
  return readdirSync(sourceDir)
    .filter(
      (file) =>
        file.endsWith('.ts') &&
        !file.endsWith('.test.ts') &&
        !file.endsWith('-logic.ts') &&
        !['build.ts', 'manifest.ts'].includes(file),
    )
    .map((file) => path.join(sourceDir, file));
}

/**
 * Builds each island into a small minified ES module and writes `manifest.json` beside them.
 * Islands share nothing at run time: a page loads only the ones its elements need.
 */
export async function buildIslands(outDir: string): Promise<BuiltIsland[]> {
  mkdirSync(outDir, { recursive: true });
  const built: BuiltIsland[] = [];
  for (const source of islandSources()) {
    const name = path.basename(source, '.ts');
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
