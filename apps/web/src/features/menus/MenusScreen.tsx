import { Anchor, Button, Text } from '@mantine/core';
import { type MenuListQuery, type MenuSummary, menuListQuery } from '@tessera/api-contract';
import { Link } from 'react-router';
import { useDeleteMenu, useMenus } from '../../api/menus.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { IconPlus } from '../../ui/icons.tsx';
import { editDeleteColumn, lastEditedColumn } from '../../ui/list/columns.tsx';
import type { Column } from '../../ui/list/ListTable.tsx';
import { ListPanel } from '../../ui/list/ListView.tsx';
import { listSetup } from '../../ui/list/params.ts';

import { useListState } from '../../ui/list/useListParams.ts';
import { PermissionGate } from '../../ui/PermissionGate.tsx';
import { useRowConfirm } from '../../ui/useRowConfirm.ts';
import { useSite, useSiteAddresses } from '../websites/siteContext.ts';

type SortField = MenuListQuery['sort'];
const LIST = listSetup(menuListQuery);

/** SPEC §1 menus of a site: the navigation element and the Menu section show one of them. */
export function MenusScreen() {
  const site = useSite();
  const paths = useSiteAddresses();
  const state = useListState(LIST);
  const list = useMenus(site.id, state.query);
  const remove = useDeleteMenu(site.id);
  const deleting = useRowConfirm<MenuSummary>(remove);
  const mayEdit = site.permissions.includes('edit_design');
  const gate = { allowed: mayEdit, permission: 'edit_design' } as const;

  const columns: Column<MenuSummary, SortField>[] = [
    {
      id: 'name',
      header: 'Menu',
      sortField: 'name',
      render: (menu) =>
        mayEdit ? (
          <Anchor component={Link} to={paths.menuEdit(site.id, menu.id)} size="sm" fw={600}>
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
    lastEditedColumn(),
    editDeleteColumn({
      name: (menu) => menu.name,
      editPath: (menu) => paths.menuEdit(site.id, menu.id),
      onDelete: deleting.open,
      gate,
    }),
  ];

  return (
    <ListPanel
      state={state}
      list={list}
      caption={`Menus of ${site.title}`}
      columns={columns}
      empty={{
        title: 'No menus yet',
        description: 'A menu lists links to pages, sections or other sites; navigation elements show it.',
      }}
      searchLabel="Search menus"
      actions={
        <PermissionGate allowed={mayEdit} permission="edit_design">
          <Button component={Link} to={paths.menuCreate(site.id)} leftSection={<IconPlus size={16} />}>
            New menu
          </Button>
        </PermissionGate>
      }
    >
      <ConfirmModal
        {...deleting.modal}
        title={`Delete the menu “${deleting.row?.name ?? ''}”?`}
        confirmLabel="Delete menu"
      >
        <Text size="sm">Navigation elements that show it become empty on the live site.</Text>
      </ConfirmModal>
    </ListPanel>
  );
}
