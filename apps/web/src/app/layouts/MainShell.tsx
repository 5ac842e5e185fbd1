import { AppShell, Burger, Container, Group, NavLink, Paper, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Profile } from '@tessera/api-contract';
import { type ReactNode, Suspense, useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { PastDueBanner } from '../../features/billing/PastDueBanner.tsx';
import { Brand } from '../../ui/Brand.tsx';
import { ScreenLoader } from '../../ui/FullPageSpinner.tsx';
import {
  IconBadge,
  IconBook,
  IconBuilding,
  IconCreditCard,
  IconGrid,
  IconIdCard,
  IconInbox,
  IconList,
  IconNews,
  IconTemplate,
  IconUser,
  IconUsers,
  IconWorld,
} from '../../ui/icons.tsx';
import { useAppConfig, useProfile } from '../appContext.tsx';
import { isNavActive, navItemsFor } from '../navigation.ts';
import type { NavIcon } from '../routes.ts';
import { ImpersonationBanner } from './ImpersonationBanner.tsx';
import classes from './MainShell.module.css';
import { SupportChat } from './SupportChat.tsx';
import { UserMenu } from './UserMenu.tsx';

const icons: Record<NavIcon, typeof IconUser> = {
  agencies: IconBuilding,
  websites: IconWorld,
  cards: IconIdCard,
  subscription: IconCreditCard,
  profile: IconUser,
  users: IconUsers,
  whitelabels: IconBadge,
  templates: IconTemplate,
  courses: IconBook,
  blog: IconNews,
  audit: IconList,
  contacts: IconInbox,
  apps: IconGrid,
};

function SideNav({ profile }: { profile: Profile }) {
  const { pathname } = useLocation();
  const items = navItemsFor({
    role: profile.role,
    blocked: profile.blocked,
    canCreateLanding: profile.can_create_landing,
    hasCourses: profile.hasCourses,
  });
  return (
    <ScrollArea component="nav" aria-label="Main" type="scroll">
      {items.map((item) => {
        const Icon = icons[item.icon];
        const active = isNavActive(pathname, item.path);
        return (
          <NavLink
            key={item.id}
            component={Link}
            to={item.path}
            label={item.label}
            leftSection={<Icon />}
            active={active}
            aria-current={active ? 'page' : undefined}
            variant="light"
            styles={{ root: { borderRadius: 'var(--mantine-radius-md)' }, label: { fontWeight: 500 } }}
            mb={4}
          />
        );
      })}
    </ScrollArea>
  );
}

/**
 * SPEC §2 main shell: top bar, side bar for signed-in users, content; bars hidden when blocked.
 * The content is the routed screen, or `children` when the guard shows something in its place.
 */
export function MainShell({ children }: { children?: ReactNode }) {
  const { whitelabel } = useAppConfig();
  const profile = useProfile();
  const [navOpened, nav] = useDisclosure(false);
  const { pathname } = useLocation();

  // On a phone the side bar covers the content; close it once a link has been followed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation, by design
  useEffect(() => nav.close(), [pathname]);

  const screen = children ?? (
    <Suspense fallback={<ScreenLoader />}>
      <Outlet />
    </Suspense>
  );

  if (profile?.blocked) {
    return (
      <div className={classes.blocked} data-testid="blocked-shell">
        <div className={classes.blockedCard}>
          <ImpersonationBanner profile={profile} />
          <Paper component="main" id="main-content" shadow="xl" p={{ base: 'lg', sm: 'xl' }}>
            {screen}
          </Paper>
        </div>
      </div>
    );
  }

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={profile ? { width: 240, breakpoint: 'sm', collapsed: { mobile: !navOpened } } : undefined}
      padding={{ base: 'md', sm: 'xl' }}
    >
      <SupportChat />
      <a href="#main-content" className={classes.skipLink}>
        Skip to content
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {profile ? (
              <Burger
                opened={navOpened}
                onClick={nav.toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={navOpened ? 'Close navigation' : 'Open navigation'}
              />
            ) : null}
            <Link
              to="/"
              aria-label={`${whitelabel.name} home`}
              style={{ textDecoration: 'none', display: 'flex' }}
            >
              <Brand whitelabel={whitelabel} />
            </Link>
          </Group>
          <UserMenu profile={profile} />
        </Group>
      </AppShell.Header>
      {profile ? (
        <AppShell.Navbar p="sm">
          <SideNav profile={profile} />
        </AppShell.Navbar>
      ) : null}
      <AppShell.Main id="main-content" tabIndex={-1} className={classes.main}>
        <Container size="lg" p={0}>
          {profile ? <ImpersonationBanner profile={profile} /> : null}
          {profile ? <PastDueBanner profile={profile} /> : null}
          {screen}
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
