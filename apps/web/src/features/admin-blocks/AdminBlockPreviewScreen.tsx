import { useParams } from 'react-router';
import { adminBlockPreviewLink } from '../../api/admin-blocks.ts';
import { SignedPreview } from '../pages/SignedPreview.tsx';

/**
 * `/admin/blocks/{blockId}/preview`: the block's draft shown on the preview host of the sites
 * origin, never on the app's. Admins only (the link is refused to anyone else); guests are asked
 * to sign in first.
 */
export function AdminBlockPreviewScreen() {
  const { blockId = '' } = useParams();
  return (
    <SignedPreview
      what="block"
      linkKey={blockId}
      notFound="This block does not exist."
      fetchLink={(signal) => adminBlockPreviewLink(blockId, signal)}
    />
  );
}
