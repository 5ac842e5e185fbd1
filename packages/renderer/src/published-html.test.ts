import { createSection, DEFAULT_THEME, type PageDocument, SAMPLE_DOCUMENTS } from '@tessera/document';
import { ELEMENT_KEYS, type ElementKey, elementRegistry, parseDocumentWithRegistry } from '@tessera/elements';
import { describe, expect, it } from 'vitest';
import { validateHtml } from './html-validator.ts';
import { jsonLdText, type PageHead, pageDocumentHtml } from './page-html.ts';
import { renderPage } from './render-page.ts';
import { COMMERCE_DATA, TEST_DATA, TEST_SITE } from './testing/index.ts';

const HEAD: PageHead = {
  title: 'Sample page',
  description: 'A sample page of the Tessera renderer.',
  canonicalUrl: 'https://demo.example.com/',
  imageUrl: '',
  siteName: 'Demo',
  siteIcons: true,
  language: 'en',
  noIndex: false,
};
const ASSETS = { base: '/_assets', islandUrl: (name: string) => `/_assets/islands/${name}.js` };

function publish(raw: unknown, data = TEST_DATA): { html: string; islands: string[] } {
  const parsed = parseDocumentWithRegistry(raw, elementRegistry);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  const page = renderPage(parsed.document, elementRegistry, {
    mode: 'live',
    site: TEST_SITE,
    data,
  });
  return { html: pageDocumentHtml(page, HEAD, ASSETS), islands: page.islands };
}

/** Every element type once, with its defaults (and `options` of its own), on one page. */
function everyTypeDocument(
  keys: readonly ElementKey[],
  options: Partial<Record<ElementKey, Record<string, unknown>>> = {},
): PageDocument {
  const section = createSection();
  for (const key of keys) {
    section.rows[0]!.columns[0]!.children.push({
      type: 'element',
      id: `element-${key.replace(/-/g, '')}000000`.slice(0, 20),
      key,
      prefix: `prefix-${key.replace(/-/g, '')}000000`.slice(0, 19),
      options: { ...(elementRegistry[key].defaults() as Record<string, unknown>), ...options[key] },
    });
  }
  return { schemaVersion: 1, theme: DEFAULT_THEME, sections: [section], popups: [], texts: {} };
}

describe('published pages', () => {
  it('are valid HTML (W3C Nu checker): every sample and every element type', () => {
    const files: Record<string, string> = {};
    for (const [name, build] of Object.entries(SAMPLE_DOCUMENTS)) files[name] = publish(build()).html;
    files['every-type'] = publish(everyTypeDocument(ELEMENT_KEYS)).html;
    expect(validateHtml(files)).toEqual(Object.fromEntries(Object.keys(files).map((name) => [name, []])));
  }, 60_000);

  it('carry JSON-LD that no text can break out of, and stay valid HTML with it', () => {
    const hostile = 'Tips </script><script>alert(1)</script> & <!-- more';
    const data = { '@context': 'https://schema.org', '@type': 'BlogPosting', headline: hostile };
    const parsed = parseDocumentWithRegistry(everyTypeDocument([]), elementRegistry);
    if (!parsed.ok) throw new Error('the empty document does not load');
    const page = renderPage(parsed.document, elementRegistry, {
      mode: 'live',
      site: TEST_SITE,
      data: TEST_DATA,
    });
    const html = pageDocumentHtml(page, { ...HEAD, structuredData: data }, ASSETS);
    const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
    expect(block?.[1]).toBe(jsonLdText(data));
    expect(block?.[1]).not.toMatch(/[<>]/);
    expect(JSON.parse(block![1]!)).toEqual(data);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(validateHtml({ 'json-ld': html })).toEqual({ 'json-ld': [] });
  }, 60_000);

  it('are valid HTML as an order page of a site that takes payments, with only the order islands', () => {
    const order = ['order-select', 'coupon', 'credit-card', 'order-summary', 'payment-link'] as const;
    const { html, islands } = publish(
      everyTypeDocument(order, {
        'order-summary': { bumpProductId: 'prod_club' },
        'payment-link': { productId: 'prod_pro' },
      }),
      COMMERCE_DATA,
    );
    expect(html).toContain('data-checkout=""');
    expect(html).toContain('data-order-bump=""');
    expect(html).toContain('action="/_commerce/pay/12/');
    expect(islands).toEqual(['checkout', 'order']);
    // Stripe.js is the checkout island's to load, never a tag of the page.
    expect(html).not.toContain('js.stripe.com/v3/"></script>');
    expect(validateHtml({ 'order-page': html })).toEqual({ 'order-page': [] });
  }, 60_000);

  it('carry no script at all when nothing on them is interactive', () => {
    const staticKeys = ELEMENT_KEYS.filter((key) => !elementRegistry[key].island);
    const { html, islands } = publish(everyTypeDocument(staticKeys));
    expect(islands).toEqual([]);
    expect(html).not.toMatch(/<script/i);
  });

  it('load exactly the islands of their interactive elements', () => {
    for (const key of ELEMENT_KEYS) {
      const island = elementRegistry[key].island;
      const { islands } = publish(everyTypeDocument([key]));
      expect(islands).toEqual(island ? [island] : []);
    }
  });
});
