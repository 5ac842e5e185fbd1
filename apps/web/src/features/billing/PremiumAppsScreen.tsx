import { Badge, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { BillingOverview } from '@tessera/api-contract';
import { useBillingOverview, usePlans } from '../../api/billing.ts';
import { useAppConfig, useSignedInProfile } from '../../app/appContext.tsx';
import { Panel } from '../../ui/Panel.tsx';
import { PlanOffersPanel, PlanOffersScreen, usePlanOffers } from './PlanOffers.tsx';

/** The directory of premium apps, each marked by whether the agency has it. */
function AppDirectory({ overview }: { overview: BillingOverview }) {
  const { premiumAppDirectory } = useAppConfig();
  const held = new Set(overview.agency.premiumApps);
  return (
    <Panel
      title="Your apps"
      description="Premium apps add whole areas to your websites. Those you have are marked."
    >
      <SimpleGrid type="container" cols={{ base: 1, '520px': 2, '860px': 3 }}>
        {premiumAppDirectory.map((app) => (
          <Paper key={app.key} withBorder p="md" radius="md" data-testid={`app-${app.key}`}>
            <Group justify="space-between" wrap="nowrap" gap="xs" mb={4}>
              <Title order={3} size="h5">
                {app.name}
              </Title>
              {held.has(app.key) ? (
                <Badge variant="light" color="teal" tt="none" size="sm">
                  Active
                </Badge>
              ) : (
                <Badge variant="light" color="gray" tt="none" size="sm">
                  Not included
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {app.description}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Panel>
  );
}

/**
 * SPEC §2 `/agency/premium-apps`: the app directory, and the app plans
 * (`GET /subscriptions/plans?type=app`) with what each adds and its price. Subscribing is
 * `POST /subscriptions/{plan}?section=app-{plan}`; an app plan the agency holds can be cancelled.
 */
export function PremiumAppsScreen() {
  const profile = useSignedInProfile();
  const overview = useBillingOverview();
  const plans = usePlans('app');
  const offers = usePlanOffers(plans, null);
  const owner = profile.role === 'Agency';

  return (
    <PlanOffersScreen
      title="Premium apps"
      description="Add blogs, podcasts, courses, commerce and more to your agency."
      overview={overview}
      loadError="Your apps could not be loaded"
      skeletonHeight={180}
    >
      {(data) => (
        <>
          <AppDirectory overview={data} />
          <PlanOffersPanel
            section="app"
            overview={data}
            offers={offers}
            manage={owner}
            title="App plans"
            description="Each plan adds apps and elements to your agency's plan. Cancel at any time."
            says={{ loadError: 'The app plans could not be loaded', none: 'No app plans are offered yet.' }}
          />
        </>
      )}
    </PlanOffersScreen>
  );
}
