import type { PageDetail, SaveDesignBody, SavedDesign } from '@tessera/api-contract';
import type { DocumentSource, LoadedDesign, SaveAnswer, SaveRequest } from '@tessera/editor';
import { SaveError } from '@tessera/editor';
import { elementRegistry, parseDocumentWithRegistry } from '@tessera/elements';
import type { CallOptions } from '../../api/call.ts';
import { isApiError } from '../../api/errors.ts';

/** What every stored design's detail answer carries. */
type DesignDetail = Pick<PageDetail, 'document' | 'version'>;

/** A stored design as the editor takes it: loaded through the registry, like everywhere else. */
export function loadedFromDetail(detail: DesignDetail): LoadedDesign {
  const parsed = parseDocumentWithRegistry(detail.document, elementRegistry);
  if (!parsed.ok)
    throw new Error(`This design could not be read: ${parsed.issues[0]?.message ?? 'unknown problem'}`);
  return { document: parsed.document, version: detail.version };
}

/** How one kind of record (a page, a page template, a course, a blog post) keeps its design. */
interface DesignRecordParts<Detail extends DesignDetail> {
  /** Stable per design (`page:12`): names the browser-storage copy of unsaved edits. */
  key: string;
  title: string;
  /** The detail the screen already fetched, used for the first load only. */
  first?: Detail | undefined;
  /** Reads the record again (later loads: conflicts, repairs). */
  fetchDetail(signal?: AbortSignal): Promise<Detail>;
  publish?(): Promise<string>;
  previewUrl?(): Promise<string>;
  /** Opens the app's share dialog for this design's preview (ui/share). */
  sharePreview?(): void;
}

/**
 * Where a design is saved, with its version and an idempotency key (409 when stale): its declared
 * `PUT …/design` endpoint, called with the options given (the editor's: no toasts).
 */
interface DesignSaveTarget {
  saveDesign(body: SaveDesignBody, options: CallOptions): Promise<{ data: SavedDesign }>;
}

export type DesignRecord<Detail extends DesignDetail> = DesignRecordParts<Detail> & DesignSaveTarget;

/** The editor shows a save's outcome in its save indicator, not as toasts. */
const quiet = { notify: false } as const;

function sendDesign(target: DesignSaveTarget, body: SaveDesignBody): Promise<{ data: SavedDesign }> {
  return target.saveDesign(body, quiet);
}

/**
 * The editor's document source for a stored design. Every kind saves the same way (the shared
 * `saveDesign` on the server), so only where it is read, saved, published and previewed differs.
 */
export function designDocumentSource<Detail extends DesignDetail>(
  record: DesignRecord<Detail>,
): DocumentSource {
  let initial = record.first;
  const source: DocumentSource = {
    key: record.key,
    title: record.title,
    async load(signal) {
      const detail = initial ?? (await record.fetchDetail(signal));
      initial = undefined;
      return loadedFromDetail(detail);
    },
    async save(request: SaveRequest): Promise<SaveAnswer> {
      try {
        const { data } = await sendDesign(record, {
          document: request.document,
          version: request.version,
          idempotency_key: request.idempotencyKey,
        });
        return { version: data.version, shouldReload: data.shouldReload, warnings: data.warnings };
      } catch (error) {
        if (isApiError(error)) throw new SaveError(error.status, error.message);
        throw new SaveError(0, 'The server could not be reached.');
      }
    },
  };
  if (record.publish) source.publish = record.publish;
  if (record.previewUrl) source.previewUrl = record.previewUrl;
  if (record.sharePreview) source.sharePreview = record.sharePreview;
  return source;
}
