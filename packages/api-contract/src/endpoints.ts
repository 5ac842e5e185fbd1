import { adminBlockEndpoints } from './admin-blocks.ts';
import { adminBlogEndpoints } from './admin-blog.ts';
import { agencyEndpoints } from './agencies.ts';
import { aiEndpoints } from './ai.ts';
import { auditEndpoints } from './audit.ts';
import { authEndpoints } from './auth.ts';
import { backupEndpoints } from './backups.ts';
import { billingEndpoints } from './billing.ts';
import { blockEndpoints } from './blocks.ts';
import { blogEndpoints } from './blogs.ts';
import { cardEndpoints } from './cards.ts';
import { couponEndpoints, gatewayEndpoints, productEndpoints, siteOrderEndpoints } from './commerce.ts';
import { configEndpoints } from './config.ts';
import { contactEndpoints } from './contacts.ts';
import { courseEndpoints } from './courses.ts';
import { designEndpoints } from './designs.ts';
import { editorDataEndpoints } from './editor-data.ts';
import type { EndpointDefinition } from './endpoint.ts';
import { fileEndpoints } from './files.ts';
import { formEndpoints } from './forms.ts';
import { healthEndpoints } from './health.ts';
import { landingEndpoints } from './landings.ts';
import { menuEndpoints } from './menus.ts';
import { orderPageEndpoints } from './order-pages.ts';
import { pageTemplateEndpoints } from './page-templates.ts';
import { pageEndpoints } from './pages.ts';
import { previewShareEndpoints } from './preview-shares.ts';
import { profileEndpoints } from './profile.ts';
import { realtimeEndpoints } from './realtime.ts';
import { redirectEndpoints } from './redirects.ts';
import { keywordEndpoints, robotsEndpoints } from './seo.ts';
import { sharedPostEndpoints } from './shared-records.ts';
import { statsEndpoints } from './stats.ts';
import { templateEndpoints } from './templates.ts';
import { userEndpoints } from './users.ts';
import { webhookEndpoints } from './webhooks.ts';
import { whitelabelEndpoints } from './whitelabels.ts';

/**
 * Every declared endpoint, by area, in the order docs/api.md lists them. The server must register
 * each exactly once and nothing undeclared (apps/server/test/endpoints.test.ts); the route table
 * in docs/api.md is written from this (`npm run docs:api`).
 */
export const endpointAreas = {
  Authentication: authEndpoints,
  Profile: profileEndpoints,
  Users: userEndpoints,
  Agencies: agencyEndpoints,
  'White labels': whitelabelEndpoints,
  'Audit log': auditEndpoints,
  Config: configEndpoints,
  Health: healthEndpoints,
  Realtime: realtimeEndpoints,
  AI: aiEndpoints,
  Stats: statsEndpoints,
  Robots: robotsEndpoints,
  Keywords: keywordEndpoints,
  'Editor data': editorDataEndpoints,
  Redirects: redirectEndpoints,
  Websites: landingEndpoints,
  Pages: pageEndpoints,
  Designs: designEndpoints,
  'Agency blocks': blockEndpoints,
  Files: fileEndpoints,
  Forms: formEndpoints,
  Contacts: contactEndpoints,
  Webhooks: webhookEndpoints,
  Backups: backupEndpoints,
  Blogs: blogEndpoints,
  'Admin blog': adminBlogEndpoints,
  'Posts shared by unique id': sharedPostEndpoints,
  'Digital business cards': cardEndpoints,
  Menus: menuEndpoints,
  'Share links of previews': previewShareEndpoints,
  Courses: courseEndpoints,
  'Order pages': orderPageEndpoints,
  Billing: billingEndpoints,
  'Payment gateways': gatewayEndpoints,
  Products: productEndpoints,
  Coupons: couponEndpoints,
  Orders: siteOrderEndpoints,
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
