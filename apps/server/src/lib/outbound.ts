import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * HTTP to addresses users type in (webhooks): every address is checked after DNS resolution, on
 * the address actually connected to, and again on every redirect, so a name that resolves (or
 * rebinds) to a private, loopback or link-local address is refused unless the operator allows it.
 */

export interface OutboundPolicy {
  /** Operator setting (WEBHOOKS_ALLOW_PRIVATE=true): allow private, loopback and link-local targets. */
  allowPrivate: boolean;
  /** Operator setting (WEBHOOKS_ALLOW_PRIVATE=10.1.2.0/24,…): these private addresses only. */
  allowNetworks?: readonly string[];
  /** Host names answered before DNS, like a hosts file (operators; tests never leave the machine). */
  hosts?: Readonly<Record<string, readonly string[]>>;
  timeoutMs: number;
  maxRedirects: number;
  /** Bytes of the answer kept; the rest is not read. */
  maxResponseBytes: number;
}

export const DEFAULT_OUTBOUND_POLICY: OutboundPolicy = {
  allowPrivate: false,
  timeoutMs: 10_000,
  maxRedirects: 3,
  maxResponseBytes: 4096,
};

export const REFUSED_ADDRESS_MESSAGE =
  'The address resolves to a private, loopback or link-local network, which is not allowed.';

/** A request this module would not make (the address, the scheme, too many redirects). */
export class OutboundRefused extends Error {}

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const)
  blocked.addSubnet(network, prefix, 'ipv6');

/** IPv4 carried inside IPv6 (mapped `::ffff:a.b.c.d`, NAT64 `64:ff9b::a.b.c.d`) is judged as IPv4. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1]!;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return null;
  const high = Number.parseInt(hex[1]!, 16);
  const low = Number.parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** True for addresses outbound requests may not reach by default. Anything unparseable is blocked. */
export function isBlockedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return blocked.check(bare, 'ipv4');
  if (family === 6) {
    const v4 = embeddedIpv4(bare);
    return v4 !== null ? blocked.check(v4, 'ipv4') : blocked.check(bare, 'ipv6');
  }
  return true;
}

function systemLookup(hostname: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    );
  });
}

const allowLists = new WeakMap<readonly string[], BlockList>();

/** The operator's allowed networks as a BlockList (built once per list). */
function allowListOf(networks: readonly string[]): BlockList {
  let list = allowLists.get(networks);
  if (!list) {
    list = new BlockList();
    for (const entry of networks) {
      const [address = '', prefix] = entry.split('/');
      const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
      if (prefix === undefined) list.addAddress(address, family);
      else list.addSubnet(address, Number(prefix), family);
    }
    allowLists.set(networks, list);
  }
  return list;
}

/** True when the policy lets a request reach this address. */
export function mayConnect(address: string, policy: OutboundPolicy): boolean {
  if (policy.allowPrivate || !isBlockedAddress(address)) return true;
  if (!policy.allowNetworks?.length) return false;
  const bare = address.replace(/^\[|\]$/g, '');
  return allowListOf(policy.allowNetworks).check(bare, isIP(bare) === 6 ? 'ipv6' : 'ipv4');
}

/** Addresses a host name resolves to, through the policy's hosts table first. */
export async function resolveHost(hostname: string, policy: OutboundPolicy): Promise<LookupAddress[]> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family !== 0) return [{ address: bare, family }];
  const listed = policy.hosts?.[bare.toLowerCase()];
  if (listed) return listed.map((address) => ({ address, family: isIP(address) === 6 ? 6 : 4 }));
  return systemLookup(bare);
}

/** The addresses a request may connect to; refuses when any of them is blocked. */
async function allowedAddresses(hostname: string, policy: OutboundPolicy): Promise<LookupAddress[]> {
  const addresses = await resolveHost(hostname, policy);
  if (addresses.length === 0) throw new OutboundRefused(`${hostname} does not resolve.`);
  // Every answer is checked, not only the first: a client may connect to any of them.
  if (addresses.some((entry) => !mayConnect(entry.address, policy)))
    throw new OutboundRefused(REFUSED_ADDRESS_MESSAGE);
  return addresses;
}

/**
 * Why a URL would be refused before anything is sent (scheme, literal or resolved address); null
 * when it may be tried. A name that does not resolve yet is not refused here: it may by delivery.
 */
export async function refusalFor(rawUrl: string, policy: OutboundPolicy): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return 'The address is not a valid URL.';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return 'Only http and https addresses are allowed.';
  try {
    await allowedAddresses(url.hostname, policy);
    return null;
  } catch (error) {
    if (error instanceof OutboundRefused) return error.message;
    return null;
  }
}

/**
 * What went wrong with an outbound request, in words the person who gave the URL can act on,
 * and whether retrying could help (a refused address stays refused).
 */
export function describeOutboundFailure(
  cause: unknown,
  policy: Pick<OutboundPolicy, 'timeoutMs'>,
): { message: string; refused: boolean } {
  const message = cause instanceof Error ? cause.message : String(cause);
  if (cause instanceof OutboundRefused) return { message, refused: true };
  const { name, code, hostname } = cause as { name?: string; code?: string; hostname?: string };
  if (name === 'TimeoutError' || name === 'AbortError') {
    const seconds = Math.round(policy.timeoutMs / 1000);
    return { message: `No answer within ${seconds} second${seconds === 1 ? '' : 's'}.`, refused: false };
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return {
      message: hostname ? `The host ${hostname} could not be found.` : 'The host could not be found.',
      refused: false,
    };
  if (code === 'ECONNREFUSED') return { message: 'The server refused the connection.', refused: false };
  const connect = `Could not connect: ${message}`;
  return { message: connect.length > 500 ? `${connect.slice(0, 500)}…` : connect, refused: false };
}

export interface OutboundResponse {
  status: number;
  /** The first `maxResponseBytes` of the body, as text. */
  excerpt: string;
  /** Where the final answer came from, after redirects. */
  url: string;
}

function requestOnce(
  url: URL,
  init: { method: string; headers: Record<string, string>; body: string },
  policy: OutboundPolicy,
  signal: AbortSignal,
): Promise<{ status: number; location: string | null; excerpt: string }> {
  const lookup: LookupFunction = (hostname, options, callback) => {
    allowedAddresses(hostname, policy).then(
      (addresses) => {
        const wanted =
          options.family === 4 || options.family === 6
            ? addresses.filter((a) => a.family === options.family)
            : addresses;
        const list = wanted.length > 0 ? wanted : addresses;
        if (options.all) callback(null, list);
        else callback(null, list[0]!.address, list[0]!.family);
      },
      (error: Error) => callback(error as NodeJS.ErrnoException, ''),
    );
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: init.method,
        headers: { ...init.headers, 'content-length': Buffer.byteLength(init.body).toString() },
        lookup,
        // A fresh connection per request: a pooled socket would skip the address check.
        agent: false,
        signal,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size >= policy.maxResponseBytes) return;
          chunks.push(chunk);
          size += chunk.length;
          if (size >= policy.maxResponseBytes) response.destroy();
        });
        const finish = () =>
          resolve({
            status: response.statusCode ?? 0,
            location: typeof response.headers.location === 'string' ? response.headers.location : null,
            excerpt: Buffer.concat(chunks).subarray(0, policy.maxResponseBytes).toString('utf8'),
          });
        response.on('end', finish);
        response.on('close', finish);
        response.on('error', finish);
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
}

/**
 * Sends a request, following up to `maxRedirects` redirects (each target checked like the
 * first; the same method and body are sent again). Throws OutboundRefused for refused targets
 * and the network's own error for failures.
 */
export async function outboundRequest(
  rawUrl: string,
  init: { method: 'POST' | 'PUT'; headers: Record<string, string>; body: string },
  policy: OutboundPolicy,
): Promise<OutboundResponse> {
  const signal = AbortSignal.timeout(policy.timeoutMs);
  let url = new URL(rawUrl);
  for (let hop = 0; ; hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new OutboundRefused('Only http and https addresses are allowed.');
    // Literal addresses never reach `lookup`, so they are checked here.
    await allowedAddresses(url.hostname, policy);
    const answer = await requestOnce(url, init, policy, signal);
    const redirected = answer.status >= 300 && answer.status < 400 && answer.location !== null;
    if (!redirected) return { status: answer.status, excerpt: answer.excerpt, url: url.toString() };
    if (hop >= policy.maxRedirects)
      throw new OutboundRefused(`Stopped after ${policy.maxRedirects} redirects.`);
    url = new URL(answer.location!, url);
  }
}
