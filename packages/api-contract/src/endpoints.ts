import { adminBlockEndpoints } from './admin-blocks.ts';
import { courseEndpoints } from './courses.ts';
import type { EndpointDefinition } from './endpoint.ts';
import { orderPageEndpoints } from './order-pages.ts';
import { pageTemplateEndpoints } from './page-templates.ts';
import { redirectEndpoints } from './redirects.ts';
import { templateEndpoints } from './templates.ts';

/**
 * Every declared endpoint, by area, in the order docs/api.md lists them. The server must register
 * each exactly once and nothing undeclared (apps/server/test/endpoints.test.ts); the route table
 * in docs/api.md is written from this (`npm run docs:api`).
 */
export const endpointAreas = {
  Redirects: redirectEndpoints,
  Courses: courseEndpoints,
  'Order pages': orderPageEndpoints,
  'Admin blocks': adminBlockEndpoints,
  'Page templates': pageTemplateEndpoints,
  Templates: templateEndpoints,
} as const;

/** A nested group of declarations (an area's, or a sub-group such as one redirect kind's). */
interface EndpointGroup {
  readonly [name: string]: EndpointDefinition | EndpointGroup;
}

const isEndpoint = (value: EndpointDefinition | EndpointGroup): value is EndpointDefinition =>
  typeof (value as EndpointDefinition).method === 'string' &&
  typeof (value as EndpointDefinition).path === 'string';

/** The declarations of a group, depth first, in declaration order. */
export function endpointsOf(group: EndpointGroup): EndpointDefinition[] {
  return Object.values(group).flatMap((value) => (isEndpoint(value) ? [value] : endpointsOf(value)));
}

/** Every declaration with its area, for the docs and the registration check. */
export function allEndpoints(): Array<{ area: string; endpoint: EndpointDefinition }> {
  return Object.entries(endpointAreas).flatMap(([area, group]) =>
    endpointsOf(group as EndpointGroup).map((endpoint) => ({ area, endpoint })),
  );
}
