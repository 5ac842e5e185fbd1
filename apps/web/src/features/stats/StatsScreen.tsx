import {
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { type StatsQuery, statsRanges } from '@tessera/api-contract';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useResetStats, useSiteStats } from '../../api/stats.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { PermissionGate } from '../../ui/PermissionGate.tsx';
import { useSite, useSitePermission } from '../websites/siteContext.ts';
import { dailyAverage, longDay, shortNumber } from './chart.ts';
import { SalesPanel } from './SalesPanel.tsx';
import classes from './Stats.module.css';
import { ViewsChart } from './ViewsChart.tsx';

const RANGE_LABELS: Record<(typeof statsRanges)[number], string> = {
  7: '7 days',
  30: '30 days',
  90: '90 days',
  365: '12 months',
};

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Paper withBorder p="md">
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700} mt={4} data-testid={`stat-${label.toLowerCase().replaceAll(' ', '-')}`}>
        {value}
      </Text>
      {detail ? (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      ) : null}
    </Paper>
  );
}

interface ViewsRow {
  key: number;
  name: string;
  path: string;
  views: number;
}

/** The pages or the blog posts of the site with their views; a row's name narrows the stats to it. */
function ViewsTable({
  title,
  noun,
  rows,
  selected,
  onSelect,
  empty,
}: {
  title: string;
  noun: string;
  rows: ViewsRow[];
  selected: number | null;
  onSelect: (key: number) => void;
  empty: ReactNode;
}) {
  const total = rows.reduce((sum, row) => sum + row.views, 0);
  return (
    <Paper withBorder p="md" mb="md">
      <Text size="sm" fw={600} mb="xs">
        {title}
      </Text>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Table verticalSpacing="xs" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{noun}</Table.Th>
              <Table.Th ta="right">Views</Table.Th>
              <Table.Th w="35%">
                <span className={classes.visuallyHidden}>Share of views</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key} data-testid={`stats-${noun.toLowerCase().replaceAll(' ', '-')}-row`}>
                <Table.Td>
                  <UnstyledButton onClick={() => onSelect(row.key)}>
                    <Text size="sm" fw={500} c={row.key === selected ? 'blue' : undefined}>
                      {row.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {row.path}
                    </Text>
                  </UnstyledButton>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm">{row.views.toLocaleString()}</Text>
                </Table.Td>
                <Table.Td>
                  <div
                    className={classes.share}
                    style={{ width: `${total > 0 ? (row.views / total) * 100 : 0}%` }}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}

const positiveId = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * The Stats tab (`/agency/websites/{id}/stats`): views per day of the site, one page or one blog
 * post, the most viewed pages and posts, and a reset (SPEC §4).
 */
export function StatsScreen() {
  const site = useSite();
  const canReset = useSitePermission('manage_settings');
  const [query, setQuery] = useSearchParams();
  const daysParam = Number(query.get('days'));
  const days = (
    (statsRanges as readonly number[]).includes(daysParam) ? daysParam : 30
  ) as StatsQuery['days'];
  const pageId = positiveId(query.get('page_id'));
  // A link naming both shows the page: the API takes one or the other.
  const postId = pageId === null ? positiveId(query.get('post_id')) : null;
  const stats = useSiteStats(site.id, {
    days,
    ...(pageId ? { page_id: pageId } : {}),
    ...(postId ? { post_id: postId } : {}),
  });
  const reset = useResetStats(site.id);
  const [confirmReset, setConfirmReset] = useState(false);

  /** Sets (or, with null, removes) query parameters, keeping the others. */
  const setParams = (values: Record<string, string | null>) =>
    setQuery(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [name, value] of Object.entries(values)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );
  const choose = (kind: 'page' | 'post' | null, id: number | null) =>
    setParams({
      page_id: kind === 'page' ? String(id) : null,
      post_id: kind === 'post' ? String(id) : null,
    });

  const data = stats.data;
  const chosenName = pageId
    ? data?.pages.find((p) => p.page_id === pageId)?.name
    : postId
      ? data?.posts.find((p) => p.post_id === postId)?.title
      : null;
  const chosenNoun = pageId ? 'page' : postId ? 'post' : null;
  const best = data?.days.reduce((top, day) => (day.views > top.views ? day : top), data.days[0]!);
  const allLabel = data && data.posts.length > 0 ? 'all pages and posts' : 'all pages';

  return (
    <>
      <Group justify="space-between" align="flex-end" mb="md" wrap="wrap" gap="md">
        <div>
          <Title order={2} size="h3">
            Stats
          </Title>
          <Text size="sm" c="dimmed">
            Views of this website's pages and blog posts, counted per day (UTC).
          </Text>
        </div>
        <PermissionGate allowed={canReset} permission="manage_settings">
          <Button variant="default" color="red" onClick={() => setConfirmReset(true)}>
            {chosenNoun ? `Reset this ${chosenNoun}` : 'Reset stats'}
          </Button>
        </PermissionGate>
      </Group>

      <Group justify="space-between" mb="md" wrap="wrap" gap="sm" align="flex-end">
        <SegmentedControl
          aria-label="Period"
          value={String(days)}
          onChange={(value) => setParams({ days: value === '30' ? null : value })}
          data={statsRanges.map((range) => ({ value: String(range), label: RANGE_LABELS[range] }))}
        />
        <Select
          label="Page or post"
          w={260}
          value={pageId ? `page:${pageId}` : postId ? `post:${postId}` : ''}
          onChange={(value) => {
            const [kind, id] = (value ?? '').split(':');
            choose(kind === 'page' || kind === 'post' ? kind : null, Number(id) || null);
          }}
          allowDeselect={false}
          data={[
            { group: 'Website', items: [{ value: '', label: 'All pages and posts' }] },
            {
              group: 'Pages',
              items: (data?.pages ?? []).map((page) => ({ value: `page:${page.page_id}`, label: page.name })),
            },
            ...(data && data.posts.length > 0
              ? [
                  {
                    group: 'Blog posts',
                    items: data.posts.map((post) => ({ value: `post:${post.post_id}`, label: post.title })),
                  },
                ]
              : []),
          ]}
        />
      </Group>

      {stats.error && !data ? (
        <LoadError
          title="The stats could not be loaded"
          error={stats.error}
          onRetry={() => void stats.refetch()}
        />
      ) : !data ? (
        <Skeleton h={360} radius="md" />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }} mb="md">
            <Figure
              label="Views"
              value={shortNumber(data.total_views)}
              detail={`${longDay(data.from)} – ${longDay(data.to)}`}
            />
            <Figure label="Daily average" value={dailyAverage(data.total_views, data.days.length)} />
            <Figure
              label="Busiest day"
              value={best && best.views > 0 ? shortNumber(best.views) : '—'}
              {...(best && best.views > 0 ? { detail: longDay(best.day) } : {})}
            />
          </SimpleGrid>
          <Paper withBorder p="md" mb="md" style={{ opacity: stats.isPlaceholderData ? 0.6 : 1 }}>
            <Text size="sm" fw={600} mb="xs">
              {chosenName ? `Views of ${chosenName}` : `Views of ${allLabel}`}
            </Text>
            {data.total_views === 0 ? (
              <Text size="sm" c="dimmed" mb="xs">
                No views in this period yet. Views are counted when people open published pages and posts.
              </Text>
            ) : null}
            <ViewsChart
              days={data.days}
              label={chosenName ? `Daily views of ${chosenName}` : `Daily views of ${allLabel}`}
            />
          </Paper>
          {data.sales ? <SalesPanel stats={data} sales={data.sales} /> : null}
          <ViewsTable
            title="Pages"
            noun="Page"
            rows={data.pages.map((page) => ({
              key: page.page_id,
              name: page.name,
              path: `/${page.unique_name}`,
              views: page.views,
            }))}
            selected={pageId}
            onSelect={(id) => choose('page', id)}
            empty="This website has no pages yet."
          />
          {data.posts.length > 0 ? (
            <ViewsTable
              title="Blog posts"
              noun="Blog post"
              rows={data.posts.map((post) => ({
                key: post.post_id,
                name: post.title,
                path: `/blog/${post.slug}`,
                views: post.views,
              }))}
              selected={postId}
              onSelect={(id) => choose('post', id)}
              empty={null}
            />
          ) : null}
        </>
      )}

      <ConfirmModal
        opened={confirmReset}
        title={chosenNoun ? `Reset the stats of this ${chosenNoun}?` : "Reset this website's stats?"}
        confirmLabel="Reset stats"
        loading={reset.isPending}
        onClose={() => setConfirmReset(false)}
        onConfirm={() =>
          reset.mutate(pageId ? { page_id: pageId } : postId ? { post_id: postId } : {}, {
            onSuccess: () => setConfirmReset(false),
          })
        }
      >
        <Text size="sm">
          {chosenNoun
            ? `Every view counted for ${chosenName ?? `this ${chosenNoun}`} is deleted.`
            : 'Every view counted for every page and blog post of this website is deleted.'}{' '}
          This cannot be undone.
        </Text>
      </ConfirmModal>
    </>
  );
}
