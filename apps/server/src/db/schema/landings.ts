import type { StoredDocument } from '@tessera/document';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { agencies } from './agencies.ts';
import { createdAt, updatedAt } from './columns.ts';

/** A website ("landing" in SPEC terms). */
export const landings = pgTable(
  'landings',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The sample the site was created from (`default-site`, …); null for a blank site. */
    template: text('template'),
    /** SPEC §3 settings: owner_section, business_section, socials, legals (read via readSiteSettings). */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    /** SPEC §3 site option blocks: styling, banner, header, menu, services, … (read via readSiteOptions). */
    options: jsonb('options').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * Optimistic concurrency of `settings` and `options` (lib/versioned-update.ts): every write to
     * them bumps it, and a settings save naming an older one gets 409.
     */
    settingsVersion: integer('settings_version').notNull().default(1),
    /** Share code another agency duplicates the site with; null while the site is not shared. */
    shareCode: text('share_code').unique(),
    subdomain: text('subdomain').notNull().unique(),
    /** A custom domain; sites are served on it only once it is verified. */
    domain: text('domain').unique(),
    domainVerified: boolean('domain_verified').notNull().default(false),
    /** When the custom domain's DNS records were last checked. */
    domainCheckedAt: timestamp('domain_checked_at', { withTimezone: true }),
    /** The site's robots.txt; null serves the default (allow all, with the sitemap line). */
    robotsTxt: text('robots_txt'),
    faviconUrl: text('favicon_url'),
    /** A published page of this site shown (with status 404) for unknown paths. */
    notFoundPageId: integer('not_found_page_id').references((): AnyPgColumn => pages.id, {
      onDelete: 'set null',
    }),
    /**
     * The backing site of an admin template (modules/templates): owned by the platform agency,
     * edited by admins only, never served live, never listed or opened by an agency.
     */
    isTemplate: boolean('is_template').notNull().default(false),
    /**
     * The one backing site of the admin platform blog (modules/admin-blog): like a template's
     * (`is_template` is set too, so agencies never see it), but its blog posts are the admin blog.
     */
    platformBlog: boolean('platform_blog').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // An agency's site list (agencies or admins, whose sites are the templates) in each of its sort
    // orders: an agency may have 100,000 sites, and a page of them is read from the index, never
    // sorted whole.
    index('landings_agency_idx').on(t.agencyId, t.isTemplate, t.id),
    index('landings_agency_updated_idx').on(t.agencyId, t.isTemplate, t.updatedAt, t.id),
    index('landings_agency_created_idx').on(t.agencyId, t.isTemplate, t.createdAt, t.id),
    index('landings_agency_title_idx').on(t.agencyId, t.isTemplate, t.title, t.id),
    uniqueIndex('landings_one_platform_blog').on(t.platformBlog).where(sql`${t.platformBlog}`),
  ],
);

/** A font face a published page loads (mirrors the renderer's UsedFont). */
export interface PublishedFont {
  family: string;
  weight: number;
}

/** An empty current-version document: what a page holds before its first save. */
const EMPTY_DOCUMENT = sql`'{"schemaVersion":1,"sections":[]}'::jsonb`;

export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    landingId: integer('landing_id')
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    uniqueName: text('unique_name').notNull(),
    /** SPEC §7 "import agency-page by unique-id": names the page across the agency's sites. */
    uniqueId: text('unique_id').notNull().unique().default(sql`gen_random_uuid()::text`),
    isHome: boolean('is_home').notNull().default(false),
    /** True while the published snapshot below is live on the site. */
    published: boolean('published').notNull().default(false),
    /** The draft the editor autosaves; always stored as `parseDocumentWithRegistry` returned it. */
    document: jsonb('document').$type<StoredDocument>().notNull().default(EMPTY_DOCUMENT),
    /** Optimistic concurrency: a save names the version it edited; a stale one gets 409. */
    version: integer('version').notNull().default(1),
    /** SEO: the head's title, description and social image. */
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    /**
     * Optimistic concurrency of the settings above (name, address, SEO), apart from the draft's
     * `version`: a settings save and a design save never conflict with each other.
     */
    settingsVersion: integer('settings_version').notNull().default(1),
    /** The snapshot publishing rendered (Ghost-style: HTML is derived here, never accepted). */
    publishedDocument: jsonb('published_document').$type<StoredDocument>(),
    /**
     * The whole HTML document with the site origin as a placeholder and without island script
     * tags; both are bound when the page is served (see sites/bind.ts).
     */
    publishedHtml: text('published_html'),
    publishedCss: text('published_css'),
    /** The islands the published copy loads, named as the build that published it named them. */
    publishedIslands: jsonb('published_islands').$type<string[]>(),
    publishedFonts: jsonb('published_fonts').$type<PublishedFont[]>(),
    /** The page carries tenant code (an HTML element): it is served with the wider CSP. */
    publishedCustomCode: boolean('published_custom_code').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('pages_landing_unique_name').on(t.landingId, t.uniqueName),
    index('pages_agency_idx').on(t.agencyId),
    // A site's page list in its default order (newest change first); other orders sort one
    // site's pages.
    index('pages_landing_updated_idx').on(t.landingId, t.updatedAt, t.id),
    uniqueIndex('pages_landing_home').on(t.landingId).where(sql`${t.isHome}`),
  ],
);
