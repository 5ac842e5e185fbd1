import {
  Anchor,
  Badge,
  Group,
  Pagination,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import type { CatalogueItem } from '@tessera/api-contract';
import { type ReactNode, useState } from 'react';
import { type CategoryArea, useCatalogueCategories, useCategoryAreaList } from '../../api/design-records.ts';
import { IconExternal, IconInbox } from '../../ui/icons.tsx';
import type { ListQueryResult } from '../../ui/list/ListView.tsx';
import { SearchField } from '../../ui/list/SearchField.tsx';
import { SkeletonGrid } from '../../ui/SkeletonGrid.tsx';

const PER_PAGE = 6;

/** What one area's catalogue picker shows beyond the shared card. */
export interface CatalogueSetup<I extends CatalogueItem> {
  area: CategoryArea;
  /** Names the picker (`{testId}-picker`) and each card (`{testId}-{id}`) for tests. */
  testId: string;
  /** What the templates are called: "page template". */
  noun: string;
  previewPath: (id: number) => string;
  /** A picture above a card's choice (site templates' thumbnails); cards with one stand taller. */
  picture?: (template: I) => ReactNode;
  /** More after the category badge (site templates: how many pages). */
  details?: (template: I) => ReactNode;
}

function TemplateCard<I extends CatalogueItem>({
  setup,
  template,
  selected,
}: {
  setup: CatalogueSetup<I>;
  template: I;
  selected: boolean;
}) {
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      style={selected ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
      data-testid={`${setup.testId}-${template.id}`}
    >
      <Stack gap={setup.picture ? 8 : 6}>
        {setup.picture?.(template)}
        <Radio
          value={String(template.id)}
          label={
            <Text fw={600} size="sm">
              {template.name}
            </Text>
          }
        />
        <Group gap={6} pl={28}>
          <Badge size="xs" variant="light">
            {template.category.name}
          </Badge>
          {setup.details?.(template)}
        </Group>
        {template.description ? (
          <Text size="xs" c="dimmed" pl={28} lineClamp={2}>
            {template.description}
          </Text>
        ) : null}
        <Anchor
          href={setup.previewPath(template.id)}
          target="_blank"
          rel="noopener"
          size="xs"
          pl={28}
          aria-label={`Preview ${template.name}`}
        >
          <Group gap={4} component="span">
            Preview <IconExternal size={12} />
          </Group>
        </Anchor>
      </Stack>
    </Paper>
  );
}

/**
 * The published templates of an area an agency can start from (`GET /page-templates`,
 * `GET /templates`): searchable, filtered by category, paged, each with a link to its preview.
 */
export function CataloguePicker<I extends CatalogueItem>({
  setup,
  value,
  onChange,
  error,
}: {
  setup: CatalogueSetup<I>;
  value: number | null;
  onChange: (id: number) => void;
  error?: string | undefined;
}) {
  const { noun } = setup;
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const categories = useCatalogueCategories(setup.area);
  // The area's catalogue answer: its items, with what the area adds to the shared ones.
  const list = useCategoryAreaList(setup.area, 'catalogue', {
    page,
    per_page: PER_PAGE,
    ...(search ? { search } : {}),
    ...(category ? { category_id: Number(category) } : {}),
  }) as ListQueryResult<I> & { isError: boolean };
  const total = list.data?.meta.total ?? 0;
  const rows = list.data?.data;
  const filtered = search !== '' || category !== null;

  return (
    <Stack gap="sm" data-testid={`${setup.testId}-picker`}>
      <Group gap="sm" wrap="wrap">
        <SearchField
          label={`Search ${noun}s`}
          value={search}
          onCommit={(next) => {
            setSearch(next);
            setPage(1);
          }}
        />
        <Select
          aria-label="Template category"
          placeholder="All categories"
          data={(categories.data ?? []).map((c) => ({
            value: String(c.id),
            label: `${c.name} (${c.templates_count})`,
          }))}
          value={category}
          onChange={(next) => {
            setCategory(next);
            setPage(1);
          }}
          clearable
          w={220}
        />
      </Group>
      {list.isError ? (
        <Text size="sm" c="red" role="alert">
          The {noun}s could not be loaded.{' '}
          <Anchor component="button" type="button" size="sm" onClick={() => void list.refetch()}>
            Try again
          </Anchor>
        </Text>
      ) : rows === undefined ? (
        <SkeletonGrid
          cols={{ base: 1, sm: 2, md: 3 }}
          height={setup.picture ? 180 : 120}
          label={`Loading ${noun}s`}
        />
      ) : rows.length === 0 ? (
        <Paper withBorder p="lg" radius="md">
          <Stack align="center" gap={4}>
            <IconInbox size={24} />
            <Text fw={600} size="sm">
              {filtered ? `No ${noun}s match` : `No ${noun}s yet`}
            </Text>
            <Text size="xs" c="dimmed">
              {filtered
                ? 'Try other words or another category.'
                : `Your platform has not published any ${noun}s. Start from a built-in design instead.`}
            </Text>
          </Stack>
        </Paper>
      ) : (
        <Radio.Group
          value={value === null ? null : String(value)}
          onChange={(next) => onChange(Number(next))}
          aria-label={noun.charAt(0).toUpperCase() + noun.slice(1)}
          error={error}
        >
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            {rows.map((template) => (
              <TemplateCard
                key={template.id}
                setup={setup}
                template={template}
                selected={template.id === value}
              />
            ))}
          </SimpleGrid>
        </Radio.Group>
      )}
      {total > PER_PAGE ? (
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {total} templates
          </Text>
          <Pagination size="sm" total={Math.ceil(total / PER_PAGE)} value={page} onChange={setPage} />
        </Group>
      ) : null}
      {error && (rows === undefined || rows.length === 0) ? (
        <Text size="xs" c="red">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
