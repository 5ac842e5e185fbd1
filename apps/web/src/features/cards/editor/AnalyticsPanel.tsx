import {
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import type { CardStats, CardStatsDay } from '@tessera/api-contract';
import { CARD_CHANNEL_INFO, type CardChannel } from '@tessera/document';
import { useState } from 'react';
import { useCardStats } from '../../../api/cards.ts';
import classes from './editor.module.css';

type Metric = keyof Omit<CardStatsDay, 'day'>;
const SERIES: Array<{ key: Metric; label: string; color: string }> = [
  { key: 'views', label: 'Views', color: '#4263eb' },
  { key: 'saves', label: 'Saves', color: '#0ca678' },
  { key: 'taps', label: 'Channel taps', color: '#f08c00' },
  { key: 'leads', label: 'Leads', color: '#e64980' },
];

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 12, right: 12, bottom: 28, left: 36 };

/** Views, saves, taps and leads per day as lines, drawn as SVG (no chart library). */
function DailyChart({ days }: { days: CardStatsDay[] }) {
  const max = Math.max(1, ...days.flatMap((d) => SERIES.map((s) => d[s.key])));
  const top = Math.ceil(max / 4) * 4 || 4;
  const x = (i: number) => PAD.left + (i * (WIDTH - PAD.left - PAD.right)) / Math.max(1, days.length - 1);
  const y = (v: number) => PAD.top + (1 - v / top) * (HEIGHT - PAD.top - PAD.bottom);
  const ticks = [0, top / 4, top / 2, (3 * top) / 4, top];
  const labelEvery = Math.ceil(days.length / 6);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className={classes.chart}
      role="img"
      aria-label="Card activity per day"
    >
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#e9ecef" />
          <text x={PAD.left - 6} y={y(tick) + 4} fontSize="10" textAnchor="end" fill="#868e96">
            {tick}
          </text>
        </g>
      ))}
      {days.map((d, i) =>
        i % labelEvery === 0 ? (
          <text key={d.day} x={x(i)} y={HEIGHT - 8} fontSize="10" textAnchor="middle" fill="#868e96">
            {d.day.slice(5)}
          </text>
        ) : null,
      )}
      {SERIES.map((s) => (
        <polyline
          key={s.key}
          fill="none"
          stroke={s.color}
          strokeWidth="2"
          strokeLinejoin="round"
          points={days.map((d, i) => `${x(i)},${y(d[s.key])}`).join(' ')}
        />
      ))}
    </svg>
  );
}

function Totals({ stats }: { stats: CardStats }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }}>
      {SERIES.map((s) => (
        <Paper key={s.key} withBorder p="sm">
          <Group gap={6}>
            <span
              style={{ width: 10, height: 10, borderRadius: 5, background: s.color, display: 'inline-block' }}
            />
            <Text size="xs" c="dimmed">
              {s.label}
            </Text>
          </Group>
          <Text fw={700} size="xl" data-testid={`total-${s.key}`}>
            {stats.totals[s.key]}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** SPEC issue 8 card analytics, per card per day, with a day-by-day table for screen readers. */
export function AnalyticsPanel({ cardId }: { cardId: number }) {
  const [days, setDays] = useState(30);
  const stats = useCardStats(cardId, days);
  const channels = Object.entries(stats.data?.taps_by_channel ?? {}).sort((a, b) => b[1] - a[1]);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text fw={600}>Activity</Text>
        <SegmentedControl
          size="xs"
          aria-label="Period"
          value={String(days)}
          data={[
            { value: '7', label: '7 days' },
            { value: '30', label: '30 days' },
            { value: '90', label: '90 days' },
          ]}
          onChange={(value) => setDays(Number(value))}
        />
      </Group>
      {stats.isPending ? (
        <Loader size="sm" aria-label="Loading analytics" />
      ) : stats.error || !stats.data ? (
        <Alert color="red" title="Analytics could not be loaded">
          <Button size="xs" variant="light" onClick={() => void stats.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <>
          <Totals stats={stats.data} />
          <Paper withBorder p="sm">
            <DailyChart days={stats.data.days} />
            <Group gap="md" mt={4}>
              {SERIES.map((s) => (
                <Group key={s.key} gap={4}>
                  <span style={{ width: 12, height: 3, background: s.color, display: 'inline-block' }} />
                  <Text size="xs">{s.label}</Text>
                </Group>
              ))}
            </Group>
          </Paper>
          {channels.length > 0 ? (
            <div>
              <Text fw={600} size="sm" mb={4}>
                Taps by channel
              </Text>
              <Table aria-label="Taps by channel">
                <Table.Tbody>
                  {channels.map(([channel, taps]) => (
                    <Table.Tr key={channel}>
                      <Table.Td>{CARD_CHANNEL_INFO[channel as CardChannel]?.label ?? channel}</Table.Td>
                      <Table.Td ta="right">{taps}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
          ) : null}
        </>
      )}
    </Stack>
  );
}
