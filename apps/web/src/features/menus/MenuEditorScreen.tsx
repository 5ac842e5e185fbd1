import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  MENU_MAX_DEPTH,
  type MenuDetail,
  type MenuItem,
  type MenuItemType,
  menuBody,
  type PageOption,
} from '@tessera/api-contract';
import { countOf } from '@tessera/document';
import { type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { describeError } from '../../api/errors.ts';
import { useMenu, useSaveMenu } from '../../api/menus.ts';
import { usePageOptions } from '../../api/pages.ts';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { FormButtons } from '../../ui/FormButtons.tsx';
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from '../../ui/forms.ts';
import {
  IconAlert,
  IconArrowDown,
  IconArrowUp,
  IconChevronRight,
  IconPlus,
  IconTrash,
} from '../../ui/icons.tsx';
import { useSite, useSiteAddresses, useSiteGate } from '../websites/siteContext.ts';
import { useAllowedPath } from '../websites/useAllowedPath.ts';
import {
  addItem,
  canIndent,
  depthOf,
  indentItem,
  moveItem,
  newItem,
  outdentItem,
  removeItem,
  updateItem,
} from './menuTree.ts';

const TYPE_LABELS: Record<MenuItemType, string> = {
  page: 'A page',
  section: 'A section of a page',
  custom: 'A web address',
};

interface RowProps {
  item: MenuItem;
  items: MenuItem[];
  path: string;
  pages: PageOption[];
  errors: FieldErrors;
  broken: ReadonlySet<string>;
  onChange: (items: MenuItem[]) => void;
}

/** One item with its fields and tree controls, then its sub-items indented below it. */
function ItemRow({ item, items, path, pages, errors, broken, onChange }: RowProps) {
  const depth = depthOf(items, item.id);
  const patch = (next: Partial<MenuItem>) => onChange(updateItem(items, item.id, next));
  const page = pages.find((p) => p.id === item.page_id);
  const error = (field: string) => errors[`${path}.${field}`];
  return (
    <li style={{ listStyle: 'none' }}>
      <Paper withBorder p="sm" mb="xs" data-testid="menu-item" bg={depth > 1 ? 'gray.0' : undefined}>
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <Stack gap={2} pt={22}>
            <Tooltip label="Move up">
              <ActionIcon
                size="sm"
                variant="subtle"
                color="gray"
                aria-label={`Move ${item.label} up`}
                onClick={() => onChange(moveItem(items, item.id, -1))}
              >
                <IconArrowUp size={14} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Move down">
              <ActionIcon
                size="sm"
                variant="subtle"
                color="gray"
                aria-label={`Move ${item.label} down`}
                onClick={() => onChange(moveItem(items, item.id, 1))}
              >
                <IconArrowDown size={14} />
              </ActionIcon>
            </Tooltip>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 3 }} style={{ flex: 1 }} spacing="sm">
            <TextInput
              label="Label"
              value={item.label}
              error={error('label')}
              onChange={(e) => patch({ label: e.currentTarget.value })}
            />
            <Select
              label="Links to"
              data={Object.entries(TYPE_LABELS).map(([value, label]) => ({ value, label }))}
              value={item.type}
              allowDeselect={false}
              onChange={(value) => patch({ type: value as MenuItemType, section_id: null })}
            />
            {item.type === 'custom' ? (
              <TextInput
                label="Address"
                placeholder="https://… or /path or #anchor"
                value={item.url}
                error={error('url')}
                onChange={(e) => patch({ url: e.currentTarget.value })}
              />
            ) : (
              <Select
                label="Page"
                placeholder="Choose a page"
                searchable
                data={pages.map((p) => ({
                  value: String(p.id),
                  label: p.is_home ? `${p.name} (home)` : p.name,
                }))}
                value={item.page_id === null ? null : String(item.page_id)}
                error={error('page_id') ?? (broken.has(item.id) ? 'This page no longer exists.' : undefined)}
                onChange={(value) =>
                  patch({ page_id: value === null ? null : Number(value), section_id: null })
                }
              />
            )}
            {item.type === 'section' ? (
              <Select
                label="Section"
                placeholder={page ? 'Choose a section' : 'Choose the page first'}
                disabled={!page}
                data={(page?.sections ?? []).map((s) => ({ value: s.id, label: s.name }))}
                value={item.section_id}
                error={error('section_id')}
                onChange={(value) => patch({ section_id: value })}
              />
            ) : null}
            <Checkbox
              mt={item.type === 'section' ? 30 : 0}
              label="Open in a new tab"
              checked={item.new_window}
              onChange={(e) => patch({ new_window: e.currentTarget.checked })}
            />
          </SimpleGrid>
          <Group gap={2} pt={22} wrap="nowrap">
            <Tooltip label="Move out of its parent">
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Move ${item.label} out`}
                disabled={depth === 1}
                onClick={() => onChange(outdentItem(items, item.id))}
              >
                <IconChevronRight size={16} style={{ transform: 'rotate(180deg)' }} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Make it a sub-item of the item above">
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Indent ${item.label}`}
                disabled={!canIndent(items, item.id)}
                onClick={() => onChange(indentItem(items, item.id))}
              >
                <IconChevronRight size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Add a sub-item">
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Add a sub-item to ${item.label}`}
                disabled={depth >= MENU_MAX_DEPTH}
                onClick={() => onChange(addItem(items, newItem(), item.id))}
              >
                <IconPlus size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Remove">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove ${item.label}`}
                onClick={() => onChange(removeItem(items, item.id))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      </Paper>
      {item.children.length > 0 ? (
        <ul style={{ paddingLeft: 28, margin: 0 }} aria-label={`Sub-items of ${item.label}`}>
          {item.children.map((child, index) => (
            <ItemRow
              key={child.id}
              item={child}
              items={items}
              path={`${path}.children.${index}`}
              pages={pages}
              errors={errors}
              broken={broken}
              onChange={onChange}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The error keys the item rows show: each label, and the address, page or section its type has. */
function shownItemKeys(items: readonly MenuItem[], prefix = 'items'): string[] {
  return items.flatMap((item, index) => {
    const path = `${prefix}.${index}`;
    return [
      `${path}.label`,
      item.type === 'custom' ? `${path}.url` : `${path}.page_id`,
      ...(item.type === 'section' ? [`${path}.section_id`] : []),
      ...shownItemKeys(item.children, `${path}.children`),
    ];
  });
}

function MenuForm({ menu }: { menu: MenuDetail | null }) {
  const site = useSite();
  const navigate = useNavigate();
  const pages = usePageOptions(site.id);
  const save = useSaveMenu(site.id, menu?.id ?? null);
  const gate = useSiteGate('edit_design');
  const [name, setName] = useState(menu?.name ?? '');
  const [items, setItems] = useState<MenuItem[]>(menu?.items ?? []);
  const [errors, setErrors] = useState<FieldErrors>({});
  const broken = new Set(menu?.broken_item_ids ?? []);
  const allowed = useAllowedPath();
  const paths = useSiteAddresses();
  const back = allowed(paths.menus(site.id), paths.pages(site.id));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const shown = ['name', ...shownItemKeys(items)];
    const parsed = menuBody.safeParse({ name, items });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error, shown));
      return;
    }
    save.mutate(parsed.data as Parameters<typeof save.mutate>[0], {
      onSuccess: () => navigate(back),
      onError: (error) => setErrors(apiFieldErrors(error, shown)),
    });
  };
  const itemErrors = Object.keys(errors).filter((key) => key.startsWith('items')).length;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert errors={errors} title="The menu could not be saved" />
        <Paper withBorder p="lg">
          <Title order={2} size="h4" mb="md">
            {menu ? `Edit menu` : 'New menu'}
          </Title>
          <TextInput
            label="Menu name"
            description="For you; visitors see the items."
            required
            maw={420}
            value={name}
            error={errors.name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setErrors(({ name: _, ...rest }) => rest);
            }}
          />
        </Paper>
        <Paper withBorder p="lg">
          <Group justify="space-between" mb="sm">
            <div>
              <Title order={2} size="h4">
                Items
              </Title>
              <Text size="sm" c="dimmed">
                Up to {MENU_MAX_DEPTH} levels: sub-items open as a dropdown under their item.
              </Text>
            </div>
            <Badge variant="light">{items.length === 0 ? 'Empty' : `${items.length} at the top level`}</Badge>
          </Group>
          {itemErrors > 0 ? (
            <Alert color="red" variant="light" icon={<IconAlert />} mb="sm">
              {countOf(itemErrors, 'item')} {itemErrors === 1 ? 'needs' : 'need'} attention.
            </Alert>
          ) : null}
          {pages.isPending ? (
            <Skeleton h={80} />
          ) : (
            <ul style={{ padding: 0, margin: 0 }} aria-label="Menu items">
              {items.map((item, index) => (
                <ItemRow
                  key={item.id}
                  item={item}
                  items={items}
                  path={`items.${index}`}
                  pages={pages.data ?? []}
                  errors={errors}
                  broken={broken}
                  onChange={setItems}
                />
              ))}
            </ul>
          )}
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            mt="xs"
            onClick={() => setItems(addItem(items, newItem()))}
          >
            Add item
          </Button>
        </Paper>
        <FormButtons cancelTo={back} saving={save.isPending} gate={gate}>
          Save menu
        </FormButtons>
      </Stack>
    </form>
  );
}

export function MenuCreateScreen() {
  return <MenuForm menu={null} />;
}

export function MenuEditScreen() {
  const site = useSite();
  const params = useParams();
  const menu = useMenu(site.id, Number(params.menuId));
  if (menu.error) {
    return (
      <Alert color="red" variant="light" icon={<IconAlert />} title="The menu could not be loaded">
        {describeError(menu.error)}
      </Alert>
    );
  }
  if (!menu.data) return <Skeleton h={240} />;
  return <MenuForm key={menu.data.id} menu={menu.data} />;
}
