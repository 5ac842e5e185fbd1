import { Anchor, Button, Paper, Text } from '@mantine/core';
import { type MenuListQuery, type MenuSummary, menuListQuery } from '@tessera/api-contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDeleteMenu, useMenus } from '../../api/menus.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { formatDateTime } from '../../ui/format.ts';
import { IconPencil, IconPlus, IconTrash } from '../../ui/icons.tsx';
import type { Column } from '../../ui/list/ListTable.tsx';
import { ListToolbar, ListView } from '../../ui/list/ListView.tsx';
import { listSetup } from '../../ui/list/params.ts';
import { RowActions, RowIconAction } from '../../ui/list/RowActions.tsx';
import { useListState } from '../../ui/list/useListParams.ts';
import { PermissionGate } from '../../ui/PermissionGate.tsx';
import { sitePaths } from '../websites/paths.ts';
import { useSite } from '../websites/siteContext.ts';

type SortField = MenuListQuery['sort'];
const LIST = listSetup(menuListQuery);

/** SPEC §1 menus of a site: the navigation element and the Menu section show one of them. */
export function MenusScreen() {
  const site = useSite();
  const state = useListState(LIST);
  const list = useMenus(site.id, state.query);
  const remove = useDeleteMenu(site.id);
  const [deleting, setDeleting] = useState<MenuSummary | null>(null);
  const mayEdit = site.permissions.includes('edit_design');
  const gate = { allowed: mayEdit, permission: 'edit_design' } as const;

  const columns: Column<MenuSummary, SortField>[] = [
    {
      id: 'name',
      header: 'Menu',
      sortField: 'name',
      render: (menu) =>
        mayEdit ? (
          <Anchor component={Link} to={sitePaths.menuEdit(site.id, menu.id)} size="sm" fw={600}>
            {menu.name}
          </Anchor>
        ) : (
          <Text size="sm" fw={600}>
            {menu.name}
          </Text>
        ),
    },
    {
      id: 'items',
      header: 'Items',
      align: 'right',
      render: (menu) => <Text size="sm">{menu.item_count}</Text>,
    },
    {
      id: 'used',
      header: 'Site menu',
      render: (menu) =>
        site.options.menu.menu_id === menu.id ? (
          <Text size="sm" c="teal.7" fw={500}>
            Shown in the Menu section
          </Text>
        ) : null,
    },
    {
      id: 'updated',
      header: 'Last edited',
      sortField: 'updated_at',
      render: (menu) => <Text size="sm">{formatDateTime(menu.updated_at)}</Text>,
    },
    {
      id: 'actions',
      header: '',
      align: 'right',
      width: 96,
      render: (menu) => (
        <RowActions>
          <RowIconAction
            label="Edit"
            ariaLabel={`Edit ${menu.name}`}
            icon={<IconPencil size={16} />}
            to={sitePaths.menuEdit(site.id, menu.id)}
            gate={gate}
          />
          <RowIconAction
            label="Delete"
            ariaLabel={`Delete ${menu.name}`}
            icon={<IconTrash size={16} />}
            color="red"
            onClick={() => setDeleting(menu)}
            gate={gate}
          />
        </RowActions>
      ),
    },
  ];

  return (
    <Paper withBorder p="md">
      <ListToolbar
        state={state}
        searchLabel="Search menus"
        actions={
          <PermissionGate allowed={mayEdit} permission="edit_design">
            <Button component={Link} to={sitePaths.menuCreate(site.id)} leftSection={<IconPlus size={16} />}>
              New menu
            </Button>
          </PermissionGate>
        }
      />
      <ListView
        state={state}
        list={list}
        caption={`Menus of ${site.title}`}
        columns={columns}
        rowKey={(menu) => menu.id}
        empty={{
          title: 'No menus yet',
          description: 'A menu lists links to pages, sections or other sites; navigation elements show it.',
        }}
      />
      <ConfirmModal
        opened={deleting !== null}
        title={`Delete the menu “${deleting?.name ?? ''}”?`}
        confirmLabel="Delete menu"
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      >
        <Text size="sm">Navigation elements that show it become empty on the live site.</Text>
      </ConfirmModal>
    </Paper>
  );
}
