import { RecordPreviewScreen } from '../design-records/RecordPreviewScreen.tsx';
import { pageTemplateKind } from './kind.ts';

/**
 * SPEC §2 `/page-templates/{pageTemplateId}/preview`: admins see the draft; everyone else what was
 * published, if agencies may use it.
 */
export function PageTemplatePreviewScreen() {
  return (
    <RecordPreviewScreen
      kind={pageTemplateKind}
      notFound="This page template does not exist, or it is not published."
    />
  );
}
