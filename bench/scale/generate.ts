/**
 * bench/scale's data: two agencies beside the demo one, a large one of 100,000 sites and a small
 * one of 100, each site with a published home page and nine drafts (1,001,000 pages in all), and
 * the first site of each with contacts (100,000 and 100). Written with set-based SQL
 * (`INSERT … SELECT … generate_series`), a statement per table, so a million pages take seconds
 * rather than a million round trips.
 *
 * Every page is a copy of one model page the app itself saved and published (its draft, published
 * document and rendered HTML, CSS, islands and fonts): the published HTML keeps the site origin as
 * a placeholder (sites/bind.ts), so the same rendered copy is each site's real page once served.
 */
import type pg from 'pg';

export interface ScaleSizes {
  /** Sites of the large agency. */
  largeSites: number;
  /** Sites of the small agency: the peer the large one is compared with. */
  smallSites: number;
  /** Pages of every site: its published home page and drafts. */
  pagesPerSite: number;
  /** Contacts of the first site of the large agency; the small agency's first site has `smallContacts`. */
  largeContacts: number;
  smallContacts: number;
}

export const DEFAULT_SIZES: ScaleSizes = {
  largeSites: 100_000,
  smallSites: 100,
  pagesPerSite: 10,
  largeContacts: 100_000,
  smallContacts: 100,
};

/** One generated agency: its owner signs in with the demo password (the hash is the demo owner's). */
export interface GeneratedAgency {
  id: number;
  ownerEmail: string;
  /** Subdomains are `{prefix}{n}` for n = 1 … sites. */
  subdomainPrefix: string;
  sites: number;
  /** Its first site (subdomain `{prefix}1`), the one with the contacts. */
  firstSiteId: number;
  contacts: number;
}

export interface Generated {
  large: GeneratedAgency;
  small: GeneratedAgency;
  /** Rows written, and how long each step took (ms). */
  rows: { sites: number; pages: number; contacts: number };
  steps: Array<{ label: string; ms: number }>;
}

const DEMO_OWNER = 'agency@demo.tessera';

export async function generate(
  client: pg.Client,
  modelPageId: number,
  sizes: ScaleSizes,
): Promise<Generated> {
  const steps: Generated['steps'] = [];
  const timed = async <T>(label: string, run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await run();
    steps.push({ label, ms: performance.now() - started });
    return result;
  };

  await client.query('BEGIN');
  const large = await timed(`agency of ${sizes.largeSites.toLocaleString('en-US')} sites`, () =>
    agencyWithSites(client, 'large', sizes.largeSites),
  );
  const small = await timed(`agency of ${sizes.smallSites.toLocaleString('en-US')} sites`, () =>
    agencyWithSites(client, 'small', sizes.smallSites),
  );
  const pages = await timed('pages', () =>
    insertPages(client, [large.id, small.id], modelPageId, sizes.pagesPerSite),
  );
  const contacts = await timed('contacts', async () => {
    const inLarge = await insertContacts(client, large.firstSiteId, sizes.largeContacts);
    const inSmall = await insertContacts(client, small.firstSiteId, sizes.smallContacts);
    return inLarge + inSmall;
  });
  await timed('commit', () => client.query('COMMIT'));
  // What autovacuum would have done by the time such a database serves: statistics for the
  // planner, and the visibility map that lets counts be read from the indexes alone.
  await timed('vacuum analyze', () =>
    client.query('VACUUM ANALYZE landings, pages, form_submissions, agencies'),
  );
  return {
    large: { ...large, contacts: sizes.largeContacts },
    small: { ...small, contacts: sizes.smallContacts },
    rows: { sites: sizes.largeSites + sizes.smallSites, pages, contacts },
    steps,
  };
}

/** An agency like the demo one (its white label, subscription and plans), an owner, and its sites. */
async function agencyWithSites(
  client: pg.Client,
  label: string,
  sites: number,
): Promise<Omit<GeneratedAgency, 'contacts'>> {
  const agency = await client.query<{ id: number }>(
    `INSERT INTO agencies (whitelabel_id, name, subscribed, stripe_status, stripe_price, app_plans,
       premium_apps, premium_elements, card_limit)
     SELECT a.whitelabel_id, $1, a.subscribed, a.stripe_status, a.stripe_price, a.app_plans,
       a.premium_apps, a.premium_elements, a.card_limit
     FROM agencies a JOIN users u ON u.agency_id = a.id WHERE u.email = $2
     RETURNING id`,
    [`Scale ${label} agency`, DEMO_OWNER],
  );
  const id = agency.rows[0]!.id;
  const ownerEmail = `scale-${label}@bench.tessera`;
  await client.query(
    `INSERT INTO users (agency_id, email, name, password_hash, role)
     SELECT $1, $2, $3, password_hash, 'Agency' FROM users WHERE email = $4`,
    [id, ownerEmail, `Scale ${label} owner`, DEMO_OWNER],
  );
  const subdomainPrefix = `scale-${label}-`;
  // Each site changed a second before the next, so the list's default order (newest change
  // first) has no ties to break.
  await client.query(
    `INSERT INTO landings (agency_id, title, subdomain, created_at, updated_at)
     SELECT $1, 'Scale site ' || n, $2 || n, now() - n * interval '1 second', now() - n * interval '1 second'
     FROM generate_series(1, $3::int) AS n`,
    [id, subdomainPrefix, sites],
  );
  const first = await client.query<{ id: number }>('SELECT id FROM landings WHERE subdomain = $1', [
    `${subdomainPrefix}1`,
  ]);
  return { id, ownerEmail, subdomainPrefix, sites, firstSiteId: first.rows[0]!.id };
}

/** Every site of the agencies: a published home page and drafts, copies of the model page. */
async function insertPages(
  client: pg.Client,
  agencyIds: number[],
  modelPageId: number,
  pagesPerSite: number,
): Promise<number> {
  const result = await client.query(
    `INSERT INTO pages (agency_id, landing_id, name, unique_name, is_home, published, document, title,
       published_document, published_html, published_css, published_islands, published_fonts,
       published_custom_code, published_at, created_at, updated_at)
     SELECT l.agency_id, l.id,
       CASE WHEN k = 0 THEN 'Home' ELSE 'Page ' || k END,
       CASE WHEN k = 0 THEN 'home' ELSE 'page-' || k END,
       k = 0, k = 0, m.document, m.title,
       CASE WHEN k = 0 THEN m.published_document END,
       CASE WHEN k = 0 THEN m.published_html END,
       CASE WHEN k = 0 THEN m.published_css END,
       CASE WHEN k = 0 THEN m.published_islands END,
       CASE WHEN k = 0 THEN m.published_fonts END,
       m.published_custom_code,
       CASE WHEN k = 0 THEN m.published_at END,
       l.created_at, l.updated_at
     FROM landings l
     CROSS JOIN generate_series(0, $2::int - 1) AS k
     CROSS JOIN (SELECT * FROM pages WHERE id = $3) AS m
     WHERE l.agency_id = ANY($1::int[])`,
    [agencyIds, pagesPerSite, modelPageId],
  );
  return result.rowCount ?? 0;
}

/** Leads of one site's form, a second apart, newest first as the list shows them. */
async function insertContacts(client: pg.Client, landingId: number, contacts: number): Promise<number> {
  const result = await client.query(
    `INSERT INTO form_submissions (agency_id, landing_id, element_id, data, created_at)
     SELECT l.agency_id, l.id, 'bench-form',
       jsonb_build_object('name', 'Lead ' || n, 'email', 'lead' || n || '@example.com'),
       now() - n * interval '1 second'
     FROM landings l CROSS JOIN generate_series(1, $2::int) AS n
     WHERE l.id = $1`,
    [landingId, contacts],
  );
  return result.rowCount ?? 0;
}
