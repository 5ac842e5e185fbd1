import { type ParseOptions, type ParseResult, parseDocument } from '@tessera/document';
import { knownElementKeys } from './lookup.ts';
import type { ElementRegistry } from './registry.ts';
import { repairDocumentElements } from './repair.ts';

/**
 * parseDocument with the registry wired in: unknown element types are kept and reported, and every
 * known element's options are repaired against its type (defaults filled, bad fields reset).
 * Never throws.
 */
export function parseDocumentWithRegistry(
  json: unknown,
  registry: ElementRegistry,
  options: Omit<ParseOptions, 'knownElementKeys'> = {},
): ParseResult {
  const parsed = parseDocument(json, { ...options, knownElementKeys: knownElementKeys(registry) });
  if (!parsed.ok) return parsed;
  try {
    const { document, warnings } = repairDocumentElements(registry, parsed.document, {
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
