import { RecordDesignScreen } from '../design-records/RecordDesignScreen.tsx';
import { adminBlockKind } from './kind.ts';

/**
 * SPEC §2 `/admin/blocks/{blockId}/sandbox_design`: the full-screen editor on a block's draft. The
 * block belongs to no agency, so its images are placed by address rather than uploaded.
 */
export function AdminBlockDesignScreen() {
  return <RecordDesignScreen kind={adminBlockKind} storageKey="admin-block" />;
}
