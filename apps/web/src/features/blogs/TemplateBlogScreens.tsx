import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { templateResponse } from '@tessera/api-contract';
import { useNavigate, useParams } from 'react-router';
import { blogPreviewLink } from '../../api/blogs.ts';
import { apiRequest } from '../../api/client.ts';
import { describeError } from '../../api/errors.ts';
import { useTemplate } from '../../api/templates.ts';
import { SignedPreview } from '../pages/SignedPreview.tsx';
import { templatePaths } from '../templates/paths.ts';
import { BlogDesignScreen } from './BlogDesignScreen.tsx';

/**
 * SPEC §2 full-screen blog editors of a template (`/admin/templates/{templateId}/blog/{blogId}/
 * design` and `sandbox_design`): the site blog editor on the template's backing site; leaving it
 * goes back to the template's blog.
 */
export function TemplateBlogDesignScreen() {
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
  return <BlogDesignScreen site={{ landingId: template.data.landing_id, exitTo: templatePaths.blog(id) }} />;
}

/**
 * SPEC §2 `/templates/{templateId}/blog/{blogId}/preview`: a signed link to the post's draft on
 * the template site's own host (the admin who runs the template; anyone else finds nothing).
 */
export function TemplateBlogPreviewScreen() {
  const { templateId = '', blogId = '' } = useParams();
  const id = Number(templateId);
  const postId = Number(blogId);
  return (
    <SignedPreview
      what="blog post"
      linkKey={`${templateId}/${blogId}`}
      notFound="This blog post does not exist, or it is not on a template you manage."
      fetchLink={async (signal) => {
        if (!Number.isInteger(id) || id <= 0 || !Number.isInteger(postId) || postId <= 0)
          throw new Error('This address is not a blog post preview.');
        const template = await apiRequest(`/admin-templates/${id}`, {
          schema: templateResponse,
          notify: false,
          signal,
        });
        return blogPreviewLink(template.data.landing_id, postId, signal);
      }}
    />
  );
}
