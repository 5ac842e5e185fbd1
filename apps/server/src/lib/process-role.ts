import { healthEndpoints, type ProcessRole } from '@tessera/api-contract';
import { API_PREFIX } from '../deps.ts';
import { pathWithoutQuery } from './url-path.ts';

/**
 * What one process serves (`ROLE`, docs/operations.md). A proxy sends app hosts to `app`
 * instances and every other host (site subdomains, custom domains, cards, previews) to `sites`
 * instances; `worker` instances run background jobs and answer only their health checks.
 * A request that reaches the wrong kind of instance is answered 421 Misdirected Request, so a
 * misrouted proxy shows at once rather than half working.
 */

const HEALTH_PATHS = new Set(
  [healthEndpoints.live.path, healthEndpoints.ready.path].map((p) => API_PREFIX + p),
);

/** The health checks every role answers, whatever the host and however busy the API is. */
export function isHealthCheck(url: string): boolean {
  return HEALTH_PATHS.has(pathWithoutQuery(url));
}

export const servesSites = (role: ProcessRole) => role === 'all' || role === 'sites';
export const servesApp = (role: ProcessRole) => role === 'all' || role === 'app';

/** Paths the API answers on any host that is not a site's. */
export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/** Which role answers a request: its host decides; an address-only host's API calls are the app's. */
export function roleForRequest(hostKind: string, path: string): 'app' | 'sites' {
  if (hostKind === 'app') return 'app';
  if (hostKind === 'unknown' && isApiPath(path)) return 'app';
  return 'sites';
}

export function misdirected(role: ProcessRole, wanted: 'app' | 'sites'): { status: 421; message: string } {
  return {
    status: 421,
    message:
      wanted === 'app'
        ? `This instance (ROLE=${role}) does not serve the app; send app hosts to ROLE=app instances.`
        : `This instance (ROLE=${role}) does not serve site hosts; send them to ROLE=sites instances.`,
  };
}
