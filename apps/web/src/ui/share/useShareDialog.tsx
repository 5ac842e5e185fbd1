import { type ReactElement, useState } from 'react';
import type { ShareSubject } from '../../api/preview-shares.ts';
import { SharePreviewDialog } from './SharePreviewDialog.tsx';

/**
 * The share dialog of one record, for a row menu or a toolbar: `open` for the "Share preview…"
 * item, `dialog` to render beside the menu (a menu's dropdown closes when an item is chosen).
 */
export function useShareDialog(share: { subject: ShareSubject; previewPath: string; name: string }): {
  open: () => void;
  dialog: ReactElement;
} {
  const [opened, setOpened] = useState(false);
  return {
    open: () => setOpened(true),
    dialog: (
      <SharePreviewDialog
        opened={opened}
        onClose={() => setOpened(false)}
        subject={share.subject}
        previewPath={share.previewPath}
        name={share.name}
      />
    ),
  };
}
