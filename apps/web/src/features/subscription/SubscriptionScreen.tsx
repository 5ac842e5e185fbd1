import { Alert, Badge, Button, DataList, Group, Stack, Text, Title } from '@mantine/core';
import type { AgencySummary, BillingStatus } from '@tessera/api-contract';
import { useSignedInProfile } from '../../app/appContext.tsx';
import { useSignOut } from '../../app/useSignOut.ts';
import { IconAlert } from '../../ui/icons.tsx';

const statusText: Record<BillingStatus, string> = {
  none: 'None',
  active: 'Active',
  trialing: 'Trial',
  past_due: 'Payment overdue',
  canceled: 'Canceled',
  incomplete: 'Incomplete',
};

function yesNo(value: boolean) {
  return (
    <Badge variant="light" color={value ? 'teal' : 'gray'} tt="none">
      {value ? 'Yes' : 'No'}
    </Badge>
  );
}

function Details({ agency }: { agency: AgencySummary }) {
  return (
    <DataList withDivider labelWidth={180} aria-label="Subscription details">
      <DataList.Item>
        <DataList.ItemLabel>Agency</DataList.ItemLabel>
        <DataList.ItemValue>{agency.name}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Subscribed</DataList.ItemLabel>
        <DataList.ItemValue>{yesNo(agency.subscribed)}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Free plan</DataList.ItemLabel>
        <DataList.ItemValue>{yesNo(agency.free_fee)}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Free registration</DataList.ItemLabel>
        <DataList.ItemValue>{yesNo(agency.free_register)}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Plan payments</DataList.ItemLabel>
        <DataList.ItemValue>
          {statusText[agency.stripe_status]}
          {agency.stripe_price ? ` · ${agency.stripe_price}` : ''}
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Reseller plan</DataList.ItemLabel>
        <DataList.ItemValue>
          {statusText[agency.reseller_status]}
          {agency.reseller_plan ? ` · ${agency.reseller_plan}` : ''}
        </DataList.ItemValue>
      </DataList.Item>
    </DataList>
  );
}

/**
 * SPEC §6: where agency owners without an active subscription are held. Billing arrives in a
 * later issue, so this states the agency's standing honestly and offers a way out.
 */
export function SubscriptionScreen() {
  const profile = useSignedInProfile();
  const { signOut, pending } = useSignOut();
  const agency = profile.agency;
  const owner = profile.role === 'Agency';

  return (
    <Stack gap="lg">
      {profile.blocked ? (
        <Stack gap="xs">
          <Group gap="sm" wrap="nowrap" c="red.7">
            <IconAlert size={26} />
            <Title order={1} size="h2" c="var(--mantine-color-text)">
              Your agency has no active subscription
            </Title>
          </Group>
          <Text c="dimmed">
            {owner
              ? 'Your websites stay safe, but the workspace is locked until the agency has an active subscription or a free plan. Online billing is not available here yet: contact your administrator to activate it.'
              : 'The workspace is locked until the agency owner renews the subscription. Ask them to get in touch with the administrator.'}
          </Text>
        </Stack>
      ) : (
        <Stack gap="xs">
          <Title order={1} size="h2">
            Subscription
          </Title>
          <Alert color="teal" variant="light">
            Your agency's access is active.
          </Alert>
        </Stack>
      )}
      {agency ? <Details agency={agency} /> : <Text c="dimmed">No agency is linked to this account.</Text>}
      {profile.blocked ? (
        <Group justify="flex-end">
          <Button variant="default" onClick={signOut} loading={pending} disabled={pending}>
            Sign out
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
