import { constantRule, type StyleRule } from '../render/index.ts';
import type { RenderContext } from '../render/types.ts';

/** Dark amber on pale amber: 7:1, readable on any section it lands in. */
const NOTICE_RULE: StyleRule = constantRule({
  base: {
    margin: '0',
    padding: '12px 14px',
    'border-radius': '8px',
    background: '#fef3c7',
    color: '#78350f',
    'font-size': '.9375em',
    'line-height': '1.45',
  },
});

export const PAYMENTS_OFF = 'Payments are not available right now.';
export const CONNECT_GATEWAY =
  'Connect a payment gateway in the website’s Payments tab to take payments here.';

/**
 * What an element that takes a payment (credit card, payment link) shows when the site takes
 * none (no active gateway): buyers read that payments are not available, never a dead button;
 * the designer, in the editor and preview, reads where to connect one.
 */
export function PaymentsOffNotice({ context }: { context: RenderContext }) {
  return (
    <p className={`pay-off ${context.styles.className(NOTICE_RULE, 'po')}`}>
      {context.mode === 'live' ? PAYMENTS_OFF : CONNECT_GATEWAY}
    </p>
  );
}
