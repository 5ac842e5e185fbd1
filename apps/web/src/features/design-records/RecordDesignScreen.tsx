import type { ActionResult, SavedDesign } from '@tessera/api-contract';
import type { DocumentSource } from '@tessera/editor';
import { Editor } from '@tessera/editor';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { call } from '../../api/call.ts';
import {
  type DesignedDetail,
  type DocumentArea,
  fetchDesigned,
  publishRecord,
  recordPreviewLink,
  useAreaKey,
} from '../../api/design-records.ts';
import { describeError } from '../../api/errors.ts';
import { useAppConfig, useSignedInProfile } from '../../app/appContext.tsx';
import { DesignFailure, DesignOpening, useFreshDesign } from '../editor/design-screen.tsx';
import { designDocumentSource } from '../editor/design-source.ts';
import type { PlatformLibrary } from '../editor/editor-files.ts';
import { platformEditorServices } from '../editor/editor-services.ts';
import { type RecordKind, withArticle } from './kind.ts';

/** What one kind's design screen is besides its kind. */
export interface RecordDesign {
  kind: RecordKind<DocumentArea>;
  /** Names the browser-storage copy of unsaved edits (`course:12`): never changes for a kind. */
  storageKey: string;
  /** Where images are uploaded and picked from; without one, they are placed by address. */
  library?: PlatformLibrary;
}

/**
 * A record as the editor's document source: read from the kind's `GET`, saved with its design call
 * (or its `PUT`, where the details and the design share one: order pages) with the version and an
 * idempotency key (409 when stale, like pages), published and previewed on the preview host.
 */
export function recordDocumentSource(design: RecordDesign, detail: DesignedDetail): DocumentSource {
  const { area } = design.kind;
  const { id } = detail;
  const { design: designCall, update } = area.endpoints;
  return designDocumentSource({
    key: `${design.storageKey}:${id}`,
    title: String((detail as DesignedDetail & Record<string, unknown>)[design.kind.titleField]),
    first: detail,
    fetchDetail: (signal) => fetchDesigned(area, id, { signal, notify: false }),
    saveDesign: (body, options) =>
      // Every kind's design call answers a saved design (saveDesignResponse); the kind's schemas
      // are a type parameter here, which TypeScript cannot follow through `call`.
      call(designCall ?? update, { params: { id }, body }, options) as Promise<{ data: SavedDesign }>,
    // Every kind with a page document answers publishing with a message (its declaration's
    // `actionResult`); a refusal (an admin block that is not one section or row) is a 422 saying why.
    publish: async () => ((await publishRecord(area, id, true, false)) as ActionResult).message,
    previewUrl: async () => (await recordPreviewLink(area, id)).url,
  });
}

/**
 * The full-screen editor on a record's draft, exactly as pages are designed (autosave with
 * versions, publish, preview on the preview host). The record belongs to no site: the editor gets
 * the platform's editor data, and images from the kind's library, if it has one.
 */
export function RecordDesignScreen(design: RecordDesign) {
  const { kind } = design;
  const { area } = kind;
  const id = Number(useParams()[kind.param]);
  const navigate = useNavigate();
  const exit = () => navigate(kind.paths.list);
  const key = useAreaKey(area);
  const config = useAppConfig();
  const profile = useSignedInProfile();
  const valid = Number.isInteger(id) && id > 0;
  const record = useFreshDesign(
    key('one', id, 'design'),
    (signal) => fetchDesigned(area, id, { signal, notify: false }),
    valid,
  );
  const detail = record.data;
  // One source and one set of services per record: the editor reloads only when they change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the record, not on refetches.
  const source = useMemo(() => (detail ? recordDocumentSource(design, detail) : null), [detail?.id]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the exit callback changes every render.
  const services = useMemo(
    () =>
      platformEditorServices({
        editorData: (signal) =>
          call(area.endpoints.editorData, { params: { id } }, { notify: false, signal }).then((r) => r.data),
        ...(design.library ? { library: design.library } : {}),
        config,
        profile,
        exit,
      }),
    [id, config, profile],
  );

  if (!valid || record.isError) {
    return (
      <DesignFailure
        message={valid ? describeError(record.error) : `This address is not ${withArticle(kind.noun)}.`}
        backLabel={`Back to ${kind.noun}s`}
        onBack={exit}
      />
    );
  }
  if (!source) return <DesignOpening />;
  return <Editor source={source} services={services} />;
}
