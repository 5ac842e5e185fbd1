import type { CatalogueQuery, TemplateCatalogueItem } from '@tessera/api-contract';
import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { siteTemplates, templateCategories } from '../../db/schema/templates.ts';
import { templateCatalogue } from '../design-records/catalogue.ts';

/**
 * SPEC §7 the templates agencies start websites from: published, in a published category (the
 * shared catalogue, its categories in the admins' order). The admins' list, the search and what
 * agencies may see are the shared parts too.
 */
export const catalogue = templateCatalogue({
  templates: siteTemplates,
  categories: templateCategories,
  categoryOrder: [asc(templateCategories.position)],
});

/** Pages of a template's backing site. */
export const pagesCount =
  sql<number>`(select count(*)::int from pages p where p.landing_id = "templates"."landing_id")`.mapWith(
    Number,
  );

export async function listCatalogue(
  db: Database,
  query: CatalogueQuery,
): Promise<{ rows: TemplateCatalogueItem[]; total: number }> {
  return catalogue.list(db, query, { thumbnail_url: siteTemplates.thumbnailUrl, pages_count: pagesCount });
}
