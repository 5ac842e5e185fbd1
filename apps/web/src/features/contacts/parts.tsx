import {
  Alert,
  Anchor,
  Badge,
  Button,
  Drawer,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { type ContactSummary, SPAM_REASON_LABELS } from '@tessera/api-contract';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useContact, useDeleteContact, useMarkNotSpam } from '../../api/contacts.ts';
import { describeError } from '../../api/errors.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { formatDateTime } from '../../ui/format.ts';
import { IconAlert, IconCheck, IconTrash } from '../../ui/icons.tsx';
import type { Column } from '../../ui/list/ListTable.tsx';
import { RowActions } from '../../ui/list/RowActions.tsx';
import { SPAM_KEPT_DAYS, SpamReasonBadge } from '../../ui/SpamView.tsx';
import { formPaths } from '../forms/paths.ts';

const displayValue = (value: string | boolean) =>
  typeof value === 'boolean' ? (value ? 'Yes' : 'No') : value || '—';

/**
 * Leads or suspected spam: the `view=spam` query parameter, so a link (or Back) keeps it.
 * Choosing one goes back to the first page.
 */
export function useSpamView(): { spam: boolean; setSpam: (spam: boolean) => void } {
  const [params, setParams] = useSearchParams();
  return {
    spam: params.get('view') === 'spam',
    setSpam: (spam) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        if (spam) next.set('view', 'spam');
        else next.delete('view');
        next.delete('page');
        next.delete('contact');
        return next;
      }),
  };
}

/** The empty states of both views. */
export function contactsEmpty(spam: boolean, where: string): { title: string; description: string } {
  return spam
    ? {
        title: 'No spam',
        description: `Messages the spam checks doubt are kept here for ${SPAM_KEPT_DAYS} days, so you can move any real lead back. Nothing is thrown away unseen.`,
      }
    : {
        title: 'No contacts yet',
        description: `When visitors send a form on ${where}, they appear here right away.`,
      };
}

/**
 * The columns of a contact list: who (opens the contact), phone, the website when the list spans
 * several, form, page, when; in the spam view the reason and "Not spam".
 */
export function contactColumns<F extends string>(options: {
  spam: boolean;
  /** The list's sort fields by column; `site` adds the website column (lists spanning sites). */
  sortFields: { name: F; created_at: F; site?: F };
  fresh?: ReadonlySet<number>;
  onOpen: (contact: ContactSummary) => void;
  onNotSpam: (contact: ContactSummary) => void;
  restoring: number | null;
}): Column<ContactSummary, F>[] {
  const { sortFields } = options;
  const columns: Column<ContactSummary, F>[] = [
    {
      id: 'name',
      header: 'Contact',
      sortField: sortFields.name,
      render: (contact) => (
        <UnstyledButton
          onClick={() => options.onOpen(contact)}
          aria-label={`Open ${contact.name || contact.email || 'contact'}`}
        >
          <Group gap="xs" wrap="nowrap">
            <div>
              <Text size="sm" fw={600}>
                {contact.name || contact.email || 'Unnamed contact'}
              </Text>
              {contact.name && contact.email ? (
                <Text size="xs" c="dimmed">
                  {contact.email}
                </Text>
              ) : null}
            </div>
            {options.fresh?.has(contact.id) ? (
              <Badge size="xs" color="teal" variant="light">
                New
              </Badge>
            ) : null}
          </Group>
        </UnstyledButton>
      ),
    },
    { id: 'phone', header: 'Phone', render: (contact) => <Text size="sm">{contact.phone || '—'}</Text> },
  ];
  if (sortFields.site !== undefined)
    columns.push({
      id: 'site',
      header: 'Website',
      sortField: sortFields.site,
      render: (contact) => (
        <Anchor component={Link} to={`/agency/websites/${contact.landing_id}/contacts`} size="sm">
          {contact.landing_title}
        </Anchor>
      ),
    });
  columns.push(
    {
      id: 'form',
      header: 'Form',
      render: (contact) => (
        <Text size="sm" c={contact.form_name ? undefined : 'dimmed'}>
          {contact.form_name ?? 'No form record'}
        </Text>
      ),
    },
    { id: 'page', header: 'Page', render: (contact) => <Text size="sm">{contact.page_name ?? '—'}</Text> },
    {
      id: 'received',
      header: 'Received',
      sortField: sortFields.created_at,
      render: (contact) => <Text size="sm">{formatDateTime(contact.created_at)}</Text>,
    },
  );
  if (options.spam)
    columns.push(
      {
        id: 'reason',
        header: 'Why',
        render: (contact) => (contact.spam_reason ? <SpamReasonBadge reason={contact.spam_reason} /> : null),
      },
      {
        id: 'actions',
        header: '',
        render: (contact) => (
          <RowActions>
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconCheck size={14} />}
              loading={options.restoring === contact.id}
              onClick={() => options.onNotSpam(contact)}
              aria-label={`Not spam: ${contact.name || contact.email || 'this contact'}`}
            >
              Not spam
            </Button>
          </RowActions>
        ),
      },
    );
  return columns;
}

/** "Not spam" for a screen's list and drawer: the call, and which contact it is (or was last) for. */
export function useNotSpamAction() {
  const restore = useMarkNotSpam();
  return {
    restoring: restore.isPending ? (restore.variables?.contactId ?? null) : null,
    /** The contact last restored here: its "new contact" note is no news to this screen. */
    lastRestored: restore.variables?.contactId ?? null,
    run: (contact: { id: number; landing_id: number }) =>
      restore.mutate({ landingId: contact.landing_id, contactId: contact.id }),
  };
}

export type NotSpamAction = ReturnType<typeof useNotSpamAction>;

/** One contact in a side drawer: its values, where it came from, and what can be done with it. */
export function ContactDrawer({
  landingId,
  contactId,
  notSpam,
  onClose,
}: {
  landingId: number | null;
  contactId: number | null;
  notSpam: NotSpamAction;
  onClose: () => void;
}) {
  const contact = useContact(landingId ?? 0, landingId === null ? null : contactId);
  const remove = useDeleteContact(landingId ?? 0);
  const [confirming, setConfirming] = useState(false);
  const data = contact.data;
  return (
    <Drawer
      opened={contactId !== null && landingId !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={<Text fw={700}>{data ? data.name || data.email || 'Contact' : 'Contact'}</Text>}
    >
      {contact.error && !data ? (
        <Alert color="red" variant="light" title="The contact could not be loaded" icon={<IconAlert />}>
          {describeError(contact.error)}
        </Alert>
      ) : !data ? (
        <Stack aria-busy="true">
          <Skeleton h={16} />
          <Skeleton h={16} />
          <Skeleton h={16} />
        </Stack>
      ) : (
        <Stack gap="md">
          {data.spam_reason ? (
            <Alert color="orange" variant="light" title="Held as spam" icon={<IconAlert />}>
              <Text size="sm" mb="sm">
                {SPAM_REASON_LABELS[data.spam_reason]}. It is kept here for {SPAM_KEPT_DAYS} days; no alert or
                webhook was sent for it.
              </Text>
              <Button
                size="xs"
                color="orange"
                leftSection={<IconCheck size={14} />}
                loading={notSpam.restoring === data.id}
                onClick={() => notSpam.run(data)}
              >
                Not spam
              </Button>
            </Alert>
          ) : null}
          <Text size="sm" c="dimmed">
            Received {formatDateTime(data.created_at)} on {data.landing_title}
            {data.page_name ? `, page “${data.page_name}”` : ''}
            {data.form_name ? (
              <>
                {' '}
                through the form{' '}
                <Anchor component={Link} to={formPaths.edit(data.landing_id, data.form_id ?? 0)} size="sm">
                  {data.form_name}
                </Anchor>
              </>
            ) : null}
            .
          </Text>
          <Table withTableBorder variant="vertical" layout="fixed">
            <Table.Tbody>
              {data.entries.map((entry) => (
                <Table.Tr key={entry.name}>
                  <Table.Th w={140}>{entry.label}</Table.Th>
                  <Table.Td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {displayValue(entry.value)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="space-between">
            {data.email ? (
              <Button component="a" href={`mailto:${data.email}`} variant="light">
                Email {data.email}
              </Button>
            ) : (
              <span />
            )}
            <Button
              color="red"
              variant="subtle"
              leftSection={<IconTrash size={16} />}
              onClick={() => setConfirming(true)}
            >
              Delete
            </Button>
          </Group>
          <ConfirmModal
            opened={confirming}
            title="Delete this contact?"
            confirmLabel="Delete contact"
            loading={remove.isPending}
            onClose={() => setConfirming(false)}
            onConfirm={() =>
              remove.mutate(data.id, {
                onSuccess: () => {
                  setConfirming(false);
                  onClose();
                },
              })
            }
          >
            <Text size="sm">
              What {data.name || 'this visitor'} sent is removed for good. Exports taken before keep it.
            </Text>
          </ConfirmModal>
        </Stack>
      )}
    </Drawer>
  );
}
