import type { ReactNode } from 'react';
import { useDeleteLanding } from '../../api/landings.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';

/** Deleting a website takes everything in it, so the caller types its title to confirm. */
export function DeleteWebsiteModal({
  site,
  opened,
  onClose,
  onDeleted,
  children,
}: {
  site: { id: number; title: string };
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
  children: ReactNode;
}) {
  const remove = useDeleteLanding();
  return (
    <ConfirmModal
      opened={opened}
      title="Delete this website?"
      confirmLabel="Delete website"
      typeToConfirm={site.title}
      loading={remove.isPending}
      onClose={onClose}
      onConfirm={() => remove.mutate(site.id, { onSuccess: onDeleted })}
    >
      {children}
    </ConfirmModal>
  );
}
