import { Anchor, Button, Group, Modal, NumberInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import { type AdminCategory, countOf } from '@tessera/api-contract';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import {
  type CategoryArea,
  useCategoryActions,
  useCategoryAreaList,
  useSaveCategory,
} from '../../api/design-records.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from '../../ui/forms.ts';
import { IconArrowRight, IconPencil, IconPlus, IconTrash } from '../../ui/icons.tsx';
import { createdColumn } from '../../ui/list/columns.tsx';
import type { Column } from '../../ui/list/ListTable.tsx';
import { ListPanel, type ListQueryResult } from '../../ui/list/ListView.tsx';
import type { ListSetup } from '../../ui/list/params.ts';
import { RowActions, RowIconAction } from '../../ui/list/RowActions.tsx';
import { useListState } from '../../ui/list/useListParams.ts';
import { ScreenHeader } from '../../ui/ScreenHeader.tsx';
import { useRowConfirm } from '../../ui/useRowConfirm.ts';
import { pluralTitle, type RecordKind } from './kind.ts';

/** A category as the screen shows it; site-template categories also have a position. */
type Category = AdminCategory & { position?: number };
/** What the categories of either area sort by (page-template categories have no position). */
type SortField = 'name' | 'position' | 'created_at' | 'updated_at';

/** What one admin template area's categories screen is made of. */
export interface CategoriesScreenSetup {
  /** The kind filed under the categories: its calls, screens and noun ("page template"). */
  kind: RecordKind<CategoryArea>;
  list: ListSetup<SortField>;
  /** "Page-template categories" */
  title: string;
}

/** The categories' screen as the kind shapes it. */
function categoriesOf(setup: CategoriesScreenSetup) {
  const { kind } = setup;
  return {
    area: kind.area,
    // Checked with the body the kind declares for a new category, as the API will check it.
    body: kind.area.endpoints.categories.create.body,
    /** The categories have a position (site templates): a column, a form field, "Edit" over "Rename". */
    withPosition: kind.area.categorySort === 'position',
    /** The way back to the templates, and to those of one category (the list's category filter). */
    paths: {
      list: kind.paths.list,
      inCategory: (categoryId: number) => `${kind.paths.list}?category=${categoryId}`,
    },
    words: { title: setup.title, listLabel: pluralTitle(kind), noun: kind.noun },
  };
}

/** Create a category, or rename it (and move it, where categories have a position). */
function CategoryFormModal({
  setup,
  category,
  onClose,
}: {
  setup: CategoriesScreenSetup;
  category: Category | null;
  onClose: () => void;
}) {
  const { area, body, withPosition } = categoriesOf(setup);
  const save = useSaveCategory(area, category?.id ?? null);
  const [name, setName] = useState(category?.name ?? '');
  const [position, setPosition] = useState<number | string>(category?.position ?? 0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = body.safeParse(
      withPosition ? { name, position: typeof position === 'number' ? position : Number.NaN } : { name },
    );
    const shown = withPosition ? ['name', 'position'] : ['name'];
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error, shown));
    save.mutate(parsed.data, {
      onSuccess: onClose,
      onError: (error) => setErrors(apiFieldErrors(error, shown)),
    });
  };
  const verb = withPosition ? 'Edit' : 'Rename';
  return (
    <Modal opened onClose={onClose} title={category ? `${verb} ${category.name}` : 'New category'} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert errors={errors} />
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
          {withPosition ? (
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
          ) : null}
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
              {category ? (withPosition ? 'Save category' : 'Save name') : 'Create category'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * SPEC §2 `/admin/page-templates/categories` and `/admin/templates/categories`: the shelves an
 * area's templates sit on, published for agencies one by one. A category that still holds
 * templates cannot be deleted: the screen says so and leads to them instead.
 */
export function CategoriesScreen({ setup }: { setup: CategoriesScreenSetup }) {
  const { area, paths, words, withPosition } = categoriesOf(setup);
  const state = useListState(setup.list);
  // The area's category list answer: its categories, with a position where they have one.
  const list = useCategoryAreaList(area, 'categories', state.query) as ListQueryResult<Category>;
  const actions = useCategoryActions(area);
  const deleting = useRowConfirm<Category>(actions.remove);
  const [editing, setEditing] = useState<Category | 'new' | null>(null);
  const doomed = deleting.row;
  const verb = withPosition ? 'Edit' : 'Rename';

  const columns: Column<Category, SortField>[] = [
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
    ...(withPosition
      ? [
          {
            id: 'position',
            header: 'Position',
            sortField: 'position' as const,
            align: 'right' as const,
            render: (category: Category) => <Text size="sm">{category.position}</Text>,
          },
        ]
      : []),
    {
      id: 'templates',
      header: 'Templates',
      align: 'right',
      render: (category) =>
        category.templates_count > 0 ? (
          <Anchor component={Link} to={paths.inCategory(category.id)} size="sm">
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
      // Changing a category happens in a modal, not on a screen of its own.
      render: (category) => (
        <RowActions>
          <RowIconAction
            label={verb}
            ariaLabel={`${verb} ${category.name}`}
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
        title={words.title}
        description="Agencies see a category, and its published templates, once it is published."
        actions={
          <Group gap="sm">
            <Button
              variant="default"
              component={Link}
              to={paths.list}
              rightSection={<IconArrowRight size={16} />}
            >
              {words.listLabel}
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
        caption={words.title}
        columns={columns}
        empty={{ title: 'No categories yet', description: `Create one to file ${words.noun}s under it.` }}
        searchLabel="Search categories"
      />
      {editing ? (
        <CategoryFormModal
          setup={setup}
          category={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
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
              It still holds {countOf(doomed.templates_count, words.noun)}. Move them to another category or
              delete them, then delete the category.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={deleting.modal.onClose}>
                Close
              </Button>
              <Button component={Link} to={paths.inCategory(doomed.id)}>
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
