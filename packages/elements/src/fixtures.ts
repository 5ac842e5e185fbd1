import {
  COLUMN_LAYOUTS,
  type ColumnChild,
  DocumentBuilder,
  type PageDocument,
  type RowNode,
  type SectionNode,
  seededRandom,
} from '@tessera/document';
import { registryKeys } from './lookup.ts';
import { type ElementRegistry, elementRegistry } from './registry.ts';

/**
 * Benchmark documents with an exact element count, every type of `registry` in turn with its own
 * fixture options. The same seed always gives the same document, so timings from different runs
 * compare like with like.
 */
export function generateFixture(
  elementCount: number,
  seed = 1,
  registry: ElementRegistry = elementRegistry,
): PageDocument {
  const b = new DocumentBuilder(seed);
  const random = seededRandom(seed * 7919 + 17);
  const keys = registryKeys(registry);
  // Only ever called with non-empty lists.
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  let made = 0;

  const element = () => {
    const key = keys[made % keys.length] ?? 'paragraph';
    made++;
    const { options, text } = registry[key].fixture(made);
    return b.el(key, options, text);
  };

  const children = (max: number): ColumnChild[] => {
    const count = Math.min(elementCount - made, 1 + Math.floor(random() * max));
    return Array.from({ length: count }, element);
  };

  const row = (nested: boolean): RowNode => {
    const layout = nested ? [50, 50] : pick(COLUMN_LAYOUTS);
    return b.row(
      layout.map((width) => {
        const own = children(4);
        // Roughly one column in eight also holds a nested row, as real pages do.
        if (!nested && made < elementCount && random() < 0.125) own.push(row(true));
        return b.col(width, own);
      }),
    );
  };

  const sections: SectionNode[] = [];
  while (made < elementCount) {
    const rows: RowNode[] = [];
    for (let r = 0; r < 3 && made < elementCount; r++) rows.push(row(false));
    sections.push(b.section({ name: `Section ${sections.length + 1}` }, rows));
  }
  return b.build({ sections });
}

export const FIXTURE_SEEDS = { small: 200, large: 2000 } as const;

/** 200 elements. */
export function smallFixture(): PageDocument {
  return generateFixture(200, FIXTURE_SEEDS.small);
}

/** 2,000 elements. */
export function largeFixture(): PageDocument {
  return generateFixture(2000, FIXTURE_SEEDS.large);
}
