import { Button, type ButtonProps } from '@mantine/core';
import type { LandingPermission } from '@tessera/api-contract';
import { Link } from 'react-router';
import { IconPencil } from '../../ui/icons.tsx';
import { PermissionGate } from '../../ui/PermissionGate.tsx';
import { sitePaths } from './paths.ts';
import { useMayOpen } from './useAllowedPath.ts';

/**
 * "Edit site": one click into the designer on the site's home page, from the websites list and
 * the website screen. Without "Edit design" on the site it shows the no-permission gate (SPEC §6);
 * a caller the guard keeps out of the designer does not see it at all.
 */
export function EditSiteButton({
  landingId,
  siteName,
  permissions,
  ...button
}: {
  landingId: number;
  siteName: string;
  permissions: readonly LandingPermission[];
} & Pick<ButtonProps, 'size' | 'variant'>) {
  const mayOpen = useMayOpen();
  const path = sitePaths.design(landingId);
  if (!mayOpen(path)) return null;
  return (
    <PermissionGate allowed={permissions.includes('edit_design')} permission="edit_design">
      <Button
        component={Link}
        to={path}
        leftSection={<IconPencil size={16} />}
        aria-label={`Edit ${siteName} in the designer`}
        data-testid="edit-site"
        {...button}
      >
        Edit site
      </Button>
    </PermissionGate>
  );
}
