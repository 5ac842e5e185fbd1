/**
 * bench/render — cache-miss render of the 2,000-element fixture.
 *
 * Peer, measured in the same run: a bare `renderToStaticMarkup` of a React tree that produces
 * the very same HTML (built once from our output, outside the timing). Targets (issue 4):
 * ≥ 1,000 nodes/ms and ≥ 1.0× the bare render's speed.
 */
import { largeFixture } from '@tessera/document';
import { elementRegistry, parseDocumentWithRegistry } from '@tessera/elements';
import { clearRichTextMemo, renderPage, TEST_DATA, TEST_SITE } from '@tessera/renderer';
import { type ChildNode, isTag, isText } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

const parsed = parseDocumentWithRegistry(largeFixture(), elementRegistry);
if (!parsed.ok) throw new Error('fixture does not load');
const document = parsed.document;
const render = () =>
  renderPage(document, elementRegistry, { mode: 'live', site: TEST_SITE, data: TEST_DATA });

const sample = render();
let nodes = 0;
const REACT_NAMES: Record<string, string> = { class: 'className', for: 'htmlFor', tabindex: 'tabIndex' };
/** React wants `style` as an object: `a-b:c;--d:e` → `{ aB: 'c', '--d': 'e' }`. */
function styleObject(css: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of css.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim();
    const key = property.startsWith('--')
      ? property
      : property.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
    style[key] = declaration.slice(colon + 1).trim();
  }
  return style;
}
function toReact(list: ChildNode[]): ReactNode[] {
  return list.map((node, index) => {
    if (isText(node)) return node.data;
    if (!isTag(node)) return null;
    nodes++;
    const props: Record<string, unknown> = { key: index };
    for (const [name, value] of Object.entries(node.attribs))
      props[REACT_NAMES[name] ?? name] = name === 'style' ? styleObject(value) : value;
    return createElement(node.name, props, ...toReact(node.children));
  });
}
const bareTree = createElement('div', null, ...toReact(parseDocument(sample.html).children));

function median(run: () => unknown, times: number): number {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    (globalThis as { gc?: () => void }).gc?.();
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? Number.NaN;
}

for (let i = 0; i < 5; i++) {
  render();
  renderToStaticMarkup(bareTree);
}
const ours = median(() => {
  if (!process.env.KEEP_MEMO) clearRichTextMemo();
  render();
}, 25);
const bare = median(() => renderToStaticMarkup(bareTree), 25);
console.log('bench/render — 2,000-element fixture, cache-miss render (median of 25)');
console.log(`  HTML elements out:   ${nodes}`);
console.log(
  `  renderPage:          ${ours.toFixed(2)} ms  → ${(nodes / ours).toFixed(0)} nodes/ms (target ≥ 1,000)`,
);
console.log(
  `  bare renderToStaticMarkup of the same tree: ${bare.toFixed(2)} ms  → ${(nodes / bare).toFixed(0)} nodes/ms`,
);
console.log(`  speed vs bare:       ${(bare / ours).toFixed(2)}× (target ≥ 1.0×)`);
console.log(
  `  output: ${(sample.html.length / 1024).toFixed(0)} KB HTML, ${(sample.css.length / 1024).toFixed(1)} KB CSS`,
);
