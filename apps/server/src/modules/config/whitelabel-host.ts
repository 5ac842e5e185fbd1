import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { type WhitelabelRow, whitelabelByDomain } from '../whitelabels/lookup.ts';

export type { WhitelabelRow };

/** The Host header without port, lower-cased; IPv6 literals keep their brackets. */
export function requestHostname(request: FastifyRequest): string {
  const host = (request.headers.host ?? '').toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.split(':')[0] ?? '';
}

/** The white label whose domain or domain_2 is this host; null means the host is not an app host. */
export async function whitelabelForHost(db: Database, hostname: string): Promise<WhitelabelRow | null> {
  if (!hostname) return null;
  return whitelabelByDomain(db, hostname);
}

/**
 * The white label whose app domain a request came to (sign-up and orders make agencies under it);
 * any other host is not the app: "Page not found".
 */
export async function requestWhitelabel(db: Database, request: FastifyRequest): Promise<WhitelabelRow> {
  const whitelabel = await whitelabelForHost(db, requestHostname(request));
  if (!whitelabel) throw notFound('Page not found');
  return whitelabel;
}
