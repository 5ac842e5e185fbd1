import { type AddressInfo, createServer, type Server, Socket } from 'node:net';

/**
 * A TCP proxy between an app and PostgreSQL that a test can take down as a restart would: the
 * shared test server itself is never restarted (other runs use it). `stop` refuses new
 * connections and cuts every open one; `start` accepts again on the same port.
 */
export interface PostgresProxy {
  /** `databaseUrl` (a database on the proxied server) reached through the proxy. */
  urlFor(databaseUrl: string): string;
  /**
   * The local ports of the proxy's connections to PostgreSQL: `pg_stat_activity.client_port`
   * of the sessions opened through it, and of no one else's.
   */
  upstreamPorts(): number[];
  /** Stops accepting (new connections are refused) and cuts every open connection. */
  stop(): Promise<void>;
  /** Accepts connections again, on the same port. */
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startPostgresProxy(databaseUrl: string): Promise<PostgresProxy> {
  const upstream = new URL(databaseUrl);
  const upstreamHost = upstream.hostname || '127.0.0.1';
  const upstreamPort = Number(upstream.port || 5432);
  const pairs = new Set<{ client: Socket; server: Socket }>();
  let listener: Server | null = null;
  let port = 0;

  const accept = (client: Socket) => {
    const server = new Socket();
    const pair = { client, server };
    pairs.add(pair);
    const cut = () => {
      pairs.delete(pair);
      client.destroy();
      server.destroy();
    };
    client.on('error', cut).on('close', cut);
    server.on('error', cut).on('close', cut);
    server.connect(upstreamPort, upstreamHost);
    client.pipe(server);
    server.pipe(client);
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const server = createServer(accept);
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as AddressInfo).port;
        listener = server;
        resolve();
      });
    });

  const stop = async () => {
    const server = listener;
    listener = null;
    // Closing stops accepting at once; its callback waits for connections, cut just below.
    const closed = server ? new Promise<void>((resolve) => server.close(() => resolve())) : null;
    for (const { client, server: toPostgres } of [...pairs]) {
      client.destroy();
      toPostgres.destroy();
    }
    pairs.clear();
    await closed;
  };

  await listen();
  return {
    urlFor(url) {
      const proxied = new URL(url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(port);
      return proxied.toString();
    },
    upstreamPorts: () =>
      [...pairs].flatMap(({ server }) => (server.localPort === undefined ? [] : [server.localPort])),
    stop,
    start: listen,
    close: stop,
  };
}
