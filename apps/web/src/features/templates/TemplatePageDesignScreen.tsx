import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { describeError } from '../../api/errors.ts';
import { useTemplate } from '../../api/templates.ts';
import { PageDesignScreen } from '../editor/PageDesignScreen.tsx';
import { templatePaths } from './paths.ts';

/**
 * SPEC §2 full-screen design editor of a template page (`/admin/templates/{templateId}/pages/
 * {pageId}/design`): the site page editor on the template's backing site; leaving it goes back to
 * the template's pages.
 */
export function TemplatePageDesignScreen() {
  const { templateId } = useParams();
  const id = Number(templateId);
  const template = useTemplate(id);
  const navigate = useNavigate();
  if (template.error || !Number.isInteger(id) || id <= 0) {
    return (
      <Center h="100%">
        <Stack align="center" maw={440}>
          <Alert color="red" title="This design cannot be opened">
            {template.error ? describeError(template.error) : 'This address is not a template.'}
          </Alert>
          <Button variant="default" onClick={() => navigate(templatePaths.list)}>
            Back to templates
          </Button>
        </Stack>
      </Center>
    );
  }
  if (!template.data) {
    return (
      <Center h="100%">
        <Loader />
      </Center>
    );
  }
  return (
    <PageDesignScreen
      site={{ landingId: template.data.landing_id, exitTo: templatePaths.pages(id), template: true }}
    />
  );
}
