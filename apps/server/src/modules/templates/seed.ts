import { DEFAULT_SITE_OPTIONS, DEFAULT_SITE_SETTINGS, type SiteOptions } from '@tessera/api-contract';
import { placeholderToken } from '@tessera/document';
import { siteTemplates, templateCategories } from '../../db/schema/templates.ts';
import { insertPlatformAgency } from '../agencies/store.ts';
import type { UserRow } from '../auth/session.ts';
import { replaceSiteSettings } from '../landings/lookup.ts';
import { type Executor, insertSite } from '../landings/manage.ts';
import { setPageHead } from '../pages/lookup.ts';

/**
 * The demo's admin templates (seed/demo.ts): a published category holding one published template
 * built from the business website sample (home page and main menu), so a fresh start shows agencies
 * a template to create a website from. Its texts name the business through placeholders
 * (`{{business.name}}`, `{{year}}`, …), so a website made from it says what its creator typed. Its pages stay drafts: sites made from it start unpublished.
 * Answers the platform agency it makes, which holds every platform design.
 */
export async function seedDemoTemplates(
  tx: Executor,
  admin: UserRow,
  whitelabelId: number,
): Promise<{ platformAgencyId: number }> {
  const platformAgencyId = await insertPlatformAgency(tx, whitelabelId);
  if (platformAgencyId === null) throw new Error('The demo seed found a platform agency already made');
  const name = 'Business website';
  // The business's own words are placeholders, resolved from what the creator of a website types
  // (landings/fill-template.ts); the template's previews show sample values.
  const business = {
    ...DEFAULT_SITE_SETTINGS.business_section,
    name: placeholderToken('business.name'),
    tagline: placeholderToken('business.tagline'),
    phone: placeholderToken('business.phone'),
    address: placeholderToken('business.address'),
  };
  const options: SiteOptions = {
    ...DEFAULT_SITE_OPTIONS,
    banner: {
      ...DEFAULT_SITE_OPTIONS.banner,
      headline: placeholderToken('business.name'),
      subheadline: placeholderToken('business.tagline'),
    },
    footer: {
      ...DEFAULT_SITE_OPTIONS.footer,
      text: `© ${placeholderToken('year')} ${placeholderToken('business.name')}`,
    },
  };
  const { landing, homePageId } = await insertSite(tx, { user: admin, agency: null }, platformAgencyId, {
    title: name,
    description: 'Services, about, articles and contact, with a main menu.',
    subdomain: 'template-business-website',
    template: 'default-site',
    // The email goes into the page as a placeholder; the stored settings keep a valid address field.
    settings: {
      ...DEFAULT_SITE_SETTINGS,
      business_section: { ...business, email: placeholderToken('business.email') },
    },
    options,
    isTemplate: true,
  });
  await replaceSiteSettings(tx, landing.id, { ...DEFAULT_SITE_SETTINGS, business_section: business });
  await setPageHead(tx, homePageId, {
    title: placeholderToken('site.name'),
    description: placeholderToken('business.tagline'),
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
  return { platformAgencyId };
}
