import {
  type PageDocument,
  type ParseIssue,
  type ParseOptions,
  type ParseResult,
  parseDocument,
} from '@tessera/document';
import { knownElementKeys } from './lookup.ts';
import { migrateDocumentElements } from './migrate.ts';
import { type ElementRegistry, elementRegistry } from './registry.ts';
import { repairDocumentElements } from './repair.ts';

/**
 * parseDocument with the registry wired in: unknown element types are kept and reported, every
 * known element's options are brought to its type's current format by the type's own migrations,
 * then repaired against its type (defaults filled, bad fields reset). Never throws.
 */
export function parseDocumentWithRegistry(
  json: unknown,
  registry: ElementRegistry,
  options: Omit<ParseOptions, 'knownElementKeys'> = {},
): ParseResult {
  const parsed = parseDocument(json, { ...options, knownElementKeys: knownElementKeys(registry) });
  if (!parsed.ok) return parsed;
  try {
    const migrated = migrateDocumentElements(registry, parsed.document);
    if (!migrated.ok) return migrated;
    const { document, warnings } = repairDocumentElements(registry, migrated.document, {
      reportUnknownTypes: false,
    });
    return { ok: true, document, warnings: [...parsed.warnings, ...warnings] };
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'unknown error';
    return {
      ok: false,
      issues: [{ path: '', message: `Element options could not be repaired (${reason}).` }],
    };
  }
}

/**
 * A stored document that no longer loads. Every stored document loaded when it was saved, so this
 * is a bug (or a document from a newer app), never the caller's input: servers answer it with 500.
 */
export class StoredDocumentError extends Error {
  constructor(readonly issues: readonly ParseIssue[]) {
    super(`A stored document no longer loads: ${issues[0]?.path ?? ''} ${issues[0]?.message ?? ''}`.trim());
    this.name = 'StoredDocumentError';
  }
}

/**
 * The one way to read a stored document (a database row, a backup, a built-in sample): migrated to
 * the current version, checked and repaired by the registry, exactly as the editor would save it.
 * Readers never use a stored document's JSON any other way. Throws StoredDocumentError.
 */
export function loadStoredDocument(
  stored: unknown,
  registry: ElementRegistry = elementRegistry,
): PageDocument {
  const parsed = parseDocumentWithRegistry(stored, registry);
  if (!parsed.ok) throw new StoredDocumentError(parsed.issues);
  return parsed.document;
}
