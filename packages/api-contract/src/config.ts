import { z } from 'zod';
import { anyone, endpoint } from './endpoint.ts';
import { landingPermission } from './roles.ts';

export const whitelabelPublic = z.object({
  domain: z.string(),
  domain_2: z.string().nullable(),
  name: z.string(),
  logo: z.string().nullable(),
  logo_wide: z.string().nullable(),
  logo_wide_white: z.string().nullable(),
  favicon: z.string().nullable(),
  support_chat_url: z.string().nullable(),
});
export type WhitelabelPublic = z.infer<typeof whitelabelPublic>;

export const promo = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  cta_label: z.string().nullable(),
  cta_url: z.string().nullable(),
  video_url: z.string().nullable(),
});
export type Promo = z.infer<typeof promo>;

/** SPEC §3 Config, resolved from the request's Host. */
export const appConfig = z.object({
  whitelabel: whitelabelPublic,
  unlimitedPlans: z.array(z.string()),
  premiumAppDirectory: z.array(z.object({ key: z.string(), name: z.string(), description: z.string() })),
  allPremiumElements: z.array(z.string()),
  /** Online billing (STRIPE_SECRET_KEY): where Stripe.js is loaded from and the key it uses. */
  billing: z.object({
    configured: z.boolean(),
    publishable_key: z.string().nullable(),
    stripe_js_url: z.string().nullable(),
  }),
  landingPermissions: z.array(landingPermission),
  /** Per signed-in caller; 0 and 0 for a guest. */
  card_count: z.number().int().nonnegative(),
  card_limit: z.number().int().nonnegative(),
  maintenance: z.boolean(),
  sites_domain: z.string(),
  /** The largest upload the server accepts (UPLOAD_MAX_MB), for checks before sending a file. */
  max_upload_bytes: z.number().int().positive(),
  promo: promo.nullable(),
});
export type AppConfig = z.infer<typeof appConfig>;
export const configResponse = z.object({ data: appConfig });

/** What the app needs before anyone signs in (SPEC §3 Config). */
export const configEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/config',
    responses: { 200: configResponse },
    access: anyone,
    summary: "The white label of the requested host, the platform's plans, apps, elements and permissions",
    notes:
      'A host that is neither domain of a white label is 404 (the app shows "Page not found", SPEC §2). `card_count` and `card_limit` are the signed-in caller\'s (0 for a guest). The one call answered during maintenance, with `maintenance: true`.',
  }),
};
