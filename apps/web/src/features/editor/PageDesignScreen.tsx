import { type LandingPermission, pageEndpoints } from '@tessera/api-contract';
import { Editor } from '@tessera/editor';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { call } from '../../api/call.ts';
import { describeError } from '../../api/errors.ts';
import { landingsKey, useLanding } from '../../api/landings.ts';
import { useAppConfig, useSignedInProfile } from '../../app/appContext.tsx';
import { useAuth } from '../../state/authStore.ts';
import { SharePreviewDialog } from '../../ui/share/SharePreviewDialog.tsx';
import {
  DesignFailure,
  DesignOpening,
  designRefusal,
  useFreshDesign,
  useSiteEditorServices,
} from './design-screen.tsx';
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
  // The site says which page is home and what the caller may do on it (SPEC §6).
  const site = useLanding(landingId);
  const pageId = home ? (site.data?.home_page?.id ?? 0) : Number(params.pageId);
  const navigate = useNavigate();
  const exit = () => navigate(given?.exitTo ?? `/agency/websites/${landingId}`);

  if (!Number.isInteger(landingId) || landingId <= 0)
    return <Failure message="This address is not a website." onBack={exit} />;
  if (site.isError) return <Failure message={describeError(site.error)} onBack={exit} />;
  if (!site.data) return <DesignOpening />;
  const refusal = designRefusal(site.data.permissions, 'edit_design');
  if (refusal) return <Failure message={refusal} onBack={exit} />;
  if (home && !site.data.home_page)
    return (
      <Failure
        message="This website has no home page yet. Create a page and set it as home first."
        onBack={exit}
      />
    );
  return (
    <PageEditor
      key={pageId}
      landingId={landingId}
      pageId={pageId}
      permissions={site.data.permissions}
      exit={exit}
      template={given?.template ?? false}
    />
  );
}

function PageEditor({
  landingId,
  pageId,
  permissions,
  exit,
  template,
}: {
  landingId: number;
  pageId: number;
  permissions: readonly LandingPermission[];
  exit: () => void;
  template: boolean;
}) {
  const epoch = useAuth((s) => s.epoch);
  const config = useAppConfig();
  const profile = useSignedInProfile();
  const page = useFreshDesign(
    landingsKey(epoch, 'page', pageId, 'design'),
    async (signal) =>
      (await call(pageEndpoints.get, { params: { id: pageId } }, { notify: false, signal })).data,
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
  const services = useSiteEditorServices({ landingId, permissions, config, profile, exit, template });

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
