import { Button, Code, Menu, Text } from '@mantine/core';
import { type CouponItem, type CouponListQuery, couponListQuery } from '@tessera/api-contract';
import { useState } from 'react';
import { useCouponActions, useCoupons } from '../../api/commerce.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { formatDate } from '../../ui/format.ts';
import { IconPlus } from '../../ui/icons.tsx';
import { createdColumn } from '../../ui/list/columns.tsx';
import type { Column } from '../../ui/list/ListTable.tsx';
import { ListPanel } from '../../ui/list/ListView.tsx';
import { listSetup } from '../../ui/list/params.ts';
import { GatedMenuItem, RowMenu } from '../../ui/list/RowActions.tsx';
import { useListState } from '../../ui/list/useListParams.ts';
import { PermissionGate } from '../../ui/PermissionGate.tsx';
import { useRowConfirm } from '../../ui/useRowConfirm.ts';
import { useSite } from '../websites/siteContext.ts';
import { CouponFormModal } from './CouponFormModal.tsx';
import {
  COUPON_STATE_LABELS,
  couponDiscountLabel,
  couponDurationLabel,
  couponState,
  redemptionsLabel,
} from './labels.ts';
import {
  ArchivedFilterControl,
  GatewayNeededNote,
  PaymentsNav,
  StateBadge,
  useArchivedView,
  useCommerceGates,
} from './parts.tsx';

type SortField = CouponListQuery['sort'];
const LIST = listSetup(couponListQuery, { perPage: 20 });

/** SPEC §7 coupons: codes buyers type on the site's order pages for a discount. */
export function CouponsScreen() {
  const site = useSite();
  const state = useListState(LIST);
  const archived = useArchivedView();
  const list = useCoupons(site.id, { ...state.query, archived: archived.view });
  const gates = useCommerceGates();
  const { setArchived, remove } = useCouponActions(site.id);
  const deleting = useRowConfirm<CouponItem>(remove);
  const [creating, setCreating] = useState(false);
  const [archiving, setArchiving] = useState<CouponItem | null>(null);
  const now = new Date();

  const columns: Column<CouponItem, SortField>[] = [
    {
      id: 'code',
      header: 'Code',
      sortField: 'code',
      render: (coupon) => (
        <div>
          <Code fw={700}>{coupon.code}</Code>
          {coupon.name ? (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {coupon.name}
            </Text>
          ) : null}
        </div>
      ),
    },
    {
      id: 'discount',
      header: 'Discount',
      render: (coupon) => <Text size="sm">{couponDiscountLabel(coupon)} off</Text>,
    },
    {
      id: 'duration',
      header: 'Duration',
      render: (coupon) => <Text size="sm">{couponDurationLabel(coupon)}</Text>,
    },
    {
      id: 'redemptions',
      header: 'Redeemed',
      sortField: 'times_redeemed',
      render: (coupon) => <Text size="sm">{redemptionsLabel(coupon)}</Text>,
    },
    {
      id: 'expires',
      header: 'Expires',
      render: (coupon) => (
        <Text size="sm" c={coupon.expires_at ? undefined : 'dimmed'}>
          {coupon.expires_at ? formatDate(coupon.expires_at) : 'Never'}
        </Text>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      render: (coupon) => <StateBadge state={COUPON_STATE_LABELS[couponState(coupon, now)]} />,
    },
    createdColumn<CouponItem>('Created'),
    {
      id: 'actions',
      header: '',
      align: 'right',
      width: 56,
      render: (coupon) => (
        <RowMenu label={`Actions for ${coupon.code}`}>
          <GatedMenuItem gate={gates.manage} onClick={() => setArchiving(coupon)}>
            {coupon.archived ? 'Unarchive' : 'Archive'}
          </GatedMenuItem>
          <Menu.Divider />
          <GatedMenuItem gate={gates.manage} color="red" onClick={() => deleting.open(coupon)}>
            Delete
          </GatedMenuItem>
        </RowMenu>
      ),
    },
  ];

  // Without Stripe on the platform the note above says why; the empty state need not repeat it.
  const noGateway = gates.gateway === null && !gates.notConfigured;
  return (
    <>
      <PaymentsNav />
      <GatewayNeededNote gates={gates} />
      <ListPanel
        state={state}
        list={list}
        caption={`Coupons of ${site.title}`}
        columns={columns}
        empty={
          archived.view === 'true'
            ? { title: 'No archived coupons', description: 'Coupons you archive are kept here.' }
            : {
                title: 'No coupons yet',
                description: noGateway
                  ? 'Connect a Stripe account first, then make codes buyers type for a discount.'
                  : 'Make a code buyers type on an order page for a percentage or an amount off.',
              }
        }
        filtered={state.params.search !== '' || archived.view !== 'false'}
        searchLabel="Search coupons"
        filters={<ArchivedFilterControl view={archived.view} onChange={archived.set} />}
        actions={
          <PermissionGate {...gates.create}>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
              New coupon
            </Button>
          </PermissionGate>
        }
      >
        {creating ? (
          <CouponFormModal
            landingId={site.id}
            currency={gates.gateway?.currency ?? 'usd'}
            onClose={() => setCreating(false)}
          />
        ) : null}
        <ConfirmModal
          opened={archiving !== null}
          title={archiving?.archived ? `Unarchive ${archiving.code}?` : `Archive ${archiving?.code ?? ''}?`}
          confirmLabel={archiving?.archived ? 'Unarchive coupon' : 'Archive coupon'}
          color={archiving?.archived ? 'blue' : 'red'}
          loading={setArchived.isPending}
          onClose={() => setArchiving(null)}
          onConfirm={() =>
            archiving &&
            setArchived.mutate(
              { couponId: archiving.id, archived: !archiving.archived },
              { onSuccess: () => setArchiving(null) },
            )
          }
        >
          <Text size="sm">
            {archiving?.archived
              ? 'Buyers can redeem it again, within its expiry and redemption limit.'
              : 'Buyers can no longer redeem it; orders that used it keep their discount. You can unarchive it later.'}
          </Text>
        </ConfirmModal>
        <ConfirmModal
          {...deleting.modal}
          title={`Delete the coupon ${deleting.row?.code ?? ''}?`}
          confirmLabel="Delete coupon"
        >
          <Text size="sm">
            It is removed for good and buyers can no longer redeem it. Orders that used it keep the code and
            their discount. To stop it for a while instead, archive it.
          </Text>
        </ConfirmModal>
      </ListPanel>
    </>
  );
}
