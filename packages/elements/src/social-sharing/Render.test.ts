import {
  cssOf,
  expectEscaped,
  expectNoHref,
  HOSTILE,
  hrefs,
  renderElementForTest,
  renderUnchecked,
  tag,
  tags,
} from '@tessera/renderer/testing';
import { describe, expect, it } from 'vitest';

const PAGE = encodeURIComponent('http://demo.localhost:3000/');

describe('social sharing element', () => {
  it('renders plain share links for the page, each named, that work without script', () => {
    const page = renderElementForTest('social-sharing');
    expect(page.problems).toEqual([]);
    expect(hrefs(page.markup)).toEqual([
      `https://www.facebook.com/sharer/sharer.php?u=${PAGE}`,
      `https://x.com/intent/post?url=${PAGE}&text=Demo%20Marketing%20Agency`,
      `https://www.linkedin.com/sharing/share-offsite/?url=${PAGE}`,
      `mailto:?subject=Demo%20Marketing%20Agency&body=${PAGE}`,
    ]);
    expect(tags(page.markup, 'a').map((a) => a.attributes['aria-label'])).toEqual([
      'Share on Facebook',
      'Share on X (Twitter)',
      'Share on LinkedIn',
      'Share on Email',
    ]);
    const list = tag(page.markup, 'ul');
    expect(tag(page.markup, 'span', { id: list['aria-labelledby'] ?? '' })).toBeDefined();
    expect(page.markup).toContain('>Share</span>');
    expect(page.islands).toEqual(['social-sharing']);
  });

  it('shares the address and text it is given', () => {
    const page = renderElementForTest('social-sharing', {
      options: { networks: ['whatsapp', 'reddit'], shareUrl: '/offer', shareText: 'Big sale' },
    });
    expect(hrefs(page.markup)).toEqual([
      `https://wa.me/?text=${encodeURIComponent('Big sale http://demo.localhost:3000/offer')}`,
      `https://www.reddit.com/submit?url=${encodeURIComponent('http://demo.localhost:3000/offer')}&title=Big%20sale`,
    ]);
    expect(tag(page.markup, 'div', { 'data-share': '' })['data-url']).toBe(
      'http://demo.localhost:3000/offer',
    );
  });

  it('keeps copy-link and the device share sheet hidden until the island can run them', () => {
    const page = renderElementForTest('social-sharing', { options: { networks: ['copy-link'] } });
    expect(page.markup).toMatch(
      /<li hidden=""><button type="button" class="[^"]*" aria-label="Copy link" data-share-copy="">/,
    );
    expect(page.markup).toMatch(
      /<li hidden=""><button type="button" class="[^"]*" aria-label="More ways to share" data-share-native="">/,
    );
    expect(page.markup).toContain('role="status"');
  });

  it('escapes hostile text and label, and falls back to the page for an unsafe address', () => {
    // The label's schema limit is shorter than the hostile string; a stored document may not keep to it.
    expectEscaped(renderUnchecked('social-sharing', { label: HOSTILE }).markup);
    const text = renderElementForTest('social-sharing', { options: { shareText: HOSTILE } });
    expect(text.markup).not.toMatch(/<script/i);
    expect(tag(text.markup, 'div', { 'data-share': '' })['data-title']).toBe(HOSTILE);
    const unsafe = renderUnchecked('social-sharing', { shareUrl: 'javascript:alert(1)' });
    expect(unsafe.markup).not.toContain('javascript');
    expect(hrefs(unsafe.markup)[0]).toBe(`https://www.facebook.com/sharer/sharer.php?u=${PAGE}`);
  });

  it('is inert in the editor, copy button shown but inert', () => {
    const page = renderElementForTest('social-sharing', {
      options: { networks: ['facebook', 'copy-link'] },
      mode: 'edit',
    });
    expectNoHref(page.markup);
    expect(page.markup).toMatch(/<li><button [^>]*data-share-copy="" data-edit-inert="">/);
  });

  it('shows network names when asked and carries its colour and alignment in its CSS', () => {
    const page = renderElementForTest('social-sharing', {
      options: { showNetworkNames: true, iconColor: '#7c3aed', Alignment: 'right', iconTheme: 'circle' },
    });
    expect(page.markup).toContain('<span>Facebook</span>');
    expect(tags(page.markup, 'a')[0]?.attributes['aria-label']).toBeUndefined();
    const badge = cssOf(page.css, [page.markup.match(/<span class="(ib\w+)"/)?.[1] ?? '']);
    expect(badge).toContain('background-color:#7c3aed');
    expect(badge).toContain('border-radius:50%');
    const row = cssOf(page.css, [page.markup.match(/<div class="share (\w+)"/)?.[1] ?? '']);
    expect(row).toContain('justify-content:flex-end');
  });
});
