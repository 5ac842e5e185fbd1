import { z } from 'zod';
import { endpoint, onSite } from './endpoint.ts';
import {
  actionResult,
  idParams,
  itemEnvelope,
  listEnvelope,
  pageQuery,
  settingsVersionInput,
  uniqueIdInput,
} from './envelopes.ts';
import { idField, recordId, versionField } from './inputs.ts';

export const pageIdParams = idParams;
export type PageIdParams = z.infer<typeof pageIdParams>;

export const landingPagesParams = idParams;
export type LandingPagesParams = z.infer<typeof landingPagesParams>;

export const pageListQuery = pageQuery.extend({
  sort: z
    .enum(['id', 'name', 'unique_name', 'created_at', 'updated_at', 'published_at'])
    .default('updated_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
  /** Only published (true) or only unpublished (false) pages; both when left out. */
  published: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type PageListQuery = z.infer<typeof pageListQuery>;

/** A page as lists show it: no documents, no rendered output. */
export const pageSummary = z.object({
  id: z.number().int(),
  landing_id: z.number().int(),
  name: z.string(),
  unique_name: z.string(),
  /** Names the page across the agency's websites: another site imports it by this. */
  unique_id: z.string(),
  title: z.string(),
  is_home: z.boolean(),
  published: z.boolean(),
  published_at: z.string().nullable(),
  /** The draft's version: what the next `PUT /pages/{id}/document` must name. */
  version: z.number().int(),
  /** The version of the page's settings (name, address, SEO): what the next `PUT /pages/{id}` names. */
  settings_version: z.number().int(),
  /** Where the page is (or would be) served on its site. */
  url: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PageSummary = z.infer<typeof pageSummary>;
export const pageListResponse = listEnvelope(pageSummary);

export const pageDetail = pageSummary.extend({
  description: z.string(),
  image_url: z.string(),
  /** The draft page document (packages/document format, current schemaVersion). */
  document: z.record(z.string(), z.unknown()),
});
export type PageDetail = z.infer<typeof pageDetail>;
export const pageDetailResponse = itemEnvelope(pageDetail);

/** The document is checked by the element registry on the server, not by this schema. */
export const savePageDocumentBody = z.object({
  document: z.unknown().refine((value) => value !== undefined, 'The document field is required.'),
  version: versionField,
});
export type SavePageDocumentBody = z.infer<typeof savePageDocumentBody>;

export const documentWarning = z.object({ path: z.string(), message: z.string() });
export type DocumentWarning = z.infer<typeof documentWarning>;

export const savePageDocumentResponse = itemEnvelope(
  z.object({
    id: z.number().int(),
    version: z.number().int(),
    updated_at: z.string(),
    /** Repairs made while loading (unknown element types kept, invalid options reset). */
    warnings: z.array(documentWarning),
  }),
);
export type SavePageDocumentResponse = z.infer<typeof savePageDocumentResponse>;

/**
 * Records a preview link can show. A `page` (and a `blog-post`) renders on its own site's origin; admin records
 * (page templates now; templates, blogs, courses and order pages as they arrive) belong to no
 * site and render on the preview host (`preview.{SITES_DOMAIN}`).
 */
export const previewKinds = ['page', 'page-template', 'course', 'blog-post', 'order-page', 'block'] as const;
export type PreviewKind = (typeof previewKinds)[number];

export const previewLinkResponse = itemEnvelope(
  z.object({
    /** A signed link on the site's own origin, valid for ten minutes. */
    url: z.string(),
    expires_at: z.string(),
  }),
);
export type PreviewLinkResponse = z.infer<typeof previewLinkResponse>;

/** What the form island posts to `/_forms/{pageId}/{elementId}` on the site host. */
export const formSubmissionBody = z.object({
  fields: z.record(z.string().max(60), z.union([z.string().max(10_000), z.boolean()])),
});
export type FormSubmissionBody = z.infer<typeof formSubmissionBody>;

// ---------------------------------------------------------------------------------------------
// Managing pages (issue 6): create, settings, home, clone, delete, name checks, pickers.

export const PAGE_MESSAGES = {
  uniqueName: 'The unique name may only hold lowercase letters, digits and inner hyphens.',
  uniqueNameTaken: 'Another page of this website already uses this unique name.',
  uniqueIdRequired: 'Enter the unique id of a page.',
  importNotFound: 'No page of your agency has this unique id.',
} as const;

/** A page's address on its site: `/{unique_name}`. */
export const uniqueNameInput = z
  .string()
  .trim()
  .min(1, 'The unique name field is required.')
  .max(80)
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, PAGE_MESSAGES.uniqueName);

const pageName = z.string().trim().min(1, 'The name field is required.').max(120);
/** An image on the web or on the site's own origin (uploads). */
const metaImageUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => value === '' || /^(https?:\/\/|\/(?!\/))\S*$/i.test(value), 'URL format is invalid.');

export const pageTemplates = ['blank', 'default-site', 'marketing-agency', 'software-landing'] as const;

export const createPageBody = z
  .object({
    name: pageName,
    /** Made from the name when left out (and numbered when taken). */
    unique_name: uniqueNameInput.optional(),
    template: z.enum(pageTemplates).default('blank'),
    /**
     * A published admin page template (`GET /page-templates`) to start from: the new page's
     * design is a copy of it. Takes the place of `template`, which must then stay `blank`.
     */
    template_id: idField().optional(),
    title: z.string().trim().max(200).default(''),
    description: z.string().trim().max(500).default(''),
  })
  .strict()
  .refine((body) => body.template_id === undefined || body.template === 'blank', {
    message: 'Start from a sample or from a page template, not both.',
    path: ['template'],
  });
export type CreatePageBody = z.input<typeof createPageBody>;

/** `PUT /pages/{id}`: name, address and SEO (SPEC §3 page: name, unique_name; title, description, meta image). */
export const updatePageBody = z
  .object({
    name: pageName,
    unique_name: uniqueNameInput,
    title: z.string().trim().max(200),
    description: z.string().trim().max(500),
    image_url: metaImageUrl,
    /** With a new unique name: keep the old address working with a 301 to the new one. */
    redirect_old_path: z.boolean(),
  })
  .partial()
  .extend({
    /** The `settings_version` the page was loaded with; a stale one is 409 and nothing is saved. */
    settings_version: settingsVersionInput,
  })
  .strict()
  .refine(
    (body) => Object.keys(body).some((key) => key !== 'redirect_old_path' && key !== 'settings_version'),
    'Nothing to update.',
  );
export type UpdatePageBody = z.input<typeof updatePageBody>;

export const pageSettings = pageSummary.extend({ description: z.string(), image_url: z.string() });
export type PageSettings = z.infer<typeof pageSettings>;
export const pageSettingsResponse = itemEnvelope(pageSettings);

export const clonePageBody = z.object({ name: pageName.optional() }).strict();
export type ClonePageBody = z.input<typeof clonePageBody>;

/** `POST /landings/{id}/pages/import`: a page of another (or the same) site of the agency to copy. */
export const importPageBody = z.object({ unique_id: uniqueIdInput(PAGE_MESSAGES.uniqueIdRequired) }).strict();
export type ImportPageBody = z.input<typeof importPageBody>;

export const uniqueNameParams = idParams.extend({
  name: z.string().max(200),
});
export const uniqueNameQuery = z.object({
  /** The page being renamed: its own unique name is not "taken". */
  page_id: recordId.optional(),
});
export const uniqueNameResponse = itemEnvelope(
  z.object({
    unique_name: z.string(),
    available: z.boolean(),
    /** Why it cannot be used (format or taken); null when available. */
    message: z.string().nullable(),
    /** A free name close to the one asked for. */
    suggestion: z.string(),
  }),
);

/** `GET /landings/{id}/pages/list`: every page of a site, small, for pickers (menus, 404 page). */
export const pageOption = z.object({
  id: z.number().int(),
  name: z.string(),
  unique_name: z.string(),
  is_home: z.boolean(),
  published: z.boolean(),
  /** Sections of the draft with a name, for linking an anchor (menus). */
  sections: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type PageOption = z.infer<typeof pageOption>;
export const pageOptionsResponse = itemEnvelope(z.array(pageOption));

/** `GET /landings/{id}/pages/all`: SPEC §3 shared editor state pages list (what link pickers offer). */
export const linkPickerPage = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The path on the site without its leading '/' (`about`, or `blog/hello` for a post). */
  unique_name: z.string(),
  is_home: z.boolean(),
  url: z.string(),
  /**
   * `page`: a page of the site (buttons store its id). `blog` and `blog-post`: SPEC §3 synthetic
   * entries for the blog index and each published post, linked by path (`/blog`, `/blog/{slug}`);
   * their `id` is 0 for the index and the post's id otherwise, never a page id.
   */
  kind: z.enum(['page', 'blog', 'blog-post']).default('page'),
});
export type LinkPickerPage = z.infer<typeof linkPickerPage>;
export const linkPickerPagesResponse = itemEnvelope(z.array(linkPickerPage));

// ---------------------------------------------------------------------------------------------
// Pages shared inside an agency by unique id (SPEC §2 `/agency/pages/{uniqueId}`, SPEC §7).

/** `GET /agency-page/{id}/unique-id`: what the page is shared and imported by. */
export const pageUniqueIdResponse = itemEnvelope(
  z.object({
    page_id: z.number().int(),
    landing_id: z.number().int(),
    unique_id: z.string(),
  }),
);
export type PageUniqueId = z.infer<typeof pageUniqueIdResponse>['data'];

export const sharedPageParams = z.object({ uniqueId: uniqueIdInput(PAGE_MESSAGES.uniqueIdRequired) });

/** `GET /agency-pages/unique-id/{uniqueId}`: a page of a site of the caller's agency the caller sees. */
export const sharedPage = z.object({
  id: z.number().int(),
  landing_id: z.number().int(),
  /** The website the page is on. */
  site_title: z.string(),
  name: z.string(),
  title: z.string(),
  unique_id: z.string(),
  published: z.boolean(),
  /** Where the page is (or would be) served. */
  url: z.string(),
  /** The caller holds `edit_design` on its website: the designer opens it. */
  may_design: z.boolean(),
});
export type SharedPage = z.infer<typeof sharedPage>;
export const sharedPageResponse = itemEnvelope(sharedPage);

// ---------------------------------------------------------------------------------------------
// The endpoints. Admins use them too, on the pages of admin templates' backing sites.

const onPageSite = (permission: Parameters<typeof onSite>[0]) => onSite(permission, { admins: true });

export const pageEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/landings/:id/pages',
    params: landingPagesParams,
    query: pageListQuery,
    responses: { 200: pageListResponse },
    access: onPageSite('view'),
    summary: "A page of the website's pages: search, sort, paging",
    notes:
      'Fields `id, landing_id, name, unique_name, unique_id, title, is_home, published, published_at, version, settings_version, url, created_at, updated_at`. `search` matches name, unique name and title; `sort` is `id`, `name`, `unique_name`, `created_at`, `updated_at` (default) or `published_at`; `published=true|false` filters. `url` is where the page is served.',
  }),
  options: endpoint({
    method: 'GET',
    path: '/landings/:id/pages/list',
    params: landingPagesParams,
    responses: { 200: pageOptionsResponse },
    access: onPageSite('view'),
    summary: 'Every page of the website, small, for pickers',
    notes:
      "`{id, name, unique_name, is_home, published, sections}` (the draft's named sections, for anchors).",
  }),
  linkPicker: endpoint({
    method: 'GET',
    path: '/landings/:id/pages/all',
    params: landingPagesParams,
    responses: { 200: linkPickerPagesResponse },
    access: onPageSite('view'),
    summary: 'The link-picker list (SPEC §3 shared editor state)',
    notes:
      '`{id, name, unique_name, is_home, url, kind}`, home first; `kind` `blog` and `blog-post` are the blog index and its published posts, linked by path.',
  }),
  create: endpoint({
    method: 'POST',
    path: '/landings/:id/pages',
    params: landingPagesParams,
    body: createPageBody,
    responses: { 201: pageSettingsResponse },
    access: onPageSite('edit_design'),
    summary: 'Adds a page to the website',
    notes:
      'Body `{name, unique_name?, template?, template_id?, title?, description?}` (`template_id`: a published page template to copy, with its uploaded files); the first page of a site becomes home. 201 with the page.',
  }),
  uniqueName: endpoint({
    method: 'GET',
    path: '/landings/:id/unique-names/:name',
    params: uniqueNameParams,
    query: uniqueNameQuery,
    responses: { 200: uniqueNameResponse },
    access: onPageSite('view'),
    summary: 'Whether a unique name (a page address) is free on the website',
    notes: "`{unique_name, available, message, suggestion}`; `?page_id=` leaves that page's own name free.",
  }),
  import: endpoint({
    method: 'POST',
    path: '/landings/:id/pages/import',
    params: landingPagesParams,
    body: importPageBody,
    responses: { 201: pageSettingsResponse },
    access: onPageSite('edit_design'),
    summary: 'Copies a page of the agency into the website, by its unique id',
    notes:
      "Body `{unique_id}`: a page on any site of the caller's agency the caller sees (else 404), copied as an unpublished draft with fresh ids and a free unique name; links to another site's pages and menus are dropped. 201 with the page.",
  }),
  get: endpoint({
    method: 'GET',
    path: '/pages/:id',
    params: pageIdParams,
    responses: { 200: pageDetailResponse },
    access: onPageSite('view'),
    summary: 'One page with its draft',
    notes:
      'The list fields plus `description`, `image_url` and `document` (the draft, loaded through the element registry, so older documents arrive migrated).',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/pages/:id',
    params: pageIdParams,
    body: updatePageBody,
    responses: { 200: pageSettingsResponse },
    access: onPageSite('edit_design'),
    summary: "Changes a page's name, address and SEO",
    notes:
      "Body `{name?, unique_name?, title?, description?, image_url?, redirect_old_path?, settings_version}`; a published page's live HTML follows at once; with `redirect_old_path` the old address 301s to the new one; a stale `settings_version` (the page's, apart from its draft's `version`) is 409 `{ message, current_version }`.",
  }),
  saveDocument: endpoint({
    method: 'PUT',
    path: '/pages/:id/document',
    params: pageIdParams,
    body: savePageDocumentBody,
    responses: { 200: savePageDocumentResponse },
    access: onPageSite('edit_design'),
    summary: "Saves a page's draft",
    notes:
      'Body `{ document, version }` (the same code as the design route, without idempotency). The document is loaded through the element registry: what cannot be loaded is 422 with `errors` keyed by the document path (`document.sections.0.rows`); what can be repaired is repaired, stored, and reported in `data.warnings` (`[{ path, message }]`). `version` must be the version the editor loaded: a stale one is 409 and nothing is saved. Answer: `{ data: { id, version, updated_at, warnings } }` with the new version. Bodies up to 8 MiB.',
  }),
  publish: endpoint({
    method: 'POST',
    path: '/pages/:id/publish',
    params: pageIdParams,
    responses: { 200: actionResult },
    access: onPageSite('publish'),
    summary: 'Publishes a page',
    notes: 'Renders the draft (mode `live`) and stores the snapshot; the site serves it at once.',
  }),
  unpublish: endpoint({
    method: 'POST',
    path: '/pages/:id/unpublish',
    params: pageIdParams,
    responses: { 200: actionResult },
    access: onPageSite('publish'),
    summary: 'Takes a page off its website',
    notes: "Its path then answers the site's 404.",
  }),
  previewLink: endpoint({
    method: 'POST',
    path: '/pages/:id/preview-link',
    params: pageIdParams,
    responses: { 200: previewLinkResponse },
    access: onPageSite('view'),
    summary: "A signed link to a preview of a page's draft",
    notes:
      "`{ data: { url, expires_at } }`: valid for 10 minutes, on the site's own origin (`http://{subdomain}.{SITES_DOMAIN}:{port}/_preview/{token}`), rendering the current draft (mode `preview`, `noindex`). Anyone holding the link can open it until it expires.",
  }),
  setHome: endpoint({
    method: 'POST',
    path: '/pages/:id/set-home',
    params: pageIdParams,
    responses: { 200: actionResult },
    access: onPageSite('publish'),
    summary: "Makes a page the website's home page",
  }),
  clone: endpoint({
    method: 'POST',
    path: '/pages/:id/clone',
    params: pageIdParams,
    body: clonePageBody,
    responses: { 201: pageSettingsResponse },
    access: onPageSite('edit_design'),
    summary: 'Copies a page within its website',
    notes: 'Body `{name?}`: an unpublished copy with fresh ids. 201 with the copy.',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/pages/:id',
    params: pageIdParams,
    responses: { 200: actionResult },
    access: onPageSite('edit_design'),
    summary: 'Deletes a page',
  }),
  uniqueId: endpoint({
    method: 'GET',
    path: '/agency-page/:id/unique-id',
    params: pageIdParams,
    responses: { 200: pageUniqueIdResponse },
    access: onSite('view'),
    summary: 'What a page is shared and imported by (SPEC §7)',
    notes:
      "`{ page_id, landing_id, unique_id }`: what the app's `/agency/pages/{uniqueId}` link and `POST /landings/{id}/pages/import` name.",
  }),
  sharedByUniqueId: endpoint({
    method: 'GET',
    path: '/agency-pages/unique-id/:uniqueId',
    params: sharedPageParams,
    responses: { 200: sharedPageResponse },
    access: onSite('view'),
    summary: "The page a unique id names, on a website of the caller's agency the caller sees",
    notes:
      "Else 404, another agency's included. `{ id, landing_id, site_title, name, title, unique_id, published, url, may_design }` (`may_design`: `edit_design` on its site).",
  }),
};
