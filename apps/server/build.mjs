import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));

const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@tessera/') ? undefined : { path: args.path, external: true },
    );
  },
};

// One ESM bundle of the server and the workspace packages (they ship TypeScript source);
// other npm dependencies stay external so native and wasm packages (sharp, PGlite) load
// from node_modules as they expect.
await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalNpmPackages],
  logLevel: 'warning',
});

// The sample documents' pictures, built with sharp from their SVG sources (sample-media/).
// Node 20 cannot run TypeScript, so the builder is bundled first, then run.
const mediaBuilder = path.join(root, 'dist/build-sample-media.mjs');
await build({
  entryPoints: [path.join(root, 'src/sample-media/build.ts')],
  outfile: mediaBuilder,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [externalNpmPackages],
  logLevel: 'warning',
});
const { buildSampleMedia } = await import(pathToFileURL(mediaBuilder).href);
const media = await buildSampleMedia({
  sourceDir: path.join(root, 'sample-media'),
  outDir: path.join(root, 'dist/sample-media'),
});
const mediaBytes = media.reduce((sum, file) => sum + file.bytes, 0);
console.log(`sample media: ${media.length} files, ${Math.round(mediaBytes / 1024)} KiB in all`);
