import { pageTemplateDetailResponse } from '@tessera/api-contract';
import { Editor } from '@tessera/editor';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { apiRequest } from '../../api/client.ts';
import { describeError } from '../../api/errors.ts';
import { pageTemplatesKey } from '../../api/page-templates.ts';
import { useAppConfig, useSignedInProfile } from '../../app/appContext.tsx';
import { useAuth } from '../../state/authStore.ts';
import { DesignFailure, DesignOpening, useFreshDesign } from '../editor/design-screen.tsx';
import { PLATFORM_LIBRARY, platformEditorServices } from '../editor/editor-services.ts';
import { pageTemplateDocumentSource } from './page-template-source.ts';
import { pageTemplatePaths } from './paths.ts';

/**
 * SPEC §2 `/admin/page-templates/{pageTemplateId}/sandbox_design`: the full-screen editor on a
 * page template's draft, exactly as pages are designed (autosave with versions, publish, preview).
 */
export function PageTemplateDesignScreen() {
  const { pageTemplateId } = useParams();
  const id = Number(pageTemplateId);
  const navigate = useNavigate();
  const exit = () => navigate(pageTemplatePaths.list);
  const epoch = useAuth((s) => s.epoch);
  const config = useAppConfig();
  const profile = useSignedInProfile();
  const valid = Number.isInteger(id) && id > 0;
  const template = useFreshDesign(
    pageTemplatesKey(epoch, 'one', id, 'design'),
    (signal) =>
      apiRequest(`/admin-page-templates/${id}`, {
        schema: pageTemplateDetailResponse,
        notify: false,
        signal,
      }).then((r) => r.data),
    valid,
  );
  const detail = template.data;
  // One source and one set of services per template: the editor reloads only when they change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the template, not on refetches.
  const source = useMemo(() => (detail ? pageTemplateDocumentSource(detail, detail) : null), [detail?.id]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the exit callback changes every render.
  const services = useMemo(
    () =>
      platformEditorServices({
        editorDataPath: `/admin-page-templates/${id}/editor-data`,
        library: PLATFORM_LIBRARY,
        config,
        profile,
        exit,
      }),
    [id, config, profile],
  );

  if (!valid || template.isError) {
    return (
      <DesignFailure
        message={valid ? describeError(template.error) : 'This address is not a page template.'}
        backLabel="Back to page templates"
        onBack={exit}
      />
    );
  }
  if (!source) return <DesignOpening />;
  return <Editor source={source} services={services} />;
}
