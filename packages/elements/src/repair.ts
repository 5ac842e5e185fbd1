import { type ElementNode, type PageDocument, type Problem, repairWithSchema } from '@tessera/document';
import { mapElements } from './document-walk.ts';
import { getElementDefinition } from './lookup.ts';
import { droppedKeyProblems, sameJson } from './option-diff.ts';
import type { ElementRegistry } from './registry.ts';

/**
 * Options of a known type made valid: missing fields take their defaults, each invalid field is
 * reset to its default on its own (one problem each) and unknown options are dropped (one problem
 * each). Null for an unknown type. Never throws.
 */
export function repairElementOptions(
  registry: ElementRegistry,
  key: string,
  options: unknown,
  path: string,
  report: (problem: Problem) => void,
): Record<string, unknown> | null {
  const definition = getElementDefinition(registry, key);
  if (definition === undefined) return null;
  try {
    const repaired = repairWithSchema(definition.schema, options, path, report);
    if (repaired === null) return null;
    for (const problem of droppedKeyProblems(options, repaired, path, 'Unknown option; dropped.'))
      report(problem);
    return repaired;
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'unknown error';
    report({ path, message: `Options could not be repaired (${reason}); defaults used.` });
    return definition.defaults();
  }
}

export interface RepairElementsOptions {
  /** Off when the caller has reported unknown types already (parseDocument with knownElementKeys). */
  reportUnknownTypes?: boolean;
}

/**
 * Brings every element's options in line with its type. Elements of unknown types are kept as they
 * are (a newer app may know them) and reported. Unchanged elements keep their object identity.
 */
export function repairDocumentElements(
  registry: ElementRegistry,
  doc: PageDocument,
  { reportUnknownTypes = true }: RepairElementsOptions = {},
): { document: PageDocument; warnings: Problem[] } {
  const warnings: Problem[] = [];
  const report = (problem: Problem): void => {
    warnings.push(problem);
  };
  const document = mapElements(doc, (element: ElementNode, path: string) => {
    const options = repairElementOptions(registry, element.key, element.options, `${path}.options`, report);
    if (options === null) {
      if (reportUnknownTypes && getElementDefinition(registry, element.key) === undefined)
        report({ path: `${path}.key`, message: `Unknown element type "${element.key}"; kept as it is.` });
      return element;
    }
    return sameJson(options, element.options) ? element : { ...element, options };
  });
  return { document, warnings };
}
