/**
 * bench/weight — what each sample page costs a visitor, and what Lighthouse makes of it.
 *
 * Each SPEC §1 sample is published as the server publishes a page (`renderSnapshot`) and sent
 * as the sites server sends it: the same origin binding and island tags (`bindPublishedHtml`),
 * the same prepared response with brotli/gzip, ETag and page headers (`prepareResponse`,
 * `publishedPageHeaders`), islands and fonts from `SiteAssets`, the sample pictures from
 * `SampleMedia` (built by `npm run build -w @tessera/server`), robots.txt as a site without its
 * own. Lighthouse (mobile preset: emulated phone, simulated slow 4G and CPU throttling) runs in
 * the system Chromium. Targets (issue 4): performance ≥ 95, accessibility ≥ 95, best practices
 * 100, SEO 100, HTML ≤ 50 KB gzip. Peers: the Web Almanac 2025 medians for Wix, Webflow, Duda
 * and Elementor sites (Lighthouse mobile 41–64, JS 638–1,634 KB).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type PageRef, SAMPLE_DOCUMENTS } from '@tessera/document';
import { elementRegistry, type IslandName, parseDocumentWithRegistry } from '@tessera/elements';
import { loadIslandManifest } from '@tessera/renderer';
import {
  bindPublishedHtml,
  defaultRobotsTxt,
  type PreparedResponse,
  plainNotFound,
  prepareResponse,
  publishedPageHeaders,
  renderSnapshot,
  SampleMedia,
  SiteAssets,
  sendPrepared,
} from '@tessera/server/embed';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

/** Set by bench/run.mjs: the benchmark runs from a bundle in bench/dist. */
const root = process.env.REPO_ROOT ?? process.cwd();
const log = { warn: (details: object, message: string) => console.warn(message, details) };
const islandsDir = path.join(root, 'packages/renderer/dist/islands');
const assets = new SiteAssets(islandsDir, log);
const manifest = loadIslandManifest(islandsDir);
const mediaDir = path.join(root, 'apps/server/dist/sample-media');
if (!existsSync(path.join(mediaDir, 'manifest.json'))) {
  console.error('bench/weight needs the sample pictures: npm run build -w @tessera/server');
  process.exit(2);
}
const media = new SampleMedia(mediaDir, log);

interface Sample {
  name: string;
  /** As stored at publish: origin placeholder, no scripts. */
  html: string;
  css: string;
  islands: IslandName[];
  customCode: boolean;
}

const names = Object.keys(SAMPLE_DOCUMENTS);
/** `npm run bench -- weight default-site` measures only the samples named. */
const only = new Set(process.argv.slice(2));
const pages: PageRef[] = names.map((name, index) => ({
  id: index + 1,
  unique_name: name,
  home: index === 0,
}));
const samples: Sample[] = Object.entries(SAMPLE_DOCUMENTS).map(([name, build], index) => {
  const parsed = parseDocumentWithRegistry(build(), elementRegistry);
  if (!parsed.ok) throw new Error(`${name} does not load`);
  const title = name.replace(/-/g, ' ');
  const snapshot = renderSnapshot(
    parsed.document,
    {
      id: index + 1,
      name: title,
      uniqueName: name,
      isHome: false,
      title: `${title[0]?.toUpperCase()}${title.slice(1)} — Tessera sample`,
      description: `The ${title} sample site, as Tessera publishes it.`,
      imageUrl: '',
    },
    { title: 'Tessera samples', pages },
    'live',
  );
  if (snapshot.problems.length) throw new Error(`${name}: ${snapshot.problems.join('; ')}`);
  return {
    name,
    html: snapshot.html,
    css: snapshot.css,
    islands: snapshot.islands,
    customCode: snapshot.customCode,
  };
});

const server = createServer();
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;
const origin = `http://127.0.0.1:${port}`;

/** What the sites server sends for each page: bound, with its island tags, prepared once. */
const prepared = new Map<string, PreparedResponse>();
const sent = new Map<string, string>();
for (const sample of samples) {
  const html = bindPublishedHtml(sample.html, origin, assets.islandScripts(sample.islands));
  sent.set(sample.name, html);
  prepared.set(
    `/${sample.name}`,
    await prepareResponse({
      contentType: 'text/html; charset=utf-8',
      body: html,
      headers: publishedPageHeaders(sample.customCode),
    }),
  );
}
prepared.set(
  '/robots.txt',
  await prepareResponse({
    contentType: 'text/plain; charset=utf-8',
    body: defaultRobotsTxt(origin),
    headers: { 'cache-control': 'public, max-age=60, must-revalidate' },
  }),
);
server.on('request', (request, response) => {
  const url = new URL(request.url ?? '/', origin);
  const known = prepared.get(url.pathname);
  if (known) return sendPrepared(request, response, known);
  void (async () => {
    const file = (await assets.response(url.pathname)) ?? (await media.response(url.pathname));
    sendPrepared(request, response, file ?? (await plainNotFound()));
  })();
});

const gzip = (data: string | Buffer) => gzipSync(data, { level: 9 }).byteLength;
const debuggingPort = 9333;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // Playwright turns the back/forward cache off for its own tests; visitors' browsers have it.
  ignoreDefaultArgs: ['--disable-back-forward-cache'],
  args: [
    `--remote-debugging-port=${debuggingPort}`,
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** What a failing audit points at (elements, URLs, reasons), so a failure says where to look. */
function failureDetails(details: unknown): string {
  const items = (details as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? [];
  const described = items.slice(0, 6).map((item) => {
    const node = item.node as { selector?: string; snippet?: string; explanation?: string } | undefined;
    const reason =
      node?.explanation?.split('\n').slice(0, 2).join(' ') ??
      item.reason ??
      item.failureReason ??
      item.description ??
      item.source;
    const where = node?.snippet ?? node?.selector ?? item.url ?? '';
    return [where, typeof reason === 'object' ? JSON.stringify(reason) : reason].filter(Boolean).join(' — ');
  });
  return described.length ? `\n      ${described.join('\n      ')}` : '';
}
console.log('bench/weight — sample pages as published, Lighthouse mobile preset in the system Chromium');
for (const sample of samples) {
  if (only.size > 0 && !only.has(sample.name)) continue;
  const url = `${origin}/${sample.name}`;
  const html = sent.get(sample.name) ?? '';
  const result = await lighthouse(url, {
    port: debuggingPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${sample.name}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const requests =
    (
      lhr.audits['network-requests']?.details as {
        items?: Array<{ url: string; transferSize?: number; resourceType?: string }>;
      }
    )?.items ?? [];
  const bytesOf = (type: string) =>
    requests.filter((r) => r.resourceType === type).reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const js = sample.islands.map((island) =>
    readFileSync(manifest.file(manifest.byName.get(island)?.file ?? '') ?? ''),
  );
  console.log(`\n${sample.name}`);
  console.log(`  HTML ${kb(Buffer.byteLength(html))} raw, ${kb(gzip(html))} gzip (target ≤ 50 KB gzip)`);
  console.log(`  CSS (inline) ${kb(Buffer.byteLength(sample.css))} raw, ${kb(gzip(sample.css))} gzip`);
  console.log(
    `  JS ${kb(js.reduce((s, b) => s + b.byteLength, 0))} raw, ${kb(js.reduce((s, b) => s + gzip(b), 0))} gzip (${sample.islands.length} islands; peers' medians 638–1,634 KB)`,
  );
  console.log(
    `  images transferred ${kb(bytesOf('Image'))} (${requests.filter((r) => r.resourceType === 'Image').length} files), fonts ${kb(bytesOf('Font'))} (${requests.filter((r) => r.resourceType === 'Font').length} files)`,
  );
  console.log(
    `  Lighthouse: performance ${score('performance')}, accessibility ${score('accessibility')}, best practices ${score('best-practices')}, SEO ${score('seo')} (peers' performance medians 41–64 → ×${(score('performance') / 64).toFixed(2)} to ×${(score('performance') / 41).toFixed(2)})`,
  );
  const metrics = [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
  ]
    .map((id) => `${id.replace(/-/g, ' ')} ${lhr.audits[id]?.displayValue ?? '?'}`)
    .join(', ');
  console.log(`  ${metrics}`);
  const failing = Object.values(lhr.audits).filter(
    (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
  );
  for (const audit of failing) console.log(`  failing: ${audit.id}${failureDetails(audit.details)}`);
}
await browser.close();
server.close();
