import type { IconShape } from '@tessera/api-contract';
import { iconNames, lookupIcon } from '@tessera/renderer';

/**
 * Icon shapes for the editor canvas. The full icon set is megabytes of path data: the editor
 * asks for the few names a page uses instead of shipping them all in its bundle.
 */
export function iconShapes(names: readonly string[]): Record<string, IconShape> {
  const out: Record<string, IconShape> = {};
  for (const name of names) {
    const shape = lookupIcon(name);
    if (shape) out[name] = { width: shape.width, height: shape.height, paths: [...shape.paths] };
  }
  return out;
}

let sortedNames: string[] | null = null;

/** Names matching every word of `search` (all names when blank), shortest first. */
export function searchIcons(search: string, limit: number): string[] {
  sortedNames ??= iconNames();
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = words.length
    ? sortedNames.filter((name) => words.every((word) => name.includes(word)))
    : sortedNames;
  return [...matches].sort((a, b) => a.length - b.length || a.localeCompare(b)).slice(0, limit);
}
