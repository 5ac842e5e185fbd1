import { Button, Text, Title } from '@mantine/core';
import classes from './system.module.css';

/** The config could not be fetched at all (server down, network gone). */
export function AppUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <main className={classes.page}>
      <Title order={1} size="h2">
        The app could not be loaded
      </Title>
      <Text c="dimmed" maw={480}>
        The server did not answer. Check your connection, then try again.
      </Text>
      <Button onClick={onRetry}>Try again</Button>
    </main>
  );
}
