import { z } from 'zod';
import { anyone, endpoint } from './endpoint.ts';
import { idField } from './inputs.ts';

/**
 * The agency app's websocket (`GET /api/v1/realtime`). The browser cannot set headers on a
 * websocket, so the bearer token is the first message rather than part of the URL (URLs end up
 * in logs). Events name what changed, never the data: the app refetches through the API, which
 * applies the caller's permissions.
 */
/** Seconds the server waits for the `auth` message before closing the socket. */
export const REALTIME_AUTH_TIMEOUT_MS = 10_000;

/** Close codes beyond the standard ones. */
export const REALTIME_CLOSE = {
  unauthenticated: 4401,
  authTimeout: 4408,
  badMessage: 4400,
} as const;

export const realtimeClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(200) }),
  z.object({ type: z.literal('subscribe'), landing_id: idField() }),
  z.object({ type: z.literal('unsubscribe'), landing_id: idField() }),
  z.object({ type: z.literal('ping') }),
]);
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessage>;

export const siteEventTypes = [
  'contact.created',
  'page.published',
  'webhook.delivery',
  'order.paid',
  'subscription.canceled',
] as const;
export type SiteEventType = (typeof siteEventTypes)[number];

export const realtimeServerMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), user_id: z.number().int() }),
  z.object({ type: z.literal('subscribed'), landing_id: z.number().int() }),
  z.object({ type: z.literal('unsubscribed'), landing_id: z.number().int() }),
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('error'), message: z.string(), landing_id: z.number().int().optional() }),
  z.object({
    type: z.literal('event'),
    event: z.enum(siteEventTypes),
    landing_id: z.number().int(),
    /** Ids of what changed (`contact_id`, `form_id`, `page_id`, `webhook_id`). */
    ids: z.record(z.string(), z.union([z.number(), z.string()])),
    at: z.string(),
  }),
]);
export type RealtimeServerMessage = z.infer<typeof realtimeServerMessage>;
export type RealtimeEvent = Extract<RealtimeServerMessage, { type: 'event' }>;

export const realtimeEndpoints = {
  connect: endpoint({
    method: 'GET',
    path: '/realtime',
    // What the server sends on the socket; the upgrade itself answers nothing else.
    responses: { 200: realtimeServerMessage },
    // Public at the HTTP level: the socket authenticates in its first message.
    access: anyone,
    transport: 'websocket',
    summary: "The agency app's websocket, telling open screens what changed on the sites they watch",
    notes:
      'A plain GET is 404. Send `{ "type": "auth", "token": "…" }` first (else it closes with 4401, or 4408 after 10 s), then `{ "type": "subscribe", "landing_id": 1 }`; the server answers `ready`, `subscribed` or `{ type: \'error\', message: \'Site not found.\' }`, and sends `{ type: \'event\', event, landing_id, ids, at }` for `contact.created`, `page.published` and `webhook.delivery`. Messages over 4 KB or not in this shape close the socket (4400).',
  }),
};
