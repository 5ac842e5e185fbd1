import { classesOf, cssOf, expectEscaped, HOSTILE, renderElementForTest } from '@tessera/renderer/testing';
import { describe, expect, it } from 'vitest';

describe('faq element', () => {
  it('renders its defaults as native details/summary, closed, no script', () => {
    const page = renderElementForTest('faq');
    expect(page.problems).toEqual([]);
    expect(page.markup.match(/<details class="faq-i /g)).toHaveLength(3);
    expect(page.markup).toMatch(/<summary class="faq-q [^"]*"><span>How does it work\?<\/span><svg/);
    expect(page.markup).toContain(
      '<p>Explain the process in two or three sentences, from sign-up to result.</p>',
    );
    expect(page.markup).not.toContain(' open=""');
    expect(page.markup).not.toContain(' name=');
    expect(page.islands).toEqual([]);
  });

  it('opens the first answer and groups items into one-open-at-a-time when asked', () => {
    const page = renderElementForTest('faq', { options: { openFirst: true, allowMultipleOpen: false } });
    expect(page.markup.match(/ open=""/g)).toHaveLength(1);
    const names = [...page.markup.matchAll(/<details [^>]*name="([^"]+)"/g)].map((m) => m[1]);
    expect(names).toHaveLength(3);
    expect(new Set(names).size).toBe(1);
    expect(names[0]).toMatch(/^element-[\w-]+-faq$/);
  });

  it('escapes hostile questions and answers', () => {
    const page = renderElementForTest('faq', {
      options: { items: [{ question: HOSTILE, answer: HOSTILE }] },
    });
    expectEscaped(page.markup);
  });

  it('never turns answer text into links (javascript: included)', () => {
    const page = renderElementForTest('faq', {
      options: { items: [{ question: 'Q', answer: '<a href="javascript:alert(1)">x</a>' }] },
    });
    expect(page.markup).not.toMatch(/<a\b/);
    expect(page.markup).toContain('&lt;a href=&quot;javascript:alert(1)&quot;&gt;');
  });

  it('is inert in edit mode and shows an empty state there, but nothing live', () => {
    const edit = renderElementForTest('faq', { mode: 'edit' });
    expect(edit.markup).toMatch(/^<div class="faq [^"]*" data-edit-inert="">/);
    expect(renderElementForTest('faq', { options: { items: [] } }).markup).toBe('');
    expect(renderElementForTest('faq', { options: { items: [] }, mode: 'edit' }).markup).toContain(
      'edit-placeholder',
    );
    expect(renderElementForTest('faq', { options: { items: [] }, mode: 'preview' }).markup).toContain(
      'edit-placeholder',
    );
  });

  it('names each item by its question; the toggle icon is decoration', () => {
    const page = renderElementForTest('faq');
    expect(page.markup).toMatch(
      /<summary[^>]*><span>How much does it cost\?<\/span><svg class="faq-ico"[^>]*aria-hidden="true">/,
    );
  });

  it('splits answers into paragraphs at blank lines and keeps single line breaks', () => {
    const page = renderElementForTest('faq', {
      options: { items: [{ question: 'Q', answer: 'One\nstill one\n\nTwo' }] },
    });
    expect(page.markup).toContain('<p>One\nstill one</p><p>Two</p>');
    expect(cssOf(page.css, classesOf(page.markup, 'faq-a'))).toContain('white-space:pre-line');
  });

  it('carries colours, sizes, toggle and spacing in its CSS', () => {
    const page = renderElementForTest('faq', {
      options: {
        questionColor: '#0f172a',
        answerColor: '#475569',
        questionFontSize: { desktop: 22, mobile: 18 },
        answerFontSize: { desktop: 17 },
        itemBackgroundColor: '#f1f5f9',
        itemSpacing: 20,
        toggleIcon: 'plus',
      },
    });
    const question = cssOf(page.css, classesOf(page.markup, 'faq-q'));
    expect(question).toContain('color:#0f172a');
    expect(question).toContain('font-size:22px');
    expect(question).toMatch(/@media \(max-width:767px\)\{[^{]*\{font-size:18px;\}/);
    const answer = cssOf(page.css, classesOf(page.markup, 'faq-a'));
    expect(answer).toContain('color:#475569');
    expect(answer).toContain('font-size:17px');
    const item = cssOf(page.css, classesOf(page.markup, 'faq-i'));
    expect(item).toContain('background:#f1f5f9');
    expect(item).toContain('[open] .faq-ico{transform:rotate(45deg);}');
    expect(page.markup).toContain('<use href="#i-plus">');
    expect(cssOf(page.css, classesOf(page.markup, 'faq'))).toContain('gap:20px');
    const divided = renderElementForTest('faq', { options: { dividerColor: '#cbd5e1' } });
    expect(cssOf(divided.css, classesOf(divided.markup, 'faq-i'))).toContain(
      'border-bottom:1px solid #cbd5e1',
    );
  });
});
