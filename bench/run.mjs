// Runs one benchmark: `npm run bench -- render`. Node 20 cannot run TypeScript, so the
// benchmark is bundled first (the server's bundleForNode: workspace packages in, npm packages
// external), then run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleForNode } from '@tessera/server/bundle-for-node';

const here = path.dirname(fileURLToPath(import.meta.url));
const name = process.argv[2];
const entry = name && path.join(here, name, 'index.ts');
if (!entry || !existsSync(entry)) {
  console.error('usage: npm run bench -- <render|serve|weight|...>');
  process.exit(2);
}
const outDir = path.join(here, 'dist');
mkdirSync(outDir, { recursive: true });
const outfile = path.join(outDir, `${name}.mjs`);
await bundleForNode(entry, outfile, { logLevel: 'error' });
// React and the renderer run as they do in production (React's development build is 3-5x slower).
const result = spawnSync(process.execPath, ['--expose-gc', outfile, ...process.argv.slice(3)], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', REPO_ROOT: path.resolve(here, '..') },
});
process.exit(result.status ?? 1);
