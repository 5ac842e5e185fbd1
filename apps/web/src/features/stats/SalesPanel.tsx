import { Paper, SimpleGrid, Table, Text } from '@mantine/core';
import { formatMoney, type SiteStats } from '@tessera/api-contract';
import { shortNumber } from './chart.ts';
import { ViewsChart } from './ViewsChart.tsx';

type Sales = NonNullable<SiteStats['sales']>;

const percent = (rate: number | null) =>
  rate === null ? '—' : `${(rate * 100).toLocaleString('en-US', { maximumFractionDigits: 1 })} %`;

function SalesFigure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={`stat-${label.toLowerCase()}`}>
        {value}
      </Text>
    </div>
  );
}

/** What the site sold in the period beside its views: orders, revenue, and each order page's conversion. */
export function SalesPanel({ stats, sales }: { stats: SiteStats; sales: Sales }) {
  const money = (amount: number) => formatMoney(amount, sales.currency);
  return (
    <Paper withBorder p="md" mb="md" data-testid="stats-sales">
      <Text size="sm" fw={600} mb="xs">
        Sales
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} mb="sm">
        <SalesFigure label="Orders" value={shortNumber(sales.orders)} />
        <SalesFigure label="Revenue" value={money(sales.revenue)} />
        <SalesFigure
          label="Conversion"
          value={percent(stats.total_views > 0 ? sales.orders / stats.total_views : null)}
        />
      </SimpleGrid>
      <ViewsChart days={stats.days} count={(day) => day.orders} unit="order" label="Orders per day" />
      {sales.order_pages.length > 0 ? (
        <Table verticalSpacing="xs" mt="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Order page</Table.Th>
              <Table.Th ta="right">Views</Table.Th>
              <Table.Th ta="right">Orders</Table.Th>
              <Table.Th ta="right">Revenue</Table.Th>
              <Table.Th ta="right">Conversion</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sales.order_pages.map((page) => (
              <Table.Tr key={page.page_id} data-testid="stats-order-page-row">
                <Table.Td>{page.name}</Table.Td>
                <Table.Td ta="right">{shortNumber(page.views)}</Table.Td>
                <Table.Td ta="right">{shortNumber(page.orders)}</Table.Td>
                <Table.Td ta="right">{money(page.revenue)}</Table.Td>
                <Table.Td ta="right">{percent(page.conversion_rate)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Paper>
  );
}
