import type Stripe from 'stripe';
import type { Call, Connected, Fake, Route } from './context.ts';
import { accountInvalid, invalid, StripeFailure } from './errors.ts';
import { changes } from './events.ts';
import type { Params } from './params.ts';
import { expandsOf, listPage, present, snapshot } from './render.ts';
import { newId } from './store.ts';

/**
 * Connected accounts as the platform makes and reads them (`/v1/accounts`), and what happens to
 * them later: onboarding completed, restricted by Stripe, disconnected by their owner. Each
 * change is an `account.updated` event of that account (a Connect event).
 */

/** What a fresh account still owes Stripe before it may take charges. */
const DUE = [
  'business_profile.mcc',
  'business_profile.url',
  'external_account',
  'tos_acceptance.date',
  'tos_acceptance.ip',
];

const CURRENCIES: Record<string, string> = { US: 'usd', GB: 'gbp', CA: 'cad', AU: 'aud', CH: 'chf' };
const EURO = ['AT', 'BE', 'DE', 'ES', 'FI', 'FR', 'IE', 'IT', 'LU', 'NL', 'PT'];

function currencyOf(country: string): string {
  return CURRENCIES[country] ?? (EURO.includes(country) ? 'eur' : 'usd');
}

type Kind = 'standard' | 'express' | 'custom';

/** The controller properties each legacy account type stands for. */
const CONTROLLERS: Record<Kind, Stripe.Account.Controller> = {
  standard: {
    type: 'application',
    is_controller: true,
    fees: { payer: 'account' },
    losses: { payments: 'stripe' },
    requirement_collection: 'stripe',
    stripe_dashboard: { type: 'full' },
  },
  express: {
    type: 'application',
    is_controller: true,
    fees: { payer: 'application_express' },
    losses: { payments: 'application' },
    requirement_collection: 'stripe',
    stripe_dashboard: { type: 'express' },
  },
  custom: {
    type: 'application',
    is_controller: true,
    fees: { payer: 'application_custom' },
    losses: { payments: 'application' },
    requirement_collection: 'application',
    stripe_dashboard: { type: 'none' },
  },
};

/** `controller[…]` as given, completed with Stripe's defaults, and the type it amounts to. */
function controllerOf(params: Params): { type: Stripe.Account.Type; controller: Stripe.Account.Controller } {
  const type = params.oneOf('type', ['standard', 'express', 'custom'] as const);
  const given = params.object('controller');
  if (type && given) {
    throw invalid('You cannot specify both `type` and `controller`. Use `controller` only.', 'controller');
  }
  if (!given) return { type: type ?? 'standard', controller: CONTROLLERS[type ?? 'standard'] };
  given.only(['fees', 'losses', 'requirement_collection', 'stripe_dashboard']);
  const fees = given.object('fees')?.only(['payer']);
  const losses = given.object('losses')?.only(['payments']);
  const dashboard = given.object('stripe_dashboard')?.only(['type']);
  const controller: Stripe.Account.Controller = {
    type: 'application',
    is_controller: true,
    fees: { payer: fees?.oneOf('payer', ['account', 'application'] as const) ?? 'account' },
    losses: { payments: losses?.oneOf('payments', ['application', 'stripe'] as const) ?? 'stripe' },
    requirement_collection:
      given.oneOf('requirement_collection', ['application', 'stripe'] as const) ?? 'stripe',
    stripe_dashboard: { type: dashboard?.oneOf('type', ['express', 'full', 'none'] as const) ?? 'full' },
  };
  const same = (kind: Kind) =>
    JSON.stringify({ ...CONTROLLERS[kind], fees: null }) === JSON.stringify({ ...controller, fees: null });
  const kind = (['standard', 'express', 'custom'] as const).find(same);
  return { type: kind ?? 'none', controller };
}

function businessProfile(
  params: Params | undefined,
  current: Stripe.Account.BusinessProfile | null,
): Stripe.Account.BusinessProfile {
  const profile: Stripe.Account.BusinessProfile = current ?? {
    mcc: null,
    minority_owned_business_designation: null,
    name: null,
    specified_commercial_transactions_act_url: null,
    support_address: null,
    support_email: null,
    support_phone: null,
    support_url: null,
    url: null,
  };
  if (!params) return profile;
  params.only(['name', 'url', 'mcc', 'support_email', 'support_phone', 'support_url', 'product_description']);
  for (const field of ['name', 'url', 'mcc', 'support_email', 'support_phone', 'support_url'] as const) {
    if (params.has(field)) profile[field] = params.string(field) || null;
  }
  if (params.has('product_description'))
    profile.product_description = params.string('product_description') || null;
  return profile;
}

function requirements(due: string[], disabled: Stripe.Account.Requirements.DisabledReason | null) {
  return {
    alternatives: [],
    current_deadline: null,
    currently_due: [...due],
    disabled_reason: disabled,
    errors: [],
    eventually_due: [...due],
    past_due: disabled === 'requirements.past_due' ? [...due] : [],
    pending_verification: [],
  };
}

function newAccount(fake: Fake, params: Params): Stripe.Account {
  params.only([
    'type',
    'controller',
    'country',
    'email',
    'business_type',
    'business_profile',
    'capabilities',
    'default_currency',
    'metadata',
    'expand',
  ]);
  const { type, controller } = controllerOf(params);
  const country = (params.string('country') ?? 'US').toUpperCase();
  const capabilities = params.object('capabilities');
  capabilities?.only(['card_payments', 'transfers']);
  for (const name of ['card_payments', 'transfers']) capabilities?.object(name)?.only(['requested']);
  return {
    id: newId('acct', 16),
    object: 'account',
    business_profile: businessProfile(params.object('business_profile'), null),
    business_type:
      params.oneOf('business_type', ['company', 'individual', 'non_profit', 'government_entity'] as const) ??
      null,
    capabilities: { card_payments: 'inactive', transfers: 'inactive' },
    charges_enabled: false,
    controller,
    country,
    created: fake.store.now(),
    default_currency: params.string('default_currency')?.toLowerCase() ?? currencyOf(country),
    details_submitted: false,
    email: params.string('email') || null,
    metadata: params.metadata(),
    payouts_enabled: false,
    requirements: requirements(DUE, 'requirements.past_due'),
    type,
  };
}

/**
 * Changes an account and tells its platform: `account.updated`, delivered to the Connect
 * endpoint with `account` set, when anything changed.
 */
export function changeAccount(
  connected: Connected,
  change: (account: Stripe.Account) => void,
): Stripe.Account {
  const before = snapshot(connected.account);
  change(connected.account);
  const previous = changes(before, connected.account);
  if (previous) connected.fake.events.emit('account.updated', connected.account, previous);
  return connected.account;
}

/** What the hosted onboarding collects: the account may charge and be paid out. */
export function completeOnboarding(connected: Connected, businessName?: string): Stripe.Account {
  return changeAccount(connected, (account) => {
    if (businessName) account.business_profile = { ...account.business_profile!, name: businessName };
    account.details_submitted = true;
    account.charges_enabled = true;
    account.payouts_enabled = true;
    account.capabilities = { card_payments: 'active', transfers: 'active' };
    account.requirements = requirements([], null);
  });
}

/** Stripe restricting an account whose requirements went past due: no more charges. */
export function restrictAccount(connected: Connected): Stripe.Account {
  return changeAccount(connected, (account) => {
    account.charges_enabled = false;
    account.payouts_enabled = false;
    account.capabilities = { card_payments: 'inactive', transfers: 'inactive' };
    account.requirements = requirements(
      ['business_profile.url', 'external_account'],
      'requirements.past_due',
    );
  });
}

/**
 * The account's owner disconnecting it from the platform: `account.application.deauthorized`
 * (its object the platform's application), and from then on its header is refused.
 */
export function deauthorizeAccount(connected: Connected): Stripe.Event {
  const application: Stripe.Application = {
    id: 'ca_fakeplatform',
    object: 'application',
    name: 'Fake platform',
  };
  const event = connected.fake.events.emit('account.application.deauthorized', application);
  connected.deauthorized = true;
  return event;
}

/** Platform-only calls: a connected account cannot make or list accounts. */
function platformOnly(fake: Fake): void {
  if (fake.account === null) return;
  throw new StripeFailure(403, {
    type: 'invalid_request_error',
    message: `This application does not have the required permissions for this endpoint on account '${fake.account}'.`,
  });
}

/** The account a path names, as the caller may see it: the platform any of its own, an account itself. */
function reachable(fake: Fake, id: string): Connected {
  if (fake.account !== null && fake.account !== id) throw accountInvalid(id);
  return fake.connect.connected(id);
}

function create({ fake, params }: Call): Stripe.Account {
  platformOnly(fake);
  const account = newAccount(fake, params);
  fake.connect.open(account);
  return present(fake.store, account, expandsOf(params));
}

function update({ fake, params, path }: Call): Stripe.Account {
  params.only(['business_profile', 'email', 'metadata', 'default_currency', 'expand']);
  const connected = reachable(fake, path.id!);
  changeAccount(connected, (account) => {
    if (params.has('business_profile'))
      account.business_profile = businessProfile(
        params.object('business_profile'),
        account.business_profile ?? null,
      );
    if (params.has('email')) account.email = params.string('email') || null;
    if (params.has('default_currency')) account.default_currency = params.requiredString('default_currency');
    account.metadata = params.metadata(account.metadata ?? {});
  });
  return present(fake.store, connected.account, expandsOf(params));
}

function remove({ fake, params, path }: Call): Stripe.DeletedAccount {
  params.only([]);
  platformOnly(fake);
  const connected = fake.connect.connected(path.id!);
  fake.connect.accounts.delete(connected.account.id);
  return { id: connected.account.id, object: 'account', deleted: true };
}

function list({ fake, params }: Call) {
  platformOnly(fake);
  params.only(['limit', 'starting_after', 'ending_before', 'expand']);
  const accounts = [...fake.connect.accounts.values()]
    .filter((entry) => !entry.deauthorized)
    .map((entry) => entry.account);
  return listPage(fake.store, accounts, params, '/v1/accounts');
}

export const accountRoutes: Route[] = [
  { method: 'POST', path: '/v1/accounts', handle: create },
  { method: 'GET', path: '/v1/accounts', handle: list },
  {
    method: 'GET',
    path: '/v1/accounts/:id',
    handle: ({ fake, params, path }) => {
      params.only(['expand']);
      return present(fake.store, reachable(fake, path.id!).account, expandsOf(params));
    },
  },
  {
    method: 'GET',
    path: '/v1/account',
    handle: ({ fake, params }) => {
      params.only(['expand']);
      if (fake.account === null)
        throw invalid('The fake Stripe has no account object for the platform itself.');
      return present(fake.store, fake.connect.connected(fake.account).account, expandsOf(params));
    },
  },
  { method: 'POST', path: '/v1/accounts/:id', handle: update },
  { method: 'DELETE', path: '/v1/accounts/:id', handle: remove },
];
