import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { IconAlert } from '../../ui/icons.tsx';

export interface NoAccessProps {
  /** What the caller asked for: "Users", "the Settings of this website". */
  what: string;
  /** What to ask the agency owner for, finishing "Ask your agency owner for …". */
  ask: string;
  /** A way back to somewhere the caller may be. */
  back: { to: string; label: string };
  /** Whom to ask; the agency owner unless said (admins are asked of nobody). */
  askWhom?: string | null;
}

/**
 * What every guard shows a signed-in caller asking for a screen it may not open (SPEC §6 member
 * whitelist, a site permission it lacks, a shared item it cannot see): why, whom to ask, and a
 * way back, instead of a silent bounce.
 */
export function NoAccessScreen({ what, ask, back, askWhom = 'your agency owner' }: NoAccessProps) {
  const navigate = useNavigate();
  return (
    <Stack align="center" ta="center" gap="md" py={64} data-testid="no-access" role="alert">
      <ThemeIcon size={56} radius="xl" variant="light" color="orange" aria-hidden="true">
        <IconAlert size={28} />
      </ThemeIcon>
      <Title order={1} size="h2">
        You don't have access to {what}
      </Title>
      <Text c="dimmed" maw={460}>
        {askWhom ? `Ask ${askWhom} for ${ask}.` : ask}
      </Text>
      <Group gap="sm" justify="center">
        <Button component={Link} to={back.to}>
          {back.label}
        </Button>
        {window.history.length > 1 ? (
          <Button variant="default" onClick={() => navigate(-1)}>
            Go back
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
