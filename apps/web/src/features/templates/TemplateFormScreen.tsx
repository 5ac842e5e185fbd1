import type { TemplateSummary } from '@tessera/api-contract';
import { RecordFormPanel, RecordTextField, recordFormScreens } from '../design-records/RecordForm.tsx';
import { TemplateFields, useTemplateForm } from '../design-records/TemplateFields.tsx';
import { templateKind } from './kind.tsx';

function TemplateForm({ record: template }: { record: TemplateSummary | null }) {
  const form = useTemplateForm({
    kind: templateKind,
    template,
    extra: {
      initial: { thumbnail: template?.thumbnail_url ?? '' },
      fieldOf: { thumbnail: 'thumbnail_url' },
      body: (values) => ({ thumbnail_url: values.thumbnail.trim() === '' ? null : values.thumbnail }),
    },
  });
  return (
    <RecordFormPanel
      form={form}
      submitLabel={form.isNew ? 'Create and add pages' : 'Save template'}
      ariaLabel={template ? 'Template details' : 'New template'}
    >
      <TemplateFields
        form={form}
        kind={templateKind}
        descriptionHint="One or two sentences on who the site is for."
      >
        <RecordTextField
          form={form}
          name="thumbnail"
          label="Thumbnail address"
          description="A picture of the site for the pickers (https://… or /…); a drawing is shown without one."
          max={2048}
        />
      </TemplateFields>
    </RecordFormPanel>
  );
}

/** SPEC §2 `/admin/templates/create` and `/admin/templates/{templateId}/edit` (the template form). */
export const { CreateScreen: TemplateCreateScreen, EditScreen: TemplateEditScreen } = recordFormScreens(
  templateKind,
  TemplateForm,
);
