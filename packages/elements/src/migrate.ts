import { type ElementNode, isPlainRecord, type PageDocument, type Problem } from '@tessera/document';
import { mapElements } from './document-walk.ts';
import { getElementDefinition } from './lookup.ts';
import type { ElementRegistry } from './registry.ts';
import type { ElementMigration } from './types.ts';

export type ElementMigrateResult =
  | { ok: true; options: Record<string, unknown>; applied: string[] }
  | { ok: false; message: string };

/** Brings one element's options from `from` to its type's current format, running only the steps above `from`. */
export function migrateElementOptions(
  definition: { key: string; migrations: readonly ElementMigration[]; version: number },
  options: Readonly<Record<string, unknown>>,
  from: number,
): ElementMigrateResult {
  if (from > definition.version) {
    return {
      ok: false,
      message: `Options version ${from} of "${definition.key}" is newer than this app (version ${definition.version}).`,
    };
  }
  let current: Record<string, unknown> = { ...options };
  const applied: string[] = [];
  for (const step of definition.migrations) {
    if (step.to <= from) continue;
    try {
      const next = step.up(current);
      current = isPlainRecord(next) ? next : {};
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return { ok: false, message: `Migration ${definition.key} ${step.name} failed: ${reason}` };
    }
    applied.push(step.name);
  }
  return { ok: true, options: current, applied };
}

/**
 * Every element of a known type brought to its type's current options format and marked with it
 * (`optionsVersion`, left out at 0). Unknown types are kept as they are. Elements already current
 * keep their object identity. A newer format than this app knows, or a failing step, is an issue.
 */
export function migrateDocumentElements(
  registry: ElementRegistry,
  doc: PageDocument,
): { ok: true; document: PageDocument } | { ok: false; issues: Problem[] } {
  const issues: Problem[] = [];
  const document = mapElements(doc, (element: ElementNode, path: string) => {
    const definition = getElementDefinition(registry, element.key);
    const from = element.optionsVersion ?? 0;
    if (definition === undefined || from === definition.version) return element;
    const migrated = migrateElementOptions(definition, element.options, from);
    if (!migrated.ok) {
      issues.push({ path: `${path}.optionsVersion`, message: migrated.message });
      return element;
    }
    const { optionsVersion: _stored, ...rest } = element;
    return definition.version === 0
      ? { ...rest, options: migrated.options }
      : { ...rest, optionsVersion: definition.version, options: migrated.options };
  });
  return issues.length > 0 ? { ok: false, issues } : { ok: true, document };
}
