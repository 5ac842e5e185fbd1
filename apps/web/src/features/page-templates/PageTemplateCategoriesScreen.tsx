import { Anchor, Button, Group, Modal, Stack, Switch, Text, TextInput } from '@mantine/core';
import {
  type PageTemplateCategory,
  type PageTemplateCategoryListQuery,
  pageTemplateCategoryBody,
  pageTemplateCategoryListQuery,
} from '@tessera/api-contract';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useCategoryActions, usePageTemplateCategories, useSaveCategory } from '../../api/page-templates.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from '../../ui/forms.ts';
import { IconArrowRight, IconPencil, IconPlus, IconTrash } from '../../ui/icons.tsx';
import { createdColumn } from '../../ui/list/columns.tsx';
import type { Column } from '../../ui/list/ListTable.tsx';
import { ListPanel } from '../../ui/list/ListView.tsx';
import { listSetup } from '../../ui/list/params.ts';
import { RowActions, RowIconAction } from '../../ui/list/RowActions.tsx';
import { useListState } from '../../ui/list/useListParams.ts';
import { ScreenHeader } from '../../ui/ScreenHeader.tsx';
import { useRowConfirm } from '../../ui/useRowConfirm.ts';
import { pageTemplatePaths } from './paths.ts';

type SortField = PageTemplateCategoryListQuery['sort'];
const LIST = listSetup(pageTemplateCategoryListQuery);

/** Create or rename a category. */
function CategoryFormModal({
  category,
  onClose,
}: {
  category: PageTemplateCategory | null;
  onClose: () => void;
}) {
  const save = useSaveCategory(category?.id ?? null);
  const [name, setName] = useState(category?.name ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = pageTemplateCategoryBody.safeParse({ name });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    save.mutate(parsed.data, { onSuccess: onClose, onError: (error) => setErrors(apiFieldErrors(error)) });
  };
  return (
    <Modal opened onClose={onClose} title={category ? `Rename ${category.name}` : 'New category'} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Name"
            required
            maxLength={80}
            value={name}
            error={errors.name}
            data-autofocus
            onChange={(event) => {
              setName(event.currentTarget.value);
              setErrors({});
            }}
          />
          {category === null ? (
            <Text size="xs" c="dimmed">
              New categories start unpublished: publish one once its templates are ready.
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {category ? 'Save name' : 'Create category'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** SPEC §2 `/admin/page-templates/categories`: the shelves page templates sit on. */
export function PageTemplateCategoriesScreen() {
  const state = useListState(LIST);
  const list = usePageTemplateCategories(state.query);
  const actions = useCategoryActions();
  const deleting = useRowConfirm<PageTemplateCategory>(actions.remove);
  const [editing, setEditing] = useState<PageTemplateCategory | 'new' | null>(null);
  const doomed = deleting.row;

  const columns: Column<PageTemplateCategory, SortField>[] = [
    {
      id: 'name',
      header: 'Category',
      sortField: 'name',
      render: (category) => (
        <Text size="sm" fw={600}>
          {category.name}
        </Text>
      ),
    },
    {
      id: 'templates',
      header: 'Templates',
      align: 'right',
      render: (category) =>
        category.templates_count > 0 ? (
          <Anchor component={Link} to={pageTemplatePaths.inCategory(category.id)} size="sm">
            {category.templates_count}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            0
          </Text>
        ),
    },
    {
      id: 'published',
      header: 'Published',
      render: (category) => (
        <Switch
          checked={category.published}
          disabled={actions.publish.isPending && actions.publish.variables?.id === category.id}
          onChange={(event) =>
            actions.publish.mutate({ id: category.id, published: event.currentTarget.checked })
          }
          aria-label={`Published: ${category.name}`}
          label={category.published ? 'Shown to agencies' : 'Hidden'}
          size="sm"
        />
      ),
    },
    createdColumn('Created'),
    {
      id: 'actions',
      header: '',
      align: 'right',
      width: 96,
      // Renaming happens in a modal, not on a screen of its own.
      render: (category) => (
        <RowActions>
          <RowIconAction
            label="Rename"
            ariaLabel={`Rename ${category.name}`}
            icon={<IconPencil size={16} />}
            onClick={() => setEditing(category)}
          />
          <RowIconAction
            label="Delete"
            ariaLabel={`Delete ${category.name}`}
            icon={<IconTrash size={16} />}
            color="red"
            onClick={() => deleting.open(category)}
          />
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <ScreenHeader
        title="Page-template categories"
        description="Agencies see a category, and its published templates, once it is published."
        actions={
          <Group gap="sm">
            <Button
              variant="default"
              component={Link}
              to={pageTemplatePaths.list}
              rightSection={<IconArrowRight size={16} />}
            >
              Page templates
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
              New category
            </Button>
          </Group>
        }
      />
      <ListPanel
        state={state}
        list={list}
        caption="Page-template categories"
        columns={columns}
        empty={{ title: 'No categories yet', description: 'Create one to file page templates under it.' }}
        searchLabel="Search categories"
      />
      {editing ? (
        <CategoryFormModal category={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      {doomed && doomed.templates_count > 0 ? (
        <Modal
          opened
          onClose={deleting.modal.onClose}
          title={<Text fw={700}>{doomed.name} is not empty</Text>}
          centered
        >
          <Stack gap="md">
            <Text size="sm">
              It still holds{' '}
              {doomed.templates_count === 1
                ? 'one page template'
                : `${doomed.templates_count} page templates`}
              . Move them to another category or delete them, then delete the category.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={deleting.modal.onClose}>
                Close
              </Button>
              <Button component={Link} to={pageTemplatePaths.inCategory(doomed.id)}>
                Show its templates
              </Button>
            </Group>
          </Stack>
        </Modal>
      ) : (
        <ConfirmModal
          {...deleting.modal}
          title={`Delete the category “${doomed?.name ?? ''}”?`}
          confirmLabel="Delete category"
        >
          <Text size="sm">It holds no templates. This cannot be undone.</Text>
        </ConfirmModal>
      )}
    </>
  );
}
