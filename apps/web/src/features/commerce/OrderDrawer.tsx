import { Anchor, Badge, Button, Code, Drawer, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { formatMoney, PRODUCT_INTERVAL_LABELS, type SiteInvoice } from '@tessera/api-contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSiteInvoice } from '../../api/commerce.ts';
import { formatDateTime } from '../../ui/format.ts';
import { LoadError } from '../../ui/LoadError.tsx';
import { useSite } from '../websites/siteContext.ts';
import { INVOICE_STATUS_LABELS } from './labels.ts';
import { StateBadge } from './parts.tsx';
import { commercePaths } from './paths.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w={130} fw={500} c="dimmed">
        {label}
      </Table.Th>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{children}</Table.Td>
    </Table.Tr>
  );
}

/** One order of the site in a side drawer: who bought what, the coupon, tax and total. */
export function OrderDrawer({ invoiceId, onClose }: { invoiceId: number | null; onClose: () => void }) {
  const site = useSite();
  const invoice = useSiteInvoice(site.id, invoiceId);
  const data = invoice.data;
  return (
    <Drawer
      opened={invoiceId !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={<Text fw={700}>{data ? `Order ${data.number}` : 'Order'}</Text>}
    >
      {invoice.error && !data ? (
        <LoadError
          title="The order could not be loaded"
          error={invoice.error}
          onRetry={() => void invoice.refetch()}
        />
      ) : !data ? (
        <Stack aria-busy="true" aria-label="Loading the order">
          <Skeleton h={16} />
          <Skeleton h={16} />
          <Skeleton h={120} />
        </Stack>
      ) : (
        <OrderDetail invoice={data} canOpenContacts={site.permissions.includes('manage_forms')} />
      )}
    </Drawer>
  );
}

function OrderDetail({ invoice, canOpenContacts }: { invoice: SiteInvoice; canOpenContacts: boolean }) {
  const money = (amount: number) => formatMoney(amount, invoice.currency);
  return (
    <Stack gap="md" data-testid="order-detail">
      <Group gap="xs">
        <StateBadge state={INVOICE_STATUS_LABELS[invoice.status]} />
        {invoice.renewal ? (
          <Badge variant="outline" color="gray" size="sm">
            Subscription renewal
          </Badge>
        ) : null}
      </Group>

      <Table withTableBorder variant="vertical" layout="fixed">
        <Table.Tbody>
          <Fact label="Buyer">
            <Stack gap={2}>
              <Text size="sm">{invoice.name || '—'}</Text>
              {invoice.email ? (
                <Anchor href={`mailto:${invoice.email}`} size="sm">
                  {invoice.email}
                </Anchor>
              ) : null}
              {invoice.contact_id !== null && canOpenContacts ? (
                <Anchor
                  component={Link}
                  to={commercePaths.contact(invoice.landing_id, invoice.contact_id)}
                  size="sm"
                >
                  Open the contact
                </Anchor>
              ) : null}
            </Stack>
          </Fact>
          <Fact label="Paid">{invoice.paid_at ? formatDateTime(invoice.paid_at) : 'Not paid'}</Fact>
          <Fact label="Placed">{formatDateTime(invoice.created_at)}</Fact>
          {invoice.coupon_code ? (
            <Fact label="Coupon">
              <Code>{invoice.coupon_code}</Code>
            </Fact>
          ) : null}
        </Table.Tbody>
      </Table>

      <Table.ScrollContainer minWidth={420}>
        <Table verticalSpacing="xs" aria-label="What was bought">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Item</Table.Th>
              <Table.Th ta="right">Qty</Table.Th>
              <Table.Th ta="right">Unit price</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoice.lines.map((line, index) => (
              // Lines have no id of their own; their order is the order's.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
              <Table.Tr key={index}>
                <Table.Td>
                  <Text size="sm">{line.name}</Text>
                  {line.interval !== 'Once' ? (
                    <Text size="xs" c="dimmed">
                      {PRODUCT_INTERVAL_LABELS[line.interval]}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td ta="right">{line.quantity}</Table.Td>
                <Table.Td ta="right">{money(line.unit_amount)}</Table.Td>
                <Table.Td ta="right">{money(line.unit_amount * line.quantity)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Td colSpan={3} ta="right">
                Subtotal
              </Table.Td>
              <Table.Td ta="right">{money(invoice.subtotal)}</Table.Td>
            </Table.Tr>
            {invoice.discount > 0 ? (
              <Table.Tr>
                <Table.Td colSpan={3} ta="right">
                  Discount{invoice.coupon_code ? ` (${invoice.coupon_code})` : ''}
                </Table.Td>
                <Table.Td ta="right">−{money(invoice.discount)}</Table.Td>
              </Table.Tr>
            ) : null}
            <Table.Tr>
              <Table.Td colSpan={3} ta="right">
                Tax
              </Table.Td>
              <Table.Td ta="right">{money(invoice.tax)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td colSpan={3} ta="right" fw={700}>
                Total
              </Table.Td>
              <Table.Td ta="right" fw={700} data-testid="order-total">
                {money(invoice.total)}
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>

      {invoice.subscription_id !== null ? (
        <Group>
          <Button
            component={Link}
            to={commercePaths.subscriptions(invoice.landing_id)}
            variant="light"
            size="xs"
          >
            Customer subscriptions
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
