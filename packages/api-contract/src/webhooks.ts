import { z } from 'zod';
import { endpoint, onSite } from './endpoint.ts';
import { actionResult, childParams, itemEnvelope, listEnvelope, pageQuery } from './envelopes.ts';
import { landingIdParams } from './landings.ts';

/** Events a webhook can subscribe to (`webhook.test` is only sent by "Send test"). */
export const webhookEventTypes = [
  'form.submitted',
  'page.published',
  'order.paid',
  'subscription.canceled',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number] | 'webhook.test';
export const WEBHOOK_EVENT_LABELS: Record<(typeof webhookEventTypes)[number], string> = {
  'form.submitted': 'Form submitted',
  'page.published': 'Page published',
  'order.paid': 'Order paid',
  'subscription.canceled': 'Subscription canceled',
};

export const webhookDeliveryStatuses = ['pending', 'retrying', 'succeeded', 'failed', 'cancelled'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

/** Headers every delivery carries; the signature is `v1=` + hex HMAC-SHA256 of `{timestamp}.{body}`. */
export const WEBHOOK_HEADERS = {
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
  event: 'webhook-event',
} as const;

export const WEBHOOK_MESSAGES = {
  url: 'Enter a full http:// or https:// address.',
  privateAddress:
    'This address points to a private, loopback or link-local network, which webhooks may not call.',
  events: 'Choose at least one event.',
} as const;

/**
 * An absolute http(s) URL: scheme, host (a name, an IPv4 or a bracketed IPv6 address), optional
 * port, path and query. Written as a pattern because this package runs where `URL` may not exist.
 */
const HTTP_URL =
  /^https?:\/\/(?<auth>[^/?#\s@]*@)?(?<host>[^/?#\s:@[\]]+|\[[0-9a-f:.]+\])(?::(?<port>\d{1,5}))?(?:[/?#]\S*)?$/i;

export const webhookUrl = z
  .string()
  .trim()
  .min(1, 'The url field is required.')
  .max(2048)
  .superRefine((value, ctx) => {
    const match = HTTP_URL.exec(value);
    if (!match || Number(match.groups?.port ?? 0) > 65535)
      ctx.addIssue({ code: 'custom', message: WEBHOOK_MESSAGES.url });
    else if (match.groups?.auth)
      ctx.addIssue({ code: 'custom', message: 'Put credentials in the receiver, not in the address.' });
  });

const events = z
  .array(z.enum(webhookEventTypes))
  .min(1, WEBHOOK_MESSAGES.events)
  .max(20)
  .transform((list) => [...new Set(list)]);

const name = z.string().trim().min(1, 'The name field is required.').max(100);

export const webhookIdParams = childParams('webhookId');
export type WebhookIdParams = z.infer<typeof webhookIdParams>;

export const webhookListQuery = pageQuery.extend({
  sort: z.enum(['name', 'created_at']).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type WebhookListQuery = z.infer<typeof webhookListQuery>;

export const createWebhookBody = z
  .object({ name, url: webhookUrl, events, active: z.boolean().default(true) })
  .strict();
export type CreateWebhookBody = z.input<typeof createWebhookBody>;

/** Any subset; switching `active` back on clears the failure count and the disabled state. */
export const updateWebhookBody = z
  .object({ name, url: webhookUrl, events, active: z.boolean() })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change.');
export type UpdateWebhookBody = z.input<typeof updateWebhookBody>;

export const webhookSummary = z.object({
  id: z.number().int(),
  landing_id: z.number().int(),
  name: z.string(),
  url: z.string(),
  events: z.array(z.enum(webhookEventTypes)),
  active: z.boolean(),
  /** The last four characters of the signing secret; the secret itself is shown only once. */
  secret_hint: z.string(),
  consecutive_failures: z.number().int(),
  disabled_at: z.string().nullable(),
  disabled_reason: z.string().nullable(),
  last_delivery_at: z.string().nullable(),
  last_delivery_status: z.enum(webhookDeliveryStatuses).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WebhookSummary = z.infer<typeof webhookSummary>;
export const webhookListResponse = listEnvelope(webhookSummary);
export const webhookResponse = itemEnvelope(webhookSummary);

/** Creating a webhook or rolling its secret is the one time the secret is returned. */
export const webhookWithSecretResponse = itemEnvelope(webhookSummary.extend({ secret: z.string() }));
export type WebhookWithSecret = z.infer<typeof webhookWithSecretResponse>['data'];

export const deliveryIdParams = webhookIdParams.extend({
  deliveryId: z.uuid('The delivery id is invalid.'),
});
export type DeliveryIdParams = z.infer<typeof deliveryIdParams>;

export const deliveryListQuery = pageQuery.omit({ search: true }).extend({
  status: z.enum(webhookDeliveryStatuses).optional(),
});
export type DeliveryListQuery = z.infer<typeof deliveryListQuery>;

export const deliverySummary = z.object({
  id: z.string(),
  webhook_id: z.number().int(),
  event: z.string(),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number().int(),
  response_status: z.number().int().nullable(),
  error: z.string().nullable(),
  duration_ms: z.number().int().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type DeliverySummary = z.infer<typeof deliverySummary>;
export const deliveryListResponse = listEnvelope(deliverySummary);

export const deliveryDetail = deliverySummary.extend({
  body: z.string(),
  response_excerpt: z.string().nullable(),
  log: z.array(
    z.object({
      at: z.string(),
      status: z.number().int().nullable(),
      error: z.string().nullable(),
      duration_ms: z.number().int(),
    }),
  ),
});
export type DeliveryDetail = z.infer<typeof deliveryDetail>;
export const deliveryDetailResponse = itemEnvelope(deliveryDetail);

/** A site's webhooks and their delivery log: `manage_settings` for every call. */
export const webhookEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/landings/:id/webhooks',
    params: landingIdParams,
    query: webhookListQuery,
    responses: { 200: webhookListResponse },
    access: onSite('manage_settings'),
    summary: "A page of the site's webhooks",
    notes:
      'Each with `id, name, url, events, active, secret_hint, consecutive_failures, disabled_at, disabled_reason, last_delivery_at, last_delivery_status, …`.',
  }),
  create: endpoint({
    method: 'POST',
    path: '/landings/:id/webhooks',
    params: landingIdParams,
    body: createWebhookBody,
    responses: { 200: webhookWithSecretResponse },
    access: onSite('manage_settings'),
    summary: 'Adds a webhook',
    notes:
      "Body `{ name, url, events: ['form.submitted' | 'page.published'], active? }`; a URL on a private network is 422; the answer carries `secret`, the only time besides rolling it.",
  }),
  get: endpoint({
    method: 'GET',
    path: '/landings/:id/webhooks/:webhookId',
    params: webhookIdParams,
    responses: { 200: webhookResponse },
    access: onSite('manage_settings'),
    summary: 'One webhook',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/landings/:id/webhooks/:webhookId',
    params: webhookIdParams,
    body: updateWebhookBody,
    responses: { 200: webhookResponse },
    access: onSite('manage_settings'),
    summary: 'Changes a webhook',
    notes: 'Takes any subset; switching `active` on clears the failure state.',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/landings/:id/webhooks/:webhookId',
    params: webhookIdParams,
    responses: { 200: actionResult },
    access: onSite('manage_settings'),
    summary: 'Deletes a webhook',
  }),
  rotateSecret: endpoint({
    method: 'POST',
    path: '/landings/:id/webhooks/:webhookId/rotate-secret',
    params: webhookIdParams,
    responses: { 200: webhookWithSecretResponse },
    access: onSite('manage_settings'),
    summary: 'Rolls the signing secret',
    notes: 'Answers the webhook with its new `secret`.',
  }),
  test: endpoint({
    method: 'POST',
    path: '/landings/:id/webhooks/:webhookId/test',
    params: webhookIdParams,
    responses: { 200: actionResult },
    access: onSite('manage_settings'),
    summary: 'Queues a `webhook.test` delivery',
    notes: 'Sent even while the webhook is off.',
  }),
  deliveries: endpoint({
    method: 'GET',
    path: '/landings/:id/webhooks/:webhookId/deliveries',
    params: webhookIdParams,
    query: deliveryListQuery,
    responses: { 200: deliveryListResponse },
    access: onSite('manage_settings'),
    summary: "A page of the webhook's deliveries",
    notes:
      'Each with `id, event, status (pending, retrying, succeeded, failed, cancelled), attempts, response_status, error, duration_ms, created_at, completed_at`; `status` filters.',
  }),
  delivery: endpoint({
    method: 'GET',
    path: '/landings/:id/webhooks/:webhookId/deliveries/:deliveryId',
    params: deliveryIdParams,
    responses: { 200: deliveryDetailResponse },
    access: onSite('manage_settings'),
    summary: 'One delivery',
    notes: 'With its `body`, `response_excerpt` and `log` of attempts.',
  }),
  redeliver: endpoint({
    method: 'POST',
    path: '/landings/:id/webhooks/:webhookId/deliveries/:deliveryId/redeliver',
    params: deliveryIdParams,
    responses: { 200: actionResult },
    access: onSite('manage_settings'),
    summary: 'Sends a delivery again under the same id',
    notes: '422 while it is still being sent.',
  }),
};
