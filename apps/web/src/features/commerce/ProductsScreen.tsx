import { Avatar, Button, Group, Text } from '@mantine/core';
import { type ProductItem, type ProductListQuery, productListQuery } from '@tessera/api-contract';
import { useState } from 'react';
import { useProducts, useSetProductArchived } from '../../api/commerce.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { IconPlus } from '../../ui/icons.tsx';
import { createdColumn } from '../../ui/list/columns.tsx';
import type { Column } from '../../ui/list/ListTable.tsx';
import { ListPanel } from '../../ui/list/ListView.tsx';
import { listSetup } from '../../ui/list/params.ts';
import { GatedMenuItem, RowMenu } from '../../ui/list/RowActions.tsx';
import { useListState } from '../../ui/list/useListParams.ts';
import { PermissionGate } from '../../ui/PermissionGate.tsx';
import { useSite } from '../websites/siteContext.ts';
import { priceLabel } from './labels.ts';
import { ProductFormModal } from './ProductFormModal.tsx';
import {
  ArchivedFilterControl,
  GatewayNeededNote,
  PaymentsNav,
  StateBadge,
  useArchivedView,
  useCommerceGates,
} from './parts.tsx';

type SortField = ProductListQuery['sort'];
const LIST = listSetup(productListQuery, { perPage: 20 });

/** SPEC §7 products: what the site sells, each with its price on the connected Stripe account. */
export function ProductsScreen() {
  const site = useSite();
  const state = useListState(LIST);
  const archived = useArchivedView();
  const list = useProducts(site.id, { ...state.query, archived: archived.view });
  const gates = useCommerceGates();
  const setArchived = useSetProductArchived(site.id);
  const [editing, setEditing] = useState<ProductItem | 'new' | null>(null);
  const [archiving, setArchiving] = useState<ProductItem | null>(null);

  const columns: Column<ProductItem, SortField>[] = [
    {
      id: 'name',
      header: 'Product',
      sortField: 'name',
      render: (product) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={product.image_url || null} radius="sm" size={36} alt="" color="gray">
            {product.name.slice(0, 1).toUpperCase()}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600}>
              {product.name}
            </Text>
            {product.description ? (
              <Text size="xs" c="dimmed" lineClamp={1}>
                {product.description}
              </Text>
            ) : null}
          </div>
        </Group>
      ),
    },
    {
      id: 'price',
      header: 'Price',
      sortField: 'amount',
      render: (product) => <Text size="sm">{priceLabel(product)}</Text>,
    },
    {
      id: 'orders',
      header: 'Orders',
      align: 'right',
      render: (product) => <Text size="sm">{product.orders}</Text>,
    },
    {
      id: 'status',
      header: 'Status',
      render: (product) => (
        <StateBadge
          state={
            product.archived ? { label: 'Archived', color: 'gray' } : { label: 'On sale', color: 'teal' }
          }
        />
      ),
    },
    createdColumn<ProductItem>('Created'),
    {
      id: 'actions',
      header: '',
      align: 'right',
      width: 56,
      render: (product) => (
        <RowMenu label={`Actions for ${product.name}`}>
          <GatedMenuItem gate={gates.manage} onClick={() => setEditing(product)}>
            Edit
          </GatedMenuItem>
          <GatedMenuItem
            gate={gates.manage}
            color={product.archived ? undefined : 'red'}
            onClick={() => setArchiving(product)}
          >
            {product.archived ? 'Unarchive' : 'Archive'}
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
        caption={`Products of ${site.title}`}
        columns={columns}
        empty={
          archived.view === 'true'
            ? { title: 'No archived products', description: 'Products you archive are kept here.' }
            : {
                title: 'No products yet',
                description: noGateway
                  ? 'Connect a Stripe account first, then add what this website sells.'
                  : 'Add what this website sells, once or as a subscription; order elements on its pages offer it.',
              }
        }
        filtered={state.params.search !== '' || archived.view !== 'false'}
        searchLabel="Search products"
        filters={<ArchivedFilterControl view={archived.view} onChange={archived.set} />}
        actions={
          <PermissionGate {...gates.create}>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
              New product
            </Button>
          </PermissionGate>
        }
      >
        {editing !== null ? (
          <ProductFormModal
            key={editing === 'new' ? 'new' : editing.id}
            landingId={site.id}
            product={editing === 'new' ? null : editing}
            currency={gates.gateway?.currency ?? 'usd'}
            onClose={() => setEditing(null)}
          />
        ) : null}
        <ConfirmModal
          opened={archiving !== null}
          title={
            archiving?.archived ? `Offer “${archiving.name}” again?` : `Archive “${archiving?.name ?? ''}”?`
          }
          confirmLabel={archiving?.archived ? 'Unarchive product' : 'Archive product'}
          color={archiving?.archived ? 'blue' : 'red'}
          loading={setArchived.isPending}
          onClose={() => setArchiving(null)}
          onConfirm={() =>
            archiving &&
            setArchived.mutate(
              { productId: archiving.id, archived: !archiving.archived },
              { onSuccess: () => setArchiving(null) },
            )
          }
        >
          <Text size="sm">
            {archiving?.archived
              ? 'Order elements that name it offer it again, at its current price.'
              : 'Order elements stop offering it, and pages that show it say it is unavailable. Past orders keep it, and existing subscriptions to it go on until they are canceled.'}
          </Text>
        </ConfirmModal>
      </ListPanel>
    </>
  );
}
