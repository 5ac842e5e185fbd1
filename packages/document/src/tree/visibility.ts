import { findNode } from '../doc-index.ts';
import { isVisibility, nextVisibility } from '../options/visibility.ts';
import type { PageDocument } from '../schema.ts';
import { refuse, type TreeResult } from './result.ts';
import { updateOptions } from './update-options.ts';

/** SPEC §4: both → desktop → mobile → hidden → both, for any node with options. A missing value counts as both. */
export function cycleVisibility(doc: PageDocument, id: string): TreeResult {
  const found = findNode(doc, id);
  if (found === null) return refuse('not-found', 'That block no longer exists.');
  const current = found.node.options.visibility;
  return updateOptions(doc, id, { visibility: nextVisibility(isVisibility(current) ? current : 'both') });
}
