import { build } from 'esbuild';

/**
 * Workspace packages ship TypeScript source and are bundled; other npm dependencies stay external,
 * so native and wasm packages (sharp, PGlite) load from node_modules as they expect.
 */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@tessera/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * One ESM bundle for Node 20 (which cannot run TypeScript) of `entry` and the workspace code it
 * imports, written to `outfile`: the server's build (build.mjs), a test's worker process
 * (test/faults/worker-process.ts) and the benchmarks (bench/run.mjs).
 */
export async function bundleForNode(entry, outfile, options = {}) {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    sourcemap: options.sourcemap ?? false,
    plugins: [externalNpmPackages],
    logLevel: options.logLevel ?? 'warning',
  });
}
