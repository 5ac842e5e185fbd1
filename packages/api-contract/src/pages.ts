import { z } from 'zod';
import {
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
