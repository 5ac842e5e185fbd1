import { Text } from '@mantine/core';
import type { WhitelabelPublic } from '@tessera/api-contract';
import { Brand } from '../../ui/Brand.tsx';
import classes from './system.module.css';

export const MAINTENANCE_MESSAGE =
  "We're undergoing scheduled maintenance to ensure optimal performance. Thank you for your patience as we work to enhance our services.";

export function Maintenance({ whitelabel }: { whitelabel: WhitelabelPublic }) {
  return (
    <main className={classes.page} data-testid="maintenance">
      <Brand whitelabel={whitelabel} height={40} />
      <Text component="p" size="lg" maw={560} role="status">
        {MAINTENANCE_MESSAGE}
      </Text>
    </main>
  );
}
