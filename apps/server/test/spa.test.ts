import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

describe('serving the single-page app', () => {
  let t: TestApp;
  const dist = mkdtempSync(path.join(tmpdir(), 'tessera-web-'));
  beforeAll(async () => {
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>Tessera</title><div id="root"></div>',
    );
    writeFileSync(path.join(dist, 'assets/app-1234.js'), 'console.log(1)');
    t = await createTestApp({ webDistDir: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers every history-mode path with the uncached shell', async () => {
    for (const url of ['/', '/login', '/agency/websites', '/admin/agencies?page=2', '/no/such/screen']) {
      const response = await t.request({ method: 'GET', url });
      expect([url, response.statusCode, response.statusCode === 200 ? '' : response.body]).toEqual([
        url,
        200,
        '',
      ]);
      expect(response.body).toContain('<div id="root">');
      expect([url, response.headers['cache-control']]).toEqual([url, 'no-cache']);
    }
  });

  it('serves hashed assets with a long cache life', async () => {
    const response = await t.request({ method: 'GET', url: '/assets/app-1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await t.request({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });
});
