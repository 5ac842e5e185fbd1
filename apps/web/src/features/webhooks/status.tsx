import { Badge, Tooltip } from '@mantine/core';
import type { DeliverySummary, WebhookSummary } from '@tessera/api-contract';

const DELIVERY_LOOK: Record<DeliverySummary['status'], { color: string; label: string }> = {
  pending: { color: 'blue', label: 'Sending' },
  retrying: { color: 'orange', label: 'Retrying' },
  succeeded: { color: 'teal', label: 'Delivered' },
  failed: { color: 'red', label: 'Failed' },
  cancelled: { color: 'gray', label: 'Cancelled' },
};

export function DeliveryStatusBadge({ status }: { status: DeliverySummary['status'] }) {
  const look = DELIVERY_LOOK[status];
  return (
    <Badge color={look.color} variant="light">
      {look.label}
    </Badge>
  );
}

/** Active, switched off by hand, or switched off after failing deliveries (with the reason). */
export function WebhookStateBadge({ webhook }: { webhook: WebhookSummary }) {
  if (webhook.active)
    return (
      <Badge color="teal" variant="dot">
        Active
      </Badge>
    );
  if (webhook.disabled_reason)
    return (
      <Tooltip label={webhook.disabled_reason} multiline w={320} withArrow>
        <Badge color="red" variant="light" tabIndex={0}>
          Switched off after failures
        </Badge>
      </Tooltip>
    );
  return (
    <Badge color="gray" variant="light">
      Inactive
    </Badge>
  );
}
