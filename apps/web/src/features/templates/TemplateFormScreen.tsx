import { TextInput } from '@mantine/core';
import { createTemplateBody, type TemplateSummary, updateTemplateBody } from '@tessera/api-contract';
import { useNavigate } from 'react-router';
import { templateArea } from '../../api/templates.ts';
import { ScreenHeader } from '../../ui/ScreenHeader.tsx';
import {
  TemplateEditFrame,
  TemplateFormPanel,
  type TemplateValues,
  useTemplateForm,
} from '../template-catalogue/TemplateFormParts.tsx';
import { templatePaths } from './paths.ts';

function TemplateForm({ template }: { template: TemplateSummary | null }) {
  const navigate = useNavigate();
  const form = useTemplateForm<TemplateValues & { thumbnail: string }>({
    area: templateArea,
    template,
    initial: {
      name: template?.name ?? '',
      category: template ? String(template.category.id) : null,
      description: template?.description ?? '',
      thumbnail: template?.thumbnail_url ?? '',
    },
    fieldOf: { thumbnail: 'thumbnail_url' },
    extraBody: (values) => ({ thumbnail_url: values.thumbnail.trim() === '' ? null : values.thumbnail }),
    createBody: createTemplateBody,
    updateBody: updateTemplateBody,
    // A new template goes straight to its pages.
    onCreated: (id) => navigate(templatePaths.pages(id)),
    onUpdated: () => navigate(templatePaths.list),
  });
  return (
    <TemplateFormPanel
      form={form}
      area={templateArea}
      noun="template"
      paths={templatePaths}
      descriptionHint="One or two sentences on who the site is for."
      submitLabel={template === null ? 'Create and add pages' : 'Save template'}
      ariaLabel={template ? 'Template details' : 'New template'}
    >
      <TextInput
        label="Thumbnail address"
        description="A picture of the site for the pickers (https://… or /…); a drawing is shown without one."
        value={form.values.thumbnail}
        error={form.errors.thumbnail_url}
        maxLength={2048}
        onChange={(event) => form.set('thumbnail', event.currentTarget.value)}
      />
    </TemplateFormPanel>
  );
}

/** SPEC §2 `/admin/templates/create`. */
export function TemplateCreateScreen() {
  return (
    <>
      <ScreenHeader
        title="New template"
        description="Name it, file it under a category, then build its pages."
      />
      <TemplateForm template={null} />
    </>
  );
}

/** `/admin/templates/{templateId}/edit`: name, category, description and thumbnail (SPEC §2 template form). */
export function TemplateEditScreen() {
  return (
    <TemplateEditFrame
      area={templateArea}
      param="templateId"
      noun="template"
      listPath={templatePaths.list}
      form={(template) => <TemplateForm key={template.id} template={template} />}
    />
  );
}
