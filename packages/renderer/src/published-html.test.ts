import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createSection,
  DEFAULT_THEME,
  ELEMENT_KEYS,
  type ElementKey,
  type PageDocument,
  SAMPLE_DOCUMENTS,
} from '@tessera/document';
import { elementRegistry, parseDocumentWithRegistry } from '@tessera/elements';
import { afterAll, describe, expect, it } from 'vitest';
import { type PageHead, pageDocumentHtml } from './page-html.ts';
import { renderPage } from './render-page.ts';
import { TEST_DATA, TEST_SITE } from './testing.ts';

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

function publish(raw: unknown): { html: string; islands: string[] } {
  const parsed = parseDocumentWithRegistry(raw, elementRegistry);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  const page = renderPage(parsed.document, elementRegistry, {
    mode: 'live',
    site: TEST_SITE,
    data: TEST_DATA,
  });
  return { html: pageDocumentHtml(page, HEAD, ASSETS), islands: page.islands };
}

const workDir = mkdtempSync(path.join(tmpdir(), 'tessera-vnu-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** The W3C Nu HTML Checker (vnu.jar, run with the machine's Java): errors per file. */
function validate(files: Record<string, string>): Record<string, string[]> {
  const paths = Object.entries(files).map(([name, html]) => {
    const file = path.join(workDir, `${name}.html`);
    writeFileSync(file, html);
    return file;
  });
  const jar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
  const run = spawnSync('java', ['-jar', jar, '--format', 'json', '--errors-only', ...paths], {
    encoding: 'utf8',
  });
  if (run.error) throw run.error;
  const report = JSON.parse(run.stderr || '{"messages":[]}') as {
    messages: Array<{ url: string; message: string; extract?: string }>;
  };
  const byFile: Record<string, string[]> = Object.fromEntries(Object.keys(files).map((name) => [name, []]));
  for (const message of report.messages) {
    const name = path.basename(message.url, '.html');
    byFile[name]?.push(`${message.message} — ${message.extract ?? ''}`);
  }
  return byFile;
}

/** Every element type once, with its defaults, on one page. */
function everyTypeDocument(keys: readonly ElementKey[]): PageDocument {
  const section = createSection();
  for (const key of keys) {
    section.rows[0]!.columns[0]!.children.push({
      type: 'element',
      id: `element-${key.replace(/-/g, '')}000000`.slice(0, 20),
      key,
      prefix: `prefix-${key.replace(/-/g, '')}000000`.slice(0, 19),
      options: elementRegistry[key].defaults() as Record<string, unknown>,
    });
  }
  return { schemaVersion: 1, theme: DEFAULT_THEME, sections: [section], popups: [], texts: {} };
}

describe('published pages', () => {
  it('are valid HTML (W3C Nu checker): every sample and every element type', () => {
    const files: Record<string, string> = {};
    for (const [name, build] of Object.entries(SAMPLE_DOCUMENTS)) files[name] = publish(build()).html;
    files['every-type'] = publish(everyTypeDocument(ELEMENT_KEYS)).html;
    expect(validate(files)).toEqual(Object.fromEntries(Object.keys(files).map((name) => [name, []])));
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
