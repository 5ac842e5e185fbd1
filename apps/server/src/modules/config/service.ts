import { type AppConfig, landingPermissions, premiumApps } from '@tessera/api-contract';
import type { Database } from '../../db/client.ts';
import type { AuthContext } from '../auth/session.ts';
import { unlimitedPlanNames } from '../billing/plans.ts';
import { cardAllowance } from '../cards/allowance.ts';
import { premiumElementKeys } from './premium-elements.ts';
import type { WhitelabelRow } from './whitelabel-host.ts';

export async function buildAppConfig(
  db: Database,
  whitelabel: WhitelabelRow,
  auth: AuthContext | null,
  options: {
    maintenance: boolean;
    sitesDomain: string;
    maxUploadBytes: number;
    billing: AppConfig['billing'];
  },
): Promise<AppConfig> {
  const [unlimited, allowance] = await Promise.all([unlimitedPlanNames(db), cardAllowance(db, auth)]);
  return {
    whitelabel: {
      domain: whitelabel.domain,
      domain_2: whitelabel.domain2,
      name: whitelabel.name,
      logo: whitelabel.logo,
      logo_wide: whitelabel.logoWide,
      logo_wide_white: whitelabel.logoWideWhite,
      favicon: whitelabel.favicon,
      support_chat_url: whitelabel.supportChatUrl,
    },
    unlimitedPlans: unlimited,
    premiumAppDirectory: premiumApps.map((app) => ({ ...app })),
    allPremiumElements: [...premiumElementKeys()],
    billing: options.billing,
    landingPermissions: [...landingPermissions],
    card_count: allowance.count,
    card_limit: allowance.limit,
    maintenance: options.maintenance,
    sites_domain: options.sitesDomain,
    max_upload_bytes: options.maxUploadBytes,
    promo: whitelabel.promo ?? null,
  };
}
