import { Container, Paper } from '@mantine/core';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { Brand } from '../../ui/Brand.tsx';
import { ScreenLoader } from '../../ui/FullPageSpinner.tsx';
import { useAppConfig } from '../appContext.tsx';
import classes from './AuthShell.module.css';

/** SPEC §2: centred container over a background pattern, for the sign-in family of screens. */
export function AuthShell() {
  const { whitelabel } = useAppConfig();
  return (
    <main className={classes.root}>
      <Container size={460} w="100%" p={0}>
        <Link to="/" className={classes.brand} aria-label={`${whitelabel.name} home`}>
          <Brand whitelabel={whitelabel} height={40} />
        </Link>
        <Paper withBorder shadow="md" p={{ base: 'lg', sm: 'xl' }}>
          <Suspense fallback={<ScreenLoader />}>
            <Outlet />
          </Suspense>
        </Paper>
      </Container>
    </main>
  );
}
