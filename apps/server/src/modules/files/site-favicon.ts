import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { fileObjects } from '../../db/schema/files.ts';
import { urlPath } from '../../lib/url-path.ts';
import type { StoredIcon } from '../../sites/areas.ts';
import type { AuthContext } from '../auth/session.ts';
import { siteForCaller } from '../landings/access.ts';
import { setSiteFaviconUrl } from '../landings/lookup.ts';
import type { SiteServer } from '../landings/manage.ts';
import { encodeFavicon } from './favicon.ts';
import { parseFilePath } from './naming.ts';
import { type FilesContext, siteOwner, storeEncodedUpload } from './service.ts';

/**
 * `POST /landings/{id}/favicon`: the site's icon set made from one upload (files/favicon.ts),
 * stored as one of the site's files (listed in its files, counted against the agency's storage)
 * and set as the site's icon. Every page links the site's icon paths, so nothing is republished;
 * the site's cached responses are dropped.
 */
export async function setSiteFavicon(
  ctx: FilesContext,
  auth: AuthContext,
  landingId: number,
  upload: { fileName: string; bytes: Buffer },
  sites: Pick<SiteServer, 'invalidate'>,
): Promise<{ favicon_url: string }> {
  const site = await siteForCaller(ctx.db, auth, landingId, 'manage_settings');
  const encoded = await encodeFavicon(upload.fileName, upload.bytes);
  const { dto } = await storeEncodedUpload(
    ctx,
    auth,
    { kind: 'favicon', owner: siteOwner(ctx.origins, site), fileName: upload.fileName, name: 'Site icon' },
    encoded,
  );
  await setSiteFaviconUrl(ctx.db, site.id, dto.url);
  sites.invalidate(site.id);
  return { favicon_url: dto.url };
}

/** `DELETE /landings/{id}/favicon`: back to the white label's icon; the file stays in the site's files. */
export async function removeSiteFavicon(
  ctx: Pick<FilesContext, 'db'>,
  auth: AuthContext,
  landingId: number,
  sites: Pick<SiteServer, 'invalidate'>,
): Promise<{ favicon_url: null }> {
  const site = await siteForCaller(ctx.db, auth, landingId, 'manage_settings');
  await setSiteFaviconUrl(ctx.db, site.id, null);
  sites.invalidate(site.id);
  return { favicon_url: null };
}

/**
 * The stored objects of the icon set a site's `favicon_url` names, when it is an upload of the
 * site's own agency (`/_files/{agency}/{token}/…`): what the site host serves its icon paths from.
 */
export async function siteIconObjects(
  db: Database,
  agencyId: number,
  url: string,
): Promise<StoredIcon[] | null> {
  const parts = parseFilePath(urlPath(url));
  if (!parts || parts.agencyId !== agencyId) return null;
  const objects = await db
    .select({
      contentType: fileObjects.contentType,
      width: fileObjects.width,
      storageKey: fileObjects.storageKey,
    })
    .from(fileObjects)
    .where(and(eq(fileObjects.agencyId, agencyId), eq(fileObjects.token, parts.token)));
  return objects.length > 0 ? objects : null;
}
