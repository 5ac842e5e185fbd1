import { type PageDocument, SAMPLE_DOCUMENTS, SAMPLE_MEDIA_BASE } from '@tessera/document';
import { largeFixture, smallFixture } from '@tessera/elements';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SAMPLE_AUDIO, SAMPLE_MEDIA, sampleMediaFile } from '../sample-media/catalog.ts';

const APP_HOST = 'localhost:3000';
const DEMO_HOST = 'demo.localhost:3000';
const LAUNCHPAD_HOST = 'launchpad.localhost:3000';
const IMAGE_FILE = /\.(webp|png|jpe?g|svg|gif|avif)$/i;

const CONTENT_TYPE_BY_EXTENSION: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  svg: 'image/svg+xml',
};
/** sharp's name for each format. */
const FORMAT_BY_EXTENSION: Record<string, string> = { webp: 'webp', png: 'png', jpg: 'jpeg', svg: 'svg' };

interface MediaReference {
  url: string;
  /** Height / width the document states for the picture (Ratio, or a logo's box); null when none. */
  ratio: number | null;
  where: string;
}

/** Every picture a document names: image values, logos, backgrounds, gallery items, posters. */
function pictureReferences(document: PageDocument, name: string): MediaReference[] {
  const found: MediaReference[] = [];
  const walk = (value: unknown, where: string) => {
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(item, `${where}.${index}`);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (typeof record.url === 'string' && IMAGE_FILE.test(record.url)) {
      const ratio =
        typeof record.Ratio === 'number' && record.Ratio > 0
          ? record.Ratio
          : typeof record.ShowWidth === 'number' &&
              typeof record.ShowHeight === 'number' &&
              record.ShowWidth > 0
            ? record.ShowHeight / record.ShowWidth
            : null;
      found.push({ url: record.url, ratio, where });
    }
    for (const [key, child] of Object.entries(record)) walk(child, `${where}.${key}`);
  };
  walk(document, name);
  return found;
}

const SAMPLE_REFERENCES = Object.entries(SAMPLE_DOCUMENTS).flatMap(([name, build]) =>
  pictureReferences(build(), name),
);
const FIXTURE_REFERENCES = [
  ...pictureReferences(smallFixture(), 'small fixture'),
  ...pictureReferences(largeFixture(), 'large fixture'),
];
const round2 = (value: number) => Math.round(value * 100) / 100;
const extensionOf = (url: string) => url.slice(url.lastIndexOf('.') + 1).toLowerCase();

let t: TestApp;
const get = (host: string, url: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url, headers: { host, ...headers } });

beforeAll(async () => {
  t = await createTestApp({ SITES_PORT: 3000 });
});
afterAll(() => t.close());

describe('sample pictures', () => {
  it('are named by every sample, and only from the product’s own media path', () => {
    expect(SAMPLE_REFERENCES.length).toBeGreaterThanOrEqual(14);
    for (const reference of [...SAMPLE_REFERENCES, ...FIXTURE_REFERENCES])
      expect(reference.url, reference.where).toMatch(
        new RegExp(`^${SAMPLE_MEDIA_BASE}/[a-z-]+/[a-z0-9-]+\\.`),
      );
  });

  it('resolve on app and site hosts to immutable files of the right type and proportions', async () => {
    const unique = new Map<string, MediaReference>();
    for (const reference of [...SAMPLE_REFERENCES, ...FIXTURE_REFERENCES]) {
      const known = unique.get(reference.url);
      if (known && known.ratio !== null && reference.ratio !== null)
        expect(reference.ratio, `${reference.where} and ${known.where} disagree`).toBeCloseTo(known.ratio, 2);
      if (!known || known.ratio === null) unique.set(reference.url, reference);
    }
    for (const { url, ratio, where } of unique.values()) {
      const extension = extensionOf(url);
      for (const host of [APP_HOST, DEMO_HOST, LAUNCHPAD_HOST]) {
        const response = await get(host, url);
        expect(response.statusCode, `${where} on ${host}`).toBe(200);
        expect(response.headers['content-type']).toBe(CONTENT_TYPE_BY_EXTENSION[extension]);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      }
      const body = (await get(APP_HOST, url)).rawPayload;
      const metadata = await sharp(body).metadata();
      expect(metadata.format, where).toBe(FORMAT_BY_EXTENSION[extension]);
      const width = metadata.width ?? 0;
      const height = metadata.height ?? 0;
      // SPEC §9: Ratio is height / width to 2 decimals.
      if (ratio !== null) expect(round2(height / width), where).toBe(round2(ratio));
      // Sized for their boxes: heroes at most 1600 wide, everything else at most 1200.
      expect(width, where).toBeLessThanOrEqual(1600);
      if (extension !== 'svg') expect(body.byteLength, where).toBeLessThan(80_000);
    }
  });

  it('include a social card for each demo site, served as JPEG', async () => {
    const cards = SAMPLE_MEDIA.filter((entry) => entry.name === 'social-card');
    expect(cards.map(sampleMediaFile)).toEqual(['agency/social-card.jpg', 'taskflow/social-card.jpg']);
    for (const card of cards) {
      const response = await get(DEMO_HOST, `${SAMPLE_MEDIA_BASE}/${sampleMediaFile(card)}`);
      expect(response.statusCode).toBe(200);
      const metadata = await sharp(response.rawPayload).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 1200, 630]);
    }
  });

  it('answer HEAD and revalidation, and nothing but GET and HEAD', async () => {
    const url = `${SAMPLE_MEDIA_BASE}/agency/case-dental.webp`;
    const head = await t.request({ method: 'HEAD', url, headers: { host: DEMO_HOST } });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const first = await get(DEMO_HOST, url);
    const again = await get(DEMO_HOST, url, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    const post = await t.request({ method: 'POST', url, headers: { host: APP_HOST } });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it('compress the SVG logo and send rasters as they are', async () => {
    const svg = await get(LAUNCHPAD_HOST, `${SAMPLE_MEDIA_BASE}/taskflow/taskflow-logo.svg`, {
      'accept-encoding': 'br',
    });
    expect(svg.headers['content-encoding']).toBe('br');
    const webp = await get(LAUNCHPAD_HOST, `${SAMPLE_MEDIA_BASE}/taskflow/board-view.webp`, {
      'accept-encoding': 'br, gzip',
    });
    expect(webp.headers['content-encoding']).toBeUndefined();
  });

  it('name no other file, on any host', async () => {
    for (const url of [
      `${SAMPLE_MEDIA_BASE}/agency/../../manifest.json`,
      `${SAMPLE_MEDIA_BASE}/manifest.json`,
      `${SAMPLE_MEDIA_BASE}/agency/%2e%2e%2fmanifest.json`,
      `${SAMPLE_MEDIA_BASE}/agency%2fcase-dental.webp`,
      `${SAMPLE_MEDIA_BASE}/agency/case-dental.png`,
      `${SAMPLE_MEDIA_BASE}/agency/missing.webp`,
      `${SAMPLE_MEDIA_BASE}/`,
    ]) {
      for (const host of [APP_HOST, DEMO_HOST]) expect((await get(host, url)).statusCode, url).toBe(404);
    }
    // A host the server does not serve gets nothing, pictures included.
    expect((await get('nowhere.example', `${SAMPLE_MEDIA_BASE}/agency/case-dental.webp`)).statusCode).toBe(
      404,
    );
  });

  it('show on the published demo page, with absolute URLs where other machines fetch them', async () => {
    const home = await get(DEMO_HOST, '/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain(`src="${SAMPLE_MEDIA_BASE}/agency/team-whiteboard.webp"`);
    expect(home.body).toContain(`src="${SAMPLE_MEDIA_BASE}/agency/brightpath-logo.png"`);
    expect(home.body).toContain(
      `<meta property="og:image" content="http://demo.localhost:3000${SAMPLE_MEDIA_BASE}/agency/social-card.jpg">`,
    );
    const launchpad = await get(LAUNCHPAD_HOST, '/');
    expect(launchpad.body).toContain(
      `<meta property="og:image" content="http://launchpad.localhost:3000${SAMPLE_MEDIA_BASE}/taskflow/social-card.jpg">`,
    );
    expect(launchpad.body).toContain(`src="${SAMPLE_MEDIA_BASE}/taskflow/product-tour.webp"`);
    expect(launchpad.body).not.toContain('i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg" class="vf-poster');
  });
});

/** Every sound a document names: audio elements' files. */
function soundReferences(document: PageDocument, name: string): string[] {
  const found: string[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (value === null || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (record.type === 'element' && record.key === 'audio') {
      const options = record.options as { url?: unknown };
      if (typeof options.url === 'string') found.push(options.url);
    }
    for (const child of Object.values(record)) walk(child);
  };
  walk(document);
  return found.map((url) => `${name}: ${url}`);
}

describe('sample sounds', () => {
  it('are built for every audio element of the samples and fixtures', () => {
    const built = new Set(SAMPLE_AUDIO.map((entry) => `${SAMPLE_MEDIA_BASE}/${sampleMediaFile(entry)}`));
    const named = [
      ...Object.entries(SAMPLE_DOCUMENTS).flatMap(([name, build]) => soundReferences(build(), name)),
      ...soundReferences(smallFixture(), 'small fixture'),
      ...soundReferences(largeFixture(), 'large fixture'),
    ];
    expect(named.length).toBeGreaterThan(0);
    for (const reference of named)
      expect(built, reference).toContain(reference.slice(reference.indexOf(': ') + 2));
  });

  it('are short, small WAV files a browser plays, served like the pictures', async () => {
    for (const entry of SAMPLE_AUDIO) {
      const url = `${SAMPLE_MEDIA_BASE}/${sampleMediaFile(entry)}`;
      const response = await get(DEMO_HOST, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('audio/wav');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const body = response.rawPayload;
      expect(body.toString('ascii', 0, 4)).toBe('RIFF');
      expect(body.toString('ascii', 8, 16)).toBe('WAVEfmt ');
      expect(body.readUInt16LE(20)).toBe(1); // PCM
      const byteRate = body.readUInt32LE(28);
      const seconds = body.readUInt32LE(40) / byteRate;
      expect(seconds).toBeGreaterThan(1);
      expect(seconds).toBeLessThan(4);
      expect(body.byteLength).toBeLessThan(80_000);
      // Sound, not silence: the loudest sample is well above the noise floor, and it ends quietly.
      let peak = 0;
      for (let offset = 44; offset < body.byteLength; offset += 2)
        peak = Math.max(peak, Math.abs(body.readInt16LE(offset)));
      expect(peak).toBeGreaterThan(8000);
      expect(Math.abs(body.readInt16LE(body.byteLength - 2))).toBeLessThan(200);
    }
  });
});
