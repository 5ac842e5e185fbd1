import { useCallback, useState } from 'react';

/** What `useRowConfirm` runs: a TanStack mutation taking the row's id, as far as it needs one. */
interface RowMutation<Id> {
  mutate(id: Id, options: { onSuccess?: () => void; onSettled?: () => void }): void;
  isPending: boolean;
}

/**
 * A confirmation about one row (delete it, restore it…): the row it is open for, how to open it,
 * and the `ConfirmModal` props that run `mutation` on the row's id and close the modal once it
 * succeeded (with `closeOn: 'settled'`, also once it failed).
 */
export function useRowConfirm<T extends { id: Id }, Id = T['id']>(
  mutation: RowMutation<Id>,
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
        if (row) mutation.mutate(row.id, closeOn === 'success' ? { onSuccess: close } : { onSettled: close });
      },
    },
  };
}
