import { Text } from '@mantine/core';
import type { TemplateCatalogueItem } from '@tessera/api-contract';
import { countOf } from '@tessera/document';
import { templateArea } from '../../api/templates.ts';
import { CataloguePicker, type CatalogueSetup } from '../design-records/CataloguePicker.tsx';
import { templatePaths } from './paths.ts';
import { TemplateThumbnail } from './TemplateThumbnail.tsx';

const SETUP: CatalogueSetup<TemplateCatalogueItem> = {
  area: templateArea,
  testId: 'site-template',
  noun: 'template',
  previewPath: templatePaths.preview,
  picture: (template) => <TemplateThumbnail url={template.thumbnail_url} name={template.name} width={120} />,
  details: (template) => (
    <Text size="xs" c="dimmed">
      {countOf(template.pages_count, 'page')}
    </Text>
  ),
};

/**
 * The published admin templates an agency can start a website from (`GET /templates`):
 * searchable, filtered by category, paged, each with a link to its preview.
 */
export function TemplateCatalogue(props: {
  value: number | null;
  onChange: (id: number) => void;
  error?: string | undefined;
}) {
  return <CataloguePicker setup={SETUP} {...props} />;
}
