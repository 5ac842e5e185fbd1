import { Code, Menu, Text } from '@mantine/core';
import { type CouponItem, type CouponListQuery, couponListQuery } from '@tessera/api-contract';
import { useState } from 'react';
import { useCouponActions, useCoupons } from '../../api/commerce.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { formatDate } from '../../ui/format.ts';
import { createdColumn } from '../../ui/list/columns.tsx';
import type { Column } from '../../ui/list/ListTable.tsx';
import { listSetup } from '../../ui/list/params.ts';
import { GatedMenuItem, RowMenu } from '../../ui/list/RowActions.tsx';
import { useRowConfirm } from '../../ui/useRowConfirm.ts';
import { useSite } from '../websites/siteContext.ts';
import {
  ArchivableListScreen,
  ArchiveConfirmModal,
  ArchiveMenuItem,
  useArchivableList,
  useArchiveConfirm,
} from './ArchivableList.tsx';
import { CouponFormModal } from './CouponFormModal.tsx';
import {
  COUPON_STATE_LABELS,
  couponDiscountLabel,
  couponDurationLabel,
  couponState,
  redemptionsLabel,
} from './labels.ts';
import { StateBadge } from './parts.tsx';

type SortField = CouponListQuery['sort'];
const LIST = listSetup(couponListQuery, { perPage: 20 });

/** SPEC §7 coupons: codes buyers type on the site's order pages for a discount. */
export function CouponsScreen() {
  const site = useSite();
  const view = useArchivableList(LIST, useCoupons);
  const { gates } = view;
  const { setArchived, remove } = useCouponActions(site.id);
  const deleting = useRowConfirm<CouponItem>(remove);
  const archiving = useArchiveConfirm(setArchived, (coupon: CouponItem, archived) => ({
    couponId: coupon.id,
    archived,
  }));
  const [creating, setCreating] = useState(false);
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
          <ArchiveMenuItem
            archived={coupon.archived}
            gate={gates.manage}
            onClick={() => archiving.open(coupon)}
          />
          <Menu.Divider />
          <GatedMenuItem gate={gates.manage} color="red" onClick={() => deleting.open(coupon)}>
            Delete
          </GatedMenuItem>
        </RowMenu>
      ),
    },
  ];

  return (
    <ArchivableListScreen
      {...view}
      caption={`Coupons of ${site.title}`}
      columns={columns}
      searchLabel="Search coupons"
      empty={{
        archived: { title: 'No archived coupons', description: 'Coupons you archive are kept here.' },
        first: {
          title: 'No coupons yet',
          noGateway: 'Connect a Stripe account first, then make codes buyers type for a discount.',
          description: 'Make a code buyers type on an order page for a percentage or an amount off.',
        },
      }}
      create={{ label: 'New coupon', onClick: () => setCreating(true) }}
    >
      {creating ? (
        <CouponFormModal
          landingId={site.id}
          currency={gates.gateway?.currency ?? 'usd'}
          onClose={() => setCreating(false)}
        />
      ) : null}
      <ArchiveConfirmModal
        confirm={archiving}
        noun="coupon"
        title={(coupon) =>
          coupon?.archived ? `Unarchive ${coupon.code}?` : `Archive ${coupon?.code ?? ''}?`
        }
        archiveText="Buyers can no longer redeem it; orders that used it keep their discount. You can unarchive it later."
        unarchiveText="Buyers can redeem it again, within its expiry and redemption limit."
      />
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
    </ArchivableListScreen>
  );
}
