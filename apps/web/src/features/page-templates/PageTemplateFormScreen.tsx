import type { PageTemplateDetail } from '@tessera/api-contract';
import { RecordFormPanel, recordFormScreens } from '../design-records/RecordForm.tsx';
import { TemplateFields, useTemplateForm } from '../design-records/TemplateFields.tsx';
import { pageTemplateKind } from './kind.ts';

function PageTemplateForm({ record: template }: { record: PageTemplateDetail | null }) {
  const form = useTemplateForm({
    kind: pageTemplateKind,
    template,
  });
  return (
    <RecordFormPanel form={form} submitLabel={form.isNew ? 'Create and design' : 'Save page template'}>
      <TemplateFields
        form={form}
        kind={pageTemplateKind}
        descriptionHint="One or two sentences on what the page is for."
      />
    </RecordFormPanel>
  );
}

/** SPEC §2 `/admin/page-templates/create` and `/admin/page-templates/{pageTemplateId}/edit`. */
export const { CreateScreen: PageTemplateCreateScreen, EditScreen: PageTemplateEditScreen } =
  recordFormScreens(pageTemplateKind, PageTemplateForm);
