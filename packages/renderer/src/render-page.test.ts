import { marketingAgencySample } from '@tessera/document';
import { elementRegistry, parseDocumentWithRegistry } from '@tessera/elements';
import { describe, expect, it } from 'vitest';
import { renderElementForTest } from './element-testing.ts';
import { renderPage } from './render-page.ts';
import { TEST_DATA, TEST_SITE } from './testing.ts';

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
