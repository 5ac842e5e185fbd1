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
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useResetStats, useSiteStats } from '../../api/stats.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { PermissionGate } from '../../ui/PermissionGate.tsx';
import { useSite, useSitePermission } from '../websites/siteContext.ts';
import { longDay, shortNumber } from './chart.ts';
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

/**
 * The Stats tab (`/agency/websites/{id}/stats`): page views per day of the site or one page,
 * the most viewed pages, and a reset (SPEC §4).
 */
export function StatsScreen() {
  const site = useSite();
  const canReset = useSitePermission('manage_settings');
  const [query, setQuery] = useSearchParams();
  const daysParam = Number(query.get('days'));
  const days = (
    (statsRanges as readonly number[]).includes(daysParam) ? daysParam : 30
  ) as StatsQuery['days'];
  const pageParam = Number(query.get('page_id'));
  const pageId = Number.isInteger(pageParam) && pageParam > 0 ? pageParam : null;
  const stats = useSiteStats(site.id, { days, ...(pageId ? { page_id: pageId } : {}) });
  const reset = useResetStats(site.id);
  const [confirmReset, setConfirmReset] = useState(false);

  const setParam = (name: string, value: string | null) =>
    setQuery(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  const data = stats.data;
  const pageName = pageId ? data?.pages.find((p) => p.page_id === pageId)?.name : null;
  const best = data?.days.reduce((top, day) => (day.views > top.views ? day : top), data.days[0]!);
  const siteTotal = data?.pages.reduce((sum, page) => sum + page.views, 0) ?? 0;

  return (
    <>
      <Group justify="space-between" align="flex-end" mb="md" wrap="wrap" gap="md">
        <div>
          <Title order={2} size="h3">
            Stats
          </Title>
          <Text size="sm" c="dimmed">
            Page views of this website, counted per day (UTC).
          </Text>
        </div>
        <PermissionGate allowed={canReset} permission="manage_settings">
          <Button variant="default" color="red" onClick={() => setConfirmReset(true)}>
            {pageId ? 'Reset this page' : 'Reset stats'}
          </Button>
        </PermissionGate>
      </Group>

      <Group justify="space-between" mb="md" wrap="wrap" gap="sm" align="flex-end">
        <SegmentedControl
          aria-label="Period"
          value={String(days)}
          onChange={(value) => setParam('days', value === '30' ? null : value)}
          data={statsRanges.map((range) => ({ value: String(range), label: RANGE_LABELS[range] }))}
        />
        <Select
          label="Page"
          w={240}
          value={pageId ? String(pageId) : ''}
          onChange={(value) => setParam('page_id', value || null)}
          allowDeselect={false}
          data={[
            { value: '', label: 'All pages' },
            ...(data?.pages ?? []).map((page) => ({ value: String(page.page_id), label: page.name })),
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
            <Figure
              label="Daily average"
              value={(data.total_views / data.days.length).toFixed(
                data.total_views / data.days.length < 10 ? 1 : 0,
              )}
            />
            <Figure
              label="Busiest day"
              value={best && best.views > 0 ? shortNumber(best.views) : '—'}
              {...(best && best.views > 0 ? { detail: longDay(best.day) } : {})}
            />
          </SimpleGrid>
          <Paper withBorder p="md" mb="md" style={{ opacity: stats.isPlaceholderData ? 0.6 : 1 }}>
            <Text size="sm" fw={600} mb="xs">
              {pageName ? `Views of ${pageName}` : 'Views of all pages'}
            </Text>
            {data.total_views === 0 ? (
              <Text size="sm" c="dimmed" mb="xs">
                No views in this period yet. Views are counted when people open published pages.
              </Text>
            ) : null}
            <ViewsChart
              days={data.days}
              label={pageName ? `Daily views of ${pageName}` : 'Daily views of all pages'}
            />
          </Paper>
          <Paper withBorder p="md">
            <Text size="sm" fw={600} mb="xs">
              Pages
            </Text>
            {data.pages.length === 0 ? (
              <Text size="sm" c="dimmed">
                This website has no pages yet.
              </Text>
            ) : (
              <Table verticalSpacing="xs" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Page</Table.Th>
                    <Table.Th ta="right">Views</Table.Th>
                    <Table.Th w="35%">
                      <span className={classes.visuallyHidden}>Share of views</span>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.pages.map((page) => (
                    <Table.Tr key={page.page_id} data-testid="stats-page-row">
                      <Table.Td>
                        <UnstyledButton onClick={() => setParam('page_id', String(page.page_id))}>
                          <Text size="sm" fw={500} c={page.page_id === pageId ? 'blue' : undefined}>
                            {page.name}
                          </Text>
                          <Text size="xs" c="dimmed">
                            /{page.unique_name}
                          </Text>
                        </UnstyledButton>
                      </Table.Td>
                      <Table.Td ta="right">
                        <Text size="sm">{page.views.toLocaleString()}</Text>
                      </Table.Td>
                      <Table.Td>
                        <div
                          className={classes.share}
                          style={{ width: `${siteTotal > 0 ? (page.views / siteTotal) * 100 : 0}%` }}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Paper>
        </>
      )}

      <ConfirmModal
        opened={confirmReset}
        title={pageId ? 'Reset the stats of this page?' : "Reset this website's stats?"}
        confirmLabel="Reset stats"
        loading={reset.isPending}
        onClose={() => setConfirmReset(false)}
        onConfirm={() => reset.mutate(pageId, { onSuccess: () => setConfirmReset(false) })}
      >
        <Text size="sm">
          {pageId
            ? `Every view counted for ${pageName ?? 'this page'} is deleted.`
            : 'Every view counted for every page of this website is deleted.'}{' '}
          This cannot be undone.
        </Text>
      </ConfirmModal>
    </>
  );
}
