import { isPlainRecord, joinPath, type PageDocument, type Problem } from '@tessera/document';
import type { z } from 'zod';
import { elementsWithPaths } from './document-walk.ts';
import { getElementDefinition } from './lookup.ts';
import { droppedKeyProblems } from './option-diff.ts';
import type { ElementKey, ElementRegistry } from './registry.ts';
import type { ElementDefinition, OptionsOf } from './types.ts';

export const UNKNOWN_OPTION_MESSAGE = 'Unknown option.';

export type ElementOptionsResult<K extends string = ElementKey, Options = Record<string, unknown>> =
  | { ok: true; key: K; options: Options }
  | { ok: false; key: K; reason: 'invalid'; issues: Problem[] }
  | { ok: false; key: K; reason: 'unknown-type'; issues: Problem[] };

function issuesOf(error: z.ZodError, path: string): Problem[] {
  return error.issues.map((issue) => ({ path: joinPath(path, issue.path), message: issue.message }));
}

/**
 * Strict check of one options object: every value valid and no option the type does not know.
 * Missing options are fine (they take their defaults). Paths start at `path`.
 */
export function checkOptions(
  definition: ElementDefinition<Record<string, unknown>>,
  options: unknown,
  path: string,
): { ok: true; options: Record<string, unknown> } | { ok: false; issues: Problem[] } {
  if (!isPlainRecord(options))
    return { ok: false, issues: [{ path, message: 'These settings could not be read.' }] };
  try {
    const result = definition.schema.safeParse(options);
    if (!result.success) return { ok: false, issues: issuesOf(result.error, path) };
    const unknown = droppedKeyProblems(options, result.data, path, UNKNOWN_OPTION_MESSAGE);
    return unknown.length === 0 ? { ok: true, options: result.data } : { ok: false, issues: unknown };
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'unknown error';
    return { ok: false, issues: [{ path, message: `Options could not be checked (${reason}).` }] };
  }
}

/**
 * Validates one element's options against its type. Issue paths are relative to the options
 * (`items[2].answer`). Never throws; an unknown key comes back as `reason: 'unknown-type'`.
 */
export function validateElementOptions<R extends ElementRegistry, K extends ElementKey>(
  registry: R,
  element: { key: K; options: unknown },
): ElementOptionsResult<K, OptionsOf<R[K]>>;
export function validateElementOptions(
  registry: ElementRegistry,
  element: { key: string; options: unknown },
): ElementOptionsResult<string>;
export function validateElementOptions(
  registry: ElementRegistry,
  element: { key: string; options: unknown },
): ElementOptionsResult<string> {
  const definition = getElementDefinition(registry, element.key);
  if (definition === undefined) {
    return {
      ok: false,
      key: element.key,
      reason: 'unknown-type',
      issues: [{ path: '', message: `Unknown element type "${element.key}".` }],
    };
  }
  const checked = checkOptions(definition, element.options, '');
  return checked.ok
    ? { ok: true, key: element.key, options: checked.options }
    : { ok: false, key: element.key, reason: 'invalid', issues: checked.issues };
}

export interface ElementReport {
  elementId: string;
  key: string;
  /** Where the element sits, e.g. `sections[0].rows[1].columns[0].children[2]`. */
  path: string;
  reason: 'invalid' | 'unknown-type';
  /** Paths are full document paths (`…children[2].options.items[0].answer`). */
  issues: Problem[];
}

/**
 * Every element whose options break its type's schema, and every element of a type the registry
 * does not know. An empty list means the document's element options are all valid. Never throws.
 */
export function validateDocumentElements(registry: ElementRegistry, doc: PageDocument): ElementReport[] {
  const reports: ElementReport[] = [];
  for (const { element, path } of elementsWithPaths(doc)) {
    const definition = getElementDefinition(registry, element.key);
    if (definition === undefined) {
      reports.push({
        elementId: element.id,
        key: element.key,
        path,
        reason: 'unknown-type',
        issues: [{ path: `${path}.key`, message: `Unknown element type "${element.key}".` }],
      });
      continue;
    }
    const checked = checkOptions(definition, element.options, `${path}.options`);
    if (!checked.ok)
      reports.push({
        elementId: element.id,
        key: element.key,
        path,
        reason: 'invalid',
        issues: checked.issues,
      });
  }
  return reports;
}
