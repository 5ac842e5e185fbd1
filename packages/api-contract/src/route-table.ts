import type { EndpointAccess, EndpointDefinition } from './endpoint.ts';
import { allEndpoints } from './endpoints.ts';

/**
 * docs/api.md's route table, written from the declarations (`npm run docs:api`); a test fails when
 * the file holds anything else between its markers, so the table cannot drift from the code.
 */

export const ROUTE_TABLE_START =
  '<!-- route table: written by `npm run docs:api` from packages/api-contract -->';
export const ROUTE_TABLE_END = '<!-- end of route table -->';

/** `/landings/:id/redirects/:redirectId` → `/landings/{id}/redirects/{redirectId}`. */
const docPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** Who may call, in the docs' words. */
export function describeAccess(access: EndpointAccess): string {
  if (access.roles === 'anyone') return 'anyone, no token';
  const roles = access.roles.map((role) => `\`${role}\``).join(', ');
  const blocked = access.allowBlocked ? ' (also while their agency is blocked)' : '';
  switch (access.scope.kind) {
    case 'site': {
      const admins = access.roles.includes('Admin') ? '; admins on template sites' : '';
      // Fewer than the site roles (the creator roles): name them.
      const who = access.roles.includes('WebsiteUser') ? 'site roles' : roles;
      return `${who}, \`${access.scope.permission}\` on the site${admins}${blocked}`;
    }
    case 'own':
      return `${roles}: their own${blocked}`;
    case 'agency':
      return `${roles}, within their agency${blocked}`;
    case 'platform':
    case 'public':
      return `${roles}${blocked}`;
  }
}

function row(endpoint: EndpointDefinition): string {
  const what = endpoint.notes ? `${endpoint.summary}. ${endpoint.notes}` : `${endpoint.summary}.`;
  return `| \`${endpoint.method} ${docPath(endpoint.path)}\` | ${cell(describeAccess(endpoint.access))} | ${cell(what)} |`;
}

/** The whole table, one section per area. */
export function renderRouteTable(): string {
  const byArea = new Map<string, EndpointDefinition[]>();
  for (const { area, endpoint } of allEndpoints()) {
    byArea.set(area, [...(byArea.get(area) ?? []), endpoint]);
  }
  const sections = [...byArea].map(([area, endpoints]) =>
    [`### ${area}`, '', '| route | who | what |', '|---|---|---|', ...endpoints.map(row)].join('\n'),
  );
  return [ROUTE_TABLE_START, '', ...sections.flatMap((section) => [section, '']), ROUTE_TABLE_END].join('\n');
}

/** `document` with its route table replaced by `table`; null when the markers are missing. */
export function withRouteTable(document: string, table: string): string | null {
  const start = document.indexOf(ROUTE_TABLE_START);
  const end = document.indexOf(ROUTE_TABLE_END);
  if (start === -1 || end === -1 || end < start) return null;
  return document.slice(0, start) + table + document.slice(end + ROUTE_TABLE_END.length);
}
