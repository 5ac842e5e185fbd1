import { z } from 'zod';
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
