import { RecordDesignScreen } from '../design-records/RecordDesignScreen.tsx';
import { PLATFORM_LIBRARY } from '../editor/editor-services.ts';
import { pageTemplateKind } from './kind.ts';

/** SPEC §2 `/admin/page-templates/{pageTemplateId}/sandbox_design`: the full-screen editor on a page template's draft. */
export function PageTemplateDesignScreen() {
  return <RecordDesignScreen kind={pageTemplateKind} storageKey="page-template" library={PLATFORM_LIBRARY} />;
}
