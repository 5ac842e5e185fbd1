import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import classes from './system.module.css';

/** SPEC §2: any unknown path. */
export function NotFoundScreen() {
  return (
    <Stack align="center" ta="center" gap="md" py={64} data-testid="not-found">
      <div className={classes.code} aria-hidden="true">
        404
      </div>
      <Title order={1} size="h2">
        This page does not exist
      </Title>
      <Text c="dimmed" maw={440}>
        The address may be mistyped, or the page may have moved.
      </Text>
      <Button component={Link} to="/">
        Go to the home page
      </Button>
    </Stack>
  );
}
