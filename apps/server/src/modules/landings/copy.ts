import type { PageDocument } from '@tessera/document';
import { loadStoredDocument } from '@tessera/elements';
import { asc, eq } from 'drizzle-orm';
import type { ServerConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { landings, pages } from '../../db/schema/landings.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { invalidField } from '../../lib/errors.ts';
import type { AuthContext } from '../auth/session.ts';
import { copyBlogPosts, postContent, publishCopiedPosts, sourcePosts } from '../blogs/copy.ts';
import { copyReferencedFiles, type FileCopyContext, type RecordCopies } from '../files/copy.ts';
import { copyMenus, sourceMenus } from '../menus/copy.ts';
import { publishPageById } from '../pages/service.ts';
import { copyRedirects, sourceRedirects } from '../redirects/copy.ts';
import { grantEverySitePermission } from '../users/store.ts';
import type { SiteRow } from './access.ts';
import { freshNodeIds, remapDocument } from './document-ids.ts';
import { freeSubdomain } from './domains.ts';
import { fillSiteCopy, type NewSiteFacts } from './fill-template.ts';
import { assertSubdomainFree, givesSiteToCreator, type SiteServer } from './manage.ts';

type DomainConfig = Pick<ServerConfig, 'APP_DOMAINS' | 'SITES_DOMAIN'>;

/**
 * A deep copy of a site into `agencyId` (clone: the same agency; duplicate: the agency of whoever
 * holds the share code): settings and option blocks, every page with fresh node ids (button links
 * to pages and sections, menus in navigation elements and section anchors in menus follow the
 * copy), menus and redirects. The custom domain and the share code stay with the original.
 * Pages published in the original are published in the copy. Copied into another agency, the
 * source agency's uploaded files the site shows are copied too and the copy points at them on
 * its own address (files/copy.ts); a clone within one agency keeps pointing at the same files.
 */
export async function copySite(
  db: Database,
  config: DomainConfig,
  auth: AuthContext,
  source: SiteRow,
  target: {
    agencyId: number;
    title?: string | undefined;
    subdomain?: string | undefined;
    description?: string | undefined;
    /** The copy is the backing site of an admin template (a template's clone). */
    isTemplate?: boolean;
    /**
     * A website made from a template: its placeholders are resolved from these facts and what
     * would be empty is left out (fill-template.ts). Clones and duplicates copy as they are.
     */
    fill?: NewSiteFacts;
  },
  sites: SiteServer,
  /** Needed when the copy goes into another agency: the source's uploaded files are copied too. */
  files?: FileCopyContext,
): Promise<number> {
  if (target.subdomain !== undefined) await assertSubdomainFree(db, config, target.subdomain);
  const subdomain = target.subdomain ?? (await freeSubdomain(db, config, source.subdomain));
  const title = target.title ?? `${source.title} (copy)`.slice(0, 120);

  const [sourcePages, siteMenus, siteRedirects, posts] = await Promise.all([
    db.select().from(pages).where(eq(pages.landingId, source.id)).orderBy(asc(pages.id)),
    sourceMenus(db, source.id),
    sourceRedirects(db, source.id),
    sourcePosts(db, source.id),
  ]);
  // Everything copied that can name an uploaded file: documents (elements, formatted texts,
  // popups), page meta images, settings and option blocks, the favicon, menus, redirects and the
  // blog's posts (documents, covers and sharing pictures).
  const copiedAsIs = {
    documents: sourcePages.map((page) => loadStoredDocument(page.document)),
    imageUrls: sourcePages.map((page) => page.imageUrl),
    settings: source.settings,
    options: source.options,
    faviconUrl: source.faviconUrl,
    menuItems: siteMenus.map((menu) => menu.items),
    redirectUrls: siteRedirects.map((redirect) => redirect.toUrl),
    posts: postContent(posts),
    pages: sourcePages.map((page) => ({ name: page.name, title: page.title, description: page.description })),
  };
  const content = target.fill
    ? fillSiteCopy(copiedAsIs, target.fill, {
        // Posts published in the template are published in the copy; nothing copies episodes.
        publishedPosts: posts.filter((post) => post.published).length,
        publishedEpisodes: 0,
      })
    : copiedAsIs;
  if (source.agencyId !== target.agencyId && files === undefined) {
    // A programming error: the copy would keep showing another tenant's files.
    throw new Error('Copying a site into another agency needs the file copy context');
  }

  // The site, its pages, menus, redirects and the copied files' rows: all or nothing.
  const store = (copied: typeof content, recordFiles: RecordCopies) =>
    db.transaction(async (tx) => {
      const [landing] = await tx
        .insert(landings)
        .values({
          agencyId: target.agencyId,
          title,
          description: target.description ?? source.description,
          subdomain,
          template: source.template,
          isTemplate: target.isTemplate ?? false,
          settings: copied.settings,
          options: copied.options,
          robotsTxt: source.robotsTxt,
          faviconUrl: copied.faviconUrl,
        })
        .returning({ id: landings.id });
      const landingId = landing!.id;
      await recordFiles(tx, landingId);

      // One id map over the whole site: a button on one page can point at a section of another.
      const nodeIds = new Map<string, string>();
      const documents = copied.documents;
      for (const document of documents) freshNodeIds(document, nodeIds);

      const pageIds = new Map<number, number>();
      const inserted = sourcePages.length
        ? await tx
            .insert(pages)
            .values(
              sourcePages.map((page, index) => ({
                agencyId: target.agencyId,
                landingId,
                name: copied.pages[index]?.name ?? page.name,
                uniqueName: page.uniqueName,
                isHome: page.isHome,
                title: copied.pages[index]?.title ?? page.title,
                description: copied.pages[index]?.description ?? page.description,
                imageUrl: copied.imageUrls[index] ?? page.imageUrl,
              })),
            )
            .returning({ id: pages.id })
        : [];
      for (const [index, page] of sourcePages.entries()) pageIds.set(page.id, inserted[index]!.id);

      const menuIds = await copyMenus(tx, {
        menus: siteMenus,
        items: copied.menuItems,
        landingId,
        agencyId: target.agencyId,
        pageIds,
        nodeIds,
      });

      for (const [index, page] of sourcePages.entries()) {
        const document: PageDocument = remapDocument(documents[index]!, { nodeIds, pageIds, menuIds });
        await tx
          .update(pages)
          .set({ document })
          .where(eq(pages.id, pageIds.get(page.id)!));
      }

      await copyRedirects(tx, {
        redirects: siteRedirects,
        toUrls: copied.redirectUrls,
        landingId,
        agencyId: target.agencyId,
      });

      const options = copied.options as { menu?: { menu_id?: number | null } };
      const menuId = options.menu?.menu_id;
      await tx
        .update(landings)
        .set({
          notFoundPageId:
            source.notFoundPageId === null ? null : (pageIds.get(source.notFoundPageId) ?? null),
          options:
            typeof menuId === 'number'
              ? { ...copied.options, menu: { ...options.menu, menu_id: menuIds.get(menuId) ?? null } }
              : copied.options,
        })
        .where(eq(landings.id, landingId));

      // Blog posts follow the site (modules/blogs/copy.ts): drafts, links to the copy's pages and menus.
      await copyBlogPosts(tx, {
        posts,
        content: copied.posts,
        landingId,
        agencyId: target.agencyId,
        pageIds,
        menuIds,
      });

      if (givesSiteToCreator(auth, target.agencyId))
        await grantEverySitePermission(tx, auth.user.id, landingId);
      return {
        landingId,
        publish: sourcePages.filter((page) => page.published).map((page) => pageIds.get(page.id)!),
      };
    });

  let copy: { landingId: number; publish: number[] };
  try {
    copy =
      files === undefined
        ? await store(content, async () => undefined)
        : await copyReferencedFiles(
            files,
            content,
            {
              sourceAgencyId: source.agencyId,
              targetAgencyId: target.agencyId,
              targetOrigin: files.sites.origins.subdomainOrigin(subdomain),
              uploadedBy: auth.user.id,
            },
            store,
          );
  } catch (error) {
    if (isUniqueViolation(error, 'landings_subdomain_unique'))
      throw invalidField('subdomain', 'This subdomain is already taken.');
    throw error;
  }
  // Posts published in the original first, so the copy's pages list them in blog elements.
  await publishCopiedPosts(db, copy.landingId);
  for (const pageId of copy.publish) await publishPageById(db, pageId);
  sites.invalidate(copy.landingId);
  return copy.landingId;
}
