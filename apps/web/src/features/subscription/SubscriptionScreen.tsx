import { Badge, Button, DataList, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { AgencySummary } from '@tessera/api-contract';
import { useBillingOverview } from '../../api/billing.ts';
import { useAppConfig, useSignedInProfile } from '../../app/appContext.tsx';
import { useSignOut } from '../../app/useSignOut.ts';
import { IconAlert } from '../../ui/icons.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { ScreenHeader } from '../../ui/ScreenHeader.tsx';
import { AgencyPlansPanel, CurrentPlanPanel } from '../billing/AgencyPlanPanels.tsx';
import { BillingNav } from '../billing/BillingNav.tsx';
import { BillingNotSetUp, OwnerOnlyNote } from '../billing/BillingNotices.tsx';
import { InvoicesPanel } from '../billing/InvoicesPanel.tsx';
import { STATUS_LABELS } from '../billing/pricing.ts';

function yesNo(value: boolean) {
  return (
    <Badge variant="light" color={value ? 'teal' : 'gray'} tt="none">
      {value ? 'Yes' : 'No'}
    </Badge>
  );
}

/** The agency's standing as the profile tells it: for members who cannot read the billing overview. */
function Standing({ agency }: { agency: AgencySummary }) {
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
        <DataList.ItemLabel>Plan payments</DataList.ItemLabel>
        <DataList.ItemValue>
          {STATUS_LABELS[agency.stripe_status]}
          {agency.stripe_price ? ` · ${agency.stripe_price}` : ''}
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Reseller plan</DataList.ItemLabel>
        <DataList.ItemValue>
          {STATUS_LABELS[agency.reseller_status]}
          {agency.reseller_plan ? ` · ${agency.reseller_plan}` : ''}
        </DataList.ItemValue>
      </DataList.Item>
    </DataList>
  );
}

/**
 * SPEC §2 `/agency/subscription`, and SPEC §6: where agency owners without an active subscription
 * are held. The owner sees the plan, the next invoice and the card, chooses or changes a plan,
 * cancels or resumes it, and reads the invoices; members see the state only.
 */
export function SubscriptionScreen() {
  const profile = useSignedInProfile();
  const { billing } = useAppConfig();
  const { signOut, pending } = useSignOut();
  const agency = profile.agency;
  const owner = profile.role === 'Agency';
  // The overview is the owner's and the agency users' (website users read the profile's summary).
  const readsOverview = agency !== null && (owner || profile.role === 'AgencyUser');
  const overview = useBillingOverview({ enabled: readsOverview });

  let body: React.ReactNode;
  if (!agency) body = <Text c="dimmed">No agency is linked to this account.</Text>;
  else if (!readsOverview) body = <Standing agency={agency} />;
  else if (overview.isPending)
    body = (
      <Stack gap="md" aria-busy>
        <Skeleton height={160} radius="md" />
        <Skeleton height={300} radius="md" />
      </Stack>
    );
  else if (overview.error)
    body = (
      <LoadError
        title="Your subscription could not be loaded"
        error={overview.error}
        onRetry={() => void overview.refetch()}
      />
    );
  else
    body = (
      <>
        {owner && !overview.data.configured ? <BillingNotSetUp /> : null}
        <CurrentPlanPanel overview={overview.data} manage={owner} />
        <AgencyPlansPanel overview={overview.data} manage={owner} />
        {owner && overview.data.configured ? <InvoicesPanel /> : null}
      </>
    );

  return (
    <>
      {profile.blocked ? null : (
        <ScreenHeader
          title="Subscription"
          description="Your agency's plan, the card that pays it and its invoices."
        />
      )}
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
              {!owner
                ? 'The workspace is locked until the agency owner renews the subscription. Ask them to get in touch with the administrator.'
                : billing.configured
                  ? 'Your websites stay safe, but the workspace is locked until the agency has an active subscription or a free plan. Choose a plan below to unlock it.'
                  : 'Your websites stay safe, but the workspace is locked until the agency has an active subscription or a free plan. Online billing is not available here yet: contact your administrator to activate it.'}
            </Text>
          </Stack>
        ) : null}
        <BillingNav />
        {agency && !owner ? <OwnerOnlyNote /> : null}
        {body}
        {profile.blocked ? (
          <Group justify="flex-end">
            <Button variant="default" onClick={signOut} loading={pending} disabled={pending}>
              Sign out
            </Button>
          </Group>
        ) : null}
      </Stack>
    </>
  );
}
