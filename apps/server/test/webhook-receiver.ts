import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedHook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

/**
 * A local webhook receiver for tests. Paths choose the answer: `/ok` 200, `/fail/{n}/{key}`
 * 500 for the first n requests of that key then 200, `/always-500`, `/redirect-private` a 307 to a
 * loopback address outside the allowed one, `/gone` 410.
 */
export class WebhookReceiver {
  readonly received: ReceivedHook[] = [];
  #server: Server;
  #counts = new Map<string, number>();
  port = 0;

  constructor() {
    this.#server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => {
        body += chunk;
      });
      request.on('end', () => {
        const path = request.url ?? '/';
        this.received.push({ path, headers: request.headers, body, at: Date.now() });
        const failing = /^\/fail\/(\d+)\/(\w+)$/.exec(path);
        if (failing) {
          const seen = (this.#counts.get(failing[2]!) ?? 0) + 1;
          this.#counts.set(failing[2]!, seen);
          response
            .writeHead(seen <= Number(failing[1]) ? 500 : 200)
            .end(seen <= Number(failing[1]) ? 'not yet' : 'ok');
        } else if (path === '/always-500') response.writeHead(500).end('broken');
        else if (path === '/redirect-private')
          response.writeHead(307, { location: `http://127.0.0.2:${this.port}/ok` }).end();
        else response.writeHead(200, { 'content-type': 'text/plain' }).end('thanks');
      });
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    this.port = (this.#server.address() as AddressInfo).port;
    return this;
  }

  url(path: string): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  on(path: string): ReceivedHook[] {
    return this.received.filter((hook) => hook.path === path);
  }

  /** Waits until `count` requests reached `path`. */
  async waitFor(path: string, count = 1, timeoutMs = 20_000): Promise<ReceivedHook[]> {
    const started = Date.now();
    while (this.on(path).length < count) {
      if (Date.now() - started > timeoutMs)
        throw new Error(`expected ${count} requests on ${path}, got ${this.on(path).length}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return this.on(path);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }
}

/** Polls until `check` returns a value (not undefined/null/false). */
export async function eventually<T>(
  check: () => Promise<T | null | undefined | false>,
  timeoutMs = 20_000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value !== null && value !== undefined && value !== false) return value;
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
