import type { PageTemplateSummary } from '@tessera/api-contract';
import { recordRowMenu } from '../design-records/RecordRowMenu.tsx';
import { pageTemplateKind } from './kind.ts';

/** The actions of one row of the admin page-template list; publishing again publishes the newer draft. */
export const PageTemplateActions = recordRowMenu(pageTemplateKind, (template: PageTemplateSummary) => ({
  deleteText: (
    <>
      The template and its design are removed
      {template.published ? ', and agencies can no longer start pages from it' : ''}. Pages already made from
      it keep their own copy. This cannot be undone.
    </>
  ),
}));
