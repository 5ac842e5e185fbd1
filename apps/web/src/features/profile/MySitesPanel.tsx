import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Profile, pageEndpoints } from '@tessera/api-contract';
import { call } from '../../api/call.ts';
import { landingsKey, useLanding } from '../../api/landings.ts';
import { useAuth } from '../../state/authStore.ts';
import { PermissionGate, useLandingPermission } from '../../ui/PermissionGate.tsx';
import { permissionLabel } from '../../ui/permissions.ts';

function SiteRow({ landing_id: landingId, permissions }: Profile['userLandings'][number]) {
  const site = useLanding(landingId);
  const canPublish = useLandingPermission(landingId, 'publish');
  const queryClient = useQueryClient();
  const epoch = useAuth((s) => s.epoch);
  const publish = useMutation({
    mutationFn: (pageId: number) => call(pageEndpoints.publish, { params: { id: pageId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: landingsKey(epoch) }),
  });
  const home = site.data?.home_page ?? null;

  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={600}>{site.data?.title ?? 'Loading…'}</Text>
          {site.data ? (
            <Anchor href={site.data.url} target="_blank" rel="noopener noreferrer" size="sm">
              {site.data.url.replace(/^https?:\/\//, '')}
            </Anchor>
          ) : null}
          <Group gap={4}>
            {permissions.map((p) => (
              <Badge key={p} size="xs" variant="light" tt="none">
                {permissionLabel[p]}
              </Badge>
            ))}
          </Group>
        </Stack>
        <PermissionGate allowed={canPublish} permission="publish">
          <Button
            size="sm"
            disabled={!home}
            loading={publish.isPending}
            onClick={() => home && publish.mutate(home.id)}
            aria-label={`Publish the home page of ${site.data?.title ?? 'this website'}`}
          >
            {home?.published ? 'Publish home page again' : 'Publish home page'}
          </Button>
        </PermissionGate>
      </Group>
    </Paper>
  );
}

/** A member's websites and what they may do on each, with the one-click publish of the home page. */
export function MySitesPanel({ profile }: { profile: Profile }) {
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="my-sites-title">
      <Title id="my-sites-title" order={2} size="h4" mb={4}>
        Your websites
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        The websites your agency gave you, and what you may do on each.
      </Text>
      {profile.userLandings.length === 0 ? (
        <Text size="sm" c="dimmed">
          You have no websites yet. Ask your agency to give you one.
        </Text>
      ) : (
        <Stack gap="sm">
          {profile.userLandings.map((entry) => (
            <SiteRow key={entry.landing_id} {...entry} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
