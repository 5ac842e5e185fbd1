import { Text } from '@mantine/core';
import {
  formatPrice,
  type OrderPageListQuery,
  type OrderPageSummary,
  orderPageListQuery,
} from '@tessera/api-contract';
import { formatDateTime } from '../../ui/format.ts';
import { draftStatusColumn, lastEditedColumn } from '../../ui/list/columns.tsx';
import type { Column } from '../../ui/list/ListTable.tsx';
import { listSetup } from '../../ui/list/params.ts';
import { PlanNames } from '../courses/PlanPicker.tsx';
import { actionsColumn, nameColumn, RecordListScreen } from '../design-records/RecordList.tsx';
import { orderPageKind } from './kind.ts';
import { OrderPageActions } from './OrderPageActions.tsx';
import { orderPagePaths } from './paths.ts';

const LIST = listSetup(orderPageListQuery);

/** "$97.00 per month": a plan's headline price as the list shows it. */
function priceOf(plan: OrderPageSummary['plans'][number]): string {
  if (plan.amount === null || plan.interval === null) return 'No price yet';
  return formatPrice({ amount: plan.amount, currency: plan.currency, interval: plan.interval });
}

const COLUMNS: Column<OrderPageSummary, OrderPageListQuery['sort']>[] = [
  nameColumn<OrderPageSummary, 'name'>({ header: 'Order page', sortField: 'name', to: orderPagePaths.edit }),
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
  draftStatusColumn('The design changed since it was published: the published copy is still the older one.'),
  {
    id: 'created',
    header: 'Created',
    sortField: 'created_at',
    render: (page) => <Text size="sm">{formatDateTime(page.created_at)}</Text>,
  },
  lastEditedColumn(),
  actionsColumn((page) => <OrderPageActions record={page} />),
];

/** SPEC §2 `/admin/payment/order-pages`: the pages prospective agencies order plans on. */
export function OrderPagesScreen() {
  return <RecordListScreen kind={orderPageKind} list={LIST} columns={COLUMNS} />;
}
