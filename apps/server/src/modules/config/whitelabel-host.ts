import { eq, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { whitelabels } from '../../db/schema/whitelabels.ts';

export type WhitelabelRow = typeof whitelabels.$inferSelect;

/** The Host header without port, lower-cased; IPv6 literals keep their brackets. */
export function requestHostname(request: FastifyRequest): string {
  const host = (request.headers.host ?? '').toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.split(':')[0] ?? '';
}

/** The white label whose domain or domain_2 is this host; null means the host is not an app host. */
export async function whitelabelForHost(db: Database, hostname: string): Promise<WhitelabelRow | null> {
  if (!hostname) return null;
  const [row] = await db
    .select()
    .from(whitelabels)
    .where(or(eq(whitelabels.domain, hostname), eq(whitelabels.domain2, hostname)))
    .limit(1);
  return row ?? null;
}
