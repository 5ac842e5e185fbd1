import { useParams } from 'react-router';
import { templatePreviewLink } from '../../api/templates.ts';
import { SignedPreview } from '../pages/SignedPreview.tsx';

/**
 * SPEC §2 `/templates/{templateId}/preview` (the template's home page) and
 * `/templates/{templateId}/pages/{pageId}/preview`: a signed link to the page on the template
 * site's own host. Admins preview any template; other signed-in users published ones.
 */
export function TemplatePreviewScreen() {
  const { templateId = '', pageId } = useParams();
  const id = Number(templateId);
  const page = pageId === undefined ? undefined : Number(pageId);
  return (
    <SignedPreview
      what="template"
      linkKey={`${templateId}/${pageId ?? ''}`}
      notFound="This template does not exist, or it is not published."
      fetchLink={(signal) => {
        if (
          !Number.isInteger(id) ||
          id <= 0 ||
          (page !== undefined && (!Number.isInteger(page) || page <= 0))
        )
          return Promise.reject(new Error('This address is not a template preview.'));
        return templatePreviewLink(id, page, signal);
      }}
    />
  );
}
