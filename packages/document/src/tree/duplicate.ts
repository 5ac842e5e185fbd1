import { findNode } from '../doc-index.ts';
import { type IdGenerator, randomIds } from '../ids.ts';
import type { PageDocument, Texts } from '../schema.ts';
import { cloneWithFreshIds } from './clone.ts';
import { insertNode } from './insert.ts';
import { lastStep } from './path.ts';
import { refuse, type TreeResult } from './result.ts';

/**
 * Copies a node right after itself with new ids all the way down (element prefixes included) and
 * copies the formatted texts to the new element ids. A duplicated section or popup takes its
 * texts to the new section ids.
 */
export function duplicateNode(
  doc: PageDocument,
  id: string,
  { ids = randomIds }: { ids?: IdGenerator } = {},
): TreeResult {
  const found = findNode(doc, id);
  if (found === null) return refuse('not-found', 'That block no longer exists.');
  const { node, entry } = found;
  const { node: copy, idMap } = cloneWithFreshIds(node, ids);

  // Texts of the copy, keyed by the copy's element ids; insertNode files them under the right section.
  const texts: Record<string, string> = {};
  const collect = (sourceTexts: Texts[string] | undefined) => {
    if (sourceTexts === undefined) return;
    for (const [oldId, newId] of idMap) {
      const html = sourceTexts[oldId];
      if (html !== undefined) texts[newId] = html;
    }
  };
  if (node.type === 'popup') for (const section of node.sections) collect(doc.texts[section.id]);
  else if (entry.sectionId !== null) collect(doc.texts[entry.sectionId]);

  const index = node.type === 'popup' ? doc.popups.indexOf(node) + 1 : lastStep(entry.path) + 1;
  return insertNode(doc, { parentId: entry.parentId, index }, copy, { texts, ids });
}
