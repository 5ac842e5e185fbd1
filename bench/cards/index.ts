/**
 * bench/cards — what a public business card costs a visitor, and what Lighthouse makes of it.
 *
 * Starts the built server (`npm run build` first) on a fresh embedded database, creates a card
 * as the demo card user through the API (photo and cover uploaded, eight channels, the lead form
 * on), then measures the page as served on `card.localhost`: HTML, inline CSS and JS bytes
 * gzip, and Lighthouse's mobile preset (emulated phone, simulated slow 4G, CPU throttling) in
 * the system Chromium. Peers: HiHello, Popl and Blinq card pages ship a client-rendered app
 * (hundreds of KB of JS); the Web Almanac 2025 mobile median page ships ~560 KB of JS.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import sharp from 'sharp';

const root = process.env.REPO_ROOT ?? process.cwd();
const PASSWORD = 'bench-demo-password';
const dataDir = mkdtempSync(path.join(tmpdir(), 'tessera-bench-cards-'));

const child: ChildProcess = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  env: {
    PATH: process.env.PATH ?? '',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_PASSWORD: PASSWORD,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
child.stdout?.on('data', (chunk: Buffer) => {
  output += chunk.toString();
});
child.stderr?.on('data', (chunk: Buffer) => {
  output += chunk.toString();
});
const base = await new Promise<string>((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 120_000);
  const poll = setInterval(() => {
    const match = /Tessera is running at (http:\/\/\S+)/.exec(output);
    if (!match) return;
    clearInterval(poll);
    clearTimeout(timer);
    resolve(match[1]!);
  }, 50);
});
const port = new URL(base).port;

async function api<T>(method: string, url: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(`${base}/api/v1${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body instanceof FormData || body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: body instanceof FormData ? body : JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A photo-like picture (noise compresses like a real photo does). */
async function picture(width: number, height: number): Promise<Blob> {
  const bytes = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#6b8e5a',
      noise: { type: 'gaussian', mean: 120, sigma: 14 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });
}

async function upload(token: string, file: Blob): Promise<string> {
  const form = new FormData();
  form.append('file', file, 'picture.jpg');
  return (await api<{ data: { url: string } }>('POST', '/cards/images/upload-image', token, form)).data.url;
}

const { access_token: token } = await api<{ access_token: string }>('POST', '/login', null, {
  email: 'carduser@demo.tessera',
  password: PASSWORD,
});
const card = await api<{ data: { url: string } }>('POST', '/cards', token, {
  name: 'Maria Okafor',
  job_title: 'Realtor',
  company: 'Okafor Home Group',
  bio: 'Helping families buy and sell homes across Greater Atlanta for 12 years. Call or text any time.',
  photo_url: await upload(token, await picture(800, 800)),
  cover_url: await upload(token, await picture(1200, 500)),
  options: {
    Design: { Id: 'Modern', ColorTheme: 'violet', Color: '#7c3aed', SecondaryColor: '#ede9fe' },
    IconList: ['call', 'text', 'email', 'whatsapp'],
    ButtonList: [
      { Channel: 'call', Label: 'Call', Value: '+14045550142' },
      { Channel: 'text', Label: 'Text', Value: '+14045550142' },
      { Channel: 'email', Label: 'Email', Value: 'maria@okaforhomes.com' },
      { Channel: 'whatsapp', Label: 'WhatsApp', Value: '+14045550142' },
      { Channel: 'website', Label: 'Listings', Value: 'https://okaforhomes.com/listings' },
      { Channel: 'linkedin', Label: 'LinkedIn', Value: 'mariaokafor' },
      { Channel: 'instagram', Label: 'Instagram', Value: '@mariasellsatl' },
      { Channel: 'contact', Label: 'Save Contact', Value: '' },
    ],
    ShowLeadForm: true,
  },
});
// Browsers resolve *.localhost to this machine; Node's fetch is given the host explicitly.
const cardUrl = card.data.url;
const cardPath = new URL(cardUrl).pathname;
/** GET on the cards host (Node's fetch cannot set Host), as identity bytes. */
function getOnCardHost(urlPath: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: Number(port), path: urlPath, headers: { host: `card.localhost:${port}` } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve(Buffer.concat(chunks)));
      },
    );
    req.on('error', reject);
    req.end();
  });
}
const html = (await getOnCardHost(cardPath)).toString();
const css = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]!);
const js = await Promise.all(scripts.map((src) => getOnCardHost(src)));
const gzip = (data: string | Buffer) => gzipSync(data, { level: 6 }).byteLength;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const debuggingPort = 9334;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    `--remote-debugging-port=${debuggingPort}`,
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
  ],
});
const result = await lighthouse(cardUrl, {
  port: debuggingPort,
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
});
const lhr = result?.lhr;
if (!lhr) throw new Error('Lighthouse gave no result');
const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const requests =
  (
    lhr.audits['network-requests']?.details as {
      items?: Array<{ transferSize?: number; resourceType?: string }>;
    }
  )?.items ?? [];
const transferred = requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);

console.log(
  'bench/cards — a public business card as served, Lighthouse mobile preset in the system Chromium',
);
console.log(`  page ${cardUrl}`);
console.log(
  `  HTML ${kb(Buffer.byteLength(html))} raw, ${kb(gzip(html))} gzip (CSS inline, icons as one SVG sprite)`,
);
console.log(`  CSS (inline) ${kb(Buffer.byteLength(css))} raw, ${kb(gzip(css))} gzip`);
console.log(
  `  JS ${kb(js.reduce((s, b) => s + b.byteLength, 0))} raw, ${kb(js.reduce((s, b) => s + gzip(b), 0))} gzip (${scripts.length} file: the lead-form island; web median ~560 KB)`,
);
console.log(
  `  everything transferred on load ${kb(transferred)} in ${requests.length} requests (pictures included)`,
);
console.log(
  `  Lighthouse: performance ${score('performance')}, accessibility ${score('accessibility')}, best practices ${score('best-practices')}, SEO ${score('seo')}`,
);
console.log(
  `  LCP ${lhr.audits['largest-contentful-paint']?.displayValue}, TBT ${lhr.audits['total-blocking-time']?.displayValue}, CLS ${lhr.audits['cumulative-layout-shift']?.displayValue}`,
);
const failing = Object.values(lhr.audits).filter(
  (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
);
if (failing.length) console.log(`  failing audits: ${failing.map((a) => a.id).join(', ')}`);
const bfcache = lhr.audits['bf-cache']?.details as { items?: Array<{ reason?: string }> } | undefined;
if (bfcache?.items?.length) console.log(`  bf-cache: ${bfcache.items.map((i) => i.reason).join('; ')}`);
const lcp = lhr.audits['largest-contentful-paint-element']?.details as { items?: unknown[] } | undefined;
if (lcp?.items) console.log(`  LCP element: ${JSON.stringify(lcp.items).slice(0, 300)}`);
await browser.close();
child.kill('SIGTERM');
await new Promise((resolve) => child.once('exit', resolve));
rmSync(dataDir, { recursive: true, force: true });
