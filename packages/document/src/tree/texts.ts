import { getIndex, walkSubtree, withSameStructure } from '../doc-index.ts';
import type { DocumentNode, PageDocument, Texts } from '../schema.ts';
import { done, refuse, type TreeResult } from './result.ts';

/**
 * Formatted text lives in `texts[sectionId][elementId]`, so any edit that moves, copies or drops
 * elements across sections must carry their texts along; these helpers do that without touching
 * the maps of unrelated sections.
 */

export function elementIdsIn(node: DocumentNode): string[] {
  const ids: string[] = [];
  for (const n of walkSubtree(node)) if (n.type === 'element') ids.push(n.id);
  return ids;
}

function withSection(texts: Texts, sectionId: string, map: Record<string, string>): Texts {
  const next = { ...texts };
  if (Object.keys(map).length === 0) delete next[sectionId];
  else next[sectionId] = map;
  return next;
}

export function removeTexts(texts: Texts, sectionId: string, elementIds: readonly string[]): Texts {
  const map = texts[sectionId];
  if (map === undefined || !elementIds.some((id) => id in map)) return texts;
  const nextMap = { ...map };
  for (const id of elementIds) delete nextMap[id];
  return withSection(texts, sectionId, nextMap);
}

export function moveTexts(texts: Texts, elementIds: readonly string[], from: string, to: string): Texts {
  if (from === to) return texts;
  const source = texts[from];
  if (source === undefined) return texts;
  const moving = elementIds.filter((id) => id in source);
  if (moving.length === 0) return texts;
  const target = { ...(texts[to] ?? {}) };
  for (const id of moving) target[id] = source[id] ?? '';
  return withSection(removeTexts(texts, from, moving), to, target);
}

/** Copies texts of the elements in `idMap` (old id → new id) from one section to another. */
export function copyTexts(texts: Texts, idMap: ReadonlyMap<string, string>, from: string, to: string): Texts {
  const source = texts[from];
  if (source === undefined) return texts;
  const target = { ...(texts[to] ?? {}) };
  let copied = false;
  for (const [oldId, newId] of idMap) {
    const html = source[oldId];
    if (html !== undefined) {
      target[newId] = html;
      copied = true;
    }
  }
  return copied ? withSection(texts, to, target) : texts;
}

/** Sets (or with null, removes) an element's formatted text. */
export function setText(doc: PageDocument, elementId: string, html: string | null): TreeResult {
  const entry = getIndex(doc).get(elementId);
  if (entry?.type !== 'element' || entry.sectionId === null) {
    return refuse('not-found', `No element ${elementId}.`);
  }
  const sectionId = entry.sectionId;
  if (html === null)
    return done(
      withSameStructure(doc, { ...doc, texts: removeTexts(doc.texts, sectionId, [elementId]) }),
      elementId,
    );
  if (doc.texts[sectionId]?.[elementId] === html) return done(doc, elementId);
  const texts = withSection(doc.texts, sectionId, { ...doc.texts[sectionId], [elementId]: html });
  return done(withSameStructure(doc, { ...doc, texts }), elementId);
}
