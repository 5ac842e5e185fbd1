/**
 * bench/render — cache-miss render of the 2,000-element fixture.
 *
 * Peer, measured in the same run: a bare `renderToStaticMarkup` of a React tree that produces
 * the very same HTML (built once from our output, outside the timing). Targets (issue 4):
 * ≥ 1,000 nodes/ms and ≥ 1.0× the bare render's speed.
 */
import { elementRegistry, largeFixture, parseDocumentWithRegistry } from '@tessera/elements';
import { clearRichTextMemo, renderPage } from '@tessera/renderer';
import { TEST_DATA, TEST_SITE } from '@tessera/renderer/testing';
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

/** One timed run, after a full collection so that no run pays for another's garbage. */
function timed(run: () => unknown): number {
  (globalThis as { gc?: () => void }).gc?.();
  const start = performance.now();
  run();
  return performance.now() - start;
}

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const renderOurs = () => {
  if (!process.env.KEEP_MEMO) clearRichTextMemo();
  render();
};
const renderBare = () => renderToStaticMarkup(bareTree);

for (let i = 0; i < 5; i++) {
  renderOurs();
  renderBare();
}
// The two are timed turn about (each going first every other time), so a change in the
// machine's load during the run weighs on both alike.
const SAMPLES = 25;
const ourSamples: number[] = [];
const bareSamples: number[] = [];
for (let i = 0; i < SAMPLES; i++) {
  if (i % 2 === 0) {
    ourSamples.push(timed(renderOurs));
    bareSamples.push(timed(renderBare));
  } else {
    bareSamples.push(timed(renderBare));
    ourSamples.push(timed(renderOurs));
  }
}
const ours = median(ourSamples);
const bare = median(bareSamples);
const line = (label: string, samples: number[], ms: number, target = '') =>
  console.log(
    `  ${label.padEnd(40)} ${ms.toFixed(2).padStart(7)} ms median (fastest ${Math.min(...samples).toFixed(2)} ms)` +
      `  → ${(nodes / ms).toFixed(0)} nodes/ms${target}`,
  );
console.log(`bench/render — 2,000-element fixture, cache-miss render (${SAMPLES} runs of each, interleaved)`);
console.log(`  HTML elements out: ${nodes}`);
line('renderPage', ourSamples, ours, ' (target ≥ 1,000)');
line('bare renderToStaticMarkup, same tree', bareSamples, bare);
console.log(`  speed vs bare: ${(bare / ours).toFixed(2)}× (bare median / renderPage median; target ≥ 1.0×)`);
console.log(
  `  output: ${(sample.html.length / 1024).toFixed(0)} KB HTML, ${(sample.css.length / 1024).toFixed(1)} KB CSS`,
);
