import { type BusinessFacts, MESSAGES, validateCustomDomain, validateSubdomain } from '@tessera/document';
import { z } from 'zod';
import { blogSettings, DEFAULT_BLOG_SETTINGS } from './blogs.ts';
import { idParams, itemEnvelope, listEnvelope, pageQuery, settingsVersionInput } from './envelopes.ts';
import { idField } from './inputs.ts';
import { landingPermission } from './roles.ts';

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
