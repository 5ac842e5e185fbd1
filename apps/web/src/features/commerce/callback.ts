import type { GatewayItem } from '@tessera/api-contract';

/**
 * `/auth/stripe/callback` (SPEC §2): where Stripe's hosted onboarding sends the agency user back.
 * The server made the link with `?landing={id}&gateway={gatewayId}` as its return address, and
 * with `refresh=1` added as the address Stripe opens when the link expired or was already used.
 */
export interface CallbackParams {
  landingId: number;
  gatewayId: number;
  /** Stripe asks for a new link: the onboarding is not over, so the user goes straight back to it. */
  refresh: boolean;
}

function recordId(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** The callback's parameters, or null when the address lacks the site or the gateway. */
export function readCallbackParams(search: string): CallbackParams | null {
  const query = new URLSearchParams(search);
  const landingId = recordId(query.get('landing'));
  const gatewayId = recordId(query.get('gateway'));
  if (landingId === null || gatewayId === null) return null;
  return { landingId, gatewayId, refresh: query.get('refresh') === '1' };
}

/** What the callback does once the server has read the account's state. */
export type CallbackOutcome =
  | { kind: 'onboarding'; url: string }
  | { kind: 'done'; tone: 'success' | 'warning' | 'error'; message: string };

/**
 * A refreshed link goes back to Stripe at once; otherwise the user lands on the site's payments
 * screen with a note of the account's state.
 */
export function callbackOutcome(
  answer: { gateway: Pick<GatewayItem, 'status'>; onboarding: { url: string } | null },
  refresh: boolean,
): CallbackOutcome {
  const unfinished = answer.gateway.status === 'pending' || answer.gateway.status === 'restricted';
  if (refresh && unfinished && answer.onboarding) return { kind: 'onboarding', url: answer.onboarding.url };
  switch (answer.gateway.status) {
    case 'active':
      return {
        kind: 'done',
        tone: 'success',
        message: 'Stripe account connected: this website can take payments.',
      };
    case 'pending':
      return {
        kind: 'done',
        tone: 'warning',
        message: 'Onboarding not finished yet: continue it on Stripe to take payments.',
      };
    case 'restricted':
      return {
        kind: 'done',
        tone: 'warning',
        message: 'Stripe needs more details before this account can take payments.',
      };
    case 'revoked':
      return { kind: 'done', tone: 'error', message: 'This payment gateway was revoked: connect a new one.' };
  }
}
