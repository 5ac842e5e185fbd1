import { type PageDocument, SAMPLE_DOCUMENTS, SAMPLE_MEDIA_BASE } from '@tessera/document';
import { contrastRatio, elementRegistry, parseDocumentWithRegistry } from '@tessera/elements';
import { describe, expect, it } from 'vitest';
import { renderPage } from './render-page.ts';
import { renderElementForTest, TEST_DATA, TEST_SITE } from './testing/index.ts';

/**
 * What the sample pages show must be there to see: every icon drawn from a symbol the sprite
 * holds, in a colour that stands out from its badge; the review slider with its reviews; every
 * sound a file the product ships.
 */

function render(name: string) {
  const build = SAMPLE_DOCUMENTS[name];
  if (!build) throw new Error(`no sample ${name}`);
  const parsed = parseDocumentWithRegistry(build(), elementRegistry);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  const page = renderPage(parsed.document, elementRegistry, {
    mode: 'live',
    site: TEST_SITE,
    data: TEST_DATA,
  });
  return { page, document: parsed.document };
}

/** The declarations of a class in a stylesheet, merged in order. */
function declarationsOf(css: string, className: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const match of css.matchAll(new RegExp(`\\.${className}\\{([^}]*)\\}`, 'g')))
    for (const declaration of (match[1] ?? '').split(';')) {
      const colon = declaration.indexOf(':');
      if (colon > 0) out[declaration.slice(0, colon)] = declaration.slice(colon + 1);
    }
  return out;
}

describe.each(Object.keys(SAMPLE_DOCUMENTS))('the %s sample', (name) => {
  it('draws every icon from a symbol in the page sprite', () => {
    const { page } = render(name);
    const symbols = new Set([...page.html.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]));
    const uses = [...page.html.matchAll(/<use href="#([^"]+)"/g)].map((m) => m[1]);
    for (const id of uses) expect(symbols, `#${id}`).toContain(id);
    // Each symbol carries a shape.
    for (const match of page.html.matchAll(/<symbol id="[^"]+" viewBox="[^"]+">(.*?)<\/symbol>/g))
      expect(match[1]).toMatch(/<path d="M[^"]{10,}"/);
  });

  it('gives icons in badges a colour that stands out from the badge (3:1)', () => {
    const { page } = render(name);
    for (const match of page.html.matchAll(/<span class="(ib\w+)[^"]*"><svg/g)) {
      const badge = declarationsOf(page.css, match[1] ?? '');
      const fill = badge['background-color'];
      if (!fill || !badge.color) continue;
      const ratio = contrastRatio(badge.color, fill);
      if (ratio !== null) expect(ratio, `${badge.color} on ${fill}`).toBeGreaterThanOrEqual(3);
    }
  });

  it('plays only sounds the product ships', () => {
    const { document } = render(name);
    const sounds = JSON.stringify(document).match(/"url":"[^"]+\.(mp3|wav|ogg|m4a)"/g) ?? [];
    for (const sound of sounds)
      expect(sound).toMatch(new RegExp(`"url":"${SAMPLE_MEDIA_BASE}/[a-z-]+/[a-z0-9-]+\\.wav"`));
  });
});

describe('the marketing-agency sample', () => {
  it('shows the "What we do" icons as visible glyphs', () => {
    const { page } = render('marketing-agency');
    const features = page.html.split('class="el el-icon-feature"').slice(1);
    expect(features).toHaveLength(3);
    for (const feature of features)
      expect(feature).toMatch(/^[\s\S]*?<svg[^>]*><use href="#i-[a-z-]+"><\/use><\/svg>/);
  });

  it('shows its review slider with the sample place’s reviews', () => {
    const { page } = render('marketing-agency');
    const reviews = page.html.split('class="el el-google-review"')[1] ?? '';
    expect(reviews).toContain('data-gr=""');
    const cards = reviews.match(/<li[ >]/g) ?? [];
    expect(cards.length).toBeGreaterThanOrEqual(4);
    expect(reviews).toContain('Dana Whitfield');
    expect(reviews).toContain('4.9');
    expect(page.islands).toContain('google-review');
  });
});

describe('icon badges', () => {
  it('keep a glyph the author coloured like its fill visible', () => {
    const page = renderElementForTest('icon-feature', {
      options: { Icon: 'chart-line', iconTheme: 'circle', iconColor: '#2563eb', BackgroundColor: '' },
      theme: { ButtonBackground: '#2563eb' },
    });
    const badge = declarationsOf(page.css, page.markup.match(/<span class="(ib\w+)/)?.[1] ?? '');
    expect(badge['background-color']).toBe('#2563eb');
    expect(badge.color).toBe('#ffffff');
  });

  it('keep the author’s glyph colour when it reads on the fill', () => {
    const page = renderElementForTest('icon-feature', {
      options: { Icon: 'chart-line', iconTheme: 'circle', iconColor: '#2563eb', BackgroundColor: '#dbeafe' },
    });
    const badge = declarationsOf(page.css, page.markup.match(/<span class="(ib\w+)/)?.[1] ?? '');
    expect(badge).toMatchObject({ 'background-color': '#dbeafe', color: '#2563eb' });
  });
});

describe('containers with a background', () => {
  it('set the colour their content inherits, so unstyled text reads on dark sections', () => {
    const { page } = render('marketing-agency');
    const footer = page.html.match(/<footer id="[^"]+" class="sec (\w+)/)?.[1] ?? '';
    expect(declarationsOf(page.css, footer)).toMatchObject({
      'background-color': '#0f172a',
      color: '#ffffff',
    });
  });

  it('leave containers without a background colour alone', () => {
    const document: PageDocument = render('business-card').document;
    const page = renderPage(document, elementRegistry, { mode: 'live', site: TEST_SITE, data: TEST_DATA });
    for (const match of page.html.matchAll(/class="(?:sec|row|col) (\w+)/g)) {
      const box = declarationsOf(page.css, match[1] ?? '');
      if (!box['background-color']) expect(box.color).toBeUndefined();
    }
  });
});
