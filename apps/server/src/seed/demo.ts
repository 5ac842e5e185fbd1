import type { LandingPermission, Role } from '@tessera/api-contract';
import { landingPermissions } from '@tessera/api-contract';
import { type CardContent, cardContentInput } from '@tessera/cards';
import {
  DEFAULT_CONTACT_CARD_OPTIONS,
  JOB_TITLE_CARD_FORM_FIELDS,
  marketingAgencySample,
  type PageDocument,
  sampleMediaUrl,
  softwareLandingSample,
  withColorTheme,
} from '@tessera/document';
import { loadStoredDocument } from '@tessera/elements';
import { count } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  adminPageTemplates,
  agencies,
  cards,
  landings,
  pages,
  pageTemplateCategories,
  userLandings,
  users,
  whitelabels,
} from '../db/schema/index.ts';
import { hashPassword, randomToken } from '../lib/crypto.ts';
import { seedDemoAdminBlocks } from '../modules/admin-blocks/seed.ts';
import { seedDemoAdminBlog } from '../modules/admin-blog/seed.ts';
import { seedDemoPlans } from '../modules/billing/seed.ts';
import { seedDemoBlog, withDemoBlogSection } from '../modules/blogs/seed.ts';
import { seedDemoCourse } from '../modules/courses/seed.ts';
import { publishPageById } from '../modules/pages/service.ts';
import { seedDemoTemplates } from '../modules/templates/seed.ts';

export const DEMO_ACCOUNTS: ReadonlyArray<{ email: string; name: string; role: Role }> = [
  { email: 'admin@demo.tessera', name: 'Ada Admin', role: 'Admin' },
  { email: 'agency@demo.tessera', name: 'Avery Agency', role: 'Agency' },
  { email: 'agencyuser@demo.tessera', name: 'Jordan Designer', role: 'AgencyUser' },
  { email: 'websiteuser@demo.tessera', name: 'Sam Client', role: 'WebsiteUser' },
  { email: 'carduser@demo.tessera', name: 'Casey Cards', role: 'CardUser' },
];

export interface SeedResult {
  seeded: boolean;
  password: string | null;
  generatedPassword: boolean;
}

/** A sample as the editor would have saved it: loaded through the registry. */
function sampleDocument(build: () => PageDocument): PageDocument {
  return loadStoredDocument(build());
}

/**
 * The demo card user's card, complete as a real one: channels to reach them, a design and a
 * colour theme, and the lead form with the job-title field. It goes through the same rules as a
 * card saved in the editor (phones in E.164, handles as profile links).
 */
export function demoCardContent(): CardContent {
  return cardContentInput.parse({
    name: 'Casey Cards',
    job_title: 'Account Director',
    company: 'Demo Marketing Agency',
    bio: 'I help local businesses win more customers with websites, landing pages and ad campaigns that pay for themselves. Tap to call, text or email me, or save my contact.',
    logo_url: sampleMediaUrl('agency', 'brightpath-logo.png'),
    options: {
      Design: withColorTheme({ ...DEFAULT_CONTACT_CARD_OPTIONS.Design, Id: 'Classic' }, 'denim'),
      IconList: ['call', 'email', 'linkedin', 'instagram'],
      ButtonList: [
        { Channel: 'call', Label: 'Call me', Value: '+1 (404) 555-0188' },
        { Channel: 'text', Label: 'Text me', Value: '+1 (404) 555-0188' },
        { Channel: 'email', Label: 'Email me', Value: 'casey@demo.tessera' },
        { Channel: 'whatsapp', Label: 'WhatsApp', Value: '+1 (404) 555-0188' },
        { Channel: 'linkedin', Label: 'LinkedIn', Value: 'https://linkedin.com/company/brightpath-digital' },
        { Channel: 'instagram', Label: 'Instagram', Value: 'brightpathdigital' },
        { Channel: 'contact', Label: 'Save Contact', Value: '' },
      ],
      FieldList: JOB_TITLE_CARD_FORM_FIELDS.map((field) => ({ ...field })),
      LeadForm: { Headline: 'Tell me about your business' },
    },
  });
}

/**
 * Fills an empty database with a white label, the five demo accounts, their agency and its two
 * published demo sites, a published category of two admin page templates, and a published admin
 * template (a whole site) in a published category, two published admin blog posts, the plans,
 * and a published course in the demo agency's plan.
 * It never touches a database that already has users, so restarts keep real data.
 */
export async function seedDemoData(
  db: Database,
  options: { appDomains: readonly string[]; demoPassword?: string | undefined; passwordHashCost: number },
): Promise<SeedResult> {
  const [existing] = await db.select({ value: count() }).from(users);
  if ((existing?.value ?? 0) > 0) return { seeded: false, password: null, generatedPassword: false };

  const password = options.demoPassword ?? randomToken(9);
  // The demo accounts share one password, printed at start, so they share its hash: one scrypt
  // at the production cost instead of five keeps a first start (and each e2e server) ~2 s faster.
  const passwordHash = await hashPassword(password, options.passwordHashCost);

  await db.transaction(async (tx) => {
    const [whitelabel] = await tx
      .insert(whitelabels)
      .values({ domain: options.appDomains[0]!, domain2: options.appDomains[1] ?? null, name: 'Tessera' })
      .returning();
    const [agency] = await tx
      .insert(agencies)
      .values({
        whitelabelId: whitelabel!.id,
        name: 'Demo Agency',
        subscribed: true,
        stripeStatus: 'active',
        stripePrice: 'agency-monthly',
        // The demo shows site commerce: it holds the Commerce app (its order elements unlocked).
        appPlans: ['app-commerce'],
        premiumApps: ['commerce'],
        premiumElements: ['coupon', 'credit-card', 'order-select', 'order-summary', 'payment-link'],
        cardLimit: 25,
      })
      .returning();
    const agencyId = agency!.id;
    const created = await tx
      .insert(users)
      .values(
        DEMO_ACCOUNTS.map((account) => ({
          ...account,
          passwordHash,
          agencyId: account.role === 'Admin' ? null : agencyId,
          canCreateLanding: account.role === 'AgencyUser',
        })),
      )
      .returning();
    const byRole = (role: Role) => created.find((u) => u.role === role)!;

    const [site, clientSite] = await tx
      .insert(landings)
      .values([
        { agencyId, title: 'Demo Marketing Agency', subdomain: 'demo' },
        { agencyId, title: 'Launchpad Software', subdomain: 'launchpad' },
      ])
      .returning();
    const all: LandingPermission[] = [...landingPermissions];
    await tx.insert(userLandings).values([
      { userId: byRole('AgencyUser').id, landingId: site!.id, permissions: all },
      { userId: byRole('AgencyUser').id, landingId: clientSite!.id, permissions: all },
      { userId: byRole('WebsiteUser').id, landingId: clientSite!.id, permissions: ['view', 'edit_design'] },
    ]);
    const card = demoCardContent();
    await tx.insert(cards).values({
      agencyId,
      ownerUserId: byRole('CardUser').id,
      name: card.name,
      jobTitle: card.job_title,
      company: card.company,
      bio: card.bio,
      logoUrl: card.logo_url,
      options: card.options,
    });
    // Published demo sites, so `demo.localhost:{port}` shows a real page on the first start.
    // The demo home page lists the blog's newest posts (modules/blogs/seed.ts).
    const demoHome = withDemoBlogSection(sampleDocument(marketingAgencySample));
    const demoPages = await tx
      .insert(pages)
      .values([
        {
          agencyId,
          landingId: site!.id,
          name: 'Home',
          uniqueName: 'home',
          isHome: true,
          title: 'Brightpath Digital — More leads, fewer wasted ad dollars',
          description:
            'Brightpath plans, builds and runs the campaigns that keep your calendar full, and reports every dollar back in plain English.',
          imageUrl: sampleMediaUrl('agency', 'social-card.jpg'),
          document: demoHome,
        },
        {
          agencyId,
          landingId: site!.id,
          name: 'Software',
          uniqueName: 'software',
          title: 'Plan less. Ship more.',
          description: 'Project planning software for teams that would rather be shipping.',
          imageUrl: sampleMediaUrl('taskflow', 'social-card.jpg'),
          document: sampleDocument(softwareLandingSample),
        },
        {
          agencyId,
          landingId: clientSite!.id,
          name: 'Home',
          uniqueName: 'home',
          isHome: true,
          title: 'Launchpad — Plan less. Ship more.',
          description: 'Project planning software for teams that would rather be shipping.',
          imageUrl: sampleMediaUrl('taskflow', 'social-card.jpg'),
          document: sampleDocument(softwareLandingSample),
        },
      ])
      .returning({ id: pages.id });
    // Three published posts at demo.localhost:{port}/blog, before the pages that list them.
    await seedDemoBlog(tx, { agencyId, landingId: site!.id, home: demoHome });
    for (const page of demoPages) await publishPageById(tx, page.id);
    // A published category of admin page templates, so agencies can start pages from them.
    const [category] = await tx
      .insert(pageTemplateCategories)
      .values({ name: 'Landing pages', published: true })
      .returning();
    const publishedAt = new Date();
    await tx.insert(adminPageTemplates).values(
      [
        {
          name: 'Marketing agency',
          description: 'A lead-generation page with results, services, testimonials and a contact form.',
          document: sampleDocument(marketingAgencySample),
        },
        {
          name: 'Software launch',
          description: 'Product hero, features, pricing and a trial sign-up.',
          document: sampleDocument(softwareLandingSample),
        },
      ].map((template) => ({
        ...template,
        categoryId: category!.id,
        createdBy: byRole('Admin').id,
        published: true,
        publishedDocument: template.document,
        publishedVersion: 1,
        publishedAt,
      })),
    );
    // A published admin template (a whole site) in a published category: modules/templates.
    const { platformAgencyId } = await seedDemoTemplates(tx, byRole('Admin'), whitelabel!.id);
    // Published admin blog posts for agencies to import: modules/admin-blog.
    await seedDemoAdminBlog(tx, byRole('Admin'), platformAgencyId);
    // Published blocks in every editor's block library: modules/admin-blocks.
    await seedDemoAdminBlocks(tx, byRole('Admin'));
    // Plans and prices (an agency plan with a trial, app, reseller and unlimited plans): modules/billing.
    await seedDemoPlans(tx);
    // A published course in the demo agency's plan: modules/courses.
    await seedDemoCourse(tx, { planName: 'agency-monthly', adminId: byRole('Admin').id });
  });
  return { seeded: true, password, generatedPassword: options.demoPassword === undefined };
}
