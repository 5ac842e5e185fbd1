import {
  type CreatePageBody,
  type LandingPermission,
  PAGE_MESSAGES,
  PAGE_TEMPLATE_MESSAGES,
  type PageOption,
  type PageSettings,
  type pageTemplates,
  readSiteOptions,
  readSiteSettings,
  type UpdatePageBody,
  uniqueNameInput,
} from '@tessera/api-contract';
import { type PageDocument, slugify } from '@tessera/document';
import { loadStoredDocument } from '@tessera/elements';
import { and, asc, desc, eq, getTableColumns, like, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pages } from '../../db/schema/landings.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { invalidField, notFound } from '../../lib/errors.ts';
import { updateAtVersion, versionedSettings } from '../../lib/versioned-update.ts';
import type { SiteOrigins } from '../../sites/origin.ts';
import { findPlatformAgency } from '../agencies/store.ts';
import type { AuthContext } from '../auth/session.ts';
import { copyReferencedFiles, type FileCopyContext, type RecordCopies } from '../files/copy.ts';
import { type SiteRow, siteAndPermissions, siteForCaller } from '../landings/access.ts';
import { withFreshIds } from '../landings/document-ids.ts';
import { templateDocument } from '../landings/template.ts';
import { publishedTemplateDocument } from '../page-templates/catalogue.ts';
import { addRedirectUnlessTaken } from '../redirects/service.ts';
import { pageSummaryOf, republishLanding, type SiteCacheControl } from './service.ts';

const PAGE_NOT_FOUND = 'Page not found.';

type PageRow = typeof pages.$inferSelect;

/**
 * A page of the caller's agency, by id or by unique id, then its site checked like every site
 * route (404, then 403), with the landing permissions the caller holds there. `missing` is the
 * 404's message.
 */
export async function pageWithSite(
  db: Database,
  auth: AuthContext,
  which: number | { uniqueId: string },
  permission: LandingPermission,
  missing = PAGE_NOT_FOUND,
): Promise<{ page: PageRow; site: SiteRow; permissions: LandingPermission[] }> {
  const [page] = await db
    .select()
    .from(pages)
    // An admin has no agency: `siteForCaller` below keeps it to template sites.
    .where(
      and(
        typeof which === 'number' ? eq(pages.id, which) : eq(pages.uniqueId, which.uniqueId),
        auth.user.role === 'Admin' ? undefined : eq(pages.agencyId, auth.agency?.id ?? -1),
      ),
    )
    .limit(1);
  if (!page) throw notFound(missing);
  try {
    const { landing, permissions } = await siteAndPermissions(db, auth, page.landingId, permission);
    return { page, site: landing, permissions };
  } catch (error) {
    // A page on a site the caller cannot see is itself "not found", never "site not found".
    if ((error as { statusCode?: number }).statusCode === 404) throw notFound(missing);
    throw error;
  }
}

export function pageSettings(page: PageRow, site: SiteRow, origins: SiteOrigins): PageSettings {
  return { ...pageSummaryOf(page, site, origins), description: page.description, image_url: page.imageUrl };
}

/** A unique-name-shaped version of any text: "About Us!" → "about-us". */
export function slugForPage(text: string): string {
  return slugify(text, 70) || 'page';
}

/** `base`, else `base-2`, `base-3`, … whichever no page of the site uses. */
export async function freeUniqueName(
  db: Database,
  landingId: number,
  base: string,
  exceptPageId?: number,
): Promise<string> {
  const rows = await db
    .select({ id: pages.id, uniqueName: pages.uniqueName })
    .from(pages)
    .where(
      and(
        eq(pages.landingId, landingId),
        or(eq(pages.uniqueName, base), like(pages.uniqueName, `${base}-%`)),
      ),
    );
  const used = new Set(rows.filter((row) => row.id !== exceptPageId).map((row) => row.uniqueName));
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}

async function uniqueNameTaken(
  db: Database,
  landingId: number,
  name: string,
  exceptPageId?: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.landingId, landingId), eq(pages.uniqueName, name)));
  return rows.some((row) => row.id !== exceptPageId);
}

const uniqueNameTakenError = () => invalidField('unique_name', PAGE_MESSAGES.uniqueNameTaken);

/** `GET /landings/{id}/unique-names/{name}`: whether a page of the site may take this name. */
export async function checkUniqueName(
  db: Database,
  auth: AuthContext,
  landingId: number,
  name: string,
  pageId?: number,
): Promise<{ unique_name: string; available: boolean; message: string | null; suggestion: string }> {
  const site = await siteForCaller(db, auth, landingId, 'view');
  const parsed = uniqueNameInput.safeParse(name);
  const suggestion = await freeUniqueName(db, site.id, slugForPage(name), pageId);
  if (!parsed.success) {
    return {
      unique_name: name,
      available: false,
      message: parsed.error.issues[0]?.message ?? PAGE_MESSAGES.uniqueName,
      suggestion,
    };
  }
  const taken = await uniqueNameTaken(db, site.id, parsed.data, pageId);
  return {
    unique_name: parsed.data,
    available: !taken,
    message: taken ? PAGE_MESSAGES.uniqueNameTaken : null,
    suggestion: taken ? suggestion : parsed.data,
  };
}

/** Named sections of a draft, for menu items that link an anchor. */
function namedSections(document: PageRow['document']): { id: string; name: string }[] {
  return (document ? loadStoredDocument(document).sections : []).map((section, index) => ({
    id: section.id,
    name: section.name || section.kind || `Section ${index + 1}`,
  }));
}

export async function listPageOptions(
  db: Database,
  auth: AuthContext,
  landingId: number,
): Promise<PageOption[]> {
  const site = await siteForCaller(db, auth, landingId, 'view');
  const rows = await db
    .select()
    .from(pages)
    .where(and(eq(pages.landingId, site.id), eq(pages.agencyId, site.agencyId)))
    .orderBy(desc(pages.isHome), asc(pages.name), asc(pages.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    unique_name: row.uniqueName,
    is_home: row.isHome,
    published: row.published,
    sections: namedSections(row.document),
  }));
}

/** SPEC §7 import of a page by id: a copy of a published admin page template's design. */
async function fromPageTemplate(db: Database, templateId: number): Promise<PageDocument> {
  const document = await publishedTemplateDocument(db, templateId);
  if (!document) throw invalidField('template_id', PAGE_TEMPLATE_MESSAGES.templateUnavailable);
  return document;
}

export async function createPage(
  db: Database,
  auth: AuthContext,
  landingId: number,
  body: CreatePageBody & { template: (typeof pageTemplates)[number]; title: string; description: string },
  origins: SiteOrigins,
  files: FileCopyContext,
): Promise<PageSettings> {
  const site = await siteForCaller(db, auth, landingId, 'edit_design');
  let uniqueName = body.unique_name;
  if (uniqueName !== undefined && (await uniqueNameTaken(db, site.id, uniqueName)))
    throw uniqueNameTakenError();
  uniqueName ??= await freeUniqueName(db, site.id, slugForPage(body.name));
  const name = uniqueName;
  const [home] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.landingId, site.id), eq(pages.isHome, true)))
    .limit(1);

  /** The page, with the rows of any files copied for it, in one transaction. */
  const insert = (document: PageDocument, recordFiles: RecordCopies, isHome: boolean) =>
    db.transaction(async (tx) => {
      await recordFiles(tx, site.id);
      const [page] = await tx
        .insert(pages)
        .values({
          agencyId: site.agencyId,
          landingId: site.id,
          name: body.name,
          uniqueName: name,
          isHome,
          title: body.title,
          description: body.description,
          document,
        })
        .returning();
      return page!;
    });
  const store = async (document: PageDocument, recordFiles: RecordCopies): Promise<PageSettings> => {
    try {
      // A site's first page is its home: the root should never stay empty by accident.
      return pageSettings(await insert(document, recordFiles, home === undefined), site, origins);
    } catch (error) {
      if (isUniqueViolation(error, 'pages_landing_unique_name')) throw uniqueNameTakenError();
      // Another page became home in the meantime: this one is an ordinary page.
      if (isUniqueViolation(error, 'pages_landing_home'))
        return pageSettings(await insert(document, recordFiles, false), site, origins);
      throw error;
    }
  };

  if (body.template_id === undefined) {
    const document = templateDocument(body.template, {
      title: site.title,
      description: site.description,
      settings: readSiteSettings(site.settings),
      options: readSiteOptions(site.options),
    });
    return store(document, async () => undefined);
  }
  // A page template's uploads are the platform agency's: the page gets the site agency's copies.
  const document = await fromPageTemplate(db, body.template_id);
  const platform = await findPlatformAgency(db);
  if (platform === null) return store(document, async () => undefined);
  return copyReferencedFiles(
    files,
    document,
    {
      sourceAgencyId: platform,
      targetAgencyId: site.agencyId,
      targetOrigin: origins.subdomainOrigin(site.subdomain),
      uploadedBy: auth.user.id,
    },
    store,
  );
}

/** A page's settings (name, address, SEO) carry a version apart from its draft's. */
const PAGE_SETTINGS = versionedSettings(pages, "This page's settings", PAGE_NOT_FOUND);

export async function updatePage(
  db: Database,
  auth: AuthContext,
  pageId: number,
  body: UpdatePageBody,
  origins: SiteOrigins,
  sites: SiteCacheControl,
): Promise<PageSettings> {
  const { page, site } = await pageWithSite(db, auth, pageId, 'edit_design');
  const {
    redirect_old_path: redirectOldPath,
    settings_version: settingsVersion,
    ...changes
  } = body as UpdatePageBody & {
    unique_name?: string;
  };
  const renamed = changes.unique_name !== undefined && changes.unique_name !== page.uniqueName;
  if (renamed && (await uniqueNameTaken(db, site.id, changes.unique_name!, page.id)))
    throw uniqueNameTakenError();
  let saved: PageRow;
  try {
    saved = await db.transaction(async (tx) => {
      const row = await updateAtVersion(tx, PAGE_SETTINGS, {
        match: eq(pages.id, page.id),
        expected: settingsVersion,
        set: {
          ...(changes.name !== undefined ? { name: changes.name } : {}),
          ...(changes.unique_name !== undefined ? { uniqueName: changes.unique_name } : {}),
          ...(changes.title !== undefined ? { title: changes.title } : {}),
          ...(changes.description !== undefined ? { description: changes.description } : {}),
          ...(changes.image_url !== undefined ? { imageUrl: changes.image_url } : {}),
          updatedAt: new Date(),
        },
        returning: getTableColumns(pages),
      });
      // The old address keeps working: a permanent redirect to the new one (unless one exists).
      if (renamed && redirectOldPath && page.published && !page.isHome) {
        await addRedirectUnlessTaken(tx, {
          agencyId: site.agencyId,
          landingId: site.id,
          fromPath: `/${page.uniqueName}`,
          toUrl: `/${changes.unique_name}`,
          status: 301,
        });
      }
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'pages_landing_unique_name')) throw uniqueNameTakenError();
    throw error;
  }
  // The head (title, description, image) and every link to the page are baked into published HTML.
  if (page.published || renamed) await republishLanding(db, site.id, sites);
  else sites.invalidate(site.id);
  return pageSettings(saved, site, origins);
}

/** SPEC §4: a page can be set as home; the site root then shows it (and its old path no more). */
export async function setHomePage(
  db: Database,
  auth: AuthContext,
  pageId: number,
  sites: SiteCacheControl,
): Promise<PageRow> {
  const { page, site } = await pageWithSite(db, auth, pageId, 'publish');
  if (!page.isHome) {
    await db.transaction(async (tx) => {
      await tx
        .update(pages)
        .set({ isHome: false, updatedAt: new Date() })
        .where(and(eq(pages.landingId, site.id), eq(pages.isHome, true)));
      await tx.update(pages).set({ isHome: true, updatedAt: new Date() }).where(eq(pages.id, page.id));
    });
    await republishLanding(db, site.id, sites);
  }
  return page;
}

export async function clonePage(
  db: Database,
  auth: AuthContext,
  pageId: number,
  name: string | undefined,
  origins: SiteOrigins,
): Promise<PageSettings> {
  const { page, site } = await pageWithSite(db, auth, pageId, 'edit_design');
  return insertPageCopy(db, site, page, {
    name: (name ?? `${page.name} (copy)`).slice(0, 120),
    uniqueName: await freeUniqueName(db, site.id, `${page.uniqueName.slice(0, 70)}-copy`),
    document: loadStoredDocument(withFreshIds(loadStoredDocument(page.document))),
    origins,
  });
}

/**
 * SPEC §7 "import agency-page by unique-id": a copy of a page of the caller's agency, from any
 * site the caller may see, as a new draft of this site with fresh node ids and a free unique name.
 * Links to another site's pages and menus are dropped; uploads of the one agency are shared as
 * they are, so no file is copied.
 */
export async function importPage(
  db: Database,
  auth: AuthContext,
  landingId: number,
  uniqueId: string,
  origins: SiteOrigins,
): Promise<PageSettings> {
  const site = await siteForCaller(db, auth, landingId, 'edit_design');
  // A sub-user holds only some of the agency's sites: the others' pages are not theirs to copy.
  const { page: source } = await pageWithSite(db, auth, { uniqueId }, 'view', PAGE_MESSAGES.importNotFound);
  const sameSite = source.landingId === site.id;
  const document = withFreshIds(
    loadStoredDocument(source.document),
    sameSite ? {} : { pageIds: new Map(), menuIds: new Map() },
  );
  return insertPageCopy(db, site, source, {
    name: source.name,
    uniqueName: await freeUniqueName(db, site.id, source.uniqueName),
    document: loadStoredDocument(document),
    origins,
  });
}

/** Inserts a copy of `source` into `site` as an unpublished page that is not the home page. */
async function insertPageCopy(
  db: Database,
  site: SiteRow,
  source: PageRow,
  copy: { name: string; uniqueName: string; document: PageDocument; origins: SiteOrigins },
): Promise<PageSettings> {
  try {
    const [row] = await db
      .insert(pages)
      .values({
        agencyId: site.agencyId,
        landingId: site.id,
        name: copy.name,
        uniqueName: copy.uniqueName,
        title: source.title,
        description: source.description,
        imageUrl: source.imageUrl,
        document: copy.document,
      })
      .returning();
    return pageSettings(row!, site, copy.origins);
  } catch (error) {
    if (isUniqueViolation(error, 'pages_landing_unique_name')) throw uniqueNameTakenError();
    throw error;
  }
}

export async function deletePage(
  db: Database,
  auth: AuthContext,
  pageId: number,
  sites: SiteCacheControl,
): Promise<PageRow> {
  const { page, site } = await pageWithSite(db, auth, pageId, 'edit_design');
  await db.delete(pages).where(eq(pages.id, page.id));
  // Buttons and menus of the site's published pages linked it: they render without it now.
  if (page.published) await republishLanding(db, site.id, sites);
  else sites.invalidate(site.id);
  return page;
}
