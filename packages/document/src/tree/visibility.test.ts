import { describe, expect, it } from 'vitest';
import { findNode, getElementOptions } from '../doc-index.ts';
import { isVisibleOn, nextVisibility } from '../options/visibility.ts';
import { expectOk, nodeOf, testDocument } from '../testing.ts';
import { updateOptions } from './update-options.ts';
import { cycleVisibility } from './visibility.ts';

describe('visibility cycle', () => {
  it('steps both → desktop → mobile → hidden → both', () => {
    expect(nextVisibility('both')).toBe('desktop');
    expect(nextVisibility('desktop')).toBe('mobile');
    expect(nextVisibility('mobile')).toBe('hidden');
    expect(nextVisibility('hidden')).toBe('both');
    expect(nextVisibility(undefined)).toBe('desktop');
  });

  it('cycles an element that has no visibility yet, four times round to both', () => {
    const { doc, ids: n } = testDocument();
    const seen: unknown[] = [];
    let current = doc;
    for (let i = 0; i < 4; i++) {
      current = expectOk(cycleVisibility(current, n.e4)).doc;
      seen.push(getElementOptions(current, n.e4)?.visibility);
    }
    expect(seen).toEqual(['desktop', 'mobile', 'hidden', 'both']);
    expect(findNode(current, n.e5)?.node).toBe(findNode(doc, n.e5)?.node);
  });

  it('cycles sections, rows and columns through their option sets', () => {
    const { doc, ids: n } = testDocument();
    const next = expectOk(cycleVisibility(doc, n.s2)).doc;
    expect(nodeOf(next, n.s2, 'section').options.visibility).toBe('desktop');
    expect(next.sections[0]).toBe(doc.sections[0]);
    expect(cycleVisibility(doc, 'row-missing')).toMatchObject({ ok: false, error: { code: 'not-found' } });
  });

  it('treats an unknown stored value as both', () => {
    const { doc, ids: n } = testDocument();
    const odd = expectOk(updateOptions(doc, n.e2, { visibility: 'sometimes' })).doc;
    const next = expectOk(cycleVisibility(odd, n.e2)).doc;
    expect(getElementOptions(next, n.e2)?.visibility).toBe('desktop');
  });
});

describe('isVisibleOn', () => {
  it('shows tablet what desktop shows', () => {
    expect(isVisibleOn('both', 'mobile')).toBe(true);
    expect(isVisibleOn('desktop', 'desktop')).toBe(true);
    expect(isVisibleOn('desktop', 'tablet')).toBe(true);
    expect(isVisibleOn('desktop', 'mobile')).toBe(false);
    expect(isVisibleOn('mobile', 'mobile')).toBe(true);
    expect(isVisibleOn('mobile', 'tablet')).toBe(false);
    expect(isVisibleOn('hidden', 'desktop')).toBe(false);
  });
});
