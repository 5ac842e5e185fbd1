import { Editor } from '@tessera/editor';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { describeError } from '../../api/errors.ts';
import { fetchOrderPage, ORDER_PAGES_PATH, orderPagesKey } from '../../api/order-pages.ts';
import { useAppConfig, useSignedInProfile } from '../../app/appContext.tsx';
import { useAuth } from '../../state/authStore.ts';
import { DesignFailure, DesignOpening, useFreshDesign } from '../editor/design-screen.tsx';
import { platformEditorServices } from '../editor/editor-services.ts';
import { orderPageDocumentSource } from './order-page-source.ts';
import { orderPagePaths } from './paths.ts';

/**
 * SPEC §2 order-page design (`/admin/payment/order-pages/{orderPageId}/design`): the full-screen
 * editor on the page's draft, exactly as pages are designed (autosave with versions, publish,
 * preview on the preview host, where its order elements show the page's plans).
 */
export function OrderPageDesignScreen() {
  const { orderPageId } = useParams();
  const id = Number(orderPageId);
  const navigate = useNavigate();
  const exit = () => navigate(orderPagePaths.list);
  const epoch = useAuth((s) => s.epoch);
  const config = useAppConfig();
  const profile = useSignedInProfile();
  const valid = Number.isInteger(id) && id > 0;
  const page = useFreshDesign(
    orderPagesKey(epoch, 'one', id, 'design'),
    (signal) => fetchOrderPage(id, { signal, notify: false }),
    valid,
  );
  const detail = page.data;
  // One source and one set of services per order page: the editor reloads only when they change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the order page, not on refetches.
  const source = useMemo(() => (detail ? orderPageDocumentSource(detail, detail) : null), [detail?.id]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the exit callback changes every render.
  const services = useMemo(
    () =>
      platformEditorServices({
        editorDataPath: `${ORDER_PAGES_PATH}/${id}/editor-data`,
        config,
        profile,
        exit,
      }),
    [id, config, profile],
  );

  if (!valid || page.isError) {
    return (
      <DesignFailure
        message={valid ? describeError(page.error) : 'This address is not an order page.'}
        backLabel="Back to order pages"
        onBack={exit}
      />
    );
  }
  if (!source) return <DesignOpening />;
  return <Editor source={source} services={services} />;
}
