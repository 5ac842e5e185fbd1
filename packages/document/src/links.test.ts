import { describe, expect, it } from 'vitest';
import { pageLink, resolveButtonAction, resolveLink, sectionAnchorId } from './links.ts';
import { DEFAULT_CLASSIC_BUTTON, DEFAULT_MODERN_BUTTON } from './options/button.ts';

const landingLink = 'https://acme.sites.example.com/';
const pages = [
  { id: 1, unique_name: 'home', home: true },
  { id: 2, unique_name: 'pricing' },
  { id: 'abc', unique_name: 'about us' },
];

describe('resolveLink (SPEC §5)', () => {
  it.each([
    ['/pricing', 'https://acme.sites.example.com/pricing'],
    ['/', 'https://acme.sites.example.com/'],
    ['#contact', '#contact'],
    ['https://other.example.com/x', 'https://other.example.com/x'],
    ['HTTP://other.example.com', 'HTTP://other.example.com'],
    ['other.example.com', 'https://other.example.com'],
    ['www.example.com/page', 'https://www.example.com/page'],
    ['//cdn.example.com/a.pdf', 'https://cdn.example.com/a.pdf'],
    ['mailto:hi@example.com', 'mailto:hi@example.com'],
    ['tel:+12133734253', 'tel:+12133734253'],
    ['  /spaced  ', 'https://acme.sites.example.com/spaced'],
  ])('%j → %j', (raw, expected) => {
    expect(resolveLink(raw, { landingLink })).toBe(expected);
  });

  it('prefixes anchors when given a base', () => {
    expect(resolveLink('#faq', { landingLink, anchorBase: 'https://acme.sites.example.com/pricing/' })).toBe(
      'https://acme.sites.example.com/pricing#faq',
    );
  });

  it.each(['', '   ', 'javascript:alert(1)', 'data:text/html,x', 'vbscript:x', 'jav\tascript:alert(1)'])(
    'gives null for %j',
    (raw) => {
      expect(resolveLink(raw, { landingLink })).toBeNull();
    },
  );
});

describe('button links (SPEC §2)', () => {
  const context = { landingLink, pages };

  it('links a page to landing link + unique name, and the root page to the landing link', () => {
    expect(resolveButtonAction({ ...DEFAULT_CLASSIC_BUTTON, PageId: 2 }, context)).toEqual({
      kind: 'link',
      href: 'https://acme.sites.example.com/pricing',
      newWindow: false,
    });
    expect(resolveButtonAction({ ...DEFAULT_CLASSIC_BUTTON, PageId: 1 }, context)).toMatchObject({
      href: 'https://acme.sites.example.com',
    });
    expect(resolveButtonAction({ ...DEFAULT_CLASSIC_BUTTON, PageId: 'abc' }, context)).toMatchObject({
      href: 'https://acme.sites.example.com/about%20us',
    });
    expect(pageLink({ id: 9, unique_name: 'x', home: true }, '')).toBe('/');
  });

  it('links a section to #page-{sectionId}-section', () => {
    expect(sectionAnchorId('section-abc')).toBe('page-section-abc-section');
    expect(
      resolveButtonAction({ ...DEFAULT_CLASSIC_BUTTON, SectionId: 'section-abc' }, context),
    ).toMatchObject({
      href: '#page-section-abc-section',
    });
    expect(
      resolveButtonAction({ ...DEFAULT_CLASSIC_BUTTON, PageId: 2, SectionId: 'section-abc' }, context),
    ).toMatchObject({
      href: 'https://acme.sites.example.com/pricing#page-section-abc-section',
    });
  });

  it('links the newer button to the web-section id', () => {
    expect(
      resolveButtonAction({ ...DEFAULT_MODERN_BUTTON, WebSectionId: 'section-xyz' }, context),
    ).toMatchObject({
      href: '#section-xyz',
    });
  });

  it('resolves custom links against the landing link and keeps the new-window flag', () => {
    expect(
      resolveButtonAction(
        { ...DEFAULT_MODERN_BUTTON, CustomLink: '/thank-you', OpenInNewWindow: true },
        context,
      ),
    ).toEqual({ kind: 'link', href: 'https://acme.sites.example.com/thank-you', newWindow: true });
    expect(
      resolveButtonAction({ ...DEFAULT_MODERN_BUTTON, CustomLink: 'calendly.com/acme' }, context),
    ).toMatchObject({
      href: 'https://calendly.com/acme',
    });
  });

  it('opens a popup for a popup-type newer button', () => {
    expect(
      resolveButtonAction(
        { ...DEFAULT_MODERN_BUTTON, ActionType: 'popup', PopupId: 'popup-1', CustomLink: '/x' },
        context,
      ),
    ).toEqual({ kind: 'popup', popupId: 'popup-1' });
  });

  it('does nothing without a target or with an unknown page', () => {
    expect(resolveButtonAction(DEFAULT_MODERN_BUTTON, context)).toEqual({ kind: 'none' });
    expect(resolveButtonAction({ ...DEFAULT_CLASSIC_BUTTON, PageId: 99 }, context)).toEqual({ kind: 'none' });
  });
});
