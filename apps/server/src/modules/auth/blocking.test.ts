import { describe, expect, it } from 'vitest';
import { isBlocked } from './blocking.ts';

const agency = {
  status: 'active' as const,
  subscribed: false,
  freeFee: false,
  freeRegister: false,
  stripeStatus: 'none',
  resellerStatus: 'none',
};

describe('SPEC §4 access blocking', () => {
  it.each([
    ['not subscribed, no free fee, no free register', {}, false, true],
    ['subscribed', { subscribed: true }, false, false],
    ['free fee', { freeFee: true }, false, false],
    ['free register', { freeRegister: true }, false, false],
    ['course holder with canceled stripe status', { stripeStatus: 'canceled' }, true, false],
    ['course holder with canceled reseller status', { resellerStatus: 'canceled' }, true, false],
    ['course holder with an active-but-unpaid status', { stripeStatus: 'past_due' }, true, true],
    ['canceled stripe status without courses', { stripeStatus: 'canceled' }, false, true],
    ['archived even if subscribed', { status: 'archived' as const, subscribed: true }, false, true],
  ])('%s', (_, patch, hasCourses, expected) => {
    for (const role of ['Agency', 'AgencyUser', 'WebsiteUser'] as const) {
      expect(isBlocked({ role, hasCourses, agency: { ...agency, ...patch } })).toBe(expected);
    }
  });

  it('never blocks admins or card users', () => {
    expect(isBlocked({ role: 'Admin', hasCourses: false, agency: null })).toBe(false);
    expect(isBlocked({ role: 'CardUser', hasCourses: false, agency })).toBe(false);
  });

  it('blocks an agency-area user with no agency at all', () => {
    expect(isBlocked({ role: 'Agency', hasCourses: false, agency: null })).toBe(true);
  });
});
