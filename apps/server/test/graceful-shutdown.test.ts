import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD } from './test-app.ts';

/**
 * SIGTERM's drain (main.ts calls `app.close()`): a request in progress is answered in full,
 * while the listener refuses new connections at once.
 */
describe('graceful shutdown', () => {
  it('finishes a request in progress and refuses new connections while it drains', async () => {
    const t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const body = JSON.stringify({ email: 'agency@demo.tessera', password: TEST_PASSWORD });

    // A sign-in whose body is still on its way when the shutdown starts.
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write(
      `POST /api/v1/login HTTP/1.1\r\nHost: localhost:3000\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));

    const closed = t.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const refused = await new Promise<string>((resolve) => {
      const late = connect(port, '127.0.0.1');
      late.once('connect', () => {
        late.destroy();
        resolve('accepted');
      });
      late.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    expect(refused).toBe('ECONNREFUSED');

    socket.write(body.slice(10));
    const drainStarted = performance.now();
    await closed;
    // The connection is closed once answered, not kept alive until its idle timeout.
    expect(performance.now() - drainStarted).toBeLessThan(2000);
    await ended.catch(() => undefined);
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('access_token');
  });
});
