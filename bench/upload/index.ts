/**
 * bench/upload — upload-to-variants throughput.
 *
 * Ours: `POST /api/v1/images/upload-image` over real HTTP (multipart, auth, sniffing, the pixel
 * check, re-encoding, storage writes under DATA_DIR/uploads and the database rows), on the real
 * app (buildApp on an in-memory PGlite with the demo seed).
 * Peer, measured in the same run on the same image with the same concurrency: raw sharp doing
 * the very same image work in-process (auto-orient, 1920-wide WebP plus the 480 and 960 wide
 * WebP variants, with the same settings), nothing else.
 * Target (issue 6): ours ≥ 80 % of the peer's throughput.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import {
  buildApp,
  createMailer,
  DEMO_ACCOUNTS,
  loadConfig,
  openPglite,
  RESIZE_MAX_WIDTH,
  seedDemoData,
  VARIANT_WIDTHS,
} from '@tessera/server/embed';
import sharp from 'sharp';

const root = process.env.REPO_ROOT ?? process.cwd();
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 12);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? availableParallelism());
const WIDTH = 3000;
const HEIGHT = 2000;
const PASSWORD = 'bench-password-1';

/** A camera-like photo: smooth gradients with sensor noise, as a 3000×2000 JPEG (≈ 2 MB). */
async function photo(): Promise<Buffer> {
  const channels = 3;
  const pixels = Buffer.alloc(WIDTH * HEIGHT * channels);
  const noise = randomBytes(pixels.length);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const i = (y * WIDTH + x) * channels;
      pixels[i] = Math.min(255, (x * 200) / WIDTH + (noise[i]! & 31));
      pixels[i + 1] = Math.min(255, (y * 200) / HEIGHT + (noise[i + 1]! & 31));
      pixels[i + 2] = Math.min(255, 90 + (noise[i + 2]! & 63));
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The peer: exactly the image work an upload does, straight on sharp. */
async function rawSharp(bytes: Buffer): Promise<void> {
  const base = sharp(bytes).rotate();
  await Promise.all([
    base
      .clone()
      .resize(RESIZE_MAX_WIDTH, Math.round((RESIZE_MAX_WIDTH * HEIGHT) / WIDTH), { fit: 'fill' })
      .webp({ quality: 82 })
      .toBuffer(),
    ...VARIANT_WIDTHS.map((width) =>
      base.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 82 }).toBuffer(),
    ),
  ]);
}

interface Rate {
  /** Jobs per wall-clock second. */
  wall: number;
  /** Jobs per CPU second of this process (all threads): what a machine of our own would give. */
  cpu: number;
}

/** Runs `total` jobs with `concurrency` in flight. */
async function throughput(total: number, concurrency: number, job: () => Promise<void>): Promise<Rate> {
  let next = 0;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++;
        await job();
      }
    }),
  );
  const wallSeconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  return { wall: total / wallSeconds, cpu: total / ((cpu.user + cpu.system) / 1e6) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const work = mkdtempSync(path.join(tmpdir(), 'tessera-bench-upload-'));
const database = openPglite(new PGlite());
await database.migrate(path.join(root, 'apps/server/drizzle'));
await seedDemoData(database.db, {
  appDomains: ['localhost'],
  demoPassword: PASSWORD,
  passwordHashCost: 2 ** 10,
});
const config = {
  ...loadConfig(
    {
      DATA_DIR: work,
      LOG_LEVEL: 'silent',
      PORT: '0',
      HOST: '127.0.0.1',
      SECRET_KEY: randomBytes(32).toString('base64url'),
    },
    null,
  ),
  passwordHashCost: 2 ** 10,
};
const app = await buildApp({
  config,
  db: database.db,
  mailer: createMailer({ dataDir: work, from: config.MAIL_FROM, log: { info: () => undefined } }),
});
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const owner = DEMO_ACCOUNTS.find((account) => account.role === 'Agency')!;
const login = await fetch(`${base}/api/v1/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', host: 'localhost' },
  body: JSON.stringify({ email: owner.email, password: PASSWORD }),
});
const { access_token: token } = (await login.json()) as { access_token: string };

const image = await photo();
const blob = new Blob([new Uint8Array(image)], { type: 'image/jpeg' });

async function upload(): Promise<void> {
  const form = new FormData();
  form.append('file', blob, 'holiday-photo.jpg');
  form.append('resize-image', '1');
  const response = await fetch(`${base}/api/v1/images/upload-image`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
}

// Warm both paths (sharp's first call loads codecs; the first request compiles routes).
for (let i = 0; i < 3; i++) {
  await upload();
  await rawSharp(image);
}

// Paired rounds, alternating which goes first. The machine may be shared and its load drifts,
// so each round's ratio compares like with like, and the CPU-time ratio (images per CPU second
// of this process, every thread counted) does not depend on what else the machine runs.
const ours: Rate[] = [];
const peer: Rate[] = [];
for (let round = 0; round < ROUNDS; round++) {
  if (round % 2 === 0) {
    ours.push(await throughput(UPLOADS, CONCURRENCY, upload));
    peer.push(await throughput(UPLOADS, CONCURRENCY, () => rawSharp(image)));
  } else {
    peer.push(await throughput(UPLOADS, CONCURRENCY, () => rawSharp(image)));
    ours.push(await throughput(UPLOADS, CONCURRENCY, upload));
  }
}

const wallRatios = ours.map((o, i) => o.wall / peer[i]!.wall);
const cpuRatios = ours.map((o, i) => o.cpu / peer[i]!.cpu);
const wallRatio = median(wallRatios);
const cpuRatio = median(cpuRatios);
const list = (values: number[]) => values.map((v) => v.toFixed(2)).join(', ');
const percents = (values: number[]) => values.map((r) => `${(r * 100).toFixed(0)} %`).join(', ');
console.log(
  `bench/upload — ${WIDTH}×${HEIGHT} JPEG (${(image.length / 1024 / 1024).toFixed(2)} MB) → 1920 WebP + 480/960 variants`,
);
console.log(`  ${UPLOADS} images per round, ${CONCURRENCY} in flight, ${ROUNDS} paired rounds`);
console.log(
  `  upload over HTTP:  ${median(ours.map((r) => r.wall)).toFixed(2)} images/s, ${median(ours.map((r) => r.cpu)).toFixed(2)} per CPU-s  (wall rounds: ${list(ours.map((r) => r.wall))})`,
);
console.log(
  `  raw sharp resize:  ${median(peer.map((r) => r.wall)).toFixed(2)} images/s, ${median(peer.map((r) => r.cpu)).toFixed(2)} per CPU-s  (wall rounds: ${list(peer.map((r) => r.wall))})`,
);
console.log(`  wall-clock ratio per round: ${percents(wallRatios)}`);
console.log(`  CPU-time ratio per round:   ${percents(cpuRatios)}`);
console.log(`  ratio (median, wall clock): ${(wallRatio * 100).toFixed(1)} % of raw sharp (target ≥ 80 %)`);
console.log(`  ratio (median, CPU time):   ${(cpuRatio * 100).toFixed(1)} % of raw sharp`);

await app.close();
await database.close();
rmSync(work, { recursive: true, force: true });
process.exit(wallRatio >= 0.8 ? 0 : 1);
