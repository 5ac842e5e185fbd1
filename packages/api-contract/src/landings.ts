import { type BusinessFacts, MESSAGES, validateCustomDomain, validateSubdomain } from '@tessera/document';
import { z } from 'zod';
import { blogSettings, DEFAULT_BLOG_SETTINGS } from './blogs.ts';
import { endpoint, forRoles, onSite, SITE_ROLES } from './endpoint.ts';
import {
  actionResult,
  idParams,
  itemEnvelope,
  listEnvelope,
  pageQuery,
  settingsVersionInput,
} from './envelopes.ts';
import { idField } from './inputs.ts';
import { landingPermission, type Role } from './roles.ts';

export const landingListQuery = pageQuery.extend({
  sort: z.enum(['id', 'title', 'created_at', 'updated_at']).default('updated_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type LandingListQuery = z.infer<typeof landingListQuery>;

export const landingListItem = z.object({
  id: z.number().int(),
  title: z.string(),
  subdomain: z.string(),
  domain: z.string().nullable(),
  /** Where the site is served: the verified custom domain, else the subdomain. */
  url: z.string(),
  published_pages: z.number().int().nonnegative(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LandingListItem = z.infer<typeof landingListItem>;
export const landingListResponse = listEnvelope(landingListItem);

export const landingIdParams = idParams;
export type LandingIdParams = z.infer<typeof landingIdParams>;

// ---------------------------------------------------------------------------------------------
// Domains (SPEC §5): the same rules and messages on the client and the server.

/** SPEC §5: inputs with the subdomain/customurl rule strip whitespace before checking. */
const stripWhitespace = (value: string) => value.replace(/\s+/g, '');

/** A subdomain as typed: whitespace stripped, then the SPEC §5 rule with its exact message. */
export const subdomainInput = z
  .string()
  .transform(stripWhitespace)
  .superRefine((value, ctx) => {
    const message = validateSubdomain(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/** A custom domain as typed (required where it is asked for): SPEC §5 rule and message. */
export const customDomainInput = z
  .string()
  .transform(stripWhitespace)
  .superRefine((value, ctx) => {
    const message = value === '' ? MESSAGES.required : validateCustomDomain(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/** Messages for the uniqueness half of the domain rules (the format half is SPEC §5 wording). */
export const DOMAIN_MESSAGES = {
  /** Shown under SPEC §5's format message when the typed domain starts with `www.`. */
  wwwHint: 'Enter the domain without www.; we serve www. and redirect it.',
  subdomainTaken: 'This subdomain is already taken.',
  subdomainReserved: 'This subdomain is reserved.',
  domainTaken: 'This domain is already used by another website.',
  domainIsPlatform: 'This domain belongs to the platform and cannot be used for a website.',
} as const;

export const validateSubdomainBody = z
  .object({
    subdomain: subdomainInput,
    /** The site being edited: its own subdomain is not "taken". */
    landing_id: idField().optional(),
  })
  .strict();
export type ValidateSubdomainBody = z.input<typeof validateSubdomainBody>;

export const validateDomainBody = z
  .object({ domain: customDomainInput, landing_id: idField().optional() })
  .strict();
export type ValidateDomainBody = z.input<typeof validateDomainBody>;

/** One DNS record the owner of a custom domain must create, and what DNS answers today. */
export const dnsRecordCheck = z.object({
  type: z.enum(['A', 'CNAME', 'TXT']),
  /** The record's name as DNS panels ask for it (`@` for the domain itself). */
  host: z.string(),
  /** The full name that is looked up. */
  name: z.string(),
  value: z.string(),
  /** What the resolver answered for this name and type (empty when nothing). */
  found: z.array(z.string()),
  ok: z.boolean(),
});
export type DnsRecordCheck = z.infer<typeof dnsRecordCheck>;

export const domainStatus = z.object({
  domain: z.string().nullable(),
  /** True once every required record resolved: the site then answers on the domain. */
  verified: z.boolean(),
  /** Records to create; empty when the site has no custom domain. */
  records: z.array(dnsRecordCheck),
  /** When DNS was last asked (null: not since the domain was set). */
  checked_at: z.string().nullable(),
  /** A resolver failure (timeout, refused) worth showing; null when DNS answered. */
  error: z.string().nullable(),
  /**
   * The domain is a registrable domain (`example.com`): its DNS host must support CNAME
   * flattening (ALIAS/ANAME), or it takes the A records when the platform publishes addresses.
   */
  apex: z.boolean(),
  /**
   * Optional: the CNAME that makes `www.{domain}` reach us, where visitors are redirected to the
   * domain. Checked with the others but never needed for `verified`; null without a domain.
   */
  www_record: dnsRecordCheck.nullable(),
});
export type DomainStatus = z.infer<typeof domainStatus>;
export const domainStatusResponse = itemEnvelope(domainStatus);

/** `PUT /landings/{id}/custom-url`: set (or with null, remove) the site's custom domain. */
export const customUrlBody = z.object({ domain: customDomainInput.nullable() }).strict();
export type CustomUrlBody = z.input<typeof customUrlBody>;

// ---------------------------------------------------------------------------------------------
// Site settings (SPEC §3 `settings`) and site option blocks (SPEC §3 `options`).

const text = (max: number) => z.string().trim().max(max).default('');
/** An http(s) URL or nothing: links and images in settings are shown on public sites. */
const webUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), MESSAGES.url)
  .default('');
/** An image: an http(s) URL, or a path on the site's own origin (uploads, sample pictures). */
const imageUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => value === '' || /^(https?:\/\/|\/(?!\/))[^\s]*$/i.test(value), MESSAGES.url)
  .default('');
const email = z
  .string()
  .trim()
  .max(254)
  .refine((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), MESSAGES.email)
  .default('');
const color = z
  .string()
  .trim()
  .refine((value) => value === '' || /^#[0-9a-f]{3,8}$/i.test(value), 'The colour must be a hex value.')
  .default('');

export const ownerSection = z
  .object({
    name: text(120),
    title: text(120),
    email,
    phone: text(40),
    photo_url: imageUrl,
    bio: text(2000),
  })
  .strict();

export const businessSection = z
  .object({
    name: text(160),
    tagline: text(240),
    email,
    phone: text(40),
    address: text(240),
    city: text(120),
    state: text(120),
    postal_code: text(20),
    country: text(120),
    hours: text(500),
  })
  .strict();

export const socialNetworks = [
  'facebook',
  'instagram',
  'twitter',
  'linkedin',
  'youtube',
  'tiktok',
  'pinterest',
] as const;
export const socials = z
  .object(Object.fromEntries(socialNetworks.map((n) => [n, webUrl])))
  .strict() as z.ZodObject<Record<(typeof socialNetworks)[number], typeof webUrl>>;

export const legals = z.object({ privacy: text(100_000), service: text(100_000) }).strict();

/**
 * Which pages may show the site's published pages in a frame (CSP `frame-ancestors`): only the
 * site's own pages (the default), nowhere, or the site and the listed origins.
 */
export const embeddingModes = ['self', 'none', 'listed'] as const;
export type EmbeddingMode = (typeof embeddingModes)[number];
export const EMBEDDING_ORIGINS_MAX = 20;
export const EMBEDDING_MESSAGES = {
  origin: 'Enter an address like https://example.com (no path), or https://*.example.com for its subdomains.',
  originsRequired: 'Add at least one address, or choose another option.',
  tooMany: `List at most ${EMBEDDING_ORIGINS_MAX} addresses.`,
} as const;
/** `https://example.com`, `https://*.example.com`, `http://localhost:8080`: a scheme and a host, nothing else. */
const EMBEDDING_ORIGIN =
  /^https?:\/\/(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/;
export const embeddingOrigin = z
  .string()
  .trim()
  .toLowerCase()
  .overwrite((value) => value.replace(/\/+$/, ''))
  .refine((value) => value.length <= 253 && EMBEDDING_ORIGIN.test(value), EMBEDDING_MESSAGES.origin);
export const siteEmbedding = z
  .object({
    frame_ancestors: z.enum(embeddingModes).default('self'),
    origins: z.array(embeddingOrigin).max(EMBEDDING_ORIGINS_MAX, EMBEDDING_MESSAGES.tooMany).default([]),
  })
  .strict()
  .refine((value) => value.frame_ancestors !== 'listed' || value.origins.length > 0, {
    message: EMBEDDING_MESSAGES.originsRequired,
    path: ['origins'],
  });
export type SiteEmbedding = z.infer<typeof siteEmbedding>;

export const siteSettings = z
  .object({
    owner_section: ownerSection.default(ownerSection.parse({})),
    business_section: businessSection.default(businessSection.parse({})),
    socials: socials.default(socials.parse({})),
    legals: legals.default(legals.parse({})),
    /** SPEC §7 `blog-setting` (written by `PUT /landings/{id}/blog-setting`, not by `PUT …/settings`). */
    blog: blogSettings.default(DEFAULT_BLOG_SETTINGS),
    embedding: siteEmbedding.default({ frame_ancestors: 'self', origins: [] }),
  })
  .strict();
export type SiteSettings = z.infer<typeof siteSettings>;
export const DEFAULT_SITE_SETTINGS: SiteSettings = siteSettings.parse({});

export const SERVICE_COUNT = 9;
export const serviceItem = z
  .object({
    Title: text(120),
    Content: text(1000),
    /** A Font Awesome icon name (`comments`, `code`). */
    Icon: z
      .string()
      .trim()
      .max(60)
      .regex(/^[a-z0-9-]*$/, 'The icon must be an icon name.')
      .default(''),
    IsActive: z.boolean().default(false),
  })
  .strict();
export type ServiceItem = z.infer<typeof serviceItem>;

const block = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ show: z.boolean().default(true), ...shape }).strict();

const styling = z
  .object({
    primary_color: color,
    text_color: color,
    background_color: color,
    font_family: text(60),
  })
  .strict();

export const siteOptions = z
  .object({
    styling,
    banner: block({
      headline: text(200),
      subheadline: text(500),
      button_text: text(60),
      button_link: text(2048),
      image_url: imageUrl,
    }),
    header: block({ logo_url: imageUrl, show_socials: z.boolean().default(true) }),
    menu: block({ menu_id: idField().nullable().default(null) }),
    services: block({
      title: text(120),
      items: z.array(serviceItem).length(SERVICE_COUNT, `Exactly ${SERVICE_COUNT} services are needed.`),
    }),
    articles: block({ title: text(120), count: z.number().int().min(1).max(12).default(3) }),
    about: block({ title: text(120), content: text(5000), image_url: imageUrl }),
    contact: block({
      title: text(120),
      show_form: z.boolean().default(true),
      show_map: z.boolean().default(true),
    }),
    footer: block({ text: text(500), show_legal_links: z.boolean().default(true) }),
  })
  .strict();
export type SiteOptions = z.infer<typeof siteOptions>;

/** The default site template's own content (SPEC §3: nine services, three switched off). */
const DEFAULT_SERVICES: ServiceItem[] = [
  ['Consulting', 'One-to-one sessions to plan your next step.', 'comments', true],
  ['Design', 'Brand, print and web design that looks like you.', 'palette', true],
  ['Development', 'Websites and shops that load fast on every phone.', 'code', true],
  ['Marketing', 'Email, social and search campaigns that bring people back.', 'bullhorn', true],
  ['Training', 'Workshops that get your team confident with new tools.', 'graduation-cap', true],
  ['Support', 'Same-day answers from people who know your setup.', 'life-ring', true],
  ['Photography', 'Product and team photos ready for the web.', 'camera', false],
  ['Copywriting', 'Words that explain what you do in one read.', 'pen', false],
  ['Analytics', 'Dashboards that show what is working.', 'chart-pie', false],
].map(([Title, Content, Icon, IsActive]) => ({
  Title: Title as string,
  Content: Content as string,
  Icon: Icon as string,
  IsActive: IsActive as boolean,
}));

export const DEFAULT_SITE_OPTIONS: SiteOptions = siteOptions.parse({
  styling: {},
  banner: {
    headline: 'Your Business Name',
    subheadline: 'Say in one sentence who you help and how. Visitors decide in seconds whether to stay.',
    button_text: 'Contact Us',
    button_link: '#contact',
  },
  header: {},
  menu: {},
  services: { title: 'Our Services', items: DEFAULT_SERVICES },
  articles: { title: 'Latest Articles' },
  about: {
    title: 'About Us',
    content:
      'Tell your story: when you started, who you serve and what makes working with you different. Two or three short paragraphs work best.',
  },
  contact: { title: 'Get in Touch' },
  footer: { text: '' },
});

/**
 * Stored settings and options read through the schemas, so rows written before a field existed
 * (or by an older version) come back complete; a group that no longer parses falls back whole.
 */
export function readSiteSettings(stored: unknown): SiteSettings {
  const record = isRecord(stored) ? stored : {};
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(siteSettings.shape) as (keyof SiteSettings)[]) {
    const parsed = siteSettings.shape[key].safeParse(record[key]);
    out[key] = parsed.success ? parsed.data : DEFAULT_SITE_SETTINGS[key];
  }
  return out as SiteSettings;
}

export function readSiteOptions(stored: unknown): SiteOptions {
  const record = isRecord(stored) ? stored : {};
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(siteOptions.shape) as (keyof SiteOptions)[]) {
    const value = record[key];
    const parsed = value === undefined ? null : siteOptions.shape[key].safeParse(value);
    out[key] = parsed?.success ? parsed.data : DEFAULT_SITE_OPTIONS[key];
  }
  return out as SiteOptions;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// ---------------------------------------------------------------------------------------------
// One site.

export const landingDetail = landingListItem.extend({
  description: z.string(),
  domain_verified: z.boolean(),
  /** The subdomain address, always reachable. */
  subdomain_url: z.string(),
  /** Sample the site was created from (`default-site`, …) or null for a blank site. */
  template: z.string().nullable(),
  home_page: z.object({ id: z.number().int(), name: z.string(), published: z.boolean() }).nullable(),
  pages_count: z.number().int().nonnegative(),
  /** Whether a share code exists (the code itself comes from `GET /landings/{id}/unique-id`). */
  shared: z.boolean(),
  settings: siteSettings,
  options: siteOptions,
  /** The version of `settings` and `options`: what the next `PUT /landings/{id}/settings` names. */
  settings_version: z.number().int(),
  /** The caller's landing permissions on this site (the owner holds them all). */
  permissions: z.array(landingPermission),
  /** The backing site of an admin template (only admins see these): never served live. */
  is_template: z.boolean(),
  /**
   * The site's own icon (`POST /landings/{id}/favicon`), its 512 px PNG; null while the site shows
   * its white label's icon. Sites serve it at `/favicon.ico` and the other icon paths.
   */
  favicon_url: z.string().nullable(),
});
export type LandingDetail = z.infer<typeof landingDetail>;
export const landingDetailResponse = itemEnvelope(landingDetail);

export const landingTemplates = ['blank', 'default-site', 'marketing-agency', 'software-landing'] as const;
export const landingTemplate = z.enum(landingTemplates);
export type LandingTemplate = z.infer<typeof landingTemplate>;

const title = z.string().trim().min(1, 'The title field is required.').max(120);
const description = z.string().trim().max(500);

/**
 * What the creator of a website says about the business (SPEC §3 business_section): stored in the
 * new site's settings and resolved into the template's placeholders (`{{business.email}}`, …,
 * packages/document/placeholders.ts). Blank is allowed: what a placeholder needed is then left out.
 */
const businessFacts = {
  tagline: z.string().trim().max(240).default(''),
  email,
  phone: z.string().trim().max(40).default(''),
  address: z.string().trim().max(240).default(''),
  city: z.string().trim().max(120).default(''),
  state: z.string().trim().max(120).default(''),
  postal_code: z.string().trim().max(20).default(''),
} satisfies Record<Exclude<keyof BusinessFacts, 'name'>, z.ZodType<string>>;

/**
 * The business fields of a create request, flat: the business's `business_name` and the facts
 * beside it (the `BusinessFacts` a template's placeholders are filled from, its `name` renamed).
 */
export type BusinessDetails = { business_name: string } & Omit<BusinessFacts, 'name'>;

export const createLandingBody = z
  .object({
    title,
    description: description.default(''),
    /** The business's name; the website's name (`title`) when left blank. */
    business_name: z.string().trim().max(160).default(''),
    ...businessFacts,
    subdomain: subdomainInput,
    template: landingTemplate.default('blank'),
    /**
     * An admin template (`GET /templates`) to copy instead of a built-in sample: the new site gets
     * its pages, menus, settings and design as the agency's own copy. Wins over `template`.
     */
    template_id: idField('Choose a template.').optional(),
  })
  .strict();
export type CreateLandingBody = z.input<typeof createLandingBody>;

/**
 * `POST /landings/auto`: a whole site from a few business facts. The subdomain is derived from
 * the business name (made unique), the pages come from the default site template filled in with
 * the facts, and the site menu links them.
 */
export const autoLandingBody = z
  .object({
    business_name: z.string().trim().min(1, 'The business name field is required.').max(160),
    ...businessFacts,
    services: z.array(z.string().trim().min(1).max(120)).max(SERVICE_COUNT).default([]),
  })
  .strict();
export type AutoLandingBody = z.input<typeof autoLandingBody>;

export const updateLandingBody = z
  .object({ title, description, subdomain: subdomainInput })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to update.');
export type UpdateLandingBody = z.input<typeof updateLandingBody>;

/** `PUT /landings/{id}/settings`: any of the settings groups and option blocks, each whole. */
export const updateSiteSettingsBody = z
  .object({
    // Groups left out stay as they are (no defaults here, unlike reading a stored row).
    settings: z
      .object({
        owner_section: ownerSection.optional(),
        business_section: businessSection.optional(),
        socials: socials.optional(),
        legals: legals.optional(),
        embedding: siteEmbedding.optional(),
      })
      .strict()
      .optional(),
    options: siteOptions.partial().strict().optional(),
    /** The `settings_version` the groups were loaded with; a stale one is 409 and nothing is saved. */
    settings_version: settingsVersionInput,
  })
  .strict()
  .refine((body) => body.settings !== undefined || body.options !== undefined, 'Nothing to update.');
export type UpdateSiteSettingsBody = z.input<typeof updateSiteSettingsBody>;

/** `POST` and `DELETE /landings/{id}/favicon`: the site's icon after the change. */
export const siteFaviconResponse = itemEnvelope(z.object({ favicon_url: z.string().nullable() }));
/** The formats a site icon may be uploaded as; the server checks the bytes. */
export const FAVICON_ACCEPT = 'image/png,image/svg+xml,image/x-icon,image/vnd.microsoft.icon,.ico';

/** Clone (same agency) and duplicate (from a share code): the copy's name and address. */
export const copyLandingBody = z
  .object({ title: title.optional(), subdomain: subdomainInput.optional() })
  .strict();
export type CopyLandingBody = z.input<typeof copyLandingBody>;

export const shareCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'The share code is invalid.');

export const duplicateLandingBody = copyLandingBody.extend({ unique_id: shareCode });
export type DuplicateLandingBody = z.input<typeof duplicateLandingBody>;

export const uniqueIdResponse = itemEnvelope(z.object({ unique_id: z.string() }));

/** What a share code leads to, shown before the copy is made. */
export const sharedLandingResponse = itemEnvelope(
  z.object({ title: z.string(), description: z.string(), pages_count: z.number().int() }),
);

export const sharedLandingParams = z.object({ uniqueId: shareCode });

/** `POST /landings/{id}/page-relations`: where each page is linked from, before it is deleted. */
export const pageRelationsBody = z.object({ page_ids: z.array(idField()).min(1).max(100) }).strict();
export type PageRelationsBody = z.input<typeof pageRelationsBody>;

export const pageRelation = z.object({
  page_id: z.number().int(),
  is_home: z.boolean(),
  is_not_found_page: z.boolean(),
  /** Menus with an item linking the page. */
  menus: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Other pages of the site whose draft links to the page (buttons, menus, images). */
  pages: z.array(z.object({ id: z.number().int(), name: z.string(), links: z.number().int() })),
  /** Redirects whose target is the page's address. */
  redirects: z.array(z.object({ id: z.number().int(), from_path: z.string() })),
});
export type PageRelation = z.infer<typeof pageRelation>;
export const pageRelationsResponse = itemEnvelope(z.array(pageRelation));

/** `PUT /landings/{id}/convert-new-editor`: how many page drafts were brought to the current format. */
export const convertEditorResponse = itemEnvelope(
  z.object({ pages: z.number().int(), converted: z.number().int(), schema_version: z.number().int() }),
);

// ---------------------------------------------------------------------------------------------
// The endpoints.

/** SPEC §6: creating sites is for the owner and for AgencyUsers with `can_create_landing`. */
const CREATOR_ROLES: readonly Role[] = ['Agency', 'AgencyUser'];
const CREATORS_ONLY = 'Only the owner and AgencyUsers with `can_create_landing`.';

const BUSINESS_FIELDS = 'business_name?, tagline?, email?, phone?, address?, city?, state?, postal_code?';

export const landingEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/landings',
    query: landingListQuery,
    responses: { 200: landingListResponse },
    access: forRoles(SITE_ROLES, { kind: 'own' }),
    summary:
      'A page of the websites the caller sees (a sub-user: those assigned to it): search, sort, paging',
  }),
  create: endpoint({
    method: 'POST',
    path: '/landings',
    body: createLandingBody,
    responses: { 201: landingDetailResponse },
    access: forRoles(CREATOR_ROLES, { kind: 'own' }),
    summary: 'Creates a website with its home page',
    notes: `${CREATORS_ONLY} Body \`{title, subdomain, description?, template?, template_id?, ${BUSINESS_FIELDS}}\` (\`blank\`, \`default-site\`, \`marketing-agency\`, \`software-landing\`, or an admin template by id): the business details become its business section (\`business_name\` defaults to \`title\`). The default site template is filled in from them and gets a "Main menu" wired into its Menu section; an admin template is copied whole and its placeholders (\`{{site.name}}\`, \`{{business.name}}\`, \`{{business.tagline}}\`, \`{{business.email}}\`, \`{{business.phone}}\`, \`{{business.address}}\`, \`{{year}}\`; packages/document/placeholders.ts) are resolved in every text it carries. What would be empty is left out (landings/empty-content.ts: a blog list without posts, an element whose placeholders were left blank, then a section left with headings only, and menu items pointing at it). 201 with the site.`,
  }),
  auto: endpoint({
    method: 'POST',
    path: '/landings/auto',
    body: autoLandingBody,
    responses: { 201: landingDetailResponse },
    access: forRoles(CREATOR_ROLES, { kind: 'own' }),
    summary: 'Creates a whole website from a few business facts',
    notes: `${CREATORS_ONLY} Body \`{business_name, tagline?, email?, phone?, address?, city?, state?, postal_code?, services?[≤9]}\`: the default site template filled in, on a free subdomain made from the name, home page published. 201 with the site.`,
  }),
  validateSubdomain: endpoint({
    method: 'POST',
    path: '/landings/validate-subdomain',
    body: validateSubdomainBody,
    responses: { 200: actionResult },
    access: forRoles(SITE_ROLES, { kind: 'own' }),
    summary: 'Checks a subdomain (SPEC §5 format and uniqueness)',
    notes:
      'Body `{subdomain, landing_id?}` (that site\'s own subdomain is not "taken"): 422 with the SPEC §5 message (`Subdomain format is invalid.`) or the uniqueness one (taken, reserved), else an action answer.',
  }),
  validateDomain: endpoint({
    method: 'POST',
    path: '/landings/validate-domain',
    body: validateDomainBody,
    responses: { 200: actionResult },
    access: forRoles(SITE_ROLES, { kind: 'own' }),
    summary: 'Checks a custom domain (SPEC §5 format and uniqueness)',
    notes:
      "Body `{domain, landing_id?}`: 422 with the SPEC §5 message (`Domain format is invalid.`) or the uniqueness one (another site's, the platform's own), else an action answer.",
  }),
  shared: endpoint({
    method: 'GET',
    path: '/landings/shared/:uniqueId',
    params: sharedLandingParams,
    responses: { 200: sharedLandingResponse },
    access: forRoles(CREATOR_ROLES, { kind: 'platform' }),
    summary: 'What a share code leads to, before it is copied',
    notes: `${CREATORS_ONLY} A share code is a capability: whoever holds it sees \`{title, description, pages_count}\`.`,
  }),
  duplicate: endpoint({
    method: 'POST',
    path: '/landings/duplicate',
    body: duplicateLandingBody,
    responses: { 201: landingDetailResponse },
    access: forRoles(CREATOR_ROLES, { kind: 'platform' }),
    summary: "Copies the website a share code names into the caller's agency",
    notes: `${CREATORS_ONLY} Body \`{unique_id, title?, subdomain?}\`: a deep copy, as clone makes. 201 with the copy.`,
  }),
  get: endpoint({
    method: 'GET',
    path: '/landings/:id',
    params: landingIdParams,
    responses: { 200: landingDetailResponse },
    access: onSite('view', { admins: true }),
    summary: 'One website',
    notes:
      "The list fields plus `description, domain_verified, subdomain_url, template, home_page, pages_count, shared, settings, options, settings_version, permissions` (the caller's), `is_template`, `favicon_url`.",
  }),
  update: endpoint({
    method: 'PUT',
    path: '/landings/:id',
    params: landingIdParams,
    body: updateLandingBody,
    responses: { 200: landingDetailResponse },
    access: onSite('manage_settings'),
    summary: 'Renames a website or moves it to another subdomain',
    notes: 'Body `{title?, description?, subdomain?}`.',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/landings/:id',
    params: landingIdParams,
    responses: { 200: actionResult },
    access: forRoles(CREATOR_ROLES, { kind: 'site', permission: 'manage_settings' }),
    summary: 'Deletes a website and everything in it',
    notes: 'Only the owner and AgencyUsers.',
  }),
  saveSettings: endpoint({
    method: 'PUT',
    path: '/landings/:id/settings',
    params: landingIdParams,
    body: updateSiteSettingsBody,
    responses: { 200: landingDetailResponse },
    access: onSite('manage_settings', { admins: true }),
    summary: "Saves a website's settings and option blocks",
    notes:
      "Body `{settings?: {owner_section?, business_section?, socials?, legals?, embedding?}, options?: {styling?, banner?, header?, menu?, services?, articles?, about?, contact?, footer?}, settings_version}`: each group given replaces the stored one whole (SPEC §3; `services.items` is exactly 9 `{Title, Content, Icon, IsActive}`). `settings_version` is the site's (`GET /landings/{id}`), which every write of its settings or options moves on (the blog's settings and a restore too); a stale one is 409 `{ message, current_version }` and nothing is saved.",
  }),
  clone: endpoint({
    method: 'POST',
    path: '/landings/:id/clone',
    params: landingIdParams,
    body: copyLandingBody,
    responses: { 201: landingDetailResponse },
    access: forRoles(CREATOR_ROLES, { kind: 'site', permission: 'view' }),
    summary: 'Copies a website within the agency',
    notes: `${CREATORS_ONLY} Body \`{title?, subdomain?}\`: a deep copy (fresh node ids, links, menus and section anchors pointing into the copy; a free \`{subdomain}-N\` unless one is given); published pages are published on the copy. 201 with the copy.`,
  }),
  shareCode: endpoint({
    method: 'GET',
    path: '/landings/:id/unique-id',
    params: landingIdParams,
    responses: { 200: uniqueIdResponse },
    access: onSite('manage_settings'),
    summary: "The website's share code (made on first ask)",
  }),
  revokeShareCode: endpoint({
    method: 'DELETE',
    path: '/landings/:id/unique-id',
    params: landingIdParams,
    responses: { 200: actionResult },
    access: onSite('manage_settings'),
    summary: 'Stops sharing the website: the old code stops working',
  }),
  setCustomDomain: endpoint({
    method: 'PUT',
    path: '/landings/:id/custom-url',
    params: landingIdParams,
    body: customUrlBody,
    responses: { 200: domainStatusResponse },
    access: onSite('manage_settings'),
    summary: "Sets or removes the website's custom domain",
    notes:
      "Body `{domain: string | null}`; answers the domain's status, as `GET /landings/{id}/domain` does.",
  }),
  domainStatus: endpoint({
    method: 'GET',
    path: '/landings/:id/domain',
    params: landingIdParams,
    responses: { 200: domainStatusResponse },
    access: onSite('view'),
    summary: "The custom domain's DNS records and what DNS answers for them",
    notes:
      "Asks DNS (through `DNS_SERVERS`) for the records to set: a CNAME to `CUSTOM_DOMAIN_TARGET` (A records to `CUSTOM_DOMAIN_IPS` for an apex domain when set) and a TXT `_tessera-verification` proving ownership. `{domain, verified, records: [{type, host, name, value, found, ok}], checked_at, error, apex, www_record}`. The site serves on the domain while every record resolves; a DNS outage changes nothing. `apex`: a registrable domain (its DNS host must flatten the CNAME, ALIAS/ANAME, unless it takes the A records). `www_record`: the optional CNAME for `www.{domain}`, checked but never required; a verified domain's `www.` answers `301` to the same path and query on the domain.",
  }),
  convertDocuments: endpoint({
    method: 'PUT',
    path: '/landings/:id/convert-new-editor',
    params: landingIdParams,
    responses: { 200: convertEditorResponse },
    access: onSite('edit_design'),
    summary: 'Stores every page draft of the website in the current document format',
    notes: 'Changed drafts get a new version. `{data: {pages, converted, schema_version}}`.',
  }),
  pageRelations: endpoint({
    method: 'POST',
    path: '/landings/:id/page-relations',
    params: landingIdParams,
    body: pageRelationsBody,
    responses: { 200: pageRelationsResponse },
    access: onSite('view', { admins: true }),
    summary: 'What depends on some pages of the website, before they are deleted',
    notes: 'Body `{page_ids}`: per page `is_home, is_not_found_page, menus, pages (links), redirects`.',
  }),
};
