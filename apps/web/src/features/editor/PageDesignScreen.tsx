import { pageDetailResponse } from '@tessera/api-contract';
import { Editor } from '@tessera/editor';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { apiRequest } from '../../api/client.ts';
import { describeError } from '../../api/errors.ts';
import { landingsKey, useLanding } from '../../api/landings.ts';
import { useAppConfig, useSignedInProfile } from '../../app/appContext.tsx';
import { useAuth } from '../../state/authStore.ts';
import { SharePreviewDialog } from '../../ui/share/SharePreviewDialog.tsx';
import { DesignFailure, DesignOpening, useFreshDesign } from './design-screen.tsx';
import { siteEditorServices } from './editor-services.ts';
import { pageDocumentSource } from './page-source.ts';

function Failure({ message, onBack }: { message: string; onBack: () => void }) {
  return <DesignFailure message={message} backLabel="Back to the website" onBack={onBack} />;
}

/**
 * SPEC §2 page design editors: `websites/{id}/pages/{pageId}/design` and `sandbox_design`, and
 * `websites/{id}/design` (the site's home page). The editor library does the work; this screen
 * finds the page and hands it a page document source and the app's services.
 */
export function PageDesignScreen({
  home = false,
  site: given,
}: {
  home?: boolean;
  /**
   * The site when the route does not name it: an admin template's backing site
   * (features/templates), and where leaving the editor goes. Otherwise `:id` is the site.
   */
  site?: { landingId: number; exitTo: string; template?: boolean };
}) {
  const params = useParams();
  const landingId = given?.landingId ?? Number(params.id);
  const site = useLanding(home ? landingId : 0);
  const pageId = home ? (site.data?.home_page?.id ?? 0) : Number(params.pageId);
  const navigate = useNavigate();
  const exit = () => navigate(given?.exitTo ?? `/agency/websites/${landingId}`);

  if (home && site.isError) return <Failure message={describeError(site.error)} onBack={exit} />;
  if (home && site.data && !site.data.home_page)
    return (
      <Failure
        message="This website has no home page yet. Create a page and set it as home first."
        onBack={exit}
      />
    );
  if (!Number.isInteger(landingId) || landingId <= 0)
    return <Failure message="This address is not a website." onBack={exit} />;
  if (home && !site.data) return <DesignOpening />;
  return (
    <PageEditor
      key={pageId}
      landingId={landingId}
      pageId={pageId}
      exit={exit}
      template={given?.template ?? false}
    />
  );
}

function PageEditor({
  landingId,
  pageId,
  exit,
  template,
}: {
  landingId: number;
  pageId: number;
  exit: () => void;
  template: boolean;
}) {
  const epoch = useAuth((s) => s.epoch);
  const config = useAppConfig();
  const profile = useSignedInProfile();
  const page = useFreshDesign(
    landingsKey(epoch, 'page', pageId, 'design'),
    async (signal) =>
      (await apiRequest(`/pages/${pageId}`, { schema: pageDetailResponse, notify: false, signal })).data,
    Number.isInteger(pageId) && pageId > 0,
  );
  const detail = page.data;
  const [sharing, setSharing] = useState(false);
  // One source and one set of services per page: the editor reloads only when they change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the page, not on refetches.
  const source = useMemo(
    () => (detail ? pageDocumentSource(detail, detail, () => setSharing(true)) : null),
    [detail?.id],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the exit callback changes every render.
  const services = useMemo(
    () => siteEditorServices({ landingId, config, profile, exit, template }),
    [landingId, config, profile, template],
  );

  if (page.isError) return <Failure message={describeError(page.error)} onBack={exit} />;
  if (!source || !detail) return <DesignOpening />;
  if (detail.landing_id !== landingId)
    return <Failure message="This page belongs to another website." onBack={exit} />;
  return (
    <>
      <Editor source={source} services={services} />
      <SharePreviewDialog
        opened={sharing}
        onClose={() => setSharing(false)}
        subject={{ kind: 'page', id: detail.id }}
        previewPath={`/pages/${detail.id}/preview`}
        name={detail.name}
      />
    </>
  );
}
