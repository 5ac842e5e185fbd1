import {
  type AutoLandingBody,
  type CreateLandingBody,
  DEFAULT_SITE_OPTIONS,
  DEFAULT_SITE_SETTINGS,
  DOMAIN_MESSAGES,
  type LandingTemplate,
  readSiteOptions,
  readSiteSettings,
  SERVICE_COUNT,
  type SiteOptions,
  type SiteSettings,
  type UpdateLandingBody,
  type UpdateSiteSettingsBody,
} from '@tessera/api-contract';
import { eq } from 'drizzle-orm';
import type { ServerConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { landings, pages } from '../../db/schema/landings.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { forbidden, HttpError, invalidField } from '../../lib/errors.ts';
import { updateAtVersion, versionedSettings } from '../../lib/versioned-update.ts';
import type { AuthContext } from '../auth/session.ts';
import { insertMenu, isMenuOfSite } from '../menus/service.ts';
import { publishPageById, republishLanding, type SiteCacheControl } from '../pages/service.ts';
import { grantEverySitePermission } from '../users/store.ts';
import { SITE_NOT_FOUND, type SiteRow, siteForCaller } from './access.ts';
import { freeSubdomain, slugForSubdomain, subdomainProblem } from './domains.ts';
import type { SiteCollections } from './empty-content.ts';
import { fillPageDocument, newSiteFacts, valuesFor } from './fill-template.ts';
import { plannedHomePage, plannedMainMenu, pointNavigationAtMenu } from './template.ts';

export const NO_CREATE_PERMISSION = 'You do not have permission to create websites.';

/** A site made here starts with no blog posts and no podcast episodes. */
const NEW_SITE_COLLECTIONS: SiteCollections = { publishedPosts: 0, publishedEpisodes: 0 };

/** What changing what a site serves must tell the site server. */
export interface SiteServer extends SiteCacheControl {
  forgetHosts(): void;
}

type DomainConfig = Pick<ServerConfig, 'APP_DOMAINS' | 'SITES_DOMAIN'>;

/** SPEC §6: the owner creates sites; an AgencyUser only with `can_create_landing`. */
export function assertMayCreate(auth: AuthContext): number {
  const agencyId = auth.agency?.id;
  const allowed =
    auth.user.role === 'Agency' || (auth.user.role === 'AgencyUser' && auth.user.canCreateLanding);
  if (!allowed || agencyId === undefined) throw forbidden(NO_CREATE_PERMISSION);
  return agencyId;
}

export async function assertSubdomainFree(
  db: Database,
  config: DomainConfig,
  subdomain: string,
  exceptLandingId?: number,
): Promise<void> {
  const problem = await subdomainProblem(db, config, subdomain, exceptLandingId);
  if (problem) throw invalidField('subdomain', problem);
}

const subdomainTaken = () => invalidField('subdomain', DOMAIN_MESSAGES.subdomainTaken);

export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Who makes a site: a signed-in caller, or the seed acting as the demo admin. */
export type SiteCreator = Pick<AuthContext, 'user' | 'agency'>;

/** A sub-user (AgencyUser, WebsiteUser) making a site of its own agency is given it with every permission. */
export function givesSiteToCreator(auth: SiteCreator, agencyId: number): boolean {
  return auth.user.role !== 'Agency' && auth.user.role !== 'Admin' && auth.agency?.id === agencyId;
}

/**
 * A new site row with its home page (and, for the default site template, its main menu wired
 * into the Menu section). A sub-user who creates a site is given it with every permission, so it
 * appears in its list. `isTemplate` makes the backing site of an admin template (modules/templates),
 * with `platformBlog` too the admin blog's (modules/admin-blog).
 */
export async function insertSite(
  tx: Executor,
  auth: SiteCreator,
  agencyId: number,
  values: {
    title: string;
    description: string;
    subdomain: string;
    template: LandingTemplate;
    settings: SiteSettings;
    options: SiteOptions;
    isTemplate?: boolean;
    platformBlog?: boolean;
  },
): Promise<{ landing: SiteRow; homePageId: number }> {
  const [landing] = await tx
    .insert(landings)
    .values({
      agencyId,
      title: values.title,
      description: values.description,
      subdomain: values.subdomain,
      template: values.template === 'blank' ? null : values.template,
      settings: values.settings,
      options: values.options,
      isTemplate: values.isTemplate ?? false,
      platformBlog: values.platformBlog ?? false,
    })
    .returning();
  const planned = plannedHomePage(values.template, values);
  // A template's backing site keeps every section for admins to design; a website leaves out
  // what it has nothing for (a new site has no posts or episodes yet).
  const home = values.isTemplate
    ? planned
    : {
        ...planned,
        document: fillPageDocument(
          planned.document,
          valuesFor({ siteName: values.title, business: values.settings.business_section }),
          NEW_SITE_COLLECTIONS,
        ).document,
      };
  const [page] = await tx
    .insert(pages)
    .values({
      agencyId,
      landingId: landing!.id,
      name: home.name,
      uniqueName: home.uniqueName,
      isHome: true,
      title: home.title,
      description: home.description,
      document: home.document,
    })
    .returning({ id: pages.id });
  const menuItems = plannedMainMenu(values.template, home.document, page!.id);
  if (menuItems) {
    const menu = await insertMenu(tx, {
      agencyId,
      landingId: landing!.id,
      name: 'Main menu',
      items: menuItems,
    });
    await tx
      .update(pages)
      .set({ document: pointNavigationAtMenu(home.document, menu.id) })
      .where(eq(pages.id, page!.id));
    const options = { ...values.options, menu: { ...values.options.menu, menu_id: menu.id } };
    await tx.update(landings).set({ options }).where(eq(landings.id, landing!.id));
  }
  if (givesSiteToCreator(auth, agencyId)) await grantEverySitePermission(tx, auth.user.id, landing!.id);
  return { landing: landing!, homePageId: page!.id };
}

export async function createLanding(
  db: Database,
  config: DomainConfig,
  auth: AuthContext,
  body: CreateLandingBody & { subdomain: string; template: LandingTemplate; description: string },
): Promise<number> {
  const agencyId = assertMayCreate(auth);
  await assertSubdomainFree(db, config, body.subdomain);
  const { business } = newSiteFacts(body);
  const settings: SiteSettings = {
    ...DEFAULT_SITE_SETTINGS,
    business_section: { ...DEFAULT_SITE_SETTINGS.business_section, ...business },
  };
  const options: SiteOptions = {
    ...DEFAULT_SITE_OPTIONS,
    banner: {
      ...DEFAULT_SITE_OPTIONS.banner,
      headline: business.name,
      subheadline: business.tagline || DEFAULT_SITE_OPTIONS.banner.subheadline,
    },
  };
  try {
    const { landing } = await db.transaction((tx) =>
      insertSite(tx, auth, agencyId, {
        title: body.title,
        description: body.description,
        subdomain: body.subdomain,
        template: body.template,
        settings,
        options,
      }),
    );
    return landing.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw subdomainTaken();
    throw error;
  }
}

/**
 * `POST /landings/auto`: the default site template filled in with the business's facts, on a free
 * subdomain made from its name, with the home page published at once.
 */
export async function autoCreateLanding(
  db: Database,
  config: DomainConfig,
  auth: AuthContext,
  body: Required<AutoLandingBody>,
  sites: SiteServer,
): Promise<number> {
  const agencyId = assertMayCreate(auth);
  const settings: SiteSettings = {
    ...DEFAULT_SITE_SETTINGS,
    business_section: {
      ...DEFAULT_SITE_SETTINGS.business_section,
      ...newSiteFacts({ title: body.business_name, ...body }).business,
    },
  };
  // Named services take the first slots, switched on; the template's own fill the rest, off.
  const items = DEFAULT_SITE_OPTIONS.services.items.map((item, index) => {
    const title = body.services[index];
    if (title !== undefined) return { Title: title, Content: '', Icon: item.Icon, IsActive: true };
    return { ...item, IsActive: body.services.length === 0 ? item.IsActive : false };
  });
  const options: SiteOptions = {
    ...DEFAULT_SITE_OPTIONS,
    banner: {
      ...DEFAULT_SITE_OPTIONS.banner,
      headline: body.business_name,
      subheadline: body.tagline || DEFAULT_SITE_OPTIONS.banner.subheadline,
    },
    services: { ...DEFAULT_SITE_OPTIONS.services, items: items.slice(0, SERVICE_COUNT) },
  };
  for (let attempt = 0; ; attempt++) {
    const subdomain = await freeSubdomain(db, config, slugForSubdomain(body.business_name));
    try {
      const { landing, homePageId } = await db.transaction((tx) =>
        insertSite(tx, auth, agencyId, {
          title: body.business_name,
          description: body.tagline,
          subdomain,
          template: 'default-site',
          settings,
          options,
        }),
      );
      await publishPageById(db, homePageId);
      sites.invalidate(landing.id);
      return landing.id;
    } catch (error) {
      // Someone took the same free name a moment ago: pick again.
      if (isUniqueViolation(error) && attempt < 3) continue;
      throw error;
    }
  }
}

export async function updateLanding(
  db: Database,
  config: DomainConfig,
  auth: AuthContext,
  landingId: number,
  body: UpdateLandingBody,
  sites: SiteServer,
): Promise<void> {
  const site = await siteForCaller(db, auth, landingId, 'manage_settings');
  const parsed = body as { title?: string; description?: string; subdomain?: string };
  if (parsed.subdomain !== undefined && parsed.subdomain !== site.subdomain) {
    await assertSubdomainFree(db, config, parsed.subdomain, site.id);
  }
  try {
    await db
      .update(landings)
      .set({ ...parsed, updatedAt: new Date() })
      .where(eq(landings.id, site.id));
  } catch (error) {
    if (isUniqueViolation(error)) throw subdomainTaken();
    throw error;
  }
  if (parsed.subdomain !== undefined && parsed.subdomain !== site.subdomain) sites.forgetHosts();
  // The site's name is baked into every published page (title, social cards).
  if (parsed.title !== undefined && parsed.title !== site.title) await republishLanding(db, site.id, sites);
  else sites.invalidate(site.id);
}

export async function deleteLanding(
  db: Database,
  auth: AuthContext,
  landingId: number,
  sites: SiteServer,
): Promise<SiteRow> {
  const site = await siteForCaller(db, auth, landingId, 'manage_settings');
  await db.delete(landings).where(eq(landings.id, site.id));
  sites.invalidate(site.id);
  sites.forgetHosts();
  return site;
}

/** The version every write of a site's `settings` or `options` bumps. */
export const SITE_SETTINGS = versionedSettings(landings, "This website's settings", SITE_NOT_FOUND);

/** `PUT /landings/{id}/settings`: each group given replaces the stored one whole. */
export async function updateSiteSettings(
  db: Database,
  auth: AuthContext,
  landingId: number,
  body: UpdateSiteSettingsBody,
  sites: SiteServer,
): Promise<void> {
  const site = await siteForCaller(db, auth, landingId, 'manage_settings');
  const settings = { ...readSiteSettings(site.settings), ...(body.settings ?? {}) };
  const options = { ...readSiteOptions(site.options), ...(body.options ?? {}) };
  const menuId = (body.options?.menu as SiteOptions['menu'] | undefined)?.menu_id;
  if (menuId !== undefined && menuId !== null) await assertSiteMenu(db, site.id, menuId);
  // Groups are merged into what was read above; the version check makes the read and the write
  // one step: a write in between (another save, the blog's settings) moved the version on.
  await updateAtVersion(db, SITE_SETTINGS, {
    match: eq(landings.id, site.id),
    expected: body.settings_version,
    set: { settings, options, updatedAt: new Date() },
    returning: { id: landings.id },
  });
  // Legal pages are served from the settings (sites/legal.ts).
  sites.invalidate(site.id);
}

async function assertSiteMenu(db: Database, landingId: number, menuId: number): Promise<void> {
  if (!(await isMenuOfSite(db, landingId, menuId)))
    throw new HttpError(422, 'The menu does not exist on this website.', {
      'options.menu.menu_id': ['The menu does not exist on this website.'],
    });
}
