import { eq } from 'drizzle-orm';
import { landings } from '../../db/schema/index.ts';
import type { AuthContext } from '../auth/session.ts';
import { siteForCaller } from '../landings/access.ts';
import type { SiteServer } from '../landings/manage.ts';
import { encodeFavicon } from './favicon.ts';
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
  await ctx.db
    .update(landings)
    .set({ faviconUrl: dto.url, updatedAt: new Date() })
    .where(eq(landings.id, site.id));
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
  await ctx.db
    .update(landings)
    .set({ faviconUrl: null, updatedAt: new Date() })
    .where(eq(landings.id, site.id));
  sites.invalidate(site.id);
  return { favicon_url: null };
}
