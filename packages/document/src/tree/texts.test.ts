import { describe, expect, it } from 'vitest';
import { getText } from '../doc-index.ts';
import { expectOk, testDocument } from '../testing.ts';
import { copyTexts, moveTexts, removeTexts, setText } from './texts.ts';

describe('setText', () => {
  it('stores html under the element section and shares other sections', () => {
    const { doc, ids: n } = testDocument();
    const { doc: next } = expectOk(setText(doc, n.e4, '<p><strong>Bold</strong></p>'));
    expect(next.texts[n.s1]?.[n.e4]).toBe('<p><strong>Bold</strong></p>');
    expect(next.texts[n.s2]).toBe(doc.texts[n.s2]);
    expect(next.sections).toBe(doc.sections);
  });

  it('adds a text to an element that had none, and removes it with null', () => {
    const { doc, ids: n } = testDocument();
    const added = expectOk(setText(doc, n.e2, '<p>Button note</p>')).doc;
    expect(getText(added, n.e2)).toBe('<p>Button note</p>');
    const removed = expectOk(setText(added, n.e2, null)).doc;
    expect(getText(removed, n.e2)).toBeNull();
    expect(expectOk(setText(doc, n.e1, '<p>Headline one</p>')).doc).toBe(doc);
  });

  it('drops the section map once its last text goes', () => {
    const { doc, ids: n } = testDocument();
    const next = expectOk(setText(doc, n.e7, null)).doc;
    expect(n.s2 in next.texts).toBe(false);
  });

  it('refuses non-elements', () => {
    const { doc, ids: n } = testDocument();
    expect(setText(doc, n.c1, 'x')).toMatchObject({ ok: false, error: { code: 'not-found' } });
  });
});

describe('text helpers', () => {
  const texts = { s1: { a: '<p>A</p>', b: '<p>B</p>' }, s2: { c: '<p>C</p>' } };

  it('moveTexts moves only the given ids', () => {
    expect(moveTexts(texts, ['a'], 's1', 's2')).toEqual({
      s1: { b: '<p>B</p>' },
      s2: { c: '<p>C</p>', a: '<p>A</p>' },
    });
    expect(moveTexts(texts, ['zzz'], 's1', 's2')).toBe(texts);
    expect(moveTexts(texts, ['a'], 's1', 's1')).toBe(texts);
  });

  it('removeTexts and copyTexts leave unrelated maps shared', () => {
    const removed = removeTexts(texts, 's1', ['a', 'b']);
    expect(removed).toEqual({ s2: { c: '<p>C</p>' } });
    expect(removed.s2).toBe(texts.s2);
    const copied = copyTexts(texts, new Map([['c', 'd']]), 's2', 's3');
    expect(copied.s3).toEqual({ d: '<p>C</p>' });
    expect(copied.s1).toBe(texts.s1);
  });
});
