import { Anchor, Button, Group, Modal, NumberInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import {
  createTemplateCategoryBody,
  type TemplateCategory,
  type TemplateCategoryListQuery,
  templateCategoryListQuery,
} from '@tessera/api-contract';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import {
  useSaveTemplateCategory,
  useTemplateCategories,
  useTemplateCategoryActions,
} from '../../api/templates.ts';
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
import { templatePaths } from './paths.ts';

type SortField = TemplateCategoryListQuery['sort'];
const LIST = listSetup(templateCategoryListQuery);

/** Create a category, or rename and move one. */
function CategoryFormModal({
  category,
  onClose,
}: {
  category: TemplateCategory | null;
  onClose: () => void;
}) {
  const save = useSaveTemplateCategory(category?.id ?? null);
  const [name, setName] = useState(category?.name ?? '');
  const [position, setPosition] = useState<number | string>(category?.position ?? 0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createTemplateCategoryBody.safeParse({
      name,
      position: typeof position === 'number' ? position : Number.NaN,
    });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    save.mutate(parsed.data, { onSuccess: onClose, onError: (error) => setErrors(apiFieldErrors(error)) });
  };
  return (
    <Modal opened onClose={onClose} title={category ? `Edit ${category.name}` : 'New category'} centered>
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
              setErrors(({ name: _, ...rest }) => rest);
            }}
          />
          <NumberInput
            label="Position"
            description="Smaller numbers come first in the pickers; equal ones go by name."
            min={0}
            max={10000}
            allowDecimal={false}
            value={position}
            error={errors.position}
            onChange={(value) => {
              setPosition(value);
              setErrors(({ position: _, ...rest }) => rest);
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
              {category ? 'Save category' : 'Create category'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** SPEC §2 `/admin/templates/categories`: the shelves templates sit on. */
export function TemplateCategoriesScreen() {
  const state = useListState(LIST);
  const list = useTemplateCategories(state.query);
  const actions = useTemplateCategoryActions();
  const deleting = useRowConfirm<TemplateCategory>(actions.remove);
  const [editing, setEditing] = useState<TemplateCategory | 'new' | null>(null);
  const doomed = deleting.row;

  const columns: Column<TemplateCategory, SortField>[] = [
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
      id: 'position',
      header: 'Position',
      sortField: 'position',
      align: 'right',
      render: (category) => <Text size="sm">{category.position}</Text>,
    },
    {
      id: 'templates',
      header: 'Templates',
      align: 'right',
      render: (category) =>
        category.templates_count > 0 ? (
          <Anchor component={Link} to={templatePaths.inCategory(category.id)} size="sm">
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
      // Editing happens in a modal, not on a screen of its own.
      render: (category) => (
        <RowActions>
          <RowIconAction
            label="Edit"
            ariaLabel={`Edit ${category.name}`}
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
        title="Template categories"
        description="Agencies see a category, and its published templates, once it is published."
        actions={
          <Group gap="sm">
            <Button
              variant="default"
              component={Link}
              to={templatePaths.list}
              rightSection={<IconArrowRight size={16} />}
            >
              Templates
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
        caption="Template categories"
        columns={columns}
        empty={{ title: 'No categories yet', description: 'Create one to file templates under it.' }}
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
              {doomed.templates_count === 1 ? 'one template' : `${doomed.templates_count} templates`}. Move
              them to another category or delete them, then delete the category.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={deleting.modal.onClose}>
                Close
              </Button>
              <Button component={Link} to={templatePaths.inCategory(doomed.id)}>
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
