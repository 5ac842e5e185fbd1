import { Alert, List, Loader, Menu, Text } from '@mantine/core';
import type { PageRelation, PageSummary } from '@tessera/api-contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { pageRelations } from '../../api/landings.ts';
import { usePageActions } from '../../api/pages.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { copyTeamLink, copyUniqueId } from '../../ui/copyUniqueId.ts';
import {
  IconCopy,
  IconExternal,
  IconHome,
  IconLink,
  IconPencil,
  IconTrash,
  IconWorld,
} from '../../ui/icons.tsx';
import { type ActionGate, GatedMenuItem, RowMenu } from '../../ui/list/RowActions.tsx';
import { useShareDialog } from '../../ui/share/useShareDialog.tsx';
import { useSite, useSiteAddresses } from '../websites/siteContext.ts';
import { useMayOpen } from '../websites/useAllowedPath.ts';

/** What deleting a page would break, in words, from `POST /landings/{id}/page-relations`. */
function RelationsNotice({ relation }: { relation: PageRelation }) {
  const lines: string[] = [];
  if (relation.is_home)
    lines.push('It is the home page: the site root shows nothing until another page is set as home.');
  if (relation.is_not_found_page) lines.push('It is the page shown for unknown addresses.');
  for (const menu of relation.menus)
    lines.push(`The menu “${menu.name}” links it; that item disappears from the site.`);
  for (const page of relation.pages)
    lines.push(
      `“${page.name}” links it ${page.links === 1 ? 'once' : `${page.links} times`}; those links stop working.`,
    );
  for (const redirect of relation.redirects)
    lines.push(`The redirect from ${redirect.from_path} leads to it.`);
  if (lines.length === 0) return <Text size="sm">Nothing else on the site links to it.</Text>;
  return (
    <Alert color="orange" variant="light" title="Other parts of the site depend on it">
      <List size="sm" spacing={4}>
        {lines.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

export function PageActions({ page }: { page: PageSummary }) {
  const site = useSite();
  const paths = useSiteAddresses();
  const navigate = useNavigate();
  const actions = usePageActions(site.id);
  const [deleting, setDeleting] = useState(false);
  const [relation, setRelation] = useState<PageRelation | null>(null);
  const [relationsFailed, setRelationsFailed] = useState(false);
  // SPEC §6: what the caller may not do stays in the menu, disabled, saying which permission it needs.
  const gate = (permission: 'edit_design' | 'publish'): ActionGate => ({
    allowed: site.permissions.includes(permission),
    permission,
  });
  const mayOpen = useMayOpen();
  const designPath = paths.pageDesign(site.id, page.id);
  const design = designPath && mayOpen(designPath) ? designPath : null;
  const settingsPath = paths.pageEdit(site.id, page.id);
  const share = useShareDialog({
    subject: { kind: 'page', id: page.id },
    previewPath: `/pages/${page.id}/preview`,
    name: page.name,
  });

  const askDelete = () => {
    setDeleting(true);
    setRelation(null);
    setRelationsFailed(false);
    pageRelations(site.id, { page_ids: [page.id] }).then(
      ([found]) => setRelation(found ?? null),
      () => setRelationsFailed(true),
    );
  };

  const preview = () => {
    // The tab opens at once (popup blockers allow that during the click) and follows the link.
    const tab = window.open('about:blank', '_blank');
    actions.previewLink.mutate(page.id, {
      onSuccess: ({ url }) => {
        if (tab) tab.location.href = url;
        else window.location.href = url;
      },
      onError: () => tab?.close(),
    });
  };

  return (
    <>
      <RowMenu label={`Actions for ${page.name}`}>
        {design ? (
          <GatedMenuItem
            gate={gate('edit_design')}
            leftSection={<IconPencil size={16} />}
            onClick={() => navigate(design)}
          >
            Design
          </GatedMenuItem>
        ) : null}
        {mayOpen(settingsPath) ? (
          <GatedMenuItem
            gate={gate('edit_design')}
            leftSection={<IconPencil size={16} />}
            onClick={() => navigate(settingsPath)}
          >
            Name, address and SEO
          </GatedMenuItem>
        ) : null}
        <Menu.Item leftSection={<IconExternal size={16} />} onClick={preview}>
          Preview draft
        </Menu.Item>
        <Menu.Item leftSection={<IconLink size={16} />} onClick={share.open}>
          Share preview…
        </Menu.Item>
        {/* A template's site is never live: its published pages go live in the sites made from it. */}
        {page.published && !site.is_template ? (
          <Menu.Item
            leftSection={<IconWorld size={16} />}
            component="a"
            href={page.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            View live page
          </Menu.Item>
        ) : null}
        {/* What another website of the agency imports the page by. */}
        <Menu.Item
          leftSection={<IconCopy size={16} />}
          onClick={() => copyUniqueId(page.name, page.unique_id)}
        >
          Copy unique id
        </Menu.Item>
        {site.is_template ? null : (
          <Menu.Item
            leftSection={<IconLink size={16} />}
            onClick={() => copyTeamLink(page.name, `/agency/pages/${encodeURIComponent(page.unique_id)}`)}
          >
            Copy link for your team
          </Menu.Item>
        )}
        <Menu.Divider />
        <GatedMenuItem gate={gate('publish')} onClick={() => actions.publish.mutate(page.id)}>
          {page.published ? 'Publish changes' : 'Publish'}
        </GatedMenuItem>
        {page.published ? (
          <GatedMenuItem gate={gate('publish')} onClick={() => actions.unpublish.mutate(page.id)}>
            Unpublish
          </GatedMenuItem>
        ) : null}
        {!page.is_home ? (
          <GatedMenuItem
            gate={gate('publish')}
            leftSection={<IconHome size={16} />}
            onClick={() => actions.setHome.mutate(page.id)}
          >
            Set as home page
          </GatedMenuItem>
        ) : null}
        <GatedMenuItem
          gate={gate('edit_design')}
          leftSection={<IconCopy size={16} />}
          onClick={() => actions.clone.mutate({ pageId: page.id, body: {} })}
        >
          Clone
        </GatedMenuItem>
        <Menu.Divider />
        <GatedMenuItem
          gate={gate('edit_design')}
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={askDelete}
        >
          Delete
        </GatedMenuItem>
      </RowMenu>
      {share.dialog}
      <ConfirmModal
        opened={deleting}
        title={`Delete “${page.name}”?`}
        confirmLabel="Delete page"
        loading={actions.remove.isPending}
        onClose={() => setDeleting(false)}
        onConfirm={() => actions.remove.mutate(page.id, { onSuccess: () => setDeleting(false) })}
      >
        <Text size="sm" mb="sm">
          The page and its draft are removed{page.published ? ' and it goes offline at once' : ''}. This
          cannot be undone.
        </Text>
        {relation ? (
          <RelationsNotice relation={relation} />
        ) : relationsFailed ? null : (
          <Loader size="sm" aria-label="Checking what links to this page" />
        )}
      </ConfirmModal>
    </>
  );
}
