import { z } from 'zod';

/** SPEC §1 roles, spelled as the product spells them. */
export const roles = ['Admin', 'Agency', 'AgencyUser', 'WebsiteUser', 'CardUser'] as const;
export const role = z.enum(roles);
export type Role = z.infer<typeof role>;

/** Roles that work inside an agency's area (SPEC §6). */
export const agencyAreaRoles: readonly Role[] = ['Agency', 'AgencyUser', 'WebsiteUser'];

/**
 * Per-site permission names. SPEC §6 leaves the names to the product; these are the ones
 * `/config` publishes as `landingPermissions`, in the order the UI lists them.
 */
export const landingPermissions = [
  'view',
  'edit_design',
  'publish',
  'manage_forms',
  'manage_settings',
  'manage_blog',
  'manage_podcast',
  'manage_commerce',
] as const;
export const landingPermission = z.enum(landingPermissions);
export type LandingPermission = z.infer<typeof landingPermission>;

/** Statuses a payment provider reports for a subscription. */
export const billingStatuses = ['none', 'active', 'trialing', 'past_due', 'canceled', 'incomplete'] as const;
export const billingStatus = z.enum(billingStatuses);
export type BillingStatus = z.infer<typeof billingStatus>;

/**
 * Premium apps an agency can subscribe to (SPEC §1 "premium apps"); the directory `/config`
 * publishes as `premiumAppDirectory`.
 */
export const premiumApps = [
  { key: 'blog', name: 'Blog', description: 'Blog posts with AI drafting and RSS feeds.' },
  { key: 'podcast', name: 'Podcast', description: 'Podcast pages, episodes and distribution.' },
  { key: 'commerce', name: 'Commerce', description: 'Order pages, products, coupons and payments.' },
  { key: 'courses', name: 'Courses', description: 'Sell and host online courses.' },
  { key: 'cards', name: 'Business cards', description: 'Digital business cards with lead capture.' },
  { key: 'ai', name: 'AI assistant', description: 'AI titles, keywords, images and blog drafts.' },
] as const;
export type PremiumAppKey = (typeof premiumApps)[number]['key'];
