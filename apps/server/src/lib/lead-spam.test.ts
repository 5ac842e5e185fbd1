import { describe, expect, it } from 'vitest';
import { LEAD_BURST_LIMIT, leadSpamReason, visitorHash } from './lead-spam.ts';

describe('leadSpamReason', () => {
  const clean = { honeypot: false, tooFast: false, recentFromVisitor: 0 };

  it('holds a lead for each reason, the strongest first', () => {
    expect(leadSpamReason(clean)).toBeNull();
    expect(leadSpamReason({ ...clean, tooFast: true })).toBe('too-fast');
    expect(leadSpamReason({ ...clean, recentFromVisitor: LEAD_BURST_LIMIT })).toBe('rate');
    expect(leadSpamReason({ ...clean, recentFromVisitor: LEAD_BURST_LIMIT - 1 })).toBeNull();
    expect(leadSpamReason({ honeypot: true, tooFast: true, recentFromVisitor: 99 })).toBe('honeypot');
  });
});

describe('visitorHash', () => {
  it('tells addresses apart without keeping them, and depends on the secret', () => {
    const a = visitorHash('secret-one', '203.0.113.5');
    expect(a).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(a).not.toContain('203');
    expect(visitorHash('secret-one', '203.0.113.5')).toBe(a);
    expect(visitorHash('secret-one', '203.0.113.6')).not.toBe(a);
    expect(visitorHash('secret-two', '203.0.113.5')).not.toBe(a);
  });
});
