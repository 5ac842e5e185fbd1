import type { StoredDocument } from '@tessera/document';
import { sql } from 'drizzle-orm';
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
} from 'drizzle-orm/pg-core';
import { agencies } from './agencies.ts';
import { createdAt, updatedAt } from './columns.ts';
import { landings, type PublishedFont } from './landings.ts';

/** How a post is laid out: the article template, or its own design. */
export type StoredBlogPostLayout = 'article' | 'designed';

/** An empty current-version document: what a post holds before its first save. */
const EMPTY_DOCUMENT = sql`'{"schemaVersion":1,"sections":[]}'::jsonb`;

/**
 * SPEC §3 blog posts of a website, served at `/blog/{slug}` on it. Like a page, a post is a design
 * document with a draft and a published snapshot rendered by the page renderer (modules/pages/
 * render.ts); its details (title, description, cover, author, tags) feed the blog index, the blog
 * element, the feed and the head of its own page. The blog's settings live in the site's settings
 * (`landings.settings.blog`).
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    landingId: integer('landing_id')
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /**
     * What a post is shared and imported by (SPEC §7 import admin-blog and agency-blog by
     * unique-id): unguessable, unlike the serial id.
     */
    uniqueId: text('unique_id').notNull().unique().default(sql`gen_random_uuid()::text`),
    /** The address on the site: `/blog/{slug}`, unique per site. */
    slug: text('slug').notNull(),
    /** The excerpt: lists, the feed, search results and social cards show it. */
    description: text('description').notNull().default(''),
    coverImageUrl: text('cover_image_url').notNull().default(''),
    /** The Open Graph image (16:9); the cover stands in while it is empty. */
    metaImageUrl: text('meta_image_url').notNull().default(''),
    authorName: text('author_name').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /**
     * `article`: served in the blog's post layout, the document being its body; `designed`: the
     * document is the whole page. Posts from before the layout existed were designed whole.
     */
    layout: text('layout').$type<StoredBlogPostLayout>().notNull().default('article'),
    /** True while the published snapshot below is live on the site. */
    published: boolean('published').notNull().default(false),
    /** The draft the editor autosaves; always stored as `parseDocumentWithRegistry` returned it. */
    document: jsonb('document').$type<StoredDocument>().notNull().default(EMPTY_DOCUMENT),
    /** Optimistic concurrency: a save names the version it edited; a stale one gets 409. */
    version: integer('version').notNull().default(1),
    /** Optimistic concurrency of the details (title … layout), apart from the draft's `version`. */
    settingsVersion: integer('settings_version').notNull().default(1),
    /** The snapshot publishing rendered; HTML is derived here, never accepted from a client. */
    publishedDocument: jsonb('published_document').$type<StoredDocument>(),
    /** The whole HTML document, site origin as a placeholder, no island scripts (sites/bind.ts). */
    publishedHtml: text('published_html'),
    publishedCss: text('published_css'),
    /** The islands the published copy loads, named as the build that published it named them. */
    publishedIslands: jsonb('published_islands').$type<string[]>(),
    publishedFonts: jsonb('published_fonts').$type<PublishedFont[]>(),
    publishedCustomCode: boolean('published_custom_code').notNull().default(false),
    /** When the post first went live: its date in lists and the feed (kept across re-publishing). */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** When the served bytes last changed (publish, re-render): sitemaps and cache checks. */
    renderedAt: timestamp('rendered_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('blog_posts_landing_slug').on(t.landingId, t.slug),
    index('blog_posts_agency_idx').on(t.agencyId),
    index('blog_posts_landing_published_idx').on(t.landingId, t.published, t.publishedAt),
  ],
);
