import { Title } from '@mantine/core';
import classes from './system.module.css';

/** SPEC §2: the host is neither of the white label's domains. Nothing else is revealed. */
export function HostNotFound() {
  return (
    <main className={classes.page} data-testid="host-not-found">
      <div className={classes.code} aria-hidden="true">
        404
      </div>
      <Title order={1} size="h2">
        Page not found
      </Title>
    </main>
  );
}
