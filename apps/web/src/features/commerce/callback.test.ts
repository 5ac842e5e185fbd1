import { describe, expect, it } from 'vitest';
import { callbackOutcome, readCallbackParams } from './callback.ts';

describe('readCallbackParams', () => {
  it('reads the site, the gateway and whether Stripe asked for a new link', () => {
    expect(readCallbackParams('?landing=12&gateway=3')).toEqual({
      landingId: 12,
      gatewayId: 3,
      refresh: false,
    });
    expect(readCallbackParams('?landing=12&gateway=3&refresh=1')).toEqual({
      landingId: 12,
      gatewayId: 3,
      refresh: true,
    });
  });

  it('is null for an address missing either, or naming no record', () => {
    expect(readCallbackParams('')).toBeNull();
    expect(readCallbackParams('?landing=12')).toBeNull();
    expect(readCallbackParams('?gateway=3')).toBeNull();
    expect(readCallbackParams('?landing=0&gateway=3')).toBeNull();
    expect(readCallbackParams('?landing=-1&gateway=3')).toBeNull();
    expect(readCallbackParams('?landing=1.5&gateway=3')).toBeNull();
    expect(readCallbackParams('?landing=abc&gateway=3')).toBeNull();
    expect(readCallbackParams('?landing=99999999999&gateway=3')).toBeNull();
  });
});

describe('callbackOutcome', () => {
  const link = { url: 'https://connect.stripe.test/setup/abc' };

  it('says the state of the account once back', () => {
    expect(callbackOutcome({ gateway: { status: 'active' }, onboarding: null }, false)).toMatchObject({
      kind: 'done',
      tone: 'success',
      message: expect.stringContaining('Stripe account connected'),
    });
    expect(callbackOutcome({ gateway: { status: 'pending' }, onboarding: link }, false)).toMatchObject({
      kind: 'done',
      tone: 'warning',
      message: expect.stringContaining('Onboarding not finished yet'),
    });
    expect(callbackOutcome({ gateway: { status: 'restricted' }, onboarding: null }, false)).toMatchObject({
      kind: 'done',
      tone: 'warning',
    });
    expect(callbackOutcome({ gateway: { status: 'revoked' }, onboarding: null }, false)).toMatchObject({
      kind: 'done',
      tone: 'error',
    });
  });

  it('goes back to Stripe with the fresh link when Stripe asked for one and onboarding is unfinished', () => {
    expect(callbackOutcome({ gateway: { status: 'pending' }, onboarding: link }, true)).toEqual({
      kind: 'onboarding',
      url: link.url,
    });
    expect(callbackOutcome({ gateway: { status: 'restricted' }, onboarding: link }, true)).toEqual({
      kind: 'onboarding',
      url: link.url,
    });
  });

  it('does not send a finished account back to Stripe, nor go anywhere without a link', () => {
    expect(callbackOutcome({ gateway: { status: 'active' }, onboarding: link }, true).kind).toBe('done');
    expect(callbackOutcome({ gateway: { status: 'pending' }, onboarding: null }, true).kind).toBe('done');
  });
});
