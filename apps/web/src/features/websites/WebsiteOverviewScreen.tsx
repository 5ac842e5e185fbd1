import { Anchor, Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { LandingDetail, PageSummary } from '@tessera/api-contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePages } from '../../api/pages.ts';
import { formatDateTime } from '../../ui/format.ts';
import { useSite } from './siteContext.ts';

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

function RecentPages({ landingId }: { landingId: number }) {
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
            <Text size="sm" fw={500} truncate>
              {page.name}
            </Text>
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
  return (
    <Stack gap="lg">
      {site.description ? <Text c="dimmed">{site.description}</Text> : null}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <StatCard label="Pages" value={site.pages_count} detail={`${site.published_pages} published`} />
        <StatCard
          label="Home page"
          value={site.home_page?.name ?? 'None'}
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
        <RecentPages landingId={site.id} />
      </Paper>
    </Stack>
  );
}
