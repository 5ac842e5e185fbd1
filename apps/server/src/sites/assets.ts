import { readFile } from 'node:fs/promises';
import { type IslandManifest, loadIslandManifest, resolveFontFile } from '@tessera/renderer';
import { islandScriptTag } from './bind.ts';
import type { SitePayments } from './payments.ts';
import { IMMUTABLE_CACHE_CONTROL } from './policy.ts';
import { type PreparedResponse, prepareResponse } from './response.ts';

export const ISLANDS_PREFIX = '/_assets/islands/';
export const FONTS_PREFIX = '/_assets/fonts/';

export interface AssetLog {
  warn(details: object, message: string): void;
}

/**
 * Island scripts and font files for site pages. A served name must be exactly one the island
 * manifest or the font table knows, so no request can name another file (`..`, `%2e%2e`,
 * encoded slashes all fail that test before any path is built).
 */
export class SiteAssets {
  private manifest: IslandManifest | null | undefined;
  private readonly missingIslands = new Set<string>();
  /** Prepared once per file; keyed by request path so the cached path can find them directly. */
  readonly responses = new Map<string, PreparedResponse>();

  constructor(
    private readonly islandsDir: string | null,
    private readonly log: AssetLog,
    /** What pages taking payments are bound with (sites/payments.ts); null while not set up. */
    readonly payments: SitePayments | null = null,
  ) {}

  private islands(): IslandManifest | null {
    if (this.manifest === undefined) {
      try {
        this.manifest = this.islandsDir ? loadIslandManifest(this.islandsDir) : null;
      } catch (error) {
        this.log.warn(
          { err: error, dir: this.islandsDir },
          'island manifest not found; pages load no scripts',
        );
        this.manifest = null;
      }
    }
    return this.manifest;
  }

  /**
   * Script tags for a page's islands, named as the current build names them. Names come from
   * stored pages too, published by an older build: one this build lacks is skipped and logged.
   */
  islandScripts(names: readonly string[]): string {
    const manifest = this.islands();
    let tags = '';
    for (const name of names) {
      const built = manifest?.byName.get(name);
      if (built) tags += islandScriptTag(built.file);
      else if (!this.missingIslands.has(name)) {
        this.missingIslands.add(name);
        this.log.warn({ island: name }, 'a page needs an island that is not built');
      }
    }
    return tags;
  }

  /** The prepared file for a `/_assets/…` path, or null when it names nothing we serve. */
  async response(path: string): Promise<PreparedResponse | null> {
    const cached = this.responses.get(path);
    if (cached) return cached;
    const file = this.fileFor(path);
    if (!file) return null;
    let body: Buffer;
    try {
      body = await readFile(file.path);
    } catch {
      return null;
    }
    const prepared = await prepareResponse({
      contentType: file.contentType,
      body,
      compress: file.compress,
      headers: { 'cache-control': IMMUTABLE_CACHE_CONTROL, 'access-control-allow-origin': '*' },
    });
    this.responses.set(path, prepared);
    return prepared;
  }

  private fileFor(path: string): { path: string; contentType: string; compress: boolean } | null {
    if (path.startsWith(ISLANDS_PREFIX)) {
      const name = path.slice(ISLANDS_PREFIX.length);
      const file = this.islands()?.file(name) ?? null;
      return file ? { path: file, contentType: 'text/javascript; charset=utf-8', compress: true } : null;
    }
    if (path.startsWith(FONTS_PREFIX)) {
      const file = resolveFontFile(path.slice(FONTS_PREFIX.length));
      // woff2 is already brotli inside; compressing again only costs time.
      return file ? { path: file, contentType: 'font/woff2', compress: false } : null;
    }
    return null;
  }
}
