import { Button, Group, Paper, Text } from '@mantine/core';
import type { Profile } from '@tessera/api-contract';
import { useStopImpersonation } from '../../api/impersonation.ts';
import { useAuth } from '../../state/authStore.ts';

/** Always visible while acting as someone else, even on a blocked agency's screen. */
export function ImpersonationBanner({ profile }: { profile: Profile }) {
  const main = useAuth((s) => s.main);
  const stop = useStopImpersonation();
  if (!profile.impersonator && !main) return null;

  return (
    <Paper
      component="section"
      aria-label="Impersonation"
      bg="yellow.1"
      withBorder
      radius="md"
      px="md"
      py="xs"
      mb="lg"
      style={{ borderColor: 'var(--mantine-color-yellow-4)' }}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">
          You are signed in as <strong>{profile.name}</strong>
          {profile.impersonator ? ` (by ${profile.impersonator.name})` : ''} —{' '}
        </Text>
        <Button
          size="xs"
          color="dark"
          loading={stop.isPending}
          disabled={stop.isPending}
          // The restored session lands back where impersonation started (see the auth store).
          onClick={() => stop.mutate()}
        >
          Stop impersonating
        </Button>
      </Group>
    </Paper>
  );
}
