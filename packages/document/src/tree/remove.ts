import { findNode } from '../doc-index.ts';
import type { PageDocument, Texts } from '../schema.ts';
import { widthsOf, withWidths } from './column-widths.ts';
import { containerAt, lastStep, listOf, parentPath, updateAt, withList } from './path.ts';
import { done, refuse, type TreeResult } from './result.ts';
import { elementIdsIn, removeTexts } from './texts.ts';
import { removeWidth } from './widths.ts';

function dropSectionTexts(texts: Texts, sectionIds: readonly string[]): Texts {
  if (!sectionIds.some((id) => id in texts)) return texts;
  const next = { ...texts };
  for (const id of sectionIds) delete next[id];
  return next;
}

/**
 * Removes a node and the formatted texts of every element in it. The last column of a row is
 * refused (remove the row instead); the other columns of a row grow to fill the gap.
 */
export function removeNode(doc: PageDocument, id: string): TreeResult {
  const found = findNode(doc, id);
  if (found === null) return refuse('not-found', 'That block no longer exists.');
  const { node, entry } = found;

  if (node.type === 'popup') {
    const popups = doc.popups.filter((p) => p.id !== id);
    return done(
      {
        ...doc,
        popups,
        texts: dropSectionTexts(
          doc.texts,
          node.sections.map((s) => s.id),
        ),
      },
      id,
    );
  }

  const containerPath = parentPath(entry.path);
  const index = lastStep(entry.path);
  let widths: number[] | null = null;
  if (node.type === 'column') {
    const row = containerAt(doc, containerPath);
    widths = row === undefined ? null : removeWidth(widthsOf(listOf(row)), index);
    if (widths === null)
      return refuse('last-column', 'A row keeps at least one column; remove the row instead.');
  }

  const next = updateAt(doc, containerPath, (c) => {
    const copy = listOf(c).slice();
    copy.splice(index, 1);
    return withList(c, widths === null ? copy : withWidths(copy, widths));
  });
  const texts =
    node.type === 'section'
      ? dropSectionTexts(next.texts, [node.id])
      : entry.sectionId === null
        ? next.texts
        : removeTexts(next.texts, entry.sectionId, elementIdsIn(node));
  return done({ ...next, texts }, id);
}
