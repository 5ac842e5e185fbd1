import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Loader,
  Pagination,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { formatPhone } from '@tessera/document';
import { useState } from 'react';
import {
  downloadCardContactsCsv,
  useCardContacts,
  useDeleteCardContact,
  useMarkCardLeadNotSpam,
} from '../../../api/cards.ts';
import { isApiError } from '../../../api/errors.ts';
import { ConfirmModal } from '../../../ui/ConfirmModal.tsx';
import { formatDateTime } from '../../../ui/format.ts';
import { IconCheck, IconTrash } from '../../../ui/icons.tsx';
import { SearchField } from '../../../ui/list/SearchField.tsx';
import { SPAM_KEPT_DAYS, SpamReasonBadge, SpamViewControl } from '../../../ui/SpamView.tsx';
import { useRowConfirm } from '../../../ui/useRowConfirm.ts';

const PER_PAGE = 20;

/**
 * The card's leads (SPEC §7 cards/{id}/contacts): newest first, searchable, exportable as CSV.
 * Suspected spam waits behind the Spam switch, where "Not spam" moves a real lead back.
 */
export function LeadsPanel({ cardId, allowed }: { cardId: number; allowed: boolean }) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [spam, setSpam] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const contacts = useCardContacts(
    cardId,
    { page, per_page: PER_PAGE, search: search || undefined, order: 'desc', spam: spam ? 'true' : 'false' },
    allowed,
  );
  const spamCount = useCardContacts(cardId, { page: 1, per_page: 1, order: 'desc', spam: 'true' }, allowed);
  const restore = useMarkCardLeadNotSpam(cardId);
  const remove = useDeleteCardContact(cardId);
  const deleting = useRowConfirm<{ id: number; name: string }>(remove, { closeOn: 'settled' });

  if (!allowed) {
    return <Alert color="gray">You do not have permission to see this card's leads.</Alert>;
  }
  const rows = contacts.data?.data ?? [];
  const total = contacts.data?.meta.total ?? 0;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <SpamViewControl
          spam={spam}
          spamCount={spamCount.data?.meta.total}
          onChange={(next) => {
            setSpam(next);
            setPage(1);
          }}
        />
        <SearchField
          label="Search leads"
          value={search}
          onCommit={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <Button
          variant="light"
          loading={exporting}
          disabled={total === 0}
          onClick={async () => {
            setExporting(true);
            setExportError(null);
            try {
              await downloadCardContactsCsv(cardId, spam);
            } catch (cause) {
              setExportError(isApiError(cause) ? cause.message : 'The leads could not be exported.');
            } finally {
              setExporting(false);
            }
          }}
        >
          Export CSV
        </Button>
      </Group>
      {exportError ? <Alert color="red">{exportError}</Alert> : null}
      {contacts.isPending ? (
        <Loader size="sm" aria-label="Loading leads" />
      ) : contacts.error ? (
        <Alert color="red" title="The leads could not be loaded">
          <Button size="xs" variant="light" onClick={() => void contacts.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {search
            ? 'No leads match this search.'
            : spam
              ? `No spam. Posts the spam checks doubt are kept here for ${SPAM_KEPT_DAYS} days, so you can move any real lead back.`
              : 'No leads yet. People who share their details on your card appear here.'}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped highlightOnHover aria-label="Leads">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Contact</Table.Th>
                <Table.Th>Company</Table.Th>
                <Table.Th>Received</Table.Th>
                <Table.Th>
                  <span className="visually-hidden">Actions</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((lead) => (
                <Table.Tr key={lead.id}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {lead.data.fullname ?? '—'}
                    </Text>
                    {lead.spam_reason ? <SpamReasonBadge reason={lead.spam_reason} inline /> : null}
                    {lead.data.note ? (
                      <Text size="xs" c="dimmed" lineClamp={2}>
                        {lead.data.note}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{lead.data.email ?? ''}</Text>
                    <Text size="sm">{lead.data.phone ? formatPhone(lead.data.phone) : ''}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {[lead.data.company, lead.data.job].filter(Boolean).join(' · ') || '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatDateTime(lead.created_at)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap" justify="flex-end">
                      {lead.spam_reason ? (
                        <Tooltip label="Not spam: move it to your leads">
                          <ActionIcon
                            variant="subtle"
                            color="teal"
                            aria-label={`Not spam: ${lead.data.fullname ?? lead.id}`}
                            loading={restore.isPending && restore.variables === lead.id}
                            onClick={() => restore.mutate(lead.id)}
                          >
                            <IconCheck size={16} />
                          </ActionIcon>
                        </Tooltip>
                      ) : null}
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete lead ${lead.data.fullname ?? lead.id}`}
                        loading={remove.isPending && remove.variables === lead.id}
                        onClick={() =>
                          deleting.open({ id: lead.id, name: lead.data.fullname ?? 'this lead' })
                        }
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmModal {...deleting.modal} title="Delete this lead?" confirmLabel="Delete lead">
        <Text size="sm">
          The details of {deleting.row?.name} are removed from this card for good. Exports made before keep
          them.
        </Text>
      </ConfirmModal>
      {total > PER_PAGE ? (
        <Pagination total={Math.ceil(total / PER_PAGE)} value={page} onChange={setPage} size="sm" />
      ) : null}
    </Stack>
  );
}
