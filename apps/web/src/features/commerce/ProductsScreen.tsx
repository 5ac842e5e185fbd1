import { Avatar, Group, Text } from '@mantine/core';
import { type ProductItem, type ProductListQuery, productListQuery } from '@tessera/api-contract';
import { useState } from 'react';
import { useProducts, useSetProductArchived } from '../../api/commerce.ts';
import { createdColumn } from '../../ui/list/columns.tsx';
import type { Column } from '../../ui/list/ListTable.tsx';
import { listSetup } from '../../ui/list/params.ts';
import { GatedMenuItem, RowMenu } from '../../ui/list/RowActions.tsx';
import { useSite } from '../websites/siteContext.ts';
import {
  ArchivableListScreen,
  ArchiveConfirmModal,
  ArchiveMenuItem,
  useArchivableList,
  useArchiveConfirm,
} from './ArchivableList.tsx';
import { priceLabel } from './labels.ts';
import { ProductFormModal } from './ProductFormModal.tsx';
import { StateBadge } from './parts.tsx';

type SortField = ProductListQuery['sort'];
const LIST = listSetup(productListQuery, { perPage: 20 });

/** SPEC §7 products: what the site sells, each with its price on the connected Stripe account. */
export function ProductsScreen() {
  const site = useSite();
  const view = useArchivableList(LIST, useProducts);
  const { gates } = view;
  const setArchived = useSetProductArchived(site.id);
  const archiving = useArchiveConfirm(setArchived, (product: ProductItem, archived) => ({
    productId: product.id,
    archived,
  }));
  const [editing, setEditing] = useState<ProductItem | 'new' | null>(null);

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
          <ArchiveMenuItem
            archived={product.archived}
            gate={gates.manage}
            color={product.archived ? undefined : 'red'}
            onClick={() => archiving.open(product)}
          />
        </RowMenu>
      ),
    },
  ];

  return (
    <ArchivableListScreen
      {...view}
      caption={`Products of ${site.title}`}
      columns={columns}
      searchLabel="Search products"
      empty={{
        archived: { title: 'No archived products', description: 'Products you archive are kept here.' },
        first: {
          title: 'No products yet',
          noGateway: 'Connect a Stripe account first, then add what this website sells.',
          description:
            'Add what this website sells, once or as a subscription; order elements on its pages offer it.',
        },
      }}
      create={{ label: 'New product', onClick: () => setEditing('new') }}
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
      <ArchiveConfirmModal
        confirm={archiving}
        noun="product"
        title={(product) =>
          product?.archived ? `Offer “${product.name}” again?` : `Archive “${product?.name ?? ''}”?`
        }
        archiveText="Order elements stop offering it, and pages that show it say it is unavailable. Past orders keep it, and existing subscriptions to it go on until they are canceled."
        unarchiveText="Order elements that name it offer it again, at its current price."
      />
    </ArchivableListScreen>
  );
}
