import { Editor } from '@tessera/editor';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ADMIN_BLOCKS_PATH, adminBlocksKey, fetchAdminBlock } from '../../api/admin-blocks.ts';
import { describeError } from '../../api/errors.ts';
import { useAppConfig, useSignedInProfile } from '../../app/appContext.tsx';
import { useAuth } from '../../state/authStore.ts';
import { DesignFailure, DesignOpening, useFreshDesign } from '../editor/design-screen.tsx';
import { platformEditorServices } from '../editor/editor-services.ts';
import { adminBlockDocumentSource } from './admin-block-source.ts';
import { adminBlockPaths } from './paths.ts';

/**
 * SPEC §2 `/admin/blocks/{blockId}/sandbox_design`: the full-screen editor on a block's draft,
 * exactly as pages are designed (autosave with versions, publish, preview). The block belongs to
 * no agency, so its images are placed by address rather than uploaded.
 */
export function AdminBlockDesignScreen() {
  const { blockId } = useParams();
  const id = Number(blockId);
  const navigate = useNavigate();
  const exit = () => navigate(adminBlockPaths.list);
  const epoch = useAuth((s) => s.epoch);
  const config = useAppConfig();
  const profile = useSignedInProfile();
  const valid = Number.isInteger(id) && id > 0;
  const block = useFreshDesign(
    adminBlocksKey(epoch, 'one', id, 'design'),
    (signal) => fetchAdminBlock(id, { signal, notify: false }),
    valid,
  );
  const detail = block.data;
  // One source and one set of services per block: the editor reloads only when they change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the block, not on refetches.
  const source = useMemo(() => (detail ? adminBlockDocumentSource(detail, detail) : null), [detail?.id]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the exit callback changes every render.
  const services = useMemo(
    () =>
      platformEditorServices({
        editorDataPath: `${ADMIN_BLOCKS_PATH}/${id}/editor-data`,
        config,
        profile,
        exit,
      }),
    [id, config, profile],
  );

  if (!valid || block.isError) {
    return (
      <DesignFailure
        message={valid ? describeError(block.error) : 'This address is not a block.'}
        backLabel="Back to blocks"
        onBack={exit}
      />
    );
  }
  if (!source) return <DesignOpening />;
  return <Editor source={source} services={services} />;
}
