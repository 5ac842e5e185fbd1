import { Anchor, Badge, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { type CardTransferItem, cardTransferStatuses } from '@tessera/api-contract';
import { countOf } from '@tessera/document';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCards, useCardTransfers } from '../../api/cards.ts';
import { useAuth } from '../../state/authStore.ts';
import { formatDateTime } from '../../ui/format.ts';
import { IconPlus } from '../../ui/icons.tsx';
import { type Column, ListFooter, ListTable } from '../../ui/list/ListTable.tsx';
import { SearchField } from '../../ui/list/SearchField.tsx';
import { ScreenHeader } from '../../ui/ScreenHeader.tsx';
import { TransferRequests, useCreateCardGuard } from './CardsScreen.tsx';

const PER_PAGE = 10;
const STATUS_COLORS: Record<CardTransferItem['status'], string> = {
  pending: 'blue',
  confirmed: 'teal',
  declined: 'red',
  cancelled: 'gray',
};
const label = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Agency users and website users have no cards list (SPEC §6 whitelist): this screen is where
 * they find their cards, offers made to them, and the way to create one.
 */
function MemberCards() {
  const navigate = useNavigate();
  const allowCreate = useCreateCardGuard();
  const cards = useCards({ page: 1, per_page: 100, sort: 'updated_at', order: 'desc' });
  return (
    <Paper withBorder p="md" mb="lg">
      <Group justify="space-between" mb="sm">
        <Text fw={600}>Your cards</Text>
        <Button
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => allowCreate() && navigate('/agency/card/create')}
        >
          Create card
        </Button>
      </Group>
      {(cards.data?.data ?? []).length === 0 ? (
        <Text size="sm" c="dimmed">
          {cards.isPending ? 'Loading…' : 'No cards yet.'}
        </Text>
      ) : (
        <Stack gap={4}>
          {(cards.data?.data ?? []).map((card) => (
            <Group key={card.id} justify="space-between">
              <Anchor component={Link} to={`/agency/card/${card.id}`} size="sm" fw={600}>
                {card.name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {countOf(card.contacts_count, 'lead')}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** `/agency/card/transfers`: every card transfer out of or into the agency, newest first. */
export function CardTransfersScreen() {
  const role = useAuth((s) => s.role);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<CardTransferItem['status'] | null>(null);
  const transfers = useCardTransfers({
    page,
    per_page: PER_PAGE,
    search: search || undefined,
    status: status ?? undefined,
    order: 'desc',
  });
  const columns: Column<CardTransferItem, 'created_at'>[] = [
    {
      id: 'card',
      header: 'Card',
      render: (t) => (
        <Text size="sm" fw={600}>
          {t.card_name}
        </Text>
      ),
    },
    {
      id: 'from',
      header: 'From',
      render: (t) => <Text size="sm">{t.from ? `${t.from.name} (${t.from.email})` : '—'}</Text>,
    },
    {
      id: 'to',
      header: 'To',
      render: (t) => <Text size="sm">{t.to_name ? `${t.to_name} (${t.to_email})` : t.to_email}</Text>,
    },
    {
      id: 'status',
      header: 'Status',
      width: 130,
      render: (t) => (
        <Badge color={STATUS_COLORS[t.status]} variant="light" style={{ flexShrink: 0, overflow: 'visible' }}>
          {label(t.status)}
        </Badge>
      ),
    },
    { id: 'sent', header: 'Sent', render: (t) => <Text size="sm">{formatDateTime(t.created_at)}</Text> },
    {
      id: 'answered',
      header: 'Answered',
      render: (t) => <Text size="sm">{t.responded_at ? formatDateTime(t.responded_at) : '—'}</Text>,
    },
  ];
  return (
    <>
      <ScreenHeader
        title="Card transfers"
        description="Cards your agency sent or received, and what became of them."
      />
      <TransferRequests />
      {role !== 'Agency' ? <MemberCards /> : null}
      <Paper withBorder p="md">
        <Group justify="space-between" mb="md" wrap="wrap">
          <SearchField
            label="Search transfers"
            value={search}
            onCommit={(value) => {
              setSearch(value);
              setPage(1);
            }}
          />
          <Select
            aria-label="Status"
            placeholder="All statuses"
            clearable
            data={cardTransferStatuses.map((s) => ({ value: s, label: label(s) }))}
            value={status}
            onChange={(value) => {
              setStatus(value as CardTransferItem['status'] | null);
              setPage(1);
            }}
          />
        </Group>
        <ListTable
          caption="Card transfers"
          columns={columns}
          rows={transfers.data?.data}
          rowKey={(t) => t.id}
          sort={{ sort: 'created_at', order: 'desc' }}
          onSort={() => undefined}
          loading={transfers.isPending}
          refreshing={transfers.isPlaceholderData}
          error={transfers.error}
          onRetry={() => void transfers.refetch()}
          empty={{ title: 'No transfers yet', description: 'Cards sent to or from your agency appear here.' }}
          filtered={search !== '' || status !== null}
          perPage={PER_PAGE}
        />
        <ListFooter page={page} perPage={PER_PAGE} total={transfers.data?.meta.total} onPage={setPage} />
      </Paper>
    </>
  );
}
