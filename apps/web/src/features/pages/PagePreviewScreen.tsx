import { pageEndpoints } from '@tessera/api-contract';
import { useParams } from 'react-router';
import { call } from '../../api/call.ts';
import { SignedPreview } from './SignedPreview.tsx';

/**
 * SPEC §2 `/pages/{id}/preview`. Drafts may hold tenant code, so they are never shown on the app
 * origin: this screen asks for a signed preview link (or opens a share link) and moves to the
 * site's own origin.
 */
export function PagePreviewScreen() {
  const { id = '' } = useParams();
  return (
    <SignedPreview
      what="page"
      linkKey={id}
      notFound="This page does not exist, or it is not on one of your sites."
      notFoundForAdmin="This page is on an agency's website, or does not exist. Administrators preview the pages of templates only: to see an agency's page, use “Impersonate owner” in Agencies, or ask the agency for a share link."
      fetchLink={(signal) =>
        call(pageEndpoints.previewLink, { params: { id } }, { notify: false, signal }).then((r) => r.data)
      }
    />
  );
}
