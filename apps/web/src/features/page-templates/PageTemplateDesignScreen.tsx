import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { pageTemplateDetailResponse } from '@tessera/api-contract';
import { Editor } from '@tessera/editor';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { apiRequest } from '../../api/client.ts';
import { describeError } from '../../api/errors.ts';
import { pageTemplatesKey } from '../../api/page-templates.ts';
import { useAppConfig, useSignedInProfile } from '../../app/appContext.tsx';
import { useAuth } from '../../state/authStore.ts';
import { platformEditorServices } from '../editor/editor-services.ts';
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
  // Always fresh: the editor starts from the template as the server has it now.
  const template = useQuery({
    queryKey: pageTemplatesKey(epoch, 'one', id, 'design'),
    queryFn: ({ signal }) =>
      apiRequest(`/admin-page-templates/${id}`, {
        schema: pageTemplateDetailResponse,
        notify: false,
        signal,
      }).then((r) => r.data),
    enabled: valid,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
  const detail = template.data;
  // One source and one set of services per template: the editor reloads only when they change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the template, not on refetches.
  const source = useMemo(() => (detail ? pageTemplateDocumentSource(detail, detail) : null), [detail?.id]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the exit callback changes every render.
  const services = useMemo(
    () =>
      platformEditorServices({
        editorDataPath: `/admin-page-templates/${id}/editor-data`,
        config,
        profile,
        exit,
      }),
    [id, config, profile],
  );

  if (!valid || template.isError) {
    return (
      <Center h="100%">
        <Stack align="center" maw={440}>
          <Alert color="red" title="This design cannot be opened">
            {valid ? describeError(template.error) : 'This address is not a page template.'}
          </Alert>
          <Button variant="default" onClick={exit}>
            Back to page templates
          </Button>
        </Stack>
      </Center>
    );
  }
  if (!source) {
    return (
      <Center h="100%">
        <Loader />
      </Center>
    );
  }
  return <Editor source={source} services={services} />;
}
