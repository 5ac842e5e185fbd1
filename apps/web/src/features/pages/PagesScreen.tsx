import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { type PageListQuery, type PageSummary, pageListQuery } from '@tessera/api-contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { usePages } from '../../api/pages.ts';
import { formatDateTime } from '../../ui/format.ts';
import { IconPlus } from '../../ui/icons.tsx';
import { lastEditedColumn } from '../../ui/list/columns.tsx';
import type { Column } from '../../ui/list/ListTable.tsx';
import { ListPanel } from '../../ui/list/ListView.tsx';
import { PublishedFilterControl, usePublishedFilter } from '../../ui/list/PublishedFilter.tsx';
import { listSetup } from '../../ui/list/params.ts';
import { useListState } from '../../ui/list/useListParams.ts';
import { PermissionGate } from '../../ui/PermissionGate.tsx';
import { useSite, useSiteAddresses } from '../websites/siteContext.ts';
import { useMayOpen } from '../websites/useAllowedPath.ts';
import { ImportPageModal } from './ImportPageModal.tsx';
import { PageActions } from './PageActions.tsx';

type SortField = PageListQuery['sort'];
const LIST = listSetup(pageListQuery);
/** SPEC §2 pages list of a site: search, sort, status filter, pagination and each page's actions. */
export function PagesScreen() {
  const site = useSite();
  const paths = useSiteAddresses();
  const state = useListState(LIST);
  const filter = usePublishedFilter();
  const list = usePages(site.id, { ...state.query, ...filter.query });
  const mayEdit = site.permissions.includes('edit_design');
  const mayOpen = useMayOpen();
  const [importing, setImporting] = useState(false);

  const columns: Column<PageSummary, SortField>[] = [
    {
      id: 'name',
      header: 'Page',
      sortField: 'name',
      render: (page) => {
        // The name opens the page's designer; its settings stay in the row menu.
        const design = paths.pageDesign(site.id, page.id);
        return (
          <Stack gap={2}>
            <Group gap={6} wrap="nowrap">
              {mayEdit && design && mayOpen(design) ? (
                <Anchor
                  component={Link}
                  to={design}
                  size="sm"
                  fw={600}
                  title={`Open ${page.name} in the designer`}
                >
                  {page.name}
                </Anchor>
              ) : (
                <Text size="sm" fw={600}>
                  {page.name}
                </Text>
              )}
              {page.is_home ? (
                <Badge size="xs" variant="filled">
                  Home
                </Badge>
              ) : null}
            </Group>
            <Text size="xs" c="dimmed">
              {page.is_home ? '/' : `/${page.unique_name}`}
            </Text>
          </Stack>
        );
      },
    },
    {
      id: 'status',
      header: 'Status',
      sortField: 'published_at',
      render: (page) =>
        page.published ? (
          <Stack gap={2}>
            <Badge color="teal" variant="light" size="sm">
              Published
            </Badge>
            {page.published_at ? (
              <Text size="xs" c="dimmed">
                {formatDateTime(page.published_at)}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <Badge color="gray" variant="light" size="sm">
            Draft
          </Badge>
        ),
    },
    lastEditedColumn(),
    {
      id: 'actions',
      header: '',
      align: 'right',
      width: 56,
      render: (page) => <PageActions page={page} />,
    },
  ];

  return (
    <ListPanel
      state={state}
      list={list}
      caption={`Pages of ${site.title}`}
      columns={columns}
      empty={{ title: 'No pages yet', description: 'Add a page, blank or from a template.' }}
      filtered={state.params.search !== '' || filter.status !== 'all'}
      searchLabel="Search pages"
      filters={<PublishedFilterControl filter={filter} />}
      actions={
        <Group gap="sm">
          <PermissionGate allowed={mayEdit} permission="edit_design">
            <Button variant="default" onClick={() => setImporting(true)}>
              Import page
            </Button>
          </PermissionGate>
          <PermissionGate allowed={mayEdit} permission="edit_design">
            <Button component={Link} to={paths.pageCreate(site.id)} leftSection={<IconPlus size={16} />}>
              New page
            </Button>
          </PermissionGate>
          {importing ? <ImportPageModal onClose={() => setImporting(false)} /> : null}
        </Group>
      }
    />
  );
}
