import { previewLinkResponse } from '@tessera/api-contract';
import { useParams } from 'react-router';
import { apiRequest } from '../../api/client.ts';
import { SignedPreview } from '../pages/SignedPreview.tsx';

/**
 * SPEC §2 `/page-templates/{pageTemplateId}/preview`: a template shown on the preview host of the
 * sites origin (admins see the draft; everyone else what was published, if agencies may use it).
 */
export function PageTemplatePreviewScreen() {
  const { pageTemplateId = '' } = useParams();
  return (
    <SignedPreview
      what="page template"
      linkKey={pageTemplateId}
      notFound="This page template does not exist, or it is not published."
      fetchLink={(signal) =>
        apiRequest(`/admin-page-templates/${encodeURIComponent(pageTemplateId)}/preview-link`, {
          method: 'POST',
          schema: previewLinkResponse,
          notify: false,
          signal,
        }).then((r) => r.data)
      }
    />
  );
}
