import { RecordPreviewScreen } from '../design-records/RecordPreviewScreen.tsx';
import { adminBlockKind } from './kind.ts';

/** `/admin/blocks/{blockId}/preview`: the draft for admins, a published block for other designers. */
export function AdminBlockPreviewScreen() {
  return <RecordPreviewScreen kind={adminBlockKind} notFound="This block does not exist." />;
}
