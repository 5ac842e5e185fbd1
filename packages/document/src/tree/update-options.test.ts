import { describe, expect, it } from 'vitest';
import { findNode, getElementOptions } from '../doc-index.ts';
import { expectOk, nodeOf, testDocument } from '../testing.ts';
import { mergeOptions, updateOptions } from './update-options.ts';

describe('mergeOptions', () => {
  it('merges nested objects, replaces arrays and scalars, deletes on undefined', () => {
    const base = { a: 1, nested: { x: 1, y: 2 }, list: [1, 2], gone: true };
    const merged = mergeOptions(base, { a: 2, nested: { y: 3 }, list: [3], gone: undefined });
    expect(merged).toEqual({ a: 2, nested: { x: 1, y: 3 }, list: [3] });
  });

  it('returns the base itself when nothing changes and shares untouched branches', () => {
    const base = { a: 1, nested: { x: 1 }, other: { z: 1 } };
    expect(mergeOptions(base, { a: 1, nested: { x: 1 } })).toBe(base);
    expect(mergeOptions(base, { missing: undefined })).toBe(base);
    const merged = mergeOptions(base, { nested: { x: 2 } });
    expect(merged.other).toBe(base.other);
  });
});

describe('updateOptions', () => {
  it('patches element options and copies only the path', () => {
    const { doc, ids: n } = testDocument();
    const { doc: next } = expectOk(updateOptions(doc, n.e2, { Text: 'Buy now' }));
    expect(getElementOptions(next, n.e2)).toEqual({ Text: 'Buy now' });
    expect(findNode(next, n.e1)?.node).toBe(findNode(doc, n.e1)?.node);
    expect(next.sections[1]).toBe(doc.sections[1]);
    expect(next.texts).toBe(doc.texts);
  });

  it('patches an element inside a nested row', () => {
    const { doc, ids: n } = testDocument();
    const { doc: next } = expectOk(updateOptions(doc, n.e5, { Icon: 'heart' }));
    expect(getElementOptions(next, n.e5)).toEqual({ Icon: 'heart' });
    expect(findNode(next, n.nc1)?.node).toBe(findNode(doc, n.nc1)?.node);
  });

  it('validates section options and deep-merges per-device values', () => {
    const { doc, ids: n } = testDocument();
    const { doc: next } = expectOk(
      updateOptions(doc, n.s1, { padding: { mobile: { top: 10, right: 0, bottom: 10, left: 0 } } }),
    );
    const section = nodeOf(next, n.s1, 'section');
    expect(section.options.padding.desktop.top).toBe(60);
    expect(section.options.padding.mobile).toEqual({ top: 10, right: 0, bottom: 10, left: 0 });
    expect(section.options.background).toBe(nodeOf(doc, n.s1, 'section').options.background);
  });

  it('refuses a patch that breaks a container option set', () => {
    const { doc, ids: n } = testDocument();
    expect(updateOptions(doc, n.s1, { visibility: 'sometimes' })).toMatchObject({
      ok: false,
      error: { code: 'invalid-options' },
    });
    expect(updateOptions(doc, n.c1, { padding: { desktop: { top: -5 } } })).toMatchObject({
      ok: false,
      error: { code: 'invalid-options' },
    });
    expect(updateOptions(doc, n.s1, { background: { color: 'red;}body{display:none' } })).toMatchObject({
      ok: false,
    });
  });

  it('patches popup options', () => {
    const { doc, ids: n } = testDocument();
    const { doc: next } = expectOk(
      updateOptions(doc, n.p1, { trigger: 'delay', delay: { value: 3, unit: 's' } }),
    );
    expect(next.popups[0]?.options.trigger).toBe('delay');
    expect(next.sections).toBe(doc.sections);
  });

  it('returns the same document for a no-op patch and reports missing nodes', () => {
    const { doc, ids: n } = testDocument();
    expect(expectOk(updateOptions(doc, n.e2, { Text: 'Go' })).doc).toBe(doc);
    expect(updateOptions(doc, 'element-x', {})).toMatchObject({ ok: false, error: { code: 'not-found' } });
  });
});
