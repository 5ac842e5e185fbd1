import {
  Anchor,
  Badge,
  Group,
  Pagination,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import type { TemplateCatalogueItem } from '@tessera/api-contract';
import { useState } from 'react';
import { useTemplateCatalogue, useTemplateCatalogueCategories } from '../../api/templates.ts';
import { IconExternal, IconInbox } from '../../ui/icons.tsx';
import { SearchField } from '../../ui/list/SearchField.tsx';
import { templatePaths } from './paths.ts';
import { TemplateThumbnail } from './TemplateThumbnail.tsx';

const PER_PAGE = 6;

function TemplateCard({ template, selected }: { template: TemplateCatalogueItem; selected: boolean }) {
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      style={selected ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
      data-testid={`site-template-${template.id}`}
    >
      <Stack gap={8}>
        <TemplateThumbnail url={template.thumbnail_url} name={template.name} width={120} />
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
          <Text size="xs" c="dimmed">
            {template.pages_count === 1 ? '1 page' : `${template.pages_count} pages`}
          </Text>
        </Group>
        {template.description ? (
          <Text size="xs" c="dimmed" pl={28} lineClamp={2}>
            {template.description}
          </Text>
        ) : null}
        <Anchor
          href={templatePaths.preview(template.id)}
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
 * The published admin templates an agency can start a website from (`GET /templates`):
 * searchable, filtered by category, paged, each with a link to its preview.
 */
export function TemplateCatalogue({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (id: number) => void;
  error?: string | undefined;
}) {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const categories = useTemplateCatalogueCategories();
  const list = useTemplateCatalogue({
    page,
    per_page: PER_PAGE,
    ...(search ? { search } : {}),
    ...(category ? { category_id: Number(category) } : {}),
  });
  const total = list.data?.meta.total ?? 0;
  const rows = list.data?.data;
  const filtered = search !== '' || category !== null;

  return (
    <Stack gap="sm" data-testid="site-template-picker">
      <Group gap="sm" wrap="wrap">
        <SearchField
          label="Search templates"
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
          The templates could not be loaded.{' '}
          <Anchor component="button" type="button" size="sm" onClick={() => void list.refetch()}>
            Try again
          </Anchor>
        </Text>
      ) : rows === undefined ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} aria-busy="true" aria-label="Loading templates">
          {['first', 'second', 'third'].map((slot) => (
            <Skeleton key={slot} h={180} radius="md" />
          ))}
        </SimpleGrid>
      ) : rows.length === 0 ? (
        <Paper withBorder p="lg" radius="md">
          <Stack align="center" gap={4}>
            <IconInbox size={24} />
            <Text fw={600} size="sm">
              {filtered ? 'No templates match' : 'No templates yet'}
            </Text>
            <Text size="xs" c="dimmed">
              {filtered
                ? 'Try other words or another category.'
                : 'Your platform has not published any templates. Start from a built-in design instead.'}
            </Text>
          </Stack>
        </Paper>
      ) : (
        <Radio.Group
          value={value === null ? null : String(value)}
          onChange={(next) => onChange(Number(next))}
          aria-label="Template"
          error={error}
        >
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            {rows.map((template) => (
              <TemplateCard key={template.id} template={template} selected={template.id === value} />
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
