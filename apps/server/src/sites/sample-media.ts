import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SAMPLE_MEDIA_BASE } from '@tessera/document';
import { type BuiltSampleMedia, readSampleMediaManifest } from '../sample-media/manifest.ts';
import type { AssetLog } from './assets.ts';
import { IMMUTABLE_CACHE_CONTROL } from './policy.ts';
import { type PreparedResponse, prepareResponse } from './response.ts';

export const SAMPLE_MEDIA_PREFIX = `${SAMPLE_MEDIA_BASE}/`;

/**
 * A file opened as a document (not as an image) may be an SVG: it gets no script, no plugin,
 * no network and a unique origin, whatever it holds.
 */
const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * The sample documents' pictures (built by `npm run build` into `dist/sample-media`), served on
 * every host the server answers, app and sites alike, so a sample shows the same in the editor
 * canvas, in previews and on published sites. A served name must be exactly one the manifest
 * lists, so no request can name another file (`..`, `%2e%2e` and encoded slashes all fail that
 * test before any path is built).
 */
export class SampleMedia {
  private manifest: Map<string, BuiltSampleMedia> | null | undefined;
  /** Prepared once per file; keyed by request path so the cached path can find them directly. */
  readonly responses = new Map<string, PreparedResponse>();

  constructor(
    private readonly dir: string | null,
    private readonly log: AssetLog,
  ) {}

  private files(): Map<string, BuiltSampleMedia> | null {
    if (this.manifest === undefined) {
      try {
        this.manifest = this.dir ? readSampleMediaManifest(this.dir) : null;
      } catch (error) {
        this.log.warn(
          { err: error, dir: this.dir },
          'sample media not built; sample pages show no pictures (run npm run build)',
        );
        this.manifest = null;
      }
    }
    return this.manifest;
  }

  /** The prepared file for a `/_media/samples/…` path, or null when it names nothing we serve. */
  async response(requestPath: string): Promise<PreparedResponse | null> {
    const cached = this.responses.get(requestPath);
    if (cached) return cached;
    if (!requestPath.startsWith(SAMPLE_MEDIA_PREFIX) || this.dir === null) return null;
    const entry = this.files()?.get(requestPath.slice(SAMPLE_MEDIA_PREFIX.length));
    if (!entry) return null;
    let body: Buffer;
    try {
      body = await readFile(path.join(this.dir, entry.file));
    } catch {
      return null;
    }
    const prepared = await prepareResponse({
      contentType: entry.contentType,
      body,
      // WebP, PNG and JPEG are compressed already; SVG is text.
      compress: entry.contentType === 'image/svg+xml',
      headers: {
        'cache-control': IMMUTABLE_CACHE_CONTROL,
        'access-control-allow-origin': '*',
        'content-security-policy': MEDIA_CSP,
      },
    });
    this.responses.set(requestPath, prepared);
    return prepared;
  }
}
