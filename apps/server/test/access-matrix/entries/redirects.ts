import { redirects } from '../../../src/db/schema/index.ts';
import { defineAccessMatrix, type MatrixEntry, type MatrixWorld } from '../matrix.ts';

/** A fresh redirect of one kind on the target site, per caller. */
async function newRedirect(w: MatrixWorld, match: 'exact' | 'prefix'): Promise<number> {
  const [row] = await w.db
    .insert(redirects)
    .values({ agencyId: w.agencyId, landingId: w.siteId, match, fromPath: `/${w.unique()}`, toUrl: '/' })
    .returning({ id: redirects.id });
  return row!.id;
}

/** Page redirects and redirect rules (settings redirects) have the same seven routes. */
function entries(base: string, match: 'exact' | 'prefix'): MatrixEntry[] {
  const onRedirect = async (w: MatrixWorld) => ({ params: { redirectId: await newRedirect(w, match) } });
  return [
    { route: `GET ${base}` as MatrixEntry['route'] },
    { route: `GET ${base}/all` as MatrixEntry['route'] },
    {
      route: `POST ${base}` as MatrixEntry['route'],
      request: (w) => ({ body: { from_path: `/old-${w.unique()}`, to_url: 'https://example.com/new' } }),
    },
    {
      route: `GET ${base}/:redirectId` as MatrixEntry['route'],
      request: onRedirect,
    },
    {
      route: `PUT ${base}/:redirectId` as MatrixEntry['route'],
      request: async (w) => ({ ...(await onRedirect(w)), body: { status: 302 } }),
    },
    {
      route: `DELETE ${base}/:redirectId` as MatrixEntry['route'],
      request: onRedirect,
    },
    {
      route: `PUT ${base}/:redirectId/reset` as MatrixEntry['route'],
      request: onRedirect,
    },
  ];
}

export const accessMatrix = defineAccessMatrix([
  ...entries('/landings/:id/redirects', 'exact'),
  ...entries('/landings/:id/settings/redirects', 'prefix'),
]);
