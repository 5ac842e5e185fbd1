import { Anchor, Badge, Menu, Select, Stack, Text } from '@mantine/core';
import {
  PLAN_TYPE_LABELS,
  type PlanDetail,
  type PlanListQuery,
  planListQuery,
  planType,
} from '@tessera/api-contract';
import { Fragment } from 'react';
import { Link, useNavigate } from 'react-router';
import { usePlans, useUpdatePlan } from '../../api/billing-admin.ts';
import { IconPencil, IconPlus } from '../../ui/icons.tsx';
import { createdColumn } from '../../ui/list/columns.tsx';
import type { Column } from '../../ui/list/ListTable.tsx';
import { listSetup } from '../../ui/list/params.ts';
import { RowMenu } from '../../ui/list/RowActions.tsx';
import { useListState } from '../../ui/list/useListParams.ts';
import { actionsColumn, useUrlFilter } from '../design-records/RecordList.tsx';
import { CatalogueListScreen, useActiveToggle } from './CatalogueList.tsx';
import { PLAN_TYPE_COLORS, planPricesLine } from './labels.ts';
import { ActiveBadge, useActiveFilter } from './parts.tsx';
import { billingAdminPaths as paths } from './paths.ts';

type SortField = PlanListQuery['sort'];
const LIST = listSetup(planListQuery);

/** The plan type filter (`type` in the URL). */
function useTypeFilter() {
  const filter = useUrlFilter('type');
  const parsed = planType.safeParse(filter.value);
  const value = parsed.success ? parsed.data : null;
  return {
    active: value !== null,
    query: value === null ? {} : { type: value },
    control: (
      <Select
        key="type"
        aria-label="Plan type"
        placeholder="All types"
        data={planType.options.map((type) => ({ value: type, label: PLAN_TYPE_LABELS[type] }))}
        value={value}
        onChange={filter.set}
        clearable
        w={210}
      />
    ),
  };
}

function PlanPrices({ plan }: { plan: PlanDetail }) {
  const { offered, inactive } = planPricesLine(plan.prices);
  return (
    <Stack gap={0}>
      {offered.length > 0 ? (
        <Text size="sm">
          {offered.map((line, index) => (
            <Fragment key={line.id}>
              {index > 0 ? ' · ' : null}
              <span style={{ whiteSpace: 'nowrap' }}>{line.text}</span>
            </Fragment>
          ))}
        </Text>
      ) : (
        <Anchor component={Link} to={paths.createPrice(plan.id)} size="sm">
          No price yet: add one
        </Anchor>
      )}
      {inactive > 0 ? (
        <Text size="xs" c="dimmed">
          and {inactive} no longer offered
        </Text>
      ) : null}
    </Stack>
  );
}

/** SPEC §2 `/admin/payment/plans`: the plans agencies subscribe to, with their prices. */
export function PlansScreen() {
  const navigate = useNavigate();
  const state = useListState(LIST);
  const type = useTypeFilter();
  const active = useActiveFilter();
  const list = usePlans({ ...state.query, ...type.query, ...active.query });
  const toggle = useActiveToggle<PlanDetail>(useUpdatePlan());

  const columns: Column<PlanDetail, SortField>[] = [
    {
      id: 'name',
      header: 'Name',
      sortField: 'name',
      render: (plan) => (
        <Anchor
          component={Link}
          to={paths.editPlan(plan.id)}
          size="sm"
          ff="monospace"
          style={{ whiteSpace: 'nowrap' }}
        >
          {plan.name}
        </Anchor>
      ),
    },
    { id: 'title', header: 'Title', render: (plan) => <Text size="sm">{plan.title}</Text> },
    {
      id: 'type',
      header: 'Type',
      sortField: 'type',
      render: (plan) => (
        <Badge color={PLAN_TYPE_COLORS[plan.type]} variant="light" size="sm" tt="none">
          {PLAN_TYPE_LABELS[plan.type]}
        </Badge>
      ),
    },
    {
      id: 'currency',
      header: 'Currency',
      render: (plan) => <Text size="sm">{plan.currency.toUpperCase()}</Text>,
    },
    { id: 'prices', header: 'Prices', render: (plan) => <PlanPrices plan={plan} /> },
    {
      id: 'trial',
      header: 'Trial',
      render: (plan) => (
        <Text size="sm" c={plan.trial_days === 0 ? 'dimmed' : undefined} style={{ whiteSpace: 'nowrap' }}>
          {plan.trial_days === 0 ? 'None' : `${plan.trial_days} days`}
        </Text>
      ),
    },
    { id: 'active', header: 'State', render: (plan) => <ActiveBadge active={plan.active} /> },
    createdColumn('Created'),
    actionsColumn((plan) => (
      <RowMenu label={`Actions for ${plan.title}`}>
        <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => navigate(paths.editPlan(plan.id))}>
          Edit
        </Menu.Item>
        <Menu.Item leftSection={<IconPlus size={14} />} onClick={() => navigate(paths.createPrice(plan.id))}>
          Add a price
        </Menu.Item>
        {toggle.menuItems(plan)}
      </RowMenu>
    )),
  ];

  return (
    <CatalogueListScreen
      title="Plans"
      description="What agencies subscribe to. Each plan is sold at its prices; order pages offer plans to buyers."
      create={{ label: 'New plan', to: paths.createPlan }}
      first={{
        title: 'No plans yet',
        description:
          'A plan is what agencies subscribe to: access to the platform, a premium app or a reseller plan. Create one, then give it prices.',
        action: 'Create a plan',
      }}
      state={state}
      list={list}
      columns={columns}
      empty={{ title: 'No plans yet', description: 'Create a plan, then give it prices.' }}
      searchLabel="Search plans"
      filters={[type, active]}
      toggle={toggle}
      deactivate={{
        title: `Deactivate “${toggle.confirm.row?.title ?? ''}”?`,
        confirmLabel: 'Deactivate plan',
        children: (
          <Text size="sm">
            It is no longer offered: order pages and the subscription screen stop showing it. Agencies that
            hold it keep it, and you can activate it again at any time.
          </Text>
        ),
      }}
    />
  );
}
