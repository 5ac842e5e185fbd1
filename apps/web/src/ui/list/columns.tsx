import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { formatDate, formatDateTime } from '../format.ts';
import { IconPencil, IconTrash } from '../icons.tsx';
import type { Column } from './ListTable.tsx';
import { type ActionGate, RowActions, RowIconAction } from './RowActions.tsx';

// Ready-made columns that several list screens show alike.

/** The day the row was created ("Created", "Added"), sorting by it. */
export function createdColumn<T extends { created_at: string }>(header: string): Column<T, 'created_at'> {
  return {
    id: 'created',
    header,
    sortField: 'created_at',
    render: (row) => <Text size="sm">{formatDate(row.created_at)}</Text>,
  };
}

/** When the row was last edited, sorting by it. */
export function lastEditedColumn<T extends { updated_at: string }>(): Column<T, 'updated_at'> {
  return {
    id: 'updated',
    header: 'Last edited',
    sortField: 'updated_at',
    render: (row) => <Text size="sm">{formatDateTime(row.updated_at)}</Text>,
  };
}

/** A record with a draft and a published copy of its design (courses, order pages). */
interface DraftAndPublished {
  published: boolean;
  has_unpublished_changes: boolean;
  published_at: string | null;
}

/**
 * "Draft", or "Published" with when, and a mark while the draft holds changes the published copy
 * lacks; `unpublishedChanges` says what that means for this kind of record.
 */
export function draftStatusColumn<T extends DraftAndPublished>(unpublishedChanges: string): Column<T, never> {
  return {
    id: 'status',
    header: 'Status',
    render: (row) =>
      row.published ? (
        <Stack gap={2} align="flex-start">
          <Group gap={4}>
            <Badge color="teal" variant="light" size="sm">
              Published
            </Badge>
            {row.has_unpublished_changes ? (
              <Tooltip label={unpublishedChanges}>
                <Badge color="yellow" variant="light" size="sm" tabIndex={0}>
                  Unpublished changes
                </Badge>
              </Tooltip>
            ) : null}
          </Group>
          {row.published_at ? (
            <Text size="xs" c="dimmed">
              {formatDateTime(row.published_at)}
            </Text>
          ) : null}
        </Stack>
      ) : (
        <Badge color="gray" variant="light" size="sm">
          Draft
        </Badge>
      ),
  };
}

/**
 * The actions column of a list whose rows are edited on their own screen and can be deleted:
 * "Edit" and "Delete", named for screen readers after the row, both behind `gate`.
 */
export function editDeleteColumn<T>({
  name,
  editPath,
  onDelete,
  gate,
}: {
  /** How the actions name the row: "Edit {name}", "Delete {name}". */
  name: (row: T) => string;
  editPath: (row: T) => string;
  onDelete: (row: T) => void;
  gate: ActionGate;
}): Column<T, never> {
  return {
    id: 'actions',
    header: '',
    align: 'right',
    width: 96,
    render: (row) => (
      <RowActions>
        <RowIconAction
          label="Edit"
          ariaLabel={`Edit ${name(row)}`}
          icon={<IconPencil size={16} />}
          to={editPath(row)}
          gate={gate}
        />
        <RowIconAction
          label="Delete"
          ariaLabel={`Delete ${name(row)}`}
          icon={<IconTrash size={16} />}
          color="red"
          onClick={() => onDelete(row)}
          gate={gate}
        />
      </RowActions>
    ),
  };
}
