import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleForNode } from './bundle-for-node.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));

// One ESM bundle of the server and the workspace packages.
await bundleForNode('src/main.ts', 'dist/main.js', { sourcemap: true });

// The sample documents' pictures, built with sharp from their SVG sources (sample-media/).
// Node 20 cannot run TypeScript, so the builder is bundled first, then run.
const mediaBuilder = path.join(root, 'dist/build-sample-media.mjs');
await bundleForNode(path.join(root, 'src/sample-media/build.ts'), mediaBuilder);
const { buildSampleMedia } = await import(pathToFileURL(mediaBuilder).href);
const media = await buildSampleMedia({
  sourceDir: path.join(root, 'sample-media'),
  outDir: path.join(root, 'dist/sample-media'),
});
const mediaBytes = media.reduce((sum, file) => sum + file.bytes, 0);
console.log(`sample media: ${media.length} files, ${Math.round(mediaBytes / 1024)} KiB in all`);
