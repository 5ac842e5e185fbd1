import {
  type AdminTemplateListQuery,
  type CreateTemplateBody,
  DEFAULT_SITE_OPTIONS,
  DEFAULT_SITE_SETTINGS,
  type LandingTemplate,
  type SiteOptions,
  type SiteSettings,
  TEMPLATE_MESSAGES,
  type TemplateSummary,
  type UpdateTemplateBody,
} from '@tessera/api-contract';
import { and, eq, sql } from 'drizzle-orm';
import type { ServerConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { siteTemplates, templateCategories } from '../../db/schema/templates.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.ts';
import { invalidField, notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../auth/session.ts';
import { listPage, recordListWindow } from '../design-records/list.ts';
import { copySite } from '../landings/copy.ts';
import { freeSubdomain, slugForSubdomain } from '../landings/domains.ts';
import { deleteTemplateSite, renameTemplateSite, templateSite } from '../landings/lookup.ts';
import { insertSite, type SiteServer } from '../landings/manage.ts';
import { pageToPreview } from '../pages/lookup.ts';
import { catalogue, pagesCount } from './catalogue.ts';
import { categories } from './categories.ts';
import { platformAgencyId } from './platform.ts';

/**
 * SPEC §1/§4/§7 admin templates (the routes let only admins in, except where said). A template is
 * a row here plus its backing site (`landings.is_template`), whose pages, menus and design the
 * ordinary site routes edit.
 */

export const TEMPLATE_NOT_FOUND = 'Template not found.';

type DomainConfig = Pick<ServerConfig, 'APP_DOMAINS' | 'SITES_DOMAIN'>;

/** The page a preview of a template opens on (its backing site's home page). */
const homePageId = sql<
  number | null
>`(select p.id from pages p where p.landing_id = "templates"."landing_id" and p.is_home limit 1)`;

const columns = {
  id: siteTemplates.id,
  name: siteTemplates.name,
  description: siteTemplates.description,
  thumbnailUrl: siteTemplates.thumbnailUrl,
  published: siteTemplates.published,
  publishedAt: siteTemplates.publishedAt,
  landingId: siteTemplates.landingId,
  createdAt: siteTemplates.createdAt,
  updatedAt: siteTemplates.updatedAt,
  category: {
    id: templateCategories.id,
    name: templateCategories.name,
    published: templateCategories.published,
  },
  pagesCount,
  homePageId,
};

const selectTemplates = (db: Database) =>
  db.select(columns).from(siteTemplates).innerJoin(templateCategories, catalogue.onCategory);

type Row = Awaited<ReturnType<ReturnType<typeof selectTemplates>['execute']>>[number];

function summaryOf(row: Row): TemplateSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    thumbnail_url: row.thumbnailUrl,
    category: row.category,
    published: row.published,
    published_at: row.publishedAt?.toISOString() ?? null,
    landing_id: row.landingId,
    pages_count: Number(row.pagesCount),
    home_page_id: row.homePageId === null ? null : Number(row.homePageId),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listTemplates(
  db: Database,
  query: AdminTemplateListQuery,
): Promise<{ rows: TemplateSummary[]; total: number }> {
  const window = recordListWindow(siteTemplates, catalogue.listShape, query);
  const { rows, total } = await listPage(db, siteTemplates, window, (where) =>
    selectTemplates(db).where(where),
  );
  return { rows: rows.map(summaryOf), total };
}

export async function getTemplate(db: Database, id: number): Promise<TemplateSummary> {
  const [row] = await selectTemplates(db).where(eq(siteTemplates.id, id)).limit(1);
  if (!row) throw notFound(TEMPLATE_NOT_FOUND);
  return summaryOf(row);
}

/** A free subdomain for a template's backing site (reserved like any site's; never served live). */
const templateSubdomain = (db: Database, config: DomainConfig, name: string) =>
  freeSubdomain(db, config, `template-${slugForSubdomain(name)}`);

const unknownCategory = () => invalidField('category_id', TEMPLATE_MESSAGES.categoryUnknown);

/**
 * `POST /admin-templates`: a template and its backing site, starting blank or as one of the
 * built-in samples (the same home page and menu a new website gets from it).
 */
export async function createTemplate(
  db: Database,
  config: DomainConfig,
  auth: AuthContext,
  body: CreateTemplateBody & { start_from: LandingTemplate; description: string },
): Promise<TemplateSummary> {
  await categories.require(db, body.category_id);
  const agencyId = await platformAgencyId(db);
  const settings: SiteSettings = {
    ...DEFAULT_SITE_SETTINGS,
    business_section: { ...DEFAULT_SITE_SETTINGS.business_section, name: body.name },
  };
  const options: SiteOptions = {
    ...DEFAULT_SITE_OPTIONS,
    banner: { ...DEFAULT_SITE_OPTIONS.banner, headline: body.name },
  };
  for (let attempt = 0; ; attempt++) {
    const subdomain = await templateSubdomain(db, config, body.name);
    try {
      const id = await db.transaction(async (tx) => {
        const { landing } = await insertSite(tx, auth, agencyId, {
          title: body.name,
          description: body.description,
          subdomain,
          template: body.start_from,
          settings,
          options,
          isTemplate: true,
        });
        const [row] = await tx
          .insert(siteTemplates)
          .values({
            categoryId: body.category_id,
            landingId: landing.id,
            name: body.name,
            description: body.description,
            thumbnailUrl: body.thumbnail_url ?? null,
            createdBy: auth.user.id,
          })
          .returning({ id: siteTemplates.id });
        return row!.id;
      });
      return await getTemplate(db, id);
    } catch (error) {
      // Someone took the same free subdomain a moment ago: pick again.
      if (isUniqueViolation(error, 'landings_subdomain_unique') && attempt < 3) continue;
      // The category was deleted since it was checked.
      if (isForeignKeyViolation(error)) throw unknownCategory();
      throw error;
    }
  }
}

/** `PUT /admin-templates/{id}`: details; the backing site keeps the template's name and description. */
export async function updateTemplate(
  db: Database,
  id: number,
  body: UpdateTemplateBody,
): Promise<TemplateSummary> {
  const current = await getTemplate(db, id);
  if (body.category_id !== undefined) await categories.require(db, body.category_id);
  const now = new Date();
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(siteTemplates)
        .set({
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.description !== undefined ? { description: body.description } : {}),
          ...(body.thumbnail_url !== undefined ? { thumbnailUrl: body.thumbnail_url } : {}),
          ...(body.category_id !== undefined ? { categoryId: body.category_id } : {}),
          updatedAt: now,
        })
        .where(eq(siteTemplates.id, id));
      if (body.name !== undefined || body.description !== undefined) {
        await renameTemplateSite(
          tx,
          current.landing_id,
          { title: body.name, description: body.description },
          now,
        );
      }
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw unknownCategory();
    throw error;
  }
  return getTemplate(db, id);
}

/** SPEC §4 publish action: agencies see a published template while its category is published too. */
export async function setTemplatePublished(
  db: Database,
  id: number,
  published: boolean,
): Promise<TemplateSummary> {
  const [row] = await db
    .update(siteTemplates)
    .set({ published, publishedAt: published ? new Date() : null, updatedAt: new Date() })
    .where(eq(siteTemplates.id, id))
    .returning({ id: siteTemplates.id });
  if (!row) throw notFound(TEMPLATE_NOT_FOUND);
  return getTemplate(db, row.id);
}

/** The backing site of a template, as the site services take it. */
async function backingSite(db: Database, template: TemplateSummary) {
  const site = await templateSite(db, template.landing_id);
  if (!site) throw notFound(TEMPLATE_NOT_FOUND);
  return site;
}

/**
 * `POST /admin-templates/{id}/clone`: a new, unpublished template "… (copy)" in the same category,
 * backed by a deep copy of the site (pages, menus, settings, design; landings/copy.ts).
 */
export async function cloneTemplate(
  db: Database,
  config: DomainConfig,
  auth: AuthContext,
  id: number,
  sites: SiteServer,
): Promise<TemplateSummary> {
  const source = await getTemplate(db, id);
  const site = await backingSite(db, source);
  const name = `${source.name} (copy)`.slice(0, 120);
  const landingId = await copySite(
    db,
    config,
    auth,
    site,
    {
      agencyId: site.agencyId,
      title: name,
      subdomain: await templateSubdomain(db, config, name),
      isTemplate: true,
    },
    sites,
  );
  try {
    const [row] = await db
      .insert(siteTemplates)
      .values({
        categoryId: source.category.id,
        landingId,
        name,
        description: source.description,
        thumbnailUrl: source.thumbnail_url,
        createdBy: auth.user.id,
      })
      .returning({ id: siteTemplates.id });
    return await getTemplate(db, row!.id);
  } catch (error) {
    // No template row, no backing site: nothing half-made is left behind.
    await deleteTemplateSite(db, landingId);
    if (isForeignKeyViolation(error)) throw unknownCategory();
    throw error;
  }
}

/** `DELETE /admin-templates/{id}`: the template and its backing site (pages, menus, everything). */
export async function deleteTemplate(db: Database, id: number, sites: SiteServer): Promise<TemplateSummary> {
  const template = await getTemplate(db, id);
  // The template row goes with its site (templates.landing_id cascades).
  await deleteTemplateSite(db, template.landing_id);
  sites.invalidate(template.landing_id);
  sites.forgetHosts();
  return template;
}

/**
 * Which page of which template a preview link shows, for this caller: admins preview any template,
 * everyone else only templates agencies can see. `pageId` names a page of the template; without it
 * the home page (or the first page). 404 for anything the caller may not preview.
 */
export async function templatePreviewTarget(
  db: Database,
  auth: AuthContext,
  id: number,
  pageId: number | undefined,
): Promise<{ pageId: number; landingId: number; subdomain: string }> {
  const [template] = await db
    .select({ landingId: siteTemplates.landingId })
    .from(siteTemplates)
    .innerJoin(templateCategories, catalogue.onCategory)
    .where(
      and(eq(siteTemplates.id, id), auth.user.role === 'Admin' ? undefined : catalogue.visibleToAgencies()),
    )
    .limit(1);
  const site = template ? await templateSite(db, template.landingId) : null;
  if (!site) throw notFound(TEMPLATE_NOT_FOUND);
  const page = await pageToPreview(db, site.id, pageId);
  if (page === null)
    throw notFound(pageId === undefined ? TEMPLATE_MESSAGES.noPages : TEMPLATE_MESSAGES.pageUnknown);
  return { pageId: page, landingId: site.id, subdomain: site.subdomain };
}
