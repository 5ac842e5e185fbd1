import type { AppConfig, Profile } from '@tessera/api-contract';
import { describe, expect, it } from 'vitest';
import { platformEditorServices, siteEditorServices } from './editor-services.ts';

const config: AppConfig = {
  whitelabel: {
    domain: 'localhost',
    domain_2: null,
    name: 'Tessera',
    logo: null,
    logo_wide: null,
    logo_wide_white: null,
    favicon: null,
    support_chat_url: null,
  },
  unlimitedPlans: [],
  premiumAppDirectory: [],
  allPremiumElements: [],
  billing: { configured: false, publishable_key: null, stripe_js_url: null },
  landingPermissions: [],
  card_count: 0,
  card_limit: 0,
  maintenance: false,
  sites_domain: 'localhost',
  max_upload_bytes: 10 * 1024 * 1024,
  promo: null,
};

function profileWith(role: Profile['role'], key: boolean | null): Profile {
  return {
    id: 1,
    name: 'Member',
    email: 'member@demo.test',
    role,
    agency:
      key === null
        ? null
        : {
            id: 3,
            name: 'Demo',
            status: 'active',
            subscribed: true,
            free_fee: false,
            free_register: false,
            stripe_status: 'active',
            reseller_status: 'none',
            stripe_price: null,
            reseller_plan: null,
            premiumApps: [],
            premiumElements: [],
            app_plans: [],
            default_payment_method: null,
            openai_api_key: { set: key, last4: key ? '4242' : null },
            card_limit: 0,
          },
    userLandings: [],
    userCards: [],
    hasCourses: false,
    can_create_landing: false,
    blocked: false,
    impersonator: null,
    created_at: '2024-01-01T00:00:00.000Z',
  };
}

// The requests themselves run against the real server in e2e/tests/ai-images.test.ts.
describe('which editors offer AI images (SPEC §6)', () => {
  const site = (profile: Profile) =>
    siteEditorServices({ landingId: 12, permissions: ['view'], config, profile, exit: () => {} });

  it('a site’s editor, when the agency holds a key, for the owner and its members alike', () => {
    expect(site(profileWith('Agency', true)).ai).toBeDefined();
    expect(site(profileWith('AgencyUser', true)).ai).toBeDefined();
    expect(site(profileWith('WebsiteUser', true)).ai).toBeDefined();
  });

  it('no editor without a key, nor an admin design', () => {
    expect(site(profileWith('Agency', false)).ai).toBeUndefined();
    expect(site(profileWith('Admin', null)).ai).toBeUndefined();
    const platform = platformEditorServices({
      editorData: () => Promise.reject(new Error('not asked for')),
      config,
      profile: profileWith('Admin', null),
      exit: () => {},
    });
    expect(platform.ai).toBeUndefined();
  });
});
