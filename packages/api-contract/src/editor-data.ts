import { formFieldSchema } from '@tessera/document';
import { z } from 'zod';
import { blockSummary } from './blocks.ts';
import { endpoint, forRoles, onSite } from './endpoint.ts';
import { itemEnvelope } from './envelopes.ts';
import { storedFile } from './files.ts';
import { recordId } from './inputs.ts';
import { linkPickerPage } from './pages.ts';
import { roles } from './roles.ts';

/**
 * SPEC §3 shared editor state, as `GET /editor-data?landing_id=…` answers it. Each part comes
 * from the area that owns it (pages, files, forms, menus, blocks, …); an area that adds a part
 * adds its field here and a source in `apps/server/src/modules/editor-data/sources.ts`. Only what
 * exists server-side is listed: integrations join with their module.
 */
export const editorDataQuery = z.object({ landing_id: recordId });
export type EditorDataQuery = z.infer<typeof editorDataQuery>;

/** The pages list of the link pickers (`pagesForLinkPicker`: the home page first, then by name). */
export const editorPage = linkPickerPage;
export type EditorPage = z.infer<typeof editorPage>;

/** A file of the site as the editor's image pickers show it (`GET /landings/{id}/files` items). */
export const editorFile = storedFile.pick({
  id: true,
  name: true,
  alt: true,
  url: true,
  thumbnail_url: true,
  width: true,
  height: true,
  Ratio: true,
  created_at: true,
});
export type EditorFile = z.infer<typeof editorFile>;

/** How many of the newest files `/editor-data` carries; the picker pages through the rest. */
export const EDITOR_FILES_FIRST_PAGE = 24;

/** A form record of the site: what a form element files its submissions under (`formId`). */
export const editorForm = z.object({
  id: z.number().int(),
  name: z.string(),
  fields: z.array(formFieldSchema),
});
export type EditorForm = z.infer<typeof editorForm>;

/** A link of a site menu as the navigation element draws it (RenderContext `data.menus`). */
export interface EditorMenuLink {
  label: string;
  href: string;
  newWindow: boolean;
  children?: readonly EditorMenuLink[];
}
const editorMenuLink: z.ZodType<EditorMenuLink> = z.lazy(() =>
  z.object({
    label: z.string(),
    href: z.string(),
    newWindow: z.boolean(),
    children: z.array(editorMenuLink).optional(),
  }),
);

/** A site menu (the navigation element and the Menu section pick one by id), its links resolved. */
export const editorMenu = z.object({
  id: z.number().int(),
  name: z.string(),
  links: z.array(editorMenuLink),
});
export type EditorMenu = z.infer<typeof editorMenu>;

/** A published post of the site, as the blog element lists it (RenderContext `data.blogPosts`). */
export const editorBlogPost = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Root-relative: `/blog/{slug}`. */
  url: z.string(),
  excerpt: z.string(),
  image_url: z.string(),
  published_at: z.string(),
  author: z.string(),
});
export type EditorBlogPost = z.infer<typeof editorBlogPost>;

/** A product order elements can offer (a site's product, an order page's plan), by the key they pick it by. */
export const editorProduct = z.object({
  key: z.string(),
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** In the currency's minor unit (cents). */
  price_cents: z.number().int(),
  image_url: z.string(),
  checkout_url: z.string(),
  /** How often it is charged (SPEC §9 intervals, or once); absent for an order page's plans. */
  interval: z.enum(['Once', 'Daily', 'Weekly', 'Monthly', 'Yearly']).optional(),
});
export type EditorProduct = z.infer<typeof editorProduct>;

export const editorData = z.object({
  landing: z.object({
    id: z.number().int(),
    title: z.string(),
    /** The landing link buttons and links resolve against (SPEC §2, §5). */
    url: z.string(),
    /** Where the site's fonts are served (`{url}/_assets`): the canvas loads the same files. */
    asset_base: z.string(),
  }),
  pages: z.array(editorPage),
  /** The site's newest files (up to EDITOR_FILES_FIRST_PAGE) and how many it has in all. */
  files: z.object({ items: z.array(editorFile), total: z.number().int().nonnegative() }),
  forms: z.array(editorForm),
  menus: z.array(editorMenu),
  blocks: z.array(blockSummary),
  /** The platform's published block library (`/admin-blocks-2`), offered to every design. */
  library_blocks: z.array(blockSummary),
  /**
   * The site's published blog posts, newest first (the blog element's picker and canvas). Absent
   * for designs that belong to no site.
   */
  blog_posts: z.array(editorBlogPost).optional(),
  /**
   * What order elements can offer: a site's active products (its live gateway's, not archived;
   * `key` is the product id), or an order page's plans. Absent where the design has no products
   * to offer (platform designs other than order pages).
   */
  products: z.array(editorProduct).optional(),
  /**
   * Whether the site takes payments now (its gateway is active): the canvas then draws the
   * credit card and payment link as they will take payments, without the note to connect a
   * gateway. Absent for designs that belong to no site.
   */
  takes_payments: z.boolean().optional(),
  /** The sign of the site's gateway currency (`€`, `CA$`); SPEC §9 default '$'. */
  currency: z.string(),
});
export type EditorData = z.infer<typeof editorData>;
export const editorDataResponse = itemEnvelope(editorData);

/** Icon shapes for the canvas (Font Awesome names, as documents store them). */
export const iconShapesQuery = z.object({
  names: z
    .string()
    .max(4000)
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((name) => name.trim().toLowerCase())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z.array(z.string().regex(/^[a-z0-9-]{1,80}$/, 'Icon names are letters, digits and dashes.')).max(200),
    ),
});
export const iconShape = z.object({
  width: z.number().int(),
  height: z.number().int(),
  paths: z.array(z.string()),
});
export type IconShape = z.infer<typeof iconShape>;
export const iconShapesResponse = itemEnvelope(z.record(z.string(), iconShape));

export const iconSearchQuery = z.object({
  search: z.string().trim().max(80).default(''),
  limit: z.coerce.number().int().min(1).max(200).default(60),
});
export const iconSearchResponse = itemEnvelope(z.array(z.string()));

/** Icon shapes are the platform's, the same for every signed-in user. */
const signedIn = forRoles(roles, { kind: 'platform' });

/** What the editor loads besides the document: the site's shared state and icon shapes. */
export const editorDataEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/editor-data',
    query: editorDataQuery,
    responses: { 200: editorDataResponse },
    access: onSite('view', { admins: true }),
    summary: 'SPEC §3 shared editor state of a site (`?landing_id=`)',
    notes:
      "`{ data: { landing: { id, title, url, asset_base }, pages, files: { items, total }, forms, menus, blocks, library_blocks, blog_posts, products, takes_payments, currency } }`. `pages` is the link-picker list (`GET /landings/{id}/pages/all`: `{ id, name, unique_name, is_home, url }`, home first); `files` the site's 24 newest files (`{ id, name, alt, url, thumbnail_url, width, height, Ratio, created_at }`) and how many it has (the image picker pages and searches the rest through `GET /landings/{id}/files`); `forms` its form records `{ id, name, fields }` (what a form element's `formId` names: submissions are filed under it); `menus` its menus `{ id, name, links }` with links resolved as a draft shows them (`{ label, href, newWindow, children? }`, the navigation element's `menuId` names one); `blocks` the agency's saved blocks and `library_blocks` the published block library; `blog_posts` its published posts, newest first; `products` its active products (those of its live payment gateway not archived, `{ key, id, name, description, price_cents, image_url, checkout_url, interval }`, `key` the product id, by name); `takes_payments` whether that gateway takes payments now (active); `currency` the sign of that gateway's currency (`€`), `'$'` without one (SPEC §9). **Not included yet:** SPEC §3 also lists integrations (keyed by id); they have no server module yet and join this answer, with a field in `editorData` of api-contract and a source in `apps/server/src/modules/editor-data/sources.ts`, when their module arrives. Until then the editor says so where an element refers to them (a form's integrations).",
  }),
  icons: endpoint({
    method: 'GET',
    path: '/editor/icons',
    query: iconShapesQuery,
    responses: { 200: iconShapesResponse },
    access: signedIn,
    summary: 'Font Awesome shapes for the names asked (`?names=a,b`)',
    notes:
      '`{ data: { [name]: { width, height, paths } } }`, up to 200 names, unknown ones left out, so the editor never ships the whole icon set. `private, max-age=86400`.',
  }),
  searchIcons: endpoint({
    method: 'GET',
    path: '/editor/icons/search',
    query: iconSearchQuery,
    responses: { 200: iconSearchResponse },
    access: signedIn,
    summary: 'Icon names matching every word of `search`, shortest first',
    notes: '`{ data: [name] }`; `limit` 1–200, default 60. `private, max-age=86400`.',
  }),
};
