import { EDITOR_FILES_FIRST_PAGE, type EditorData } from '@tessera/api-contract';
import { DEFAULT_CURRENCY } from '@tessera/document';
import type { Database } from '../../db/client.ts';
import { rowCount } from '../../lib/pagination.ts';
import type { SiteOrigins } from '../../sites/origin.ts';
import { libraryBlocks } from '../admin-blocks/library.ts';
import type { AuthContext } from '../auth/session.ts';
import { allBlocks } from '../blocks/service.ts';
import { publishedPostSummaries } from '../blogs/render.ts';
import { editorProducts, siteCurrencySymbol, siteTakesPayments } from '../commerce/editor.ts';
import { listSiteFiles } from '../files/service.ts';
import { formsToPick } from '../forms/lookup.ts';
import type { SiteRow } from '../landings/access.ts';
import { menusToPick } from '../menus/service.ts';
import { pagesForLinkPicker } from '../pages/link-picker.ts';

/** What every source gets: the caller, and the site the editor is open on (already checked). */
export interface EditorDataContext {
  db: Database;
  auth: AuthContext;
  site: SiteRow;
  origins: SiteOrigins;
}

/** A site holds at most this many forms (MAX_FORMS_PER_SITE); menus are listed up to the same. */
const RECORDS_LIMIT = 500;

/**
 * The parts of SPEC §3 shared editor state, one source per part, each from the area that owns
 * it. Integrations have no server module yet: they join here (a field in `editorData` of
 * packages/api-contract and a source below) when their module arrives. Order pages offer their
 * plans as products their own way (modules/order-pages).
 */
type SiteParts = keyof EditorData;
type Sources = { [K in SiteParts]-?: (context: EditorDataContext) => Promise<EditorData[K]> };

export const editorDataSources: Sources = {
  async landing({ site, origins }) {
    const url = origins.canonical(site);
    // Fonts are served on every site host; the subdomain one always answers.
    return {
      id: site.id,
      title: site.title,
      url,
      asset_base: `${origins.subdomainOrigin(site.subdomain)}/_assets`,
    };
  },

  async pages({ db, site, origins }) {
    return pagesForLinkPicker(db, site, origins);
  },

  /** The newest files; the image picker asks `GET /landings/{id}/files` for searches and pages. */
  async files({ db, auth, site, origins }) {
    const { rows, total } = await listSiteFiles({ db, origins }, auth, site.id, {
      page: 1,
      per_page: EDITOR_FILES_FIRST_PAGE,
      sort: 'created_at',
      order: 'desc',
    });
    return {
      total: rowCount(total),
      items: rows.map((file) => ({
        id: file.id,
        name: file.name,
        alt: file.alt,
        url: file.url,
        thumbnail_url: file.thumbnail_url,
        width: file.width,
        height: file.height,
        Ratio: file.Ratio,
        created_at: file.created_at,
      })),
    };
  },

  /** Form records a form element can file its submissions under. */
  async forms({ db, site }) {
    return formsToPick(db, site, RECORDS_LIMIT);
  },

  /** Menus with their links resolved as a draft shows them (every page linked, published or not). */
  async menus({ db, site }) {
    return menusToPick(db, site, RECORDS_LIMIT);
  },

  async blocks({ db, site }) {
    return allBlocks(db, site.agencyId);
  },

  async library_blocks({ db }) {
    return libraryBlocks(db);
  },

  /** Published posts the blog element can list or pick (modules/blogs), newest first. */
  async blog_posts({ db, site }) {
    const posts = await publishedPostSummaries(db, site.id, { limit: RECORDS_LIMIT });
    return posts.map((post) => ({
      id: post.id,
      title: post.title,
      url: post.url,
      excerpt: post.excerpt,
      image_url: post.imageUrl,
      published_at: post.publishedAt,
      author: post.author,
    }));
  },

  /** The products the site's order elements may offer (modules/commerce). */
  async products({ db, site }) {
    return editorProducts(db, site.id);
  },

  /** Whether order elements on the site take payments now (modules/commerce). */
  async takes_payments({ db, site }) {
    return siteTakesPayments(db, site.id);
  },

  /** The sign of the site's gateway currency, `$` without one. */
  async currency({ db, site }) {
    return siteCurrencySymbol(db, site.id);
  },
};

export async function buildEditorData(context: EditorDataContext): Promise<EditorData> {
  const keys = Object.keys(editorDataSources) as SiteParts[];
  const values = await Promise.all(keys.map((key) => editorDataSources[key](context)));
  return Object.fromEntries(keys.map((key, i) => [key, values[i]])) as Pick<EditorData, SiteParts>;
}

/**
 * The shared editor state of a design that belongs to no site (admin page templates, courses,
 * order pages, blocks): no pages, files, forms, menus or saved blocks to offer (those are an
 * agency's), the platform's block library, links resolving against the preview host (`origin`),
 * where the design is also previewed, and fonts loading from there.
 */
export async function platformEditorData(db: Database, title: string, origin: string): Promise<EditorData> {
  return {
    landing: { id: 0, title, url: origin, asset_base: `${origin}/_assets` },
    pages: [],
    files: { items: [], total: 0 },
    forms: [],
    menus: [],
    blocks: [],
    library_blocks: await libraryBlocks(db),
    currency: DEFAULT_CURRENCY,
  };
}
