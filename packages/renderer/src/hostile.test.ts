import {
  createColumn,
  createElement,
  createPopup,
  createRow,
  createSection,
  DEFAULT_THEME,
  type PageDocument,
} from '@tessera/document';
import { ELEMENT_KEYS, type ElementKey, elementRegistry } from '@tessera/elements';
import { type ChildNode, isTag } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { renderPage } from './render-page.ts';
import { TEST_DATA, TEST_SITE } from './testing/index.ts';

const HOSTILE = '"><script>alert(1)</script><img src=x onerror=alert(1)>\'</style><b>';
const SCRIPT_LINK = 'javascript:alert(1)';

/** Every string in the options replaced, however deep (enum values too: Render must cope). */
function replaceStrings(value: unknown, replacement: string): unknown {
  if (typeof value === 'string') return replacement;
  if (Array.isArray(value)) return value.map((item) => replaceStrings(item, replacement));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaceStrings(v, replacement)]));
  return value;
}

/** The HTML element inserts its owner's markup on their own site by design; it is checked apart. */
const CHECKED_KEYS = ELEMENT_KEYS.filter((key) => key !== 'html');

function documentWith(keys: readonly ElementKey[], replacement: string): PageDocument {
  const section = createSection();
  const texts: Record<string, string> = {};
  const column = section.rows[0]!.columns[0]!;
  for (const key of keys) {
    const options = replaceStrings(elementRegistry[key].defaults(), replacement) as Record<string, unknown>;
    const element = createElement(key, options);
    column.children.push(element);
    texts[element.id] = `<p>${HOSTILE}</p><a href="${SCRIPT_LINK}">x</a>`;
  }
  const popup = createPopup(HOSTILE);
  return {
    schemaVersion: 1,
    theme: DEFAULT_THEME,
    sections: [section],
    popups: [popup],
    texts: { [section.id]: texts },
  };
}

const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'data',
  'poster',
  'srcset',
  'xlink:href',
]);

/** Parses the output as a browser would and checks no element or attribute could run script. */
function expectNothingExecutable(html: string, css: string): void {
  const problems: string[] = [];
  const visit = (nodes: ChildNode[]): void => {
    for (const node of nodes) {
      if (!isTag(node)) continue;
      if (node.name === 'script' && !(node.attribs.type === 'module' && node.attribs.src?.startsWith('/')))
        problems.push(`<script> ${JSON.stringify(node.attribs)}`);
      if (
        ['iframe', 'object', 'embed'].includes(node.name) &&
        /^\s*javascript:/i.test(node.attribs.src ?? '')
      )
        problems.push(`<${node.name}> with a script source`);
      for (const [name, value] of Object.entries(node.attribs)) {
        if (/^on/i.test(name)) problems.push(`<${node.name} ${name}>`);
        if (URL_ATTRIBUTES.has(name) && /^\s*(?:javascript|vbscript|data:text\/html)/i.test(value))
          problems.push(`<${node.name} ${name}="${value}">`);
      }
      visit(node.children);
    }
  };
  visit(parseDocument(html).children);
  expect(problems).toEqual([]);
  expect(css).not.toMatch(/<\/style|<script/i);
}

describe('hostile documents', () => {
  for (const mode of ['live', 'preview', 'edit'] as const) {
    it(`renders hostile strings in every option of every type escaped or dropped (${mode})`, () => {
      for (const replacement of [HOSTILE, SCRIPT_LINK]) {
        const page = renderPage(documentWith(CHECKED_KEYS, replacement), elementRegistry, {
          mode,
          site: TEST_SITE,
          data: TEST_DATA,
        });
        expectNothingExecutable(page.html, page.css);
      }
    });
  }

  it('keeps unknown element types out of a live page and marks them in the editor', () => {
    const document = documentWith([], '');
    document.sections[0]!.rows[0]!.columns[0]!.children.push(createElement('from-the-future', { a: 1 }));
    const live = renderPage(document, elementRegistry, { mode: 'live', site: TEST_SITE, data: TEST_DATA });
    expect(live.html).not.toContain('from-the-future');
    expect(live.problems).toEqual([expect.stringContaining('from-the-future')]);
    const edit = renderPage(document, elementRegistry, { mode: 'edit', site: TEST_SITE, data: TEST_DATA });
    expect(edit.html).toContain('Unknown element “from-the-future”');
  });

  it('renders elements whose options are missing entirely', () => {
    const section = createSection();
    for (const key of ELEMENT_KEYS) section.rows[0]!.columns[0]!.children.push(createElement(key, {}));
    const page = renderPage(
      { schemaVersion: 1, theme: DEFAULT_THEME, sections: [section], popups: [], texts: {} },
      elementRegistry,
      { mode: 'live', site: TEST_SITE, data: TEST_DATA },
    );
    expect(page.html).toContain('<main id="main">');
  });

  it('strips quotes and angle brackets from ids and keys that reach the markup', () => {
    const section = createSection();
    const row = createRow([50, 50]);
    section.rows = [row];
    row.columns[1] = { ...createColumn(50), id: 'column-"><script>x</script>' };
    const element = {
      ...createElement('paragraph', elementRegistry.paragraph.defaults()),
      id: 'element-"onmouseover="x',
    };
    row.columns[0]!.children.push(element);
    const page = renderPage(
      { schemaVersion: 1, theme: DEFAULT_THEME, sections: [section], popups: [], texts: {} },
      elementRegistry,
      { mode: 'live', site: TEST_SITE, data: TEST_DATA },
    );
    expectNothingExecutable(page.html, page.css);
    expect(page.html).toContain('id="element-onmouseoverx"');
  });
});
