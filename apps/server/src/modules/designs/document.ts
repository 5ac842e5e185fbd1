import type { DocumentWarning } from '@tessera/api-contract';
import type { PageDocument } from '@tessera/document';
import { elementRegistry, parseDocumentWithRegistry } from '@tessera/elements';
import { HttpError } from '../../lib/errors.ts';

/** `sections[0].rows[1]` → `document.sections.0.rows.1` (docs/api.md: nested names joined with dots). */
export function documentErrorField(path: string, root = 'document'): string {
  const dotted = path.replace(/\[(\d+)\]/g, '.$1').replace(/^\./, '');
  return dotted ? `${root}.${dotted}` : root;
}

/**
 * Loads a design sent by a client the way every stored design is loaded: migrated, checked and
 * repaired by the element registry. What cannot be loaded is a 422 naming each path; what was
 * repaired comes back as warnings, and the repaired document is what gets stored.
 */
export function loadClientDocument(
  value: unknown,
  root = 'document',
): { document: PageDocument; warnings: DocumentWarning[] } {
  const parsed = parseDocumentWithRegistry(value, elementRegistry);
  if (!parsed.ok) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.issues) {
      const field = documentErrorField(issue.path, root);
      errors[field] = [...(errors[field] ?? []), issue.message];
    }
    throw new HttpError(422, parsed.issues[0]?.message ?? 'The document is invalid.', errors);
  }
  return { document: parsed.document, warnings: parsed.warnings };
}
