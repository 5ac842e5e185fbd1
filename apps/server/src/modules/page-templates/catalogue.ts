import type { PageDocument } from '@tessera/document';
import { loadStoredDocument } from '@tessera/elements';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { adminPageTemplates, pageTemplateCategories } from '../../db/schema/page-templates.ts';
import { templateCatalogue } from '../design-records/catalogue.ts';
import { withFreshIds } from '../landings/document-ids.ts';

/**
 * The catalogue agencies start pages from (SPEC §7 "import … page … by id"): published templates
 * in published categories, as they were published. Nothing of a draft is ever shown here. The
 * admins' list, the search and what agencies may see are the shared parts too.
 */
export const catalogue = templateCatalogue({
  templates: adminPageTemplates,
  categories: pageTemplateCategories,
});

/**
 * The design a new page starts with when made from a template: a copy of what was published,
 * with fresh node ids (two pages made from one template must not share ids). Null when agencies
 * cannot see the template.
 */
export async function publishedTemplateDocument(
  db: Database,
  templateId: number,
): Promise<PageDocument | null> {
  const [row] = await db
    .select({ document: adminPageTemplates.publishedDocument })
    .from(adminPageTemplates)
    .innerJoin(pageTemplateCategories, catalogue.onCategory)
    .where(and(eq(adminPageTemplates.id, templateId), catalogue.visibleToAgencies()))
    .limit(1);
  if (!row?.document) return null;
  return loadStoredDocument(withFreshIds(loadStoredDocument(row.document)));
}
