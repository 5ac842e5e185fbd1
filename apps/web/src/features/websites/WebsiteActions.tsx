import { Menu, Text } from '@mantine/core';
import type { LandingListItem } from '@tessera/api-contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCloneLanding } from '../../api/landings.ts';
import { decideAccess } from '../../app/access.ts';
import { useSignedInProfile } from '../../app/appContext.tsx';
import { sitePermissionsOf } from '../../app/siteTabs.ts';
import { IconCopy, IconExternal, IconPencil, IconTrash } from '../../ui/icons.tsx';
import { GatedMenuItem, RowMenu } from '../../ui/list/RowActions.tsx';
import { DeleteWebsiteModal } from './DeleteWebsiteModal.tsx';

/** The row menu of the websites list: open, settings, view, clone, delete (with confirmation). */
export function WebsiteActions({ site, url }: { site: LandingListItem; url: string }) {
  const profile = useSignedInProfile();
  const navigate = useNavigate();
  const clone = useCloneLanding();
  const [confirming, setConfirming] = useState(false);
  const auth = { role: profile.role, blocked: profile.blocked, canCreateLanding: profile.can_create_landing };
  const permissions = sitePermissionsOf(profile, site.id);
  const mayOpen = (path: string) => 'allow' in decideAccess({ path, auth });
  const settingsPath = `/agency/websites/${site.id}/settings`;
  // SPEC §6: an action the caller's permissions on this site refuse stays in the menu, disabled,
  // saying why; one the caller's role never has (a WebsiteUser deleting a site) is left out.
  const settingsGate = {
    allowed: permissions.includes('manage_settings'),
    permission: 'manage_settings',
  } as const;
  const mayCreate = mayOpen('/agency/websites/create');

  return (
    <>
      <RowMenu label={`Actions for ${site.title}`}>
        <Menu.Item
          leftSection={<IconExternal size={16} />}
          component="a"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
        >
          View site
        </Menu.Item>
        {mayOpen(settingsPath) ? (
          <GatedMenuItem
            gate={settingsGate}
            leftSection={<IconPencil size={16} />}
            onClick={() => navigate(settingsPath)}
          >
            Settings
          </GatedMenuItem>
        ) : null}
        {mayCreate ? (
          <Menu.Item
            leftSection={<IconCopy size={16} />}
            disabled={clone.isPending}
            onClick={() =>
              clone.mutate(
                { landingId: site.id, body: {} },
                { onSuccess: (copy) => navigate(`/agency/websites/${copy.id}`) },
              )
            }
          >
            Clone
          </Menu.Item>
        ) : null}
        {profile.role !== 'WebsiteUser' ? (
          <>
            <Menu.Divider />
            <GatedMenuItem
              gate={settingsGate}
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => setConfirming(true)}
            >
              Delete
            </GatedMenuItem>
          </>
        ) : null}
      </RowMenu>
      <DeleteWebsiteModal
        site={site}
        opened={confirming}
        onClose={() => setConfirming(false)}
        onDeleted={() => setConfirming(false)}
      >
        <Text size="sm">
          <b>{site.title}</b> goes offline at once, with all its pages, menus, redirects and settings. This
          cannot be undone.
        </Text>
      </DeleteWebsiteModal>
    </>
  );
}
