import { Alert, Anchor, Avatar, Button, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type CardListItem, type CardListQuery, cardListQuery } from '@tessera/api-contract';
import { CARD_MESSAGES } from '@tessera/cards';
import { countOf } from '@tessera/document';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAnswerTransfer, useCardAction, useCards, useTransferRequests } from '../../api/cards.ts';
import { TOAST_DURATION_MS } from '../../api/outcome.ts';
import { useAppConfig } from '../../app/appContext.tsx';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { formatDateTime } from '../../ui/format.ts';
import { IconCopy, IconExternal, IconPencil, IconPlus, IconTrash } from '../../ui/icons.tsx';
import type { Column } from '../../ui/list/ListTable.tsx';
import { ListPanel } from '../../ui/list/ListView.tsx';
import { listSetup } from '../../ui/list/params.ts';
import { GatedMenuItem, RowMenu } from '../../ui/list/RowActions.tsx';
import { useListState } from '../../ui/list/useListParams.ts';
import { ScreenHeader } from '../../ui/ScreenHeader.tsx';
import { CARD_NOT_EDITABLE } from './editor/draft.ts';
import { cardPaths, useCardArea } from './paths.ts';

type SortField = CardListQuery['sort'];
// The contract's defaults: 10 per page, most recently updated first.
const LIST = listSetup(cardListQuery);

/** SPEC §5: at the limit, creating is refused with the product's own toast. */
export function useCreateCardGuard() {
  const config = useAppConfig();
  return () => {
    if (config.card_count < config.card_limit) return true;
    notifications.show({
      color: 'red',
      message: CARD_MESSAGES.cardLimit,
      autoClose: TOAST_DURATION_MS,
      withCloseButton: true,
    });
    return false;
  };
}

function Optional({ value }: { value: string | null }) {
  return value ? (
    <Text size="sm">{value}</Text>
  ) : (
    <Text size="sm" c="dimmed">
      —
    </Text>
  );
}

/** Cards someone offered the caller (SPEC §4): accept moves the card here, decline leaves it. */
export function TransferRequests() {
  const requests = useTransferRequests();
  const answer = useAnswerTransfer();
  const pending = requests.data ?? [];
  if (pending.length === 0) return null;
  return (
    <Paper withBorder p="md" mb="lg" aria-labelledby="transfer-requests-heading">
      <Text id="transfer-requests-heading" fw={600} mb="sm">
        Cards offered to you
      </Text>
      <Stack gap="sm">
        {pending.map((request) => (
          <Group key={request.id} justify="space-between" wrap="wrap">
            <Text size="sm">
              <b>{request.from?.name ?? 'Someone'}</b> wants to transfer <b>{request.card_name}</b> to you (
              {formatDateTime(request.created_at)}).
            </Text>
            <Group gap="xs">
              <Button
                size="xs"
                loading={answer.isPending && answer.variables?.id === request.id && answer.variables.accept}
                onClick={() => answer.mutate({ id: request.id, accept: true })}
                aria-label={`Accept ${request.card_name}`}
              >
                Accept
              </Button>
              <Button
                size="xs"
                variant="default"
                loading={answer.isPending && answer.variables?.id === request.id && !answer.variables.accept}
                onClick={() => answer.mutate({ id: request.id, accept: false })}
                aria-label={`Decline ${request.card_name}`}
              >
                Decline
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

function CardActions({ card }: { card: CardListItem }) {
  const area = useCardArea();
  const paths = cardPaths(area);
  const action = useCardAction();
  const allowCreate = useCreateCardGuard();
  const [confirming, setConfirming] = useState(false);
  return (
    <Group gap={6} justify="flex-end" wrap="nowrap">
      <Button
        size="compact-sm"
        variant="light"
        component={Link}
        to={paths.edit(card.id)}
        aria-label={`${card.can.edit ? 'Edit' : 'Open'} ${card.name}`}
      >
        {card.can.edit ? 'Edit' : 'Open'}
      </Button>
      <RowMenu label={`More actions for ${card.name}`}>
        <Menu.Item
          component="a"
          href={card.url}
          target="_blank"
          rel="noopener noreferrer"
          leftSection={<IconExternal size={14} />}
        >
          Open public card
        </Menu.Item>
        <Menu.Item component={Link} to={paths.preview(card.id)} leftSection={<IconPencil size={14} />}>
          Preview
        </Menu.Item>
        <GatedMenuItem
          gate={{ allowed: card.can.edit, message: CARD_NOT_EDITABLE }}
          leftSection={<IconCopy size={14} />}
          onClick={() => allowCreate() && action.mutate({ kind: 'clone', id: card.id })}
        >
          Clone
        </GatedMenuItem>
        <GatedMenuItem
          gate={{ allowed: card.can.manage, message: "You don't have permission to delete this card." }}
          color="red"
          leftSection={<IconTrash size={14} />}
          onClick={() => setConfirming(true)}
        >
          Delete
        </GatedMenuItem>
      </RowMenu>
      <ConfirmModal
        opened={confirming}
        title={`Delete ${card.name}?`}
        confirmLabel="Delete card"
        loading={action.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          action.mutate({ kind: 'delete', id: card.id }, { onSettled: () => setConfirming(false) })
        }
      >
        <Text size="sm">
          The card's public page, QR code and {countOf(card.contacts_count, 'lead')} are removed for good.
          People who saved the contact keep it.
        </Text>
      </ConfirmModal>
    </Group>
  );
}

export function CardsScreen() {
  const area = useCardArea();
  const paths = cardPaths(area);
  const navigate = useNavigate();
  const config = useAppConfig();
  const allowCreate = useCreateCardGuard();
  const state = useListState(LIST);
  const list = useCards(state.query);

  const columns: Column<CardListItem, SortField>[] = [
    {
      id: 'name',
      header: 'Card',
      sortField: 'name',
      render: (c) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={c.photo_url || null} alt="" radius="xl" size="md" color="violet">
            {c.name.slice(0, 1).toUpperCase()}
          </Avatar>
          <div>
            <Anchor component={Link} to={paths.edit(c.id)} size="sm" fw={600}>
              {c.name}
            </Anchor>
            {!c.is_owner ? (
              <Text size="xs" c="dimmed">
                Owned by {c.owner.name}
              </Text>
            ) : null}
          </div>
        </Group>
      ),
    },
    { id: 'job', header: 'Job title', render: (c) => <Optional value={c.job_title} /> },
    { id: 'company', header: 'Company', render: (c) => <Optional value={c.company} /> },
    {
      id: 'leads',
      header: 'Leads',
      align: 'right',
      render: (c) => <Text size="sm">{c.contacts_count}</Text>,
    },
    {
      id: 'updated',
      header: 'Last updated',
      sortField: 'updated_at',
      render: (c) => <Text size="sm">{formatDateTime(c.updated_at)}</Text>,
    },
    { id: 'actions', header: 'Actions', align: 'right', render: (c) => <CardActions card={c} /> },
  ];

  return (
    <>
      <ScreenHeader
        title="Cards"
        description={`Your digital business cards · ${config.card_count} of ${config.card_limit} used.`}
        actions={
          <Group gap="sm">
            {area === 'agency' ? (
              <>
                <Button variant="default" component={Link} to="/agency/cards/integrations">
                  Integrations
                </Button>
                <Button variant="default" component={Link} to="/agency/card/transfers">
                  Transfer history
                </Button>
              </>
            ) : null}
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => allowCreate() && navigate(paths.create)}
            >
              Create card
            </Button>
          </Group>
        }
      />
      <TransferRequests />
      {config.card_limit > 0 && config.card_count >= config.card_limit ? (
        <Alert color="yellow" mb="lg" title="Card limit reached">
          {CARD_MESSAGES.cardLimit}
        </Alert>
      ) : null}
      <ListPanel
        state={state}
        list={list}
        caption="Cards"
        columns={columns}
        empty={{
          title: 'No cards yet',
          description: 'Cards you create, or receive by transfer, appear here.',
        }}
        searchLabel="Search cards"
      />
    </>
  );
}
