import { ADMIN_BLOCK_MESSAGES, type AdminBlockSummary } from '@tessera/api-contract';
import { useState } from 'react';
import { IconShare } from '../../ui/icons.tsx';
import { GatedMenuItem } from '../../ui/list/RowActions.tsx';
import { RecordRowMenu } from '../design-records/RecordRowMenu.tsx';
import { DistributeBlockModal } from './DistributeBlockModal.tsx';
import { adminBlockKind } from './kind.ts';

/**
 * The actions of one row of the admin block list: design, rename, preview (admins see the draft),
 * publish or unpublish, distribute to agencies (published blocks only), clone, and delete after a
 * confirmation naming the block.
 */
export function AdminBlockActions({ block }: { block: AdminBlockSummary }) {
  const [distributing, setDistributing] = useState(false);
  const draftDiffers = !block.published || block.has_unpublished_changes;
  return (
    <>
      <RecordRowMenu
        kind={adminBlockKind}
        record={block}
        preview={{
          label: draftDiffers ? 'Preview draft' : 'Preview',
        }}
        extra={
          <GatedMenuItem
            leftSection={<IconShare size={16} />}
            gate={{ allowed: block.published, message: ADMIN_BLOCK_MESSAGES.notPublished }}
            onClick={() => setDistributing(true)}
          >
            Distribute to agencies
          </GatedMenuItem>
        }
        deleteText={
          <>
            The block and its design are removed
            {block.published ? ', and agencies no longer find it in their block library' : ''}. Copies already
            distributed to agencies, and pages it was inserted into, keep their own. This cannot be undone.
          </>
        }
      />
      {distributing ? <DistributeBlockModal block={block} onClose={() => setDistributing(false)} /> : null}
    </>
  );
}
