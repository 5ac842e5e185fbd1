// Builds the islands (the popup's in src/islands and the element folders' *.island.ts) into
// dist/islands. Node 20 cannot run TypeScript, so the builder itself is bundled first, then run.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builder = path.join(root, 'dist/build-islands.mjs');
await build({
  entryPoints: [path.join(root, 'src/islands/build.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  outfile: builder,
  define: { 'import.meta.dirname': JSON.stringify(path.join(root, 'src/islands')) },
  logLevel: 'error',
});
const { buildIslands } = await import(pathToFileURL(builder).href);
const built = await buildIslands(path.join(root, 'dist/islands'));
const total = built.reduce((sum, island) => sum + island.gzipBytes, 0);
console.log(`islands: ${built.length} built, ${total} bytes gzip in all`);
