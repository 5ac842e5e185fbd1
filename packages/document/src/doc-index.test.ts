import { describe, expect, it } from 'vitest';
import {
  buildIndex,
  elementsOf,
  findElement,
  findNode,
  getElementOptions,
  getIndex,
  getText,
  nodeAtPath,
  walkNodes,
} from './doc-index.ts';
import { testDocument } from './testing.ts';

describe('document index', () => {
  it('locates every node with its type, parent and owning section', () => {
    const { doc, ids: n } = testDocument();
    const index = buildIndex(doc);
    expect(index.size).toBe([...walkNodes(doc)].length);
    expect(index.get(n.s1)).toMatchObject({
      type: 'section',
      parentId: null,
      sectionId: n.s1,
      popupId: null,
      path: { popup: null, steps: [0] },
    });
    expect(index.get(n.e4)).toMatchObject({
      type: 'element',
      parentId: n.nc1,
      sectionId: n.s1,
      path: { popup: null, steps: [0, 0, 1, 1, 0, 0] },
    });
    expect(index.get(n.nr)).toMatchObject({ type: 'row', parentId: n.c2, sectionId: n.s1 });
    expect(index.get(n.p1)).toMatchObject({
      type: 'popup',
      parentId: null,
      sectionId: null,
      path: { popup: 0, steps: [] },
    });
    expect(index.get(n.s3)).toMatchObject({ type: 'section', parentId: n.p1, popupId: n.p1 });
    expect(index.get(n.e8)).toMatchObject({ type: 'element', sectionId: n.s3, popupId: n.p1 });
  });

  it('resolves paths back to the same nodes', () => {
    const { doc } = testDocument();
    for (const [id, entry] of getIndex(doc)) expect(nodeAtPath(doc, entry.path)?.id).toBe(id);
    expect(nodeAtPath(doc, { popup: 5, steps: [] })).toBeUndefined();
    expect(nodeAtPath(doc, { popup: null, steps: [9] })).toBeUndefined();
  });

  it('is cached per document object', () => {
    const { doc } = testDocument();
    expect(getIndex(doc)).toBe(getIndex(doc));
    expect(getIndex({ ...doc })).not.toBe(getIndex(doc));
  });

  it('finds elements, their options and their texts by element id', () => {
    const { doc, ids: n } = testDocument();
    expect(findElement(doc, n.e2)?.element.key).toBe('button');
    expect(findElement(doc, n.c1)).toBeNull();
    expect(findNode(doc, 'nope')).toBeNull();
    expect(getElementOptions(doc, n.e2)).toEqual({ Text: 'Go' });
    expect(getElementOptions(doc, 'element-none')).toBeNull();
    expect(getText(doc, n.e4)).toBe('<p>Nested four</p>');
    expect(getText(doc, n.e8)).toBe('<h2>Popup eight</h2>');
    expect(getText(doc, n.e2)).toBeNull();
    expect(getText(doc, n.s1)).toBeNull();
  });

  it('walks in display order: page first, then popups', () => {
    const { doc, ids: n } = testDocument();
    expect(elementsOf(doc).map((e) => e.id)).toEqual([n.e1, n.e2, n.e3, n.e4, n.e5, n.e6, n.e7, n.e8]);
  });
});
