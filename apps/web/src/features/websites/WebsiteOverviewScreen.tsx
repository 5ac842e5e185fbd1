import { Anchor, Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { LandingDetail, PageSummary } from '@tessera/api-contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePages } from '../../api/pages.ts';
import { formatDateTime } from '../../ui/format.ts';
import { pageDesignPath } from './paths.ts';
import { useSite } from './siteContext.ts';
import { useMayOpen } from './useAllowedPath.ts';

function StatCard({ label, value, detail }: { label: string; value: ReactNode; detail?: ReactNode }) {
  return (
    <Paper withBorder p="md">
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700} mt={4}>
        {value}
      </Text>
      {detail ? (
        <Text size="sm" c="dimmed" mt={4}>
          {detail}
        </Text>
      ) : null}
    </Paper>
  );
}

function domainSummary(site: LandingDetail): { value: string; detail: string } {
  if (!site.domain) return { value: 'Subdomain', detail: site.subdomain_url.replace(/^https?:\/\//, '') };
  return site.domain_verified
    ? { value: site.domain, detail: 'Custom domain, connected' }
    : { value: site.domain, detail: 'Custom domain, waiting for DNS' };
}

/**
 * A page's name as the way into its designer when the caller may design there (SPEC §6), else
 * as text.
 */
function PageName({ name, path, size }: { name: string; path: string | null; size: 'sm' | 'xl' }) {
  const fw = size === 'xl' ? 700 : 500;
  return path ? (
    <Anchor component={Link} to={path} size={size} fw={fw} truncate title={`Open ${name} in the designer`}>
      {name}
    </Anchor>
  ) : (
    <Text size={size} fw={fw} truncate span={size === 'xl'}>
      {name}
    </Text>
  );
}

/** Where a page of this site is designed, when the caller may open its designer. */
function useDesignPath(site: LandingDetail): (pageId: number) => string | null {
  const mayOpen = useMayOpen();
  const mayDesign = site.permissions.includes('edit_design');
  return (pageId) => {
    const path = pageDesignPath(site.id, pageId);
    return mayDesign && path && mayOpen(path) ? path : null;
  };
}

function RecentPages({ site }: { site: LandingDetail }) {
  const landingId = site.id;
  const designPath = useDesignPath(site);
  const recent = usePages(landingId, { per_page: 5, sort: 'updated_at', order: 'desc' });
  if (recent.isPending) {
    return (
      <Stack gap="xs">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={20} />
        ))}
      </Stack>
    );
  }
  const rows: PageSummary[] = recent.data?.data ?? [];
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        This website has no pages yet.
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {rows.map((page) => (
        <Group key={page.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <PageName name={page.name} path={designPath(page.id)} size="sm" />
            {page.is_home ? (
              <Badge size="xs" variant="light">
                Home
              </Badge>
            ) : null}
            <Badge size="xs" variant="light" color={page.published ? 'teal' : 'gray'}>
              {page.published ? 'Published' : 'Draft'}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
            {formatDateTime(page.updated_at)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** The website screen's first tab: where the site stands at a glance. */
export function WebsiteOverviewScreen() {
  const site = useSite();
  const domain = domainSummary(site);
  const designPath = useDesignPath(site);
  return (
    <Stack gap="lg">
      {site.description ? <Text c="dimmed">{site.description}</Text> : null}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <StatCard label="Pages" value={site.pages_count} detail={`${site.published_pages} published`} />
        <StatCard
          label="Home page"
          value={
            site.home_page ? (
              <PageName name={site.home_page.name} path={designPath(site.home_page.id)} size="xl" />
            ) : (
              'None'
            )
          }
          detail={
            site.home_page
              ? site.home_page.published
                ? 'Published at the site root'
                : 'Not published yet'
              : 'Choose a page as home so the site root shows it'
          }
        />
        <StatCard
          label="Address"
          value={
            <Text span fw={700} size="lg" style={{ wordBreak: 'break-all' }}>
              {domain.value}
            </Text>
          }
          detail={domain.detail}
        />
      </SimpleGrid>
      <Paper withBorder p="md">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4">
            Recently edited pages
          </Title>
          <Anchor component={Link} to={`/agency/websites/${site.id}/pages`} size="sm">
            All pages
          </Anchor>
        </Group>
        <RecentPages site={site} />
      </Paper>
    </Stack>
  );
}
