import {
  createElement,
  createPopup,
  createSection,
  DEFAULT_THEME,
  marketingAgencySample,
  type PopupNode,
} from '@tessera/document';
import { elementRegistry, parseDocumentWithRegistry } from '@tessera/elements';
import { describe, expect, it } from 'vitest';
import { renderPage } from './render-page.ts';
import { renderElementForTest, TEST_DATA, TEST_SITE } from './testing/index.ts';

function loaded(raw: unknown) {
  const parsed = parseDocumentWithRegistry(raw, elementRegistry);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.document;
}

describe('renderPage', () => {
  it('renders the marketing sample with header, main and footer landmarks', () => {
    const page = renderPage(loaded(marketingAgencySample()), elementRegistry, {
      mode: 'live',
      site: TEST_SITE,
      data: TEST_DATA,
    });
    expect(page.html).toContain('<main id="main">');
    expect(page.css).toContain('@media (max-width:767px)');
    console.log(page.html.length, page.css.length, page.islands, page.fonts, page.problems.length);
  });
});

describe('renderPage: a formatted-text link that opens a popup', () => {
  function pageWithLink(link: string, popups: PopupNode[]) {
    const section = createSection();
    const paragraph = createElement('paragraph');
    section.rows[0]?.columns[0]?.children.push(paragraph);
    const document = {
      schemaVersion: 1,
      theme: DEFAULT_THEME,
      sections: [section],
      popups,
      texts: { [section.id]: { [paragraph.id]: `<p>Read ${link} now.</p>` } },
    };
    return renderPage(loaded(document), elementRegistry, { mode: 'live', site: TEST_SITE, data: TEST_DATA });
  }

  it('keeps the anchor with its data-popup, beside the dialog, and ships the popup island', () => {
    const popup = createPopup('Terms');
    const page = pageWithLink(`<a href="#${popup.id}" data-popup="${popup.id}">the terms</a>`, [popup]);
    expect(page.html).toContain(`<a href="#${popup.id}" data-popup="${popup.id}">the terms</a>`);
    expect(page.html).toContain(`<dialog id="${popup.id}" class="popup`);
    expect(page.islands).toContain('popup');
  });

  it('leaves a link to a popup the page no longer has inert: no dialog answers it', () => {
    // The text is not rewritten when a popup is deleted; the island opens only a <dialog> with
    // the link's id, so such a link does nothing (its href names no element on the page).
    const gone = pageWithLink('<a href="#popup-gone1" data-popup="popup-gone1">the offer</a>', []);
    expect(gone.html).toContain('<a href="#popup-gone1" data-popup="popup-gone1">the offer</a>');
    expect(gone.html).not.toContain('id="popup-gone1"');
    expect(gone.islands).not.toContain('popup');
    const other = createPopup('Other');
    const beside = pageWithLink('<a href="#popup-gone1" data-popup="popup-gone1">the offer</a>', [other]);
    expect(beside.html).not.toContain('id="popup-gone1"');
  });
});

describe('renderElementForTest', () => {
  it('returns just the markup of the element type', () => {
    const { markup } = renderElementForTest('paragraph', {
      text: '<p>Hello <script>x()</script><b>there</b></p>',
    });
    expect(markup).toMatch(/^<div class="rt [^"]+"><p>Hello <b>there<\/b><\/p><\/div>$/);
  });

  it('marks empty text for the empty-content rule', () => {
    expect(renderElementForTest('h2', { text: '<h2> </h2>' }).markup).toContain('empty-content');
  });
});
