import {
  DEFAULT_SITE_OPTIONS,
  DEFAULT_SITE_SETTINGS,
  type SiteOptions,
  type SiteSettings,
} from '@tessera/api-contract';
import { agencies, siteTemplates, templateCategories } from '../../db/schema/index.ts';
import type { UserRow } from '../auth/session.ts';
import { type Executor, insertSite } from '../landings/manage.ts';
import { PLATFORM_AGENCY_NAME } from './platform.ts';

/**
 * The demo's admin templates (seed/demo.ts): a published category holding one published template
 * built from the business website sample (home page and main menu), so a fresh start shows agencies
 * a template to create a website from. Its pages stay drafts: sites made from it start unpublished.
 * Answers the platform agency it makes, which holds every platform design.
 */
export async function seedDemoTemplates(
  tx: Executor,
  admin: UserRow,
  whitelabelId: number,
): Promise<{ platformAgencyId: number }> {
  const [platform] = await tx
    .insert(agencies)
    .values({ whitelabelId, name: PLATFORM_AGENCY_NAME, isPlatform: true, freeFee: true })
    .returning({ id: agencies.id });
  const name = 'Business website';
  const settings: SiteSettings = {
    ...DEFAULT_SITE_SETTINGS,
    business_section: { ...DEFAULT_SITE_SETTINGS.business_section, name: 'Northwind Studio' },
  };
  const options: SiteOptions = {
    ...DEFAULT_SITE_OPTIONS,
    banner: { ...DEFAULT_SITE_OPTIONS.banner, headline: 'Northwind Studio' },
  };
  const { landing } = await insertSite(tx, { user: admin, agency: null }, platform!.id, {
    title: name,
    description: 'Services, about, articles and contact, with a main menu.',
    subdomain: 'template-business-website',
    template: 'default-site',
    settings,
    options,
    isTemplate: true,
  });
  const [category] = await tx
    .insert(templateCategories)
    .values({ name: 'Small business', published: true })
    .returning({ id: templateCategories.id });
  await tx.insert(siteTemplates).values({
    categoryId: category!.id,
    landingId: landing.id,
    name,
    description: 'A one-page business site: services, about, articles, contact and a main menu.',
    published: true,
    publishedAt: new Date(),
    createdBy: admin.id,
  });
  return { platformAgencyId: platform!.id };
}
