import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * "Every endpoint declared once" (docs/api.md): the web app reaches the API only through
 * `call`, `upload`, `download` and `pathOf` (api/call.ts), each given a declaration from
 * `@tessera/api-contract`. Nothing else may send a request by path, so a path or schema cannot
 * drift from the server's.
 */

const src = path.resolve(import.meta.dirname, '..');
/** The transport under `call`: the only files that may take a path. */
const transport = new Set(['api/call.ts', 'api/client.ts', 'api/download.ts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const files = sourceFiles(src).map((file) => ({
  name: path.relative(src, file).split(path.sep).join('/'),
  text: readFileSync(file, 'utf8'),
}));

/** A request sent by path rather than through a declaration. */
const byPath = /\b(apiRequest|apiUpload|downloadFile|buildUrl)\s*[<(]/;
/** An API path written out (`'/api/v1/…'`, or `API_BASE` glued to one). */
const writtenPath = /['"`]\/api\/v1\/|\bAPI_BASE\b/;

describe('the web app calls the API only through declarations', () => {
  it('sends no request by path outside the transport', () => {
    const offenders = files
      .filter((file) => !transport.has(file.name))
      .flatMap((file) =>
        file.text
          .split('\n')
          .map((line, index) => ({ line, at: `${file.name}:${index + 1}` }))
          .filter(({ line }) => !/^\s*(\/\/|\*|\/\*)/.test(line))
          .filter(({ line }) => byPath.test(line) || writtenPath.test(line))
          .map(({ at, line }) => `${at}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });

  it('finds what it looks for (the check itself works)', () => {
    expect(byPath.test("apiRequest('/landings', { schema })")).toBe(true);
    expect(writtenPath.test("fetch('/api/v1/files/' + id)")).toBe(true);
    expect(byPath.test('call(landingEndpoints.list, {})')).toBe(false);
  });
});
