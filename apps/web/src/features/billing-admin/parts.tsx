import { ActionIcon, Alert, Badge, CopyButton, Group, SegmentedControl, Text, Tooltip } from '@mantine/core';
import { useAppConfig } from '../../app/appContext.tsx';
import { IconAlert, IconCopy } from '../../ui/icons.tsx';
import { useUrlFilter } from '../design-records/RecordList.tsx';

/** The plans and prices screens' note while the platform has no Stripe key: they still work. */
export function BillingNotSetUp() {
  const config = useAppConfig();
  if (config.billing.configured) return null;
  return (
    <Alert color="yellow" variant="light" icon={<IconAlert />} mb="md">
      Online billing is not set up: plans and prices are kept here and reach Stripe once STRIPE_SECRET_KEY is
      set (see the README).
    </Alert>
  );
}

/** The active/inactive filter of the plan and price lists (`active` in the URL). */
export function useActiveFilter() {
  const filter = useUrlFilter('active');
  const value = filter.value === 'true' || filter.value === 'false' ? filter.value : null;
  const query: { active?: 'true' | 'false' } = value === null ? {} : { active: value };
  return {
    active: value !== null,
    query,
    control: (
      <SegmentedControl
        key="active"
        aria-label="Active or inactive"
        value={value ?? 'all'}
        onChange={(next) => filter.set(next === 'all' ? null : next)}
        data={[
          { value: 'all', label: 'All' },
          { value: 'true', label: 'Active' },
          { value: 'false', label: 'Inactive' },
        ]}
      />
    ),
  };
}

export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge color={active ? 'teal' : 'gray'} variant="light" size="sm" tt="none">
      {active ? 'Active' : 'Inactive'}
    </Badge>
  );
}

/** A Stripe object's id, muted and monospace with a copy button; or that it is not in Stripe yet. */
export function StripeId({ id, missing }: { id: string | null; missing: string }) {
  if (id === null) {
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {missing}
      </Text>
    );
  }
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
        {id}
      </Text>
      <CopyButton value={id} timeout={2000}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              size="sm"
              onClick={copy}
              aria-label={`Copy ${id}`}
            >
              <IconCopy size={14} />
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
