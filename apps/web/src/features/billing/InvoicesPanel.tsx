import { Badge, Group, Text } from '@mantine/core';
import { formatMoney, type InvoiceSummary } from '@tessera/api-contract';
import { useState } from 'react';
import { useInvoices } from '../../api/billing.ts';
import { ExternalLink } from '../../ui/ExternalLink.tsx';
import { formatDate } from '../../ui/format.ts';
import { type Column, ListFooter, ListTable } from '../../ui/list/ListTable.tsx';
import { useClampPage } from '../../ui/list/useListParams.ts';
import { Panel } from '../../ui/Panel.tsx';

const PER_PAGE = 10;

const INVOICE_STATUS: Record<InvoiceSummary['status'], { label: string; color: string }> = {
  draft: { label: 'Draft', color: 'gray' },
  open: { label: 'Due', color: 'yellow' },
  paid: { label: 'Paid', color: 'teal' },
  uncollectible: { label: 'Unpaid', color: 'red' },
  void: { label: 'Void', color: 'gray' },
};

const columns: Column<InvoiceSummary, 'created_at'>[] = [
  {
    id: 'number',
    header: 'Invoice',
    render: (invoice) => (
      <Text size="sm" ff="monospace">
        {invoice.number ?? '—'}
      </Text>
    ),
  },
  {
    id: 'date',
    header: 'Date',
    render: (invoice) => <Text size="sm">{formatDate(invoice.created_at)}</Text>,
  },
  {
    id: 'description',
    header: 'Description',
    render: (invoice) => <Text size="sm">{invoice.description}</Text>,
  },
  {
    id: 'amount',
    header: 'Amount',
    align: 'right',
    render: (invoice) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatMoney(invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due, invoice.currency)}
      </Text>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    render: (invoice) => (
      <Badge variant="light" size="sm" color={INVOICE_STATUS[invoice.status].color}>
        {INVOICE_STATUS[invoice.status].label}
      </Badge>
    ),
  },
  {
    id: 'links',
    header: '',
    align: 'right',
    render: (invoice) => (
      <Group gap="sm" justify="flex-end" wrap="nowrap">
        {invoice.hosted_invoice_url ? <ExternalLink href={invoice.hosted_invoice_url} text="View" /> : null}
        {invoice.invoice_pdf ? <ExternalLink href={invoice.invoice_pdf} text="PDF" /> : null}
      </Group>
    ),
  },
];

/** The agency's invoices, newest first, with Stripe's own page and PDF of each (owner only). */
export function InvoicesPanel() {
  const [page, setPage] = useState(1);
  const list = useInvoices({ page, per_page: PER_PAGE });
  const total = list.data?.meta.total;
  useClampPage(page, total, PER_PAGE, setPage);
  return (
    <Panel title="Billing history" description="Every invoice, with Stripe's page and PDF of it.">
      <div>
        <ListTable
          caption="Invoices"
          columns={columns}
          rows={list.data?.data}
          rowKey={(invoice) => invoice.id}
          sort={{ sort: 'created_at', order: 'desc' }}
          onSort={() => {}}
          loading={list.isPending}
          refreshing={list.isPlaceholderData}
          error={list.error}
          onRetry={() => void list.refetch()}
          empty={{
            title: 'No invoices yet',
            description: 'Invoices appear here once your agency is billed.',
          }}
          filtered={false}
          perPage={PER_PAGE}
        />
        <ListFooter page={page} perPage={PER_PAGE} total={total} onPage={setPage} />
      </div>
    </Panel>
  );
}
