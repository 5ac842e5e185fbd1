import { Anchor, Badge, Group, Select, Stack, Text } from '@mantine/core';
import {
  formatMoney,
  invoiceStatuses,
  type SiteInvoice,
  type SiteInvoiceListQuery,
  siteInvoiceListQuery,
} from '@tessera/api-contract';
import { useSearchParams } from 'react-router';
import { downloadSiteInvoicesCsv, useProductChoices, useSiteInvoices } from '../../api/commerce.ts';
import { formatDateTime } from '../../ui/format.ts';
import type { Column } from '../../ui/list/ListTable.tsx';
import { ListPanel } from '../../ui/list/ListView.tsx';
import { listSetup } from '../../ui/list/params.ts';
import { useListState } from '../../ui/list/useListParams.ts';
import { ExportCsvButton, positiveId, useQueryPatch } from '../contacts/listControls.tsx';
import { useSite } from '../websites/siteContext.ts';
import { INVOICE_STATUS_LABELS, orderLinesSummary } from './labels.ts';
import { OrderDrawer } from './OrderDrawer.tsx';
import { PaymentsNav, StateBadge, StatusFilterSelect, useStatusFilter } from './parts.tsx';

type SortField = SiteInvoiceListQuery['sort'];
const LIST = listSetup(siteInvoiceListQuery, { perPage: 20 });

/**
 * SPEC §7 orders: what buyers paid on the site's order pages (each order an invoice of the site),
 * searchable by number, e-mail or name, filtered by status and product, exported as CSV.
 */
export function OrdersScreen() {
  const site = useSite();
  const state = useListState(LIST);
  const { params } = state;
  const [query] = useSearchParams();
  const setQuery = useQueryPatch();
  const statusFilter = useStatusFilter(invoiceStatuses, INVOICE_STATUS_LABELS);
  const { status } = statusFilter;
  const productId = positiveId(query.get('product'));
  // `invoice`, not `order`: the list keeps its sort order in `order`.
  const openId = positiveId(query.get('invoice')) ?? null;
  const filters = { status, product_id: productId };
  const list = useSiteInvoices(site.id, { ...state.query, ...filters });
  const products = useProductChoices(site.id);

  const productData = [
    { value: '', label: 'All products' },
    ...(products.data ?? []).map((product) => ({
      value: String(product.id),
      label: product.archived ? `${product.name} (archived)` : product.name,
    })),
  ];

  const open = (invoice: SiteInvoice) => setQuery({ invoice: String(invoice.id) });

  const columns: Column<SiteInvoice, SortField>[] = [
    {
      id: 'number',
      header: 'Order',
      sortField: 'number',
      render: (invoice) => (
        <Anchor component="button" type="button" size="sm" fw={600} onClick={() => open(invoice)}>
          {invoice.number}
        </Anchor>
      ),
    },
    {
      id: 'buyer',
      header: 'Buyer',
      render: (invoice) => (
        <div style={{ minWidth: 0 }}>
          <Text size="sm" lineClamp={1}>
            {invoice.name || invoice.email || '—'}
          </Text>
          {invoice.name && invoice.email ? (
            <Text size="xs" c="dimmed" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
              {invoice.email}
            </Text>
          ) : null}
        </div>
      ),
    },
    {
      id: 'items',
      header: 'Items',
      render: (invoice) => (
        <Stack gap={2} align="flex-start">
          <Text size="sm" lineClamp={2}>
            {orderLinesSummary(invoice.lines)}
          </Text>
          {invoice.renewal ? (
            <Badge variant="outline" color="gray" size="xs">
              Renewal
            </Badge>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'total',
      header: 'Total',
      sortField: 'total',
      align: 'right',
      render: (invoice) => (
        <Text size="sm" fw={500}>
          {formatMoney(invoice.total, invoice.currency)}
        </Text>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      render: (invoice) => <StateBadge state={INVOICE_STATUS_LABELS[invoice.status]} />,
    },
    {
      id: 'date',
      header: 'Date',
      sortField: 'created_at',
      render: (invoice) => <Text size="sm">{formatDateTime(invoice.paid_at ?? invoice.created_at)}</Text>,
    },
  ];

  return (
    <>
      <PaymentsNav />
      <ListPanel
        state={state}
        list={list}
        caption={`Orders of ${site.title}`}
        columns={columns}
        empty={{
          title: 'No orders yet',
          description:
            'When buyers pay on this website’s order pages, their orders appear here, and the buyers join its contacts.',
        }}
        filtered={params.search !== '' || status !== undefined || productId !== undefined}
        searchLabel="Search orders"
        filters={
          <Group gap="sm" wrap="wrap">
            <StatusFilterSelect filter={statusFilter} width={160} />
            <Select
              aria-label="Filter by product"
              data={productData}
              value={productId === undefined ? '' : String(productId)}
              onChange={(value) => setQuery({ product: value ? value : null }, true)}
              allowDeselect={false}
              searchable
              nothingFoundMessage="No product by that name"
              w={{ base: '100%', sm: 220 }}
            />
          </Group>
        }
        actions={
          <ExportCsvButton
            total={list.data?.meta.total}
            // The export holds what the list shows, in its order.
            download={() =>
              downloadSiteInvoicesCsv(site.id, {
                ...filters,
                search: params.search || undefined,
                sort: params.sort,
                order: params.order,
              })
            }
          />
        }
      >
        <OrderDrawer invoiceId={openId} onClose={() => setQuery({ invoice: null })} />
      </ListPanel>
    </>
  );
}
