/**
 * Requests to the listening app over HTTP to a site, by its Host header, over keep-alive
 * connections: `fetch` may not set Host, and the site is chosen by it.
 */
import { Agent, get } from 'node:http';

const agent = new Agent({ keepAlive: true, maxSockets: 16 });

/** What a browser takes; a CDN or crawler often takes gzip alone. */
export const BROWSER_ENCODINGS = 'br, gzip';

/** GET `/` of a site host; resolves with the status once the whole body has arrived. */
export function getSitePage(port: number, host: string, acceptEncoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(
      { host: '127.0.0.1', port, path: '/', agent, headers: { host, 'accept-encoding': acceptEncoding } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    ).on('error', reject);
  });
}

/** Runs `task` for 0 … count-1 with `concurrency` of them in flight at a time. */
export async function inParallel(
  count: number,
  concurrency: number,
  task: (index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}

export function closeConnections(): void {
  agent.destroy();
}
