import type {
  UpdateWhitelabelBody,
  updateWhitelabelBody,
  Whitelabel,
  WhitelabelListQuery,
  whitelabelBody,
} from '@tessera/api-contract';
import { and, asc, count, desc, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { whitelabels } from '../../db/schema/whitelabels.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { likePattern, pageWindow } from '../../lib/pagination.ts';
import type { HostResolver } from '../../sites/hosts.ts';
import { agencyCountsByWhitelabel } from '../agencies/store.ts';
import { isDomainUsedBySite } from '../landings/lookup.ts';

export const WHITELABEL_NOT_FOUND = 'White label not found.';
type WhitelabelRow = typeof whitelabels.$inferSelect;

const sortColumns = { domain: whitelabels.domain, name: whitelabels.name, id: whitelabels.id } as const;

function certStatus(row: WhitelabelRow): Whitelabel['cert_status'] {
  if (!row.certRequestedAt) return 'none';
  return row.certCheckedAt && row.certCheckedAt >= row.certRequestedAt ? 'active' : 'requested';
}

function toWhitelabel(row: WhitelabelRow, agencyCount: number): Whitelabel {
  return {
    id: row.id,
    domain: row.domain,
    domain_2: row.domain2,
    name: row.name,
    logo: row.logo,
    logo_wide: row.logoWide,
    logo_wide_white: row.logoWideWhite,
    favicon: row.favicon,
    support_chat_url: row.supportChatUrl,
    cert_status: certStatus(row),
    cert_requested_at: row.certRequestedAt?.toISOString() ?? null,
    cert_checked_at: row.certCheckedAt?.toISOString() ?? null,
    agencies_count: agencyCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listWhitelabels(
  db: Database,
  query: WhitelabelListQuery,
): Promise<{ rows: Whitelabel[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(
      or(
        ilike(whitelabels.domain, pattern),
        ilike(whitelabels.domain2, pattern),
        ilike(whitelabels.name, pattern),
      )!,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const order = query.order === 'desc' ? desc(sortColumns[query.sort]) : asc(sortColumns[query.sort]);
  const { limit, offset } = pageWindow(query.page, query.per_page);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(whitelabels)
      .where(where)
      .orderBy(order, asc(whitelabels.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(whitelabels).where(where),
  ]);
  const counts = await agencyCountsByWhitelabel(
    db,
    rows.map((r) => r.id),
  );
  return {
    total: totals[0]?.value ?? 0,
    rows: rows.map((row) => toWhitelabel(row, counts.get(row.id) ?? 0)),
  };
}

export async function getWhitelabel(db: Database, id: number): Promise<Whitelabel> {
  const [row] = await db.select().from(whitelabels).where(eq(whitelabels.id, id)).limit(1);
  if (!row) throw notFound(WHITELABEL_NOT_FOUND);
  return toWhitelabel(row, (await agencyCountsByWhitelabel(db, [id])).get(id) ?? 0);
}

/**
 * A white-label domain must name nothing else: no other white label's domains, no site's
 * custom domain, and nothing under the sites domain (those hosts are sites).
 */
async function checkDomains(
  db: Database,
  sitesDomain: string,
  domains: { field: string; value: string | null | undefined }[],
  exceptId: number | null,
): Promise<void> {
  const errors: Record<string, string[]> = {};
  const named = domains.filter((d): d is { field: string; value: string } => !!d.value);
  if (named.length === 2 && named[0]!.value === named[1]!.value)
    errors.domain_2 = ['The second domain must differ from the first.'];
  for (const { field, value } of named) {
    if (value === sitesDomain || value.endsWith(`.${sitesDomain}`)) {
      errors[field] = ['Addresses under the sites domain belong to websites.'];
      continue;
    }
    const [taken] = await db
      .select({ id: whitelabels.id })
      .from(whitelabels)
      .where(
        and(
          or(eq(whitelabels.domain, value), eq(whitelabels.domain2, value)),
          exceptId === null ? undefined : ne(whitelabels.id, exceptId),
        ),
      )
      .limit(1);
    if (taken) {
      errors[field] = ['Another white label already uses this domain.'];
      continue;
    }
    if (await isDomainUsedBySite(db, value)) errors[field] = ['A website already uses this domain.'];
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new HttpError(422, first, errors);
}

function columns(input: UpdateWhitelabelBody & Partial<z.output<typeof whitelabelBody>>) {
  const out: Partial<typeof whitelabels.$inferInsert> = {};
  if (input.domain !== undefined) out.domain = input.domain;
  if (input.domain_2 !== undefined) out.domain2 = input.domain_2;
  if (input.name !== undefined) out.name = input.name;
  if (input.logo !== undefined) out.logo = input.logo;
  if (input.logo_wide !== undefined) out.logoWide = input.logo_wide;
  if (input.logo_wide_white !== undefined) out.logoWideWhite = input.logo_wide_white;
  if (input.favicon !== undefined) out.favicon = input.favicon;
  if (input.support_chat_url !== undefined) out.supportChatUrl = input.support_chat_url;
  return out;
}

export async function createWhitelabel(
  db: Database,
  hosts: HostResolver,
  sitesDomain: string,
  input: z.output<typeof whitelabelBody>,
): Promise<Whitelabel> {
  await checkDomains(
    db,
    sitesDomain,
    [
      { field: 'domain', value: input.domain },
      { field: 'domain_2', value: input.domain_2 },
    ],
    null,
  );
  const [row] = await db
    .insert(whitelabels)
    .values({ ...columns(input), domain: input.domain, name: input.name })
    .returning();
  hosts.clear();
  return toWhitelabel(row!, 0);
}

export async function updateWhitelabel(
  db: Database,
  hosts: HostResolver,
  sitesDomain: string,
  id: number,
  input: z.output<typeof updateWhitelabelBody>,
): Promise<Whitelabel> {
  const [current] = await db.select().from(whitelabels).where(eq(whitelabels.id, id)).limit(1);
  if (!current) throw notFound(WHITELABEL_NOT_FOUND);
  await checkDomains(
    db,
    sitesDomain,
    [
      { field: 'domain', value: input.domain ?? current.domain },
      { field: 'domain_2', value: input.domain_2 === undefined ? current.domain2 : input.domain_2 },
    ],
    id,
  );
  const domainsChanged =
    (input.domain !== undefined && input.domain !== current.domain) ||
    (input.domain_2 !== undefined && input.domain_2 !== current.domain2);
  await db
    .update(whitelabels)
    .set({
      ...columns(input),
      // New domains need their own certificates: the request starts over.
      ...(domainsChanged ? { certRequestedAt: null, certCheckedAt: null } : {}),
      updatedAt: new Date(),
    })
    .where(eq(whitelabels.id, id));
  if (domainsChanged) hosts.clear();
  return getWhitelabel(db, id);
}

/** Marks the white label's domains as wanted by the TLS proxy: the domain check says yes from now on. */
export async function requestCertificate(db: Database, id: number): Promise<Whitelabel> {
  const [row] = await db
    .update(whitelabels)
    .set({ certRequestedAt: new Date(), certCheckedAt: null, updatedAt: new Date() })
    .where(eq(whitelabels.id, id))
    .returning({ id: whitelabels.id });
  if (!row) throw notFound(WHITELABEL_NOT_FOUND);
  return getWhitelabel(db, id);
}

/**
 * Caddy's `on_demand_tls ask`: may a certificate be obtained for this host? Yes for the app's
 * configured domains, white-label domains whose certificates were requested, every site
 * subdomain and verified custom domains; no for anything else, so strangers pointing DNS at the
 * proxy cannot make it issue certificates.
 */
export async function checkDomain(
  db: Database,
  hosts: HostResolver,
  appDomains: readonly string[],
  domain: string,
): Promise<'app' | 'site' | null> {
  const target = await hosts.resolve(domain);
  // The preview host serves admin records' previews on the sites domain, like a site; `www.` of a
  // verified custom domain answers the redirect to it, over TLS too.
  if (
    target.kind === 'site' ||
    target.kind === 'template' ||
    target.kind === 'previews' ||
    target.kind === 'www'
  )
    return 'site';
  if (target.kind !== 'app') return null;
  if (appDomains.includes(domain)) return 'app';
  const [row] = await db
    .select()
    .from(whitelabels)
    .where(or(eq(whitelabels.domain, domain), eq(whitelabels.domain2, domain)))
    .limit(1);
  if (!row?.certRequestedAt) return null;
  await db.update(whitelabels).set({ certCheckedAt: new Date() }).where(eq(whitelabels.id, row.id));
  return 'app';
}
