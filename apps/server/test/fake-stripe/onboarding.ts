import type Stripe from 'stripe';
import { completeOnboarding } from './accounts.ts';
import type { Call, ConnectedAccounts, OnboardingLink, Route } from './context.ts';
import { invalid, missingParam } from './errors.ts';
import { parseForm } from './form.ts';
import { escapeHtml, hostedPage } from './pages.ts';
import { type PageAnswer, redirect } from './server.ts';
import { newId } from './store.ts';

/**
 * Account Links and the hosted onboarding page they open (`/connect/onboarding/:token`). A link
 * is single-use and short-lived as Stripe's are: a second visit, or one after `expires_at`,
 * goes to `refresh_url`. Submitting the page completes onboarding and returns to `return_url`;
 * leaving returns there too with the account still pending.
 */

/** Stripe's links last a few minutes. */
const LIFETIME_SECONDS = 300;

function createLink({ fake, params }: Call): Stripe.AccountLink {
  params.only(['account', 'refresh_url', 'return_url', 'type', 'collect', 'collection_options', 'expand']);
  const account = fake.connect.connected(params.requiredString('account'), 'provided').account;
  params.oneOf('type', ['account_onboarding', 'account_update'] as const);
  if (!params.has('type')) throw missingParam('type');
  params.oneOf('collect', ['currently_due', 'eventually_due'] as const);
  const options = params.object('collection_options');
  options?.only(['fields', 'future_requirements']);
  options?.oneOf('fields', ['currently_due', 'eventually_due'] as const);
  options?.oneOf('future_requirements', ['include', 'omit'] as const);
  if (params.has('collect') && options) {
    throw invalid('You may only specify one of these parameters: collect, collection_options.', 'collect');
  }
  const refreshUrl = params.requiredString('refresh_url');
  const returnUrl = params.requiredString('return_url');
  for (const [name, url] of [
    ['refresh_url', refreshUrl],
    ['return_url', returnUrl],
  ] as const) {
    if (!URL.canParse(url)) throw invalid(`Not a valid URL`, name, 'url_invalid');
  }
  const created = fake.store.now();
  const token = newId('', 24).slice(1);
  const link: OnboardingLink = {
    account: account.id,
    refreshUrl,
    returnUrl,
    expiresAt: created + LIFETIME_SECONDS,
    state: 'new',
  };
  fake.connect.links.set(token, link);
  return {
    object: 'account_link',
    created,
    expires_at: link.expiresAt,
    url: `${fake.baseUrl}/connect/onboarding/${token}`,
  };
}

export const accountLinkRoutes: Route[] = [{ method: 'POST', path: '/v1/account_links', handle: createLink }];

function onboardingHtml(token: string, name: string, email: string | null, problem?: string): string {
  const who = name || email || 'your business';
  return hostedPage(
    `Set up payments for ${who}`,
    `<h1>Set up payments for ${escapeHtml(who)}</h1>
<p>Tell us about your business so it can accept payments. This is a test onboarding form.</p>
<form method="post" action="/connect/onboarding/${token}">
${problem ? `<p role="alert">${escapeHtml(problem)}</p>` : ''}
<label for="business_name">Business name</label>
<input id="business_name" name="business_name" autocomplete="organization" required value="${escapeHtml(name)}">
<button type="submit">Agree and submit</button>
</form>
<p><a href="/connect/onboarding/${token}/leave">Return without finishing</a></p>`,
  );
}

/** The onboarding page and its form; null when the path is not one of its. */
export function onboardingPage(
  connect: ConnectedAccounts,
  method: string,
  url: URL,
  body: string,
): PageAnswer | null {
  const match = /^\/connect\/onboarding\/([A-Za-z0-9]+)(\/leave)?$/.exec(url.pathname);
  if (!match) return null;
  const token = match[1]!;
  const link = connect.links.get(token);
  const connected = link ? connect.accounts.get(link.account) : undefined;
  if (!link || !connected || connected.deauthorized) {
    return {
      status: 404,
      type: 'text/html; charset=utf-8',
      body: hostedPage('Link not found', '<h1>Link not found</h1>'),
    };
  }
  const expired = connect.platform.store.now() >= link.expiresAt;
  if (match[2]) {
    if (method !== 'GET') return null;
    link.state = 'done';
    return redirect(link.returnUrl);
  }
  if (method === 'GET') {
    if (expired || link.state !== 'new') return redirect(link.refreshUrl);
    link.state = 'visited';
    const account = connected.account;
    return {
      status: 200,
      type: 'text/html; charset=utf-8',
      body: onboardingHtml(token, account.business_profile?.name ?? '', account.email),
    };
  }
  if (method !== 'POST') return null;
  if (expired || link.state === 'done') return redirect(link.refreshUrl);
  const name = parseForm(body).business_name;
  if (typeof name !== 'string' || name.trim() === '') {
    return {
      status: 200,
      type: 'text/html; charset=utf-8',
      body: onboardingHtml(token, '', connected.account.email, 'Enter the name of your business.'),
    };
  }
  link.state = 'done';
  completeOnboarding(connected, name.trim());
  return redirect(link.returnUrl);
}
