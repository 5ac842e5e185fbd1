import { Anchor, Button, Stack, Text } from '@mantine/core';
import { type OrderPageListQuery, type OrderPageSummary, orderPageListQuery } from '@tessera/api-contract';
import { Link } from 'react-router';
import { useOrderPages } from '../../api/order-pages.ts';
import { formatDateTime } from '../../ui/format.ts';
import { IconPlus } from '../../ui/icons.tsx';
import { draftStatusColumn, lastEditedColumn } from '../../ui/list/columns.tsx';
import type { Column } from '../../ui/list/ListTable.tsx';
import { ListPanel } from '../../ui/list/ListView.tsx';
import { PublishedFilterControl, usePublishedFilter } from '../../ui/list/PublishedFilter.tsx';
import { listSetup } from '../../ui/list/params.ts';
import { useListState } from '../../ui/list/useListParams.ts';
import { ScreenHeader } from '../../ui/ScreenHeader.tsx';
import { PlanNames } from '../courses/PlanPicker.tsx';
import { OrderPageActions } from './OrderPageActions.tsx';
import { orderPagePaths } from './paths.ts';

type SortField = OrderPageListQuery['sort'];
const LIST = listSetup(orderPageListQuery);

const AMOUNT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "97.00 USD / monthly": a plan's price as the list shows it. */
function priceOf(plan: OrderPageSummary['plans'][number]): string {
  return `${AMOUNT.format(plan.amount / 100)} ${plan.currency.toUpperCase()} / ${plan.interval.toLowerCase()}`;
}

/** SPEC §2 `/admin/payment/order-pages`: the pages prospective agencies order plans on. */
export function OrderPagesScreen() {
  const state = useListState(LIST);
  const filter = usePublishedFilter();
  const list = useOrderPages({
    ...state.query,
    ...filter.query,
  } as Partial<OrderPageListQuery>);

  const columns: Column<OrderPageSummary, SortField>[] = [
    {
      id: 'name',
      header: 'Order page',
      sortField: 'name',
      render: (page) => (
        <Stack gap={2}>
          <Anchor component={Link} to={orderPagePaths.edit(page.id)} size="sm" fw={600}>
            {page.name}
          </Anchor>
          {page.description ? (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {page.description}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'plans',
      header: 'Plans offered',
      render: (page) => (
        <PlanNames
          plans={page.plans}
          whyItMatters="Its order elements have nothing to offer until it offers a plan."
          detail={priceOf}
        />
      ),
    },
    draftStatusColumn(
      'The design changed since it was published: the published copy is still the older one.',
    ),
    {
      id: 'created',
      header: 'Created',
      sortField: 'created_at',
      render: (page) => <Text size="sm">{formatDateTime(page.created_at)}</Text>,
    },
    lastEditedColumn(),
    {
      id: 'actions',
      header: '',
      align: 'right',
      width: 56,
      render: (page) => <OrderPageActions page={page} />,
    },
  ];

  return (
    <>
      <ScreenHeader
        title="Order pages"
        description="The pages agencies choose and order a plan on. Each offers the plans you pick, in that order."
        actions={
          <Button component={Link} to={orderPagePaths.create} leftSection={<IconPlus size={16} />}>
            New order page
          </Button>
        }
      />
      <ListPanel
        state={state}
        list={list}
        caption="Order pages"
        columns={columns}
        empty={{
          title: 'No order pages yet',
          description: 'Create one, pick the plans it offers, design it and publish it.',
        }}
        filtered={state.params.search !== '' || filter.status !== 'all'}
        searchLabel="Search order pages"
        filters={<PublishedFilterControl filter={filter} />}
      />
    </>
  );
}
