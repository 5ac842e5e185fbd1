import type { TemplateSummary } from '@tessera/api-contract';
import { recordRowMenu } from '../design-records/RecordRowMenu.tsx';
import { templateKind } from './kind.tsx';

/** The actions of one row of the admin template list. */
export const TemplateActions = recordRowMenu(templateKind, (template: TemplateSummary) => ({
  preview: {
    label: 'Preview',
    disabled: template.pages_count === 0,
    // A template previews as its home page: that page's draft is what its share links show.
    share: template.home_page_id ? { kind: 'page', id: template.home_page_id } : null,
  },
  deleteText: (
    <>
      The template and its {template.pages_count === 1 ? 'page' : `${template.pages_count} pages`}, menus and
      design are removed
      {template.published ? ', and agencies can no longer create websites from it' : ''}. Websites already
      made from it keep their own copy. This cannot be undone.
    </>
  ),
}));
