/**
 * bench/parse — loading a stored page: JSON text → parsed, migrated and validated document.
 *
 * Peer, measured in the same run: `JSON.parse` of the same text alone, so the figure reads as
 * "validation costs N× a bare parse" on whatever machine runs it.
 */
import { elementRegistry, largeFixture, parseDocumentWithRegistry, smallFixture } from '@tessera/elements';

function median(run: () => unknown, times: number): number {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? Number.NaN;
}

console.log('bench/parse — stored JSON to a validated document (median of 25 after 5 warm-ups)');
for (const [name, build] of [
  ['200-element fixture', smallFixture],
  ['2,000-element fixture', largeFixture],
] as const) {
  const text = JSON.stringify(build());
  const load = () => {
    const result = parseDocumentWithRegistry(JSON.parse(text), elementRegistry);
    if (!result.ok) throw new Error(`${name} does not load`);
  };
  for (let i = 0; i < 5; i++) load();
  const ours = median(load, 25);
  const bare = median(() => JSON.parse(text), 25);
  console.log(
    `  ${name} (${(text.length / 1024).toFixed(0)} KB JSON): ${ours.toFixed(1)} ms parse + validate; JSON.parse alone ${bare.toFixed(1)} ms (×${(ours / bare).toFixed(1)})`,
  );
}
