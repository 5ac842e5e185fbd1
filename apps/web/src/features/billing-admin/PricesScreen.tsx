import { Anchor, Menu, Select, Stack, Text } from '@mantine/core';
import { formatMoney, type PriceSummary, priceListQuery } from '@tessera/api-contract';
import { Link, useNavigate } from 'react-router';
import { usePrices, useUpdatePrice } from '../../api/billing-admin.ts';
import { IconPencil } from '../../ui/icons.tsx';
import type { Column } from '../../ui/list/ListTable.tsx';
import type { ListSetup } from '../../ui/list/params.ts';
import { RowMenu } from '../../ui/list/RowActions.tsx';
import { useListState } from '../../ui/list/useListParams.ts';
import { actionsColumn, useUrlFilter } from '../design-records/RecordList.tsx';
import { CatalogueListScreen, useActiveToggle } from './CatalogueList.tsx';
import { planIdParam } from './forms.ts';
import { INTERVAL_NAMES } from './labels.ts';
import { ActiveBadge, StripeId, useActiveFilter } from './parts.tsx';
import { billingAdminPaths as paths } from './paths.ts';
import { usePlanOptions } from './planOptions.ts';

/** SPEC §3: the API lists prices by amount, lowest first; the screen has no other order to offer. */
const LIST: ListSetup<'amount'> = {
  perPage: priceListQuery.parse({}).per_page,
  config: { sortFields: ['amount'], defaultSort: 'amount', defaultOrder: 'asc' },
};

/** The plan filter (`plan_id` in the URL). */
function usePlanFilter() {
  const filter = useUrlFilter('plan_id');
  const plans = usePlanOptions();
  const value = planIdParam(filter.value);
  return {
    active: value !== null,
    query: value === null ? {} : { plan_id: Number(value) },
    control: (
      <Select
        key="plan"
        aria-label="Plan"
        placeholder={plans.pending ? 'Loading plans…' : 'All plans'}
        data={plans.options}
        value={value}
        onChange={filter.set}
        clearable
        searchable
        nothingFoundMessage="No plan has that name"
        w={260}
      />
    ),
  };
}

/** SPEC §2 `/admin/payment/prices`: every plan's prices, lowest amount first. */
export function PricesScreen() {
  const navigate = useNavigate();
  const state = useListState(LIST);
  const plan = usePlanFilter();
  const active = useActiveFilter();
  const { page, per_page, search } = state.query;
  const list = usePrices({ page, per_page, ...(search ? { search } : {}), ...plan.query, ...active.query });
  const toggle = useActiveToggle<PriceSummary>(useUpdatePrice());

  const columns: Column<PriceSummary, 'amount'>[] = [
    {
      id: 'plan',
      header: 'Plan',
      render: (price) => (
        <Stack gap={0}>
          <Anchor component={Link} to={paths.editPlan(price.plan_id)} size="sm" fw={600}>
            {price.plan_title}
          </Anchor>
          <Text size="xs" c="dimmed" ff="monospace">
            {price.plan_name}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'amount',
      header: 'Amount',
      render: (price) => (
        <Anchor component={Link} to={paths.editPrice(price.id)} size="sm">
          {formatMoney(price.amount, price.currency)}
        </Anchor>
      ),
    },
    {
      id: 'interval',
      header: 'Interval',
      render: (price) => <Text size="sm">{INTERVAL_NAMES[price.interval]}</Text>,
    },
    {
      id: 'currency',
      header: 'Currency',
      render: (price) => <Text size="sm">{price.currency.toUpperCase()}</Text>,
    },
    { id: 'active', header: 'State', render: (price) => <ActiveBadge active={price.active} /> },
    {
      id: 'stripe',
      header: 'Stripe price',
      render: (price) => <StripeId id={price.stripe_price_id} missing="Not in Stripe yet" />,
    },
    actionsColumn((price) => (
      <RowMenu label={`Actions for ${price.plan_title} ${formatMoney(price.amount, price.currency)}`}>
        <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => navigate(paths.editPrice(price.id))}>
          Edit
        </Menu.Item>
        {toggle.menuItems(price)}
      </RowMenu>
    )),
  ];

  const row = toggle.confirm.row;
  return (
    <CatalogueListScreen
      title="Prices"
      description="What each plan is sold at, lowest amount first. A price is in its plan's currency."
      create={{ label: 'New price', to: paths.createPrice() }}
      first={{
        title: 'No prices yet',
        description:
          "A price is what a plan is sold at: an amount in the plan's currency, paid each day, week, month or year, or once.",
        action: 'Add a price',
      }}
      state={state}
      list={list}
      columns={columns}
      empty={{ title: 'No prices yet', description: 'Add a price to a plan so it can be sold.' }}
      searchLabel="Search prices"
      filters={[plan, active]}
      toggle={toggle}
      deactivate={{
        title: row ? `Deactivate ${formatMoney(row.amount, row.currency)} for “${row.plan_title}”?` : '',
        confirmLabel: 'Deactivate price',
        children: (
          <Text size="sm">
            New buyers can no longer choose it. Agencies already paying it keep paying it until they change or
            cancel; you can activate it again at any time.
          </Text>
        ),
      }}
    />
  );
}
