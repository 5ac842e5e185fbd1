import { useCallback, useState } from 'react';

/**
 * What `useRowConfirm` runs: a TanStack mutation taking the row's id, as far as it needs one. It is
 * also handed the row, for a call that needs more of it than its id (archiving it or back).
 */
interface RowMutation<Id, T> {
  mutate(id: Id, options: { onSuccess?: () => void; onSettled?: () => void }, row: T): void;
  isPending: boolean;
}

/**
 * A confirmation about one row (delete it, restore it…): the row it is open for, how to open it,
 * and the `ConfirmModal` props that run `mutation` on the row's id and close the modal once it
 * succeeded (with `closeOn: 'settled'`, also once it failed).
 */
export function useRowConfirm<T extends { id: Id }, Id = T['id']>(
  mutation: RowMutation<Id, T>,
  { closeOn = 'success' }: { closeOn?: 'success' | 'settled' } = {},
) {
  const [row, setRow] = useState<T | null>(null);
  // Stable, like a state setter, so screens may hand it to memoised rows.
  const open = useCallback((next: T) => setRow(next), []);
  const close = () => setRow(null);
  return {
    row,
    open,
    modal: {
      opened: row !== null,
      loading: mutation.isPending,
      onClose: close,
      onConfirm: () => {
        if (row)
          mutation.mutate(row.id, closeOn === 'success' ? { onSuccess: close } : { onSettled: close }, row);
      },
    },
  };
}
