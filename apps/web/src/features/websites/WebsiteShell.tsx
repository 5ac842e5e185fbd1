import { Anchor, Badge, Breadcrumbs, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { Link, Outlet, useMatches, useParams } from 'react-router';
import { isApiError } from '../../api/errors.ts';
import { useLanding } from '../../api/landings.ts';
import { useSignedInProfile } from '../../app/appContext.tsx';
import { routeTable } from '../../app/routes.ts';
import { activeSiteTab, sitePermissionFor, siteTabsFor } from '../../app/siteTabs.ts';
import { ExternalLink } from '../../ui/ExternalLink.tsx';
import { ScreenLoader } from '../../ui/FullPageSpinner.tsx';
import { IconExternal } from '../../ui/icons.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { permissionLabel } from '../../ui/permissions.ts';
import { NoAccessScreen } from '../system/NoAccessScreen.tsx';
import { EditSiteButton } from './EditSiteButton.tsx';
import { SiteContext } from './siteContext.ts';
import classes from './WebsiteShell.module.css';

/**
 * On a narrow screen the tab bar scrolls sideways: the current tab is scrolled into the bar's
 * view (the bar alone, never the page).
 */
function showCurrentTab(nav: HTMLElement | null): void {
  const tab = nav?.querySelector<HTMLElement>('[aria-current="page"]');
  if (!nav || !tab) return;
  const start = tab.offsetLeft - nav.offsetLeft;
  const end = start + tab.offsetWidth;
  if (start < nav.scrollLeft) nav.scrollLeft = start;
  else if (end > nav.scrollLeft + nav.clientWidth) nav.scrollLeft = end - nav.clientWidth + 24;
}

/** The route pattern of the screen being shown, from the route table entry the router matched. */
function useCurrentRoutePattern(): string | null {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const handle = match.handle as { routeId?: string } | undefined;
    const route = handle?.routeId ? routeTable.find((r) => r.id === handle.routeId) : undefined;
    if (route) return route.path;
  }
  return null;
}

function SiteHeaderSkeleton() {
  return (
    <Stack gap="sm" mb="lg" aria-busy="true" aria-label="Loading the website">
      <Skeleton h={14} w={160} />
      <Skeleton h={30} w={320} />
      <Skeleton h={14} w={220} />
      <Skeleton h={40} mt="sm" />
    </Stack>
  );
}

/**
 * The website screen (SPEC §2 `/agency/websites/{id}`): the site's name and address, a tab bar
 * built from every route-table entry carrying `siteTab` (hiding tabs the caller may not open),
 * and the current tab's screen below, which reads the site with `useSite()`.
 */
export function WebsiteShell() {
  const params = useParams();
  const landingId = Number(params.id);
  const profile = useSignedInProfile();
  const site = useLanding(landingId);
  const pattern = useCurrentRoutePattern();

  if (
    !Number.isInteger(landingId) ||
    landingId <= 0 ||
    (site.error && isApiError(site.error) && site.error.status === 404)
  ) {
    return (
      <Stack align="center" ta="center" gap="md" py={64} data-testid="site-not-found">
        <Title order={1} size="h2">
          Website not found
        </Title>
        <Text c="dimmed" maw={440}>
          It may have been deleted, or it is not shared with you.
        </Text>
        <Button component={Link} to="/agency/websites">
          Back to websites
        </Button>
      </Stack>
    );
  }

  if (site.error && !site.data) {
    return (
      <LoadError
        title="The website could not be loaded"
        error={site.error}
        onRetry={() => void site.refetch()}
      />
    );
  }

  if (!site.data) return <SiteHeaderSkeleton />;

  const landing = site.data;
  const tabs = siteTabsFor(
    { role: profile.role, blocked: profile.blocked, canCreateLanding: profile.can_create_landing },
    landing.permissions,
    landing.id,
  );
  const active = pattern ? activeSiteTab(tabs, pattern) : null;
  const address = landing.url.replace(/^https?:\/\//, '');
  // A screen needing a permission the caller lacks on this site says so, instead of failing.
  const needed = pattern ? sitePermissionFor(pattern) : 'view';
  const screenTitle = routeTable.find((route) => route.path === pattern)?.title ?? 'this screen';

  return (
    <SiteContext.Provider value={landing}>
      <Breadcrumbs mb="xs" separator="/" fz="sm">
        <Anchor component={Link} to="/agency/websites" size="sm">
          Websites
        </Anchor>
        <Text size="sm" c="dimmed" truncate maw={280}>
          {landing.title}
        </Text>
      </Breadcrumbs>
      <Group justify="space-between" align="flex-start" mb="md" wrap="wrap" gap="md">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="sm" wrap="wrap">
            <Title order={1} size="h2" data-testid="site-title">
              {landing.title}
            </Title>
            {landing.published_pages > 0 ? (
              <Badge color="teal" variant="light">
                Live
              </Badge>
            ) : (
              <Badge color="gray" variant="light">
                Not published
              </Badge>
            )}
          </Group>
          <ExternalLink href={landing.url} text={address} />
        </Stack>
        <Group gap="sm">
          <Button
            component="a"
            href={landing.url}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            rightSection={<IconExternal size={16} />}
          >
            View site
          </Button>
          <EditSiteButton landingId={landing.id} siteName={landing.title} permissions={landing.permissions} />
        </Group>
      </Group>
      {tabs.length > 1 ? (
        <nav
          className={classes.tabs}
          aria-label="Website sections"
          data-testid="site-tabs"
          ref={showCurrentTab}
        >
          {tabs.map((tab) => (
            <Link
              key={tab.id}
              to={tab.path}
              className={classes.tab}
              aria-current={active?.id === tab.id ? 'page' : undefined}
            >
              {tab.label}
            </Link>
          ))}
        </nav>
      ) : null}
      {landing.permissions.includes(needed) ? (
        <Suspense fallback={<ScreenLoader />}>
          <Outlet />
        </Suspense>
      ) : (
        <NoAccessScreen
          what={`“${screenTitle}” on this website`}
          ask={`the “${permissionLabel[needed]}” permission on ${landing.title}`}
          back={
            tabs[0]
              ? { to: tabs[0].path, label: 'Back to the website' }
              : { to: '/agency/websites', label: 'Back to websites' }
          }
        />
      )}
    </SiteContext.Provider>
  );
}
