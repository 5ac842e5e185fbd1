import { Button, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import classes from './system.module.css';

/**
 * A screen failed to load or to render. SPEC §8 names failed chunk loads without saying what
 * to do; after a deploy the old chunk names are gone, so reloading is the cure.
 */
export function RouteError() {
  const error = useRouteError();
  const chunkFailed =
    error instanceof Error &&
    /dynamically imported module|Loading chunk|Importing a module script|timed out/i.test(error.message);
  if (!chunkFailed && !isRouteErrorResponse(error)) console.error(error);

  return (
    <main className={classes.page} role="alert">
      <Title order={1} size="h2">
        {chunkFailed ? 'This screen could not be loaded' : 'Something went wrong'}
      </Title>
      <Text c="dimmed" maw={480}>
        {chunkFailed
          ? 'The app may have been updated, or the connection dropped. Reloading usually fixes it.'
          : 'An unexpected error stopped this screen. Reloading the page usually fixes it.'}
      </Text>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </main>
  );
}
