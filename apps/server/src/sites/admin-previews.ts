import type { PreviewKind } from '@tessera/api-contract';
import type { PageDocument } from '@tessera/document';
import type { ProductSummary } from '@tessera/elements';
import type { Database } from '../db/client.ts';
import type { PreviewShow } from './preview-tokens.ts';
import { type PageSnapshot, renderSnapshot } from './render.ts';

/** What an admin record's preview shows: a page document and the head it is shown with. */
export interface AdminPreviewRecord {
  document: PageDocument;
  title: string;
  description: string;
  /** What its order elements offer (an order page's plans), by the id they pick. */
  products?: Readonly<Record<string, ProductSummary>>;
  /** The sign its prices are shown with, where an element keeps the default. */
  currency?: string;
}

/**
 * Reads one record of a kind for its preview: the draft, or (for a link given to someone who may
 * only see what is published) the published copy, and null when that is not there (deleted,
 * unpublished since the link was signed). Runs without a caller: the link was checked when signed.
 */
export type AdminPreviewLoader = (
  db: Database,
  id: number,
  show: PreviewShow,
) => Promise<AdminPreviewRecord | null>;

/**
 * Admin records belong to no site, so their previews render on the preview host
 * (`preview.{SITES_DOMAIN}`, see `PREVIEW_SUBDOMAIN`): on the sites origin like every tenant
 * design, never on the app's. Each area registers how to read its kind once (page templates now;
 * admin templates, blogs, courses and order pages the same way); signing links, serving and
 * rendering are shared.
 */
export class AdminPreviews {
  private readonly loaders = new Map<PreviewKind, AdminPreviewLoader>();

  register(kind: PreviewKind, loader: AdminPreviewLoader): void {
    if (kind === 'page') throw new Error('Pages preview on their own site, not on the preview host.');
    if (this.loaders.has(kind)) throw new Error(`An admin preview for ${kind} is registered twice.`);
    this.loaders.set(kind, loader);
  }

  /** The record a valid link names, or null when no area serves that kind or it is gone. */
  async load(
    db: Database,
    kind: PreviewKind,
    id: number,
    show: PreviewShow,
  ): Promise<AdminPreviewRecord | null> {
    const loader = this.loaders.get(kind);
    return loader ? loader(db, id, show) : null;
  }
}

/**
 * Renders an admin record as a draft page outside any site: no site pages to link, no menus, no
 * favicon. Forms render but have no site to file submissions under (the preview host takes none).
 */
export function renderAdminPreview(record: AdminPreviewRecord): PageSnapshot {
  return renderSnapshot(
    record.document,
    {
      id: 0,
      name: record.title,
      uniqueName: '',
      isHome: true,
      title: record.title,
      description: record.description,
      imageUrl: '',
    },
    {
      title: record.title,
      siteIcons: false,
      pages: [],
      ...(record.products ? { products: record.products } : {}),
      ...(record.currency ? { currency: record.currency } : {}),
    },
    'preview',
  );
}
