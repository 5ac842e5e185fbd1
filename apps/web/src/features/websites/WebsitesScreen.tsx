import { Anchor, Badge, Button, Group, Text } from '@mantine/core';
import { type LandingListItem, type LandingListQuery, landingListQuery } from '@tessera/api-contract';
import { Link } from 'react-router';
import { useLandings } from '../../api/landings.ts';
import { decideAccess } from '../../app/access.ts';
import { useAppConfig, useSignedInProfile } from '../../app/appContext.tsx';
import { siteHomePath, sitePermissionsOf } from '../../app/siteTabs.ts';
import { ExternalLink } from '../../ui/ExternalLink.tsx';
import { formatDateTime } from '../../ui/format.ts';
import { IconPlus, IconShare } from '../../ui/icons.tsx';
import type { Column } from '../../ui/list/ListTable.tsx';
import { ListPanel } from '../../ui/list/ListView.tsx';
import { listSetup } from '../../ui/list/params.ts';
import { useListState } from '../../ui/list/useListParams.ts';
import { ScreenHeader } from '../../ui/ScreenHeader.tsx';
import { EditSiteButton } from './EditSiteButton.tsx';
import { WebsiteActions } from './WebsiteActions.tsx';

type SortField = LandingListQuery['sort'];
// The contract's defaults: 10 per page, most recently updated first.
const LIST = listSetup(landingListQuery);

/** A site lives on its custom domain, else on its subdomain of the sites domain (never the app's). */
export function siteAddress(site: LandingListItem, sitesDomain: string): string {
  return site.domain ?? `${site.subdomain}.${sitesDomain}`;
}

export function WebsitesScreen() {
  const config = useAppConfig();
  const profile = useSignedInProfile();
  const auth = { role: profile.role, blocked: profile.blocked, canCreateLanding: profile.can_create_landing };
  const mayCreate = 'allow' in decideAccess({ path: '/agency/websites/create', auth });
  const state = useListState(LIST);
  const list = useLandings(state.query);
  const siteUrl = (site: LandingListItem) => site.url;

  const columns: Column<LandingListItem, SortField>[] = [
    {
      id: 'title',
      header: 'Website',
      sortField: 'title',
      render: (s) => {
        const to = siteHomePath(auth, sitePermissionsOf(profile, s.id), s.id);
        return to ? (
          <Anchor component={Link} to={to} size="sm" fw={600}>
            {s.title}
          </Anchor>
        ) : (
          <Text size="sm" fw={600}>
            {s.title}
          </Text>
        );
      },
    },
    {
      id: 'address',
      header: 'Address',
      render: (s) => {
        const host = siteAddress(s, config.sites_domain);
        return <ExternalLink href={siteUrl(s)} text={host} />;
      },
    },
    {
      id: 'pages',
      header: 'Published pages',
      align: 'right',
      render: (s) =>
        s.published_pages > 0 ? (
          <Text size="sm">{s.published_pages}</Text>
        ) : (
          <Badge variant="light" color="gray" size="sm">
            Not live
          </Badge>
        ),
    },
    {
      id: 'updated',
      header: 'Last updated',
      sortField: 'updated_at',
      render: (s) => <Text size="sm">{formatDateTime(s.updated_at)}</Text>,
    },
    {
      id: 'actions',
      header: '',
      align: 'right',
      width: 170,
      render: (s) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <EditSiteButton
            landingId={s.id}
            siteName={s.title}
            permissions={sitePermissionsOf(profile, s.id)}
            size="compact-sm"
            variant="light"
          />
          <WebsiteActions site={s} url={siteUrl(s)} />
        </Group>
      ),
    },
  ];

  return (
    <>
      <ScreenHeader
        title="Websites"
        description="The websites you build and manage."
        actions={
          mayCreate ? (
            <Group gap="sm">
              <Button
                variant="default"
                component={Link}
                to="/agency/websites/share"
                leftSection={<IconShare size={16} />}
              >
                Copy a shared website
              </Button>
              <Button component={Link} to="/agency/websites/create" leftSection={<IconPlus size={16} />}>
                New website
              </Button>
            </Group>
          ) : null
        }
      />
      <ListPanel
        state={state}
        list={list}
        caption="Websites"
        columns={columns}
        empty={{
          title: 'No websites yet',
          description: mayCreate
            ? 'Create your first website from a template, or copy one shared with you.'
            : 'Websites you are given access to appear here.',
        }}
        searchLabel="Search websites"
      />
    </>
  );
}
