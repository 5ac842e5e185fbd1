import { createHmac, randomBytes } from 'node:crypto';

/** A new signing secret: `whsec_` and 32 random bytes, base64url. */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/**
 * The `webhook-signature` header: `v1=` and the hex HMAC-SHA256, keyed with the secret, of
 * `{timestamp}.{body}`. Receivers recompute it over the raw body and the `webhook-timestamp`
 * header, compare in constant time, and refuse timestamps far from their clock (replays).
 */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}
