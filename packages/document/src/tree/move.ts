import { MAX_ROW_NESTING } from '../constants.ts';
import { findNode, type NodePath } from '../doc-index.ts';
import type { DocumentNode, PageDocument } from '../schema.ts';
import { widthsOf, withWidths } from './column-widths.ts';
import { isValidIndex, resolveTarget, type Target } from './insert.ts';
import { isTooDeep } from './nesting.ts';
import {
  canContain,
  containerAt,
  isWithin,
  lastStep,
  listOf,
  parentPath,
  updateAt,
  withList,
} from './path.ts';
import { done, refuse, type TreeResult } from './result.ts';
import { elementIdsIn, moveTexts } from './texts.ts';
import { insertWidth, removeWidth } from './widths.ts';

function samePath(a: NodePath, b: NodePath): boolean {
  return (
    a.popup === b.popup && a.steps.length === b.steps.length && a.steps.every((s, i) => b.steps[i] === s)
  );
}

/** Removing the node shifts later siblings up by one, including any sibling the target sits in. */
function afterRemoval(target: NodePath, removedFrom: NodePath, removedIndex: number): NodePath {
  const depth = removedFrom.steps.length;
  if (!isWithin(target, removedFrom) || target.steps.length <= depth) return target;
  const step = target.steps[depth] ?? 0;
  if (step <= removedIndex) return target;
  const steps = target.steps.slice();
  steps[depth] = step - 1;
  return { popup: target.popup, steps };
}

function movePopup(doc: PageDocument, id: string, target: Target): TreeResult {
  if (target.parentId !== null) return refuse('invalid-parent', 'Popups belong to the document itself.');
  const from = doc.popups.findIndex((p) => p.id === id);
  const popups = doc.popups.slice();
  const [popup] = popups.splice(from, 1);
  const index = target.index ?? popups.length;
  if (popup === undefined || !isValidIndex(index, popups.length)) {
    return refuse('invalid-index', `Index ${index} is out of range.`);
  }
  if (index === from) return done(doc, id);
  popups.splice(index, 0, popup);
  return done({ ...doc, popups }, id);
}

/**
 * Moves a node to `target`. `target.index` counts positions in the target list after the node
 * has left its old place, so moving within one list behaves like drag and drop. Refused: a
 * parent that cannot hold the node (a section into a column), a target inside the node itself,
 * taking the last column out of a row, and an 11th column into a row.
 */
export function moveNode(doc: PageDocument, id: string, target: Target): TreeResult {
  const found = findNode(doc, id);
  if (found === null) return refuse('not-found', 'That block no longer exists.');
  const { node, entry } = found;
  if (node.type === 'popup') return movePopup(doc, id, target);

  const resolved = resolveTarget(doc, target.parentId);
  if (resolved === null) return refuse('not-found', 'That block no longer exists.');
  if (!canContain(resolved.type, node.type)) {
    return refuse('invalid-parent', `A ${node.type} cannot go into a ${resolved.type}.`);
  }
  if (resolved.type !== 'document' && isWithin(resolved.path, entry.path)) {
    return refuse('into-descendant', 'A node cannot move into itself.');
  }
  if (isTooDeep(node, resolved.type, resolved.path)) {
    return refuse('too-deep', `Rows can be nested at most ${MAX_ROW_NESTING} levels deep.`);
  }

  const sourcePath = parentPath(entry.path);
  const sourceIndex = lastStep(entry.path);
  const sameList = samePath(sourcePath, resolved.path);
  const targetPath = afterRemoval(resolved.path, sourcePath, sourceIndex);

  const targetContainer = containerAt(doc, resolved.path);
  const sourceContainer = containerAt(doc, sourcePath);
  if (targetContainer === undefined || sourceContainer === undefined)
    return refuse('not-found', 'That block no longer exists.');
  const targetLength = listOf(targetContainer).length - (sameList ? 1 : 0);
  const index = target.index ?? targetLength;
  if (!isValidIndex(index, targetLength)) return refuse('invalid-index', `Index ${index} is out of range.`);
  if (sameList && index === sourceIndex) return done(doc, id);

  let sourceWidths: number[] | null = null;
  let targetWidths: number[] | null = null;
  if (node.type === 'column' && !sameList) {
    sourceWidths = removeWidth(widthsOf(listOf(sourceContainer)), sourceIndex);
    if (sourceWidths === null) return refuse('last-column', 'A row keeps at least one column.');
    targetWidths = insertWidth(widthsOf(listOf(targetContainer)), index);
    if (targetWidths === null) return refuse('row-full', 'A row holds at most 10 columns.');
  }

  const moving: DocumentNode = node;
  const removed = updateAt(doc, sourcePath, (c) => {
    const copy = listOf(c).slice();
    copy.splice(sourceIndex, 1);
    return withList(c, sourceWidths === null ? copy : withWidths(copy, sourceWidths));
  });
  const next = updateAt(removed, targetPath, (c) => {
    const copy = listOf(c).slice();
    copy.splice(index, 0, moving);
    return withList(c, targetWidths === null ? copy : withWidths(copy, targetWidths));
  });

  const from = entry.sectionId;
  const to = node.type === 'section' ? node.id : resolved.sectionId;
  const texts =
    from !== null && to !== null ? moveTexts(next.texts, elementIdsIn(node), from, to) : next.texts;
  return done(texts === next.texts ? next : { ...next, texts }, id);
}
