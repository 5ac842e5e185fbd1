import type { PageDocument } from '../schema.ts';

export type TreeErrorCode =
  | 'not-found'
  | 'invalid-parent'
  | 'into-descendant'
  | 'invalid-index'
  | 'last-column'
  | 'row-full'
  | 'invalid-layout'
  | 'invalid-options'
  | 'too-deep';

export interface TreeError {
  readonly code: TreeErrorCode;
  readonly message: string;
}

/**
 * Tree operations never throw for a refused edit: the editor shows the message and keeps the
 * old document. `id` is the node the operation created or acted on.
 */
export type TreeResult = { ok: true; doc: PageDocument; id: string } | { ok: false; error: TreeError };

export function done(doc: PageDocument, id: string): TreeResult {
  return { ok: true, doc, id };
}

export function refuse(code: TreeErrorCode, message: string): TreeResult {
  return { ok: false, error: { code, message } };
}
