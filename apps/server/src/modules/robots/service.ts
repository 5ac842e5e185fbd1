import type { RobotsSettings } from '@tessera/api-contract';
import type { Database } from '../../db/client.ts';
import type { Sites } from '../../sites/runtime.ts';
import { defaultRobotsTxt, ROBOTS_PATH } from '../../sites/site-cache.ts';
import type { AuthContext } from '../auth/session.ts';
import { type SiteRow, siteForCaller } from '../landings/access.ts';
import { setSiteRobotsTxt } from '../landings/lookup.ts';

function settingsOf(site: SiteRow, sites: Sites): RobotsSettings {
  const origin = sites.origins.canonical(site);
  const fallback = defaultRobotsTxt(origin);
  return {
    robots_txt: site.robotsTxt ?? fallback,
    custom: site.robotsTxt !== null,
    default_robots_txt: fallback,
    url: `${origin}${ROBOTS_PATH}`,
  };
}

export async function getRobots(db: Database, auth: AuthContext, landingId: number, sites: Sites) {
  return settingsOf(await siteForCaller(db, auth, landingId, 'view'), sites);
}

/** Line endings made uniform and one final newline, as crawlers expect. */
function normalise(text: string): string {
  const lines = text.split(/\r\n|\r|\n/).map((line) => line.replace(/\s+$/, ''));
  const body = lines.join('\n').replace(/\n+$/, '');
  return body === '' ? '' : `${body}\n`;
}

/** `null` goes back to the default rules. The site serves the change at once. */
export async function saveRobots(
  db: Database,
  auth: AuthContext,
  landingId: number,
  robotsTxt: string | null,
  sites: Sites,
): Promise<RobotsSettings> {
  const site = await siteForCaller(db, auth, landingId, 'manage_settings');
  const updated = await setSiteRobotsTxt(db, site.id, robotsTxt === null ? null : normalise(robotsTxt));
  sites.invalidate(site.id);
  return settingsOf(updated!, sites);
}
