import type { Database } from './db/client.ts';
import { renderBlogIndex, renderPost } from './modules/blogs/render.ts';
import { encodeSiteIcon } from './modules/files/favicon.ts';
import { siteIconObjects } from './modules/files/site-favicon.ts';
import { renderInputs } from './modules/pages/service.ts';
import { shareIsLive } from './modules/preview-shares/live.ts';
import { whitelabelIconKey } from './modules/whitelabels/logos.ts';
import type { SiteAreas } from './sites/areas.ts';

/** What the public site runtime reads from the areas (sites/areas.ts), wired once for the app. */
export function siteAreas(db: Database): SiteAreas {
  return {
    pageDraft: (executor, pageId) => renderInputs(executor, pageId, 'draft'),
    postPreview: (executor, postId) => renderPost(executor, postId, 'draft', { mode: 'preview' }),
    blogIndex: renderBlogIndex,
    shareIsLive: (executor, shareId, kind, recordId) => shareIsLive(executor, shareId, kind, recordId),
    icons: {
      uploadedIcon: (agencyId, url) => siteIconObjects(db, agencyId, url),
      whitelabelIconKey,
      encode: encodeSiteIcon,
    },
  };
}
