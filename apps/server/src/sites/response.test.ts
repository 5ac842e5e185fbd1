import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bindPublishedHtml, SITE_ORIGIN_PLACEHOLDER } from './bind.ts';
import { makeBrotli, negotiateEncoding, prepareResponse } from './response.ts';
import { canonicalPath } from './site-cache.ts';

describe('negotiateEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['identity', 'identity'],
    ['BR', 'br'],
    [' gzip ; q=0.8 ', 'gzip'],
    ['br;q=nonsense, gzip', 'gzip'],
  ])('%j → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('prepareResponse', () => {
  it('compresses text once per encoding and names each representation', async () => {
    const body = '<p>hello</p>'.repeat(200);
    const prepared = await prepareResponse({ contentType: 'text/html; charset=utf-8', body });
    expect(prepared.bodies.br?.byteLength).toBeLessThan(body.length / 10);
    expect(prepared.bodies.gzip?.byteLength).toBeLessThan(body.length / 10);
    expect(prepared.headers.br).toContain('content-encoding');
    expect(prepared.etags?.br).toMatch(/^"[\w-]+-br"$/);
    expect(prepared.notModified).toEqual(['vary', 'Accept-Encoding']);
  });

  it('makes the brotli body of a page prepared when-asked once, when it is asked for', async () => {
    const body = '<p>hello</p>'.repeat(200);
    const prepared = await prepareResponse({ contentType: 'text/html', body, brotli: 'when-asked' });
    const gzip = prepared.bodies.gzip!;
    expect(prepared.bodies.br).toBeNull();
    // Counted at gzip's size until it is made: it is kept only when smaller.
    expect(prepared.bytes).toBe(body.length + 2 * gzip.byteLength);
    const making = makeBrotli(prepared);
    expect(makeBrotli(prepared)).toBe(making);
    await making;
    const br = prepared.bodies.br!;
    expect(brotliDecompressSync(br).toString()).toBe(body);
    expect(br.byteLength).toBeLessThan(gzip.byteLength);
    expect(prepared.headers.br).toEqual(
      prepared.headers.gzip.map((value, i, list) =>
        list[i - 1] === 'content-encoding'
          ? 'br'
          : list[i - 1] === 'content-length'
            ? String(br.byteLength)
            : list[i - 1] === 'etag'
              ? prepared.etags!.br
              : value,
      ),
    );
  });

  it('holds each compressed body in a buffer of its own size, not a slice of zlib’s output chunk', async () => {
    const prepared = await prepareResponse({ contentType: 'text/html', body: '<p>hello</p>'.repeat(200) });
    for (const body of [prepared.bodies.br!, prepared.bodies.gzip!])
      expect(body.buffer.byteLength).toBe(body.byteLength);
  });

  it('leaves small and already-compressed bodies as they are', async () => {
    const small = await prepareResponse({ contentType: 'text/plain', body: 'tiny' });
    expect(small.bodies.br).toBeNull();
    expect(small.headers.identity).not.toContain('vary');
    const font = await prepareResponse({
      contentType: 'font/woff2',
      body: Buffer.alloc(4096),
      compress: false,
    });
    expect(font.bodies.gzip).toBeNull();
  });

  it('sends no Content-Length with a 204', async () => {
    const empty = await prepareResponse({ status: 204, contentType: 'image/x-icon', body: '', etag: false });
    expect(empty.headers.identity).not.toContain('content-length');
  });
});

describe('bindPublishedHtml', () => {
  it('fills in the origin, also URL-encoded, and adds scripts before </body>', () => {
    const html = `<!doctype html><html><body><a href="${SITE_ORIGIN_PLACEHOLDER}/pricing">x</a><a href="https://share.example/?u=${encodeURIComponent(`${SITE_ORIGIN_PLACEHOLDER}/`)}">s</a></body></html>`;
    expect(
      bindPublishedHtml(html, 'https://acme.example', '<script type="module" src="/a.js"></script>'),
    ).toBe(
      '<!doctype html><html><body><a href="https://acme.example/pricing">x</a><a href="https://share.example/?u=https%3A%2F%2Facme.example%2F">s</a><script type="module" src="/a.js"></script></body></html>',
    );
  });

  it('treats replacement patterns in the origin literally', () => {
    expect(bindPublishedHtml(`${SITE_ORIGIN_PLACEHOLDER}/`, 'http://$&.example', '')).toBe(
      'http://$&.example/',
    );
  });
});

describe('canonicalPath', () => {
  it.each([
    ['/', '/'],
    ['/about', '/about'],
    ['/about/', '/about'],
    ['//about//', '/about'],
    ['/caf%c3%a9', '/caf%C3%A9'],
    ['/café', '/caf%C3%A9'],
    ['/old%20page', '/old%20page'],
    ['/old page', '/old%20page'],
    ['/a/b/', '/a/b'],
    ['/%E0%A4%A', null],
  ])('%s → %s', (path, expected) => {
    expect(canonicalPath(path)).toBe(expected);
  });
});
