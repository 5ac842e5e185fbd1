import {
  createPageTemplateBody,
  type PageTemplateDetail,
  updatePageTemplateBody,
} from '@tessera/api-contract';
import { useNavigate } from 'react-router';
import { pageTemplateArea } from '../../api/page-templates.ts';
import { ScreenHeader } from '../../ui/ScreenHeader.tsx';
import {
  TemplateEditFrame,
  TemplateFormPanel,
  useTemplateForm,
} from '../template-catalogue/TemplateFormParts.tsx';
import { pageTemplatePaths } from './paths.ts';

function TemplateForm({ template }: { template: PageTemplateDetail | null }) {
  const navigate = useNavigate();
  const form = useTemplateForm({
    area: pageTemplateArea,
    template,
    initial: {
      name: template?.name ?? '',
      category: template ? String(template.category.id) : null,
      description: template?.description ?? '',
    },
    createBody: createPageTemplateBody,
    updateBody: updatePageTemplateBody,
    onCreated: (id) => navigate(pageTemplatePaths.design(id)),
    onUpdated: () => navigate(pageTemplatePaths.list),
  });
  return (
    <TemplateFormPanel
      form={form}
      area={pageTemplateArea}
      noun="page template"
      paths={pageTemplatePaths}
      descriptionHint="One or two sentences on what the page is for."
      submitLabel={template === null ? 'Create and design' : 'Save page template'}
    />
  );
}

/** SPEC §2 `/admin/page-templates/create`. */
export function PageTemplateCreateScreen() {
  return (
    <>
      <ScreenHeader
        title="New page template"
        description="Name it, file it under a category, then design it."
      />
      <TemplateForm template={null} />
    </>
  );
}

/** SPEC §2 `/admin/page-templates/{pageTemplateId}/edit`: name, category and description. */
export function PageTemplateEditScreen() {
  return (
    <TemplateEditFrame
      area={pageTemplateArea}
      param="pageTemplateId"
      noun="page template"
      listPath={pageTemplatePaths.list}
      form={(template) => <TemplateForm key={template.id} template={template} />}
    />
  );
}
