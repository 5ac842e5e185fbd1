import type { PreviewKind } from '@tessera/api-contract';
import type { SiteIconSize } from '@tessera/renderer';
import type { Database } from '../db/client.ts';
import type { PageSnapshot, RenderInputs } from './render.ts';

/**
 * What the public site runtime needs from the areas that own the records it shows, given to it
 * when the app is wired (`site-areas.ts`): sites/ imports no area, and areas reach sites/ only
 * through what it exports.
 */
export interface SiteAreas {
  /** A page's draft as rendering takes it, for its preview (modules/pages). */
  pageDraft(db: Database, pageId: number): Promise<RenderInputs | null>;
  /** A blog post's draft rendered for its preview, with the site it belongs to (modules/blogs). */
  postPreview(
    db: Database,
    postId: number,
  ): Promise<{ snapshot: PageSnapshot; landing: RenderInputs['landing'] } | null>;
  /** One page of a site's blog index (modules/blogs). */
  blogIndex(db: Database, landingId: number, page: number): Promise<PageSnapshot | null>;
  /** Whether the share link a preview was opened through still holds (modules/preview-shares). */
  shareIsLive(db: Database, shareId: number, kind: PreviewKind, recordId: number): Promise<boolean>;
  /** Where a site's icons come from (modules/files, modules/whitelabels). */
  icons: SiteIconSources;
}

/** One stored object of a site's uploaded icon set. */
export interface StoredIcon {
  contentType: string;
  width: number;
  storageKey: string;
}

/**
 * Where a site's icons come from, given by the areas that store them: sites/ reads no area's
 * tables and imports no area.
 */
export interface SiteIconSources {
  /** The objects of the uploaded icon set `url` names, when it is an upload of the site's agency (modules/files). */
  uploadedIcon(agencyId: number, url: string): Promise<StoredIcon[] | null>;
  /** The storage key of the white label's stored icon `url` names, or null (modules/whitelabels). */
  whitelabelIconKey(url: string): string | null;
  /** One size of the icon made from a picture: an ICO or a square PNG (modules/files/favicon.ts). */
  encode(bytes: Buffer, size: SiteIconSize): Promise<Buffer>;
}
