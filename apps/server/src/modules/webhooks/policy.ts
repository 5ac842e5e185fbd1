import type { ServerConfig } from '../../config.ts';
import { DEFAULT_OUTBOUND_POLICY, type OutboundPolicy } from '../../lib/outbound.ts';

/**
 * How webhooks are delivered. Retries back off exponentially (pg-boss: attempt n+1 waits
 * retryDelay·2ⁿ to twice that): with 8 retries from 30 s, a dead endpoint is tried 9 times over
 * roughly 2 to 4 hours before the delivery counts as failed. A webhook whose deliveries fail that
 * way 5 times in a row is switched off.
 */
export interface WebhookPolicy {
  retryLimit: number;
  retryDelaySeconds: number;
  disableAfterFailures: number;
  outbound: OutboundPolicy;
}

export const WEBHOOK_RETRY_LIMIT = 8;
export const WEBHOOK_RETRY_DELAY_SECONDS = 30;
export const WEBHOOK_DISABLE_AFTER_FAILURES = 5;
/** Webhooks per site. */
export const MAX_WEBHOOKS_PER_SITE = 20;
/** Delivery log kept this long. */
export const DELIVERY_RETENTION_DAYS = 30;

export function webhookPolicy(config: ServerConfig): WebhookPolicy {
  const tuning = config.webhookTuning ?? {};
  return {
    retryLimit: tuning.retryLimit ?? WEBHOOK_RETRY_LIMIT,
    retryDelaySeconds: tuning.retryDelaySeconds ?? WEBHOOK_RETRY_DELAY_SECONDS,
    disableAfterFailures: tuning.disableAfterFailures ?? WEBHOOK_DISABLE_AFTER_FAILURES,
    outbound: {
      ...DEFAULT_OUTBOUND_POLICY,
      allowPrivate: config.WEBHOOKS_ALLOW_PRIVATE === true,
      ...(Array.isArray(config.WEBHOOKS_ALLOW_PRIVATE)
        ? { allowNetworks: config.WEBHOOKS_ALLOW_PRIVATE }
        : {}),
      ...(tuning.hosts ? { hosts: tuning.hosts } : {}),
      ...(tuning.timeoutMs ? { timeoutMs: tuning.timeoutMs } : {}),
    },
  };
}
