import type { LandingPermission } from '@tessera/api-contract';
import type { EditorServices } from '@tessera/editor';
import { PermissionGate } from '../../ui/PermissionGate.tsx';

/**
 * The designer's gated controls (Publish) behind the app's one permission gate (SPEC §6), by the
 * caller's permissions on the design's site as the server reports them.
 */
export function sitePermissionGate(
  permissions: readonly LandingPermission[],
): NonNullable<EditorServices['gate']> {
  return (action, control) => (
    <PermissionGate allowed={permissions.includes(action)} permission={action}>
      {control}
    </PermissionGate>
  );
}
