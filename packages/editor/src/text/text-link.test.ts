import { describe, expect, it } from 'vitest';
import { linkPopupAttribute, textLinkAttributes, textLinkKind } from './text-link.ts';

const choices = {
  pages: [{ value: '/' }, { value: '/pricing' }],
  sections: [{ value: '#page-section-abc-section' }],
};

describe('textLinkKind (the choice the text link picker reopens on)', () => {
  it('shows a link that opens a popup as "Popup", whatever its href', () => {
    expect(textLinkKind({ href: '#popup-abc', popup: 'popup-abc' }, choices)).toBe('popup');
    // A popup since deleted still shows as a popup link, to be re-pointed or removed.
    expect(textLinkKind({ href: '/pricing', popup: 'popup-gone' }, choices)).toBe('popup');
  });

  it('shows pages, sections and anything else as a URL', () => {
    expect(textLinkKind({ href: '/pricing', popup: null }, choices)).toBe('page');
    expect(textLinkKind({ href: '#page-section-abc-section' }, choices)).toBe('section');
    expect(textLinkKind({ href: 'https://example.com' }, choices)).toBe('url');
    expect(textLinkKind({}, choices)).toBe('url');
    // A data-popup that is no popup id is no popup link.
    expect(textLinkKind({ href: '/pricing', popup: 'x" onclick="y' }, choices)).toBe('page');
  });
});

describe('textLinkAttributes (what the picker stores on the link)', () => {
  it('makes a popup link an anchor to the popup’s dialog, never in a new window', () => {
    expect(textLinkAttributes('popup', 'popup-abc', true)).toEqual({
      href: '#popup-abc',
      target: null,
      popup: 'popup-abc',
    });
    expect(textLinkAttributes('popup', 'javascript:alert(1)', false)).toBeNull();
    expect(textLinkAttributes('popup', '', false)).toBeNull();
  });

  it('clears the popup of any other link, so a popup link re-pointed elsewhere loses it', () => {
    expect(textLinkAttributes('page', '/pricing', true)).toEqual({
      href: '/pricing',
      target: '_blank',
      popup: null,
    });
    expect(textLinkAttributes('url', 'https://example.com', false)).toEqual({
      href: 'https://example.com',
      target: null,
      popup: null,
    });
  });
});

describe('the link mark’s popup attribute', () => {
  const element = (value: string | null) => ({ getAttribute: () => value });

  it('reads and writes data-popup for popup ids only', () => {
    expect(linkPopupAttribute.parseHTML(element('popup-abc'))).toBe('popup-abc');
    expect(linkPopupAttribute.parseHTML(element('popup-x" onclick="alert(1)'))).toBeNull();
    expect(linkPopupAttribute.parseHTML(element(null))).toBeNull();
    expect(linkPopupAttribute.renderHTML({ popup: 'popup-abc' })).toEqual({ 'data-popup': 'popup-abc' });
    expect(linkPopupAttribute.renderHTML({ popup: null })).toEqual({});
    expect(linkPopupAttribute.renderHTML({ popup: 'popup-<b>' })).toEqual({});
  });
});
