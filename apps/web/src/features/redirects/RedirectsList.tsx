import { Anchor, Badge, Button, Group, Text } from '@mantine/core';
import {
  type RedirectItem,
  type RedirectListQuery,
  type RedirectMatch,
  redirectListQuery,
} from '@tessera/api-contract';
import { Link } from 'react-router';
import { useRedirectActions, useRedirects } from '../../api/redirects.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { IconArrowRight, IconPlus } from '../../ui/icons.tsx';
import { editDeleteColumn } from '../../ui/list/columns.tsx';
import type { Column } from '../../ui/list/ListTable.tsx';
import { ListPanel } from '../../ui/list/ListView.tsx';
import { listSetup } from '../../ui/list/params.ts';
import { useListState } from '../../ui/list/useListParams.ts';
import { PermissionGate } from '../../ui/PermissionGate.tsx';
import { useRowConfirm } from '../../ui/useRowConfirm.ts';
import { sitePaths } from '../websites/paths.ts';
import { useSite } from '../websites/siteContext.ts';

type SortField = RedirectListQuery['sort'];
const LIST = listSetup(redirectListQuery);

export const REDIRECT_WORDS: Record<RedirectMatch, { noun: string; plural: string; empty: string }> = {
  exact: {
    noun: 'redirect',
    plural: 'Redirects',
    empty:
      'Send an old or short address of this site somewhere else, with a permanent or temporary redirect.',
  },
  prefix: {
    noun: 'redirect rule',
    plural: 'Redirect rules',
    empty: 'Send every address under a folder (such as /blog/…) elsewhere, keeping the rest of the address.',
  },
};

/** A number the way people read it at a glance (SPEC §9 shorthand above 999). */
export function shortCount(value: number): string {
  if (value > 999_999_999) return `${(value / 1_000_000_000).toFixed(1).replace(/\.0$/, '')}B`;
  if (value > 999_999) return `${(value / 1_000_000).toFixed(1).replace(/\.0$/, '')}M`;
  if (value > 999) return `${(value / 1000).toFixed(1).replace(/\.0$/, '')}K`;
  return String(value);
}

/** The redirects (or redirect rules) of a site with their hit counters, reset and delete. */
export function RedirectsList({ match }: { match: RedirectMatch }) {
  const site = useSite();
  const words = REDIRECT_WORDS[match];
  const state = useListState(LIST);
  const list = useRedirects(site.id, match, state.query);
  const actions = useRedirectActions(site.id, match);
  const deleting = useRowConfirm<RedirectItem>(actions.remove);
  const mayManage = site.permissions.includes('manage_settings');
  const gate = { allowed: mayManage, permission: 'manage_settings' } as const;
  const editPath = (r: RedirectItem) =>
    match === 'exact' ? sitePaths.redirectEdit(site.id, r.id) : sitePaths.ruleEdit(site.id, r.id);
  const createPath = match === 'exact' ? sitePaths.redirectCreate(site.id) : sitePaths.ruleCreate(site.id);

  const columns: Column<RedirectItem, SortField>[] = [
    {
      id: 'from',
      header: 'From',
      sortField: 'from_path',
      render: (r) => (
        <Text size="sm" ff="monospace" fw={600}>
          {match === 'prefix' ? `${r.from_path === '/' ? '' : r.from_path}/*` : r.from_path}
        </Text>
      ),
    },
    {
      id: 'to',
      header: 'To',
      sortField: 'to_url',
      render: (r) => (
        <Group gap={6} wrap="nowrap">
          <IconArrowRight size={14} />
          <Text size="sm" ff="monospace" truncate maw={320}>
            {match === 'prefix' ? `${r.to_url.replace(/\/+$/, '')}/*` : r.to_url}
          </Text>
        </Group>
      ),
    },
    {
      id: 'status',
      header: 'Type',
      render: (r) => (
        <Badge variant="light" color={r.status === 301 ? 'blue' : 'grape'} size="sm">
          {r.status === 301 ? '301 permanent' : '302 temporary'}
        </Badge>
      ),
    },
    {
      id: 'hits',
      header: 'Hits',
      sortField: 'hits',
      align: 'right',
      render: (r) => (
        <Group gap={6} justify="flex-end" wrap="nowrap">
          <Text size="sm" title={String(r.hits)} data-testid="redirect-hits">
            {shortCount(r.hits)}
          </Text>
          {r.hits > 0 ? (
            <PermissionGate allowed={mayManage} permission="manage_settings">
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() => actions.reset.mutate(r.id)}
                aria-label={`Reset the hits of ${r.from_path}`}
              >
                Reset
              </Button>
            </PermissionGate>
          ) : null}
        </Group>
      ),
    },
    editDeleteColumn({
      name: (r) => `the ${words.noun} from ${r.from_path}`,
      editPath,
      onDelete: deleting.open,
      gate,
    }),
  ];

  return (
    <ListPanel
      state={state}
      list={list}
      caption={`${words.plural} of ${site.title}`}
      columns={columns}
      empty={{ title: `No ${words.plural.toLowerCase()} yet`, description: words.empty }}
      searchLabel={`Search ${words.plural.toLowerCase()}`}
      actions={
        <PermissionGate allowed={mayManage} permission="manage_settings">
          <Button component={Link} to={createPath} leftSection={<IconPlus size={16} />}>
            {match === 'exact' ? 'New redirect' : 'New redirect rule'}
          </Button>
        </PermissionGate>
      }
    >
      {match === 'exact' ? (
        <Text size="xs" c="dimmed" mt="sm">
          Redirects apply before pages. To send whole folders elsewhere, use{' '}
          <Anchor component={Link} to={sitePaths.settings(site.id, 'rules')} size="xs">
            redirect rules
          </Anchor>
          .
        </Text>
      ) : null}
      <ConfirmModal {...deleting.modal} title={`Delete this ${words.noun}?`} confirmLabel="Delete">
        <Text size="sm">
          Visitors of <b>{deleting.row?.from_path}</b> stop being sent to {deleting.row?.to_url}; its{' '}
          {deleting.row?.hits ?? 0} counted hits are lost.
        </Text>
      </ConfirmModal>
    </ListPanel>
  );
}

export function RedirectsScreen() {
  return <RedirectsList match="exact" />;
}
