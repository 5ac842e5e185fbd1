import { Text } from '@mantine/core';
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
