import { describe, expect, it } from 'vitest';
import { memoized, RenderMemo } from './memo.ts';

type Context = { memo?: RenderMemo; made: string[] };

function make(context: Context, key: { a: string; b: number | undefined; c: boolean }): string {
  const value = `${key.a}/${key.b}/${key.c}`;
  context.made.push(value);
  return value;
}

function other(context: Context, key: { a: string; b: number | undefined; c: boolean }): string {
  context.made.push('other');
  return `other ${key.a}`;
}

describe('memoized', () => {
  it('makes a value once per distinct key with a memo, every time without one', () => {
    const context: Context = { memo: new RenderMemo(), made: [] };
    const keys = [
      { a: 'x', b: 1, c: true },
      { a: 'x', b: 1, c: true },
      { a: 'x', b: 2, c: true },
      { a: 'x', b: 1, c: true },
      { a: 'x', b: undefined, c: true },
      { a: 'x', b: undefined, c: false },
      { a: 'x', b: undefined, c: true },
    ];
    const results = keys.map((key) => memoized(context, make, key));
    expect(results).toEqual(keys.map((key) => `${key.a}/${key.b}/${key.c}`));
    expect(context.made).toEqual(['x/1/true', 'x/2/true', 'x/undefined/true', 'x/undefined/false']);

    const plain: Context = { made: [] };
    for (const key of keys) memoized(plain, make, key);
    expect(plain.made).toHaveLength(keys.length);
  });

  it('keeps each maker apart and tells values of different types apart', () => {
    const context: Context = { memo: new RenderMemo(), made: [] };
    expect(memoized(context, make, { a: '1', b: 1, c: true })).toBe('1/1/true');
    expect(memoized(context, other, { a: '1', b: 1, c: true })).toBe('other 1');
    // '1' and 1 are different keys, as Map keys are.
    const numeric = { a: 1 as unknown as string, b: 1, c: true };
    expect(memoized(context, make, numeric)).toBe('1/1/true');
    expect(context.made).toEqual(['1/1/true', 'other', '1/1/true']);
  });

  it('finds NaN again (after the key asked last differs)', () => {
    const context: Context = { memo: new RenderMemo(), made: [] };
    memoized(context, make, { a: 'n', b: Number.NaN, c: true });
    memoized(context, make, { a: 'n', b: Number.NaN, c: true });
    memoized(context, make, { a: 'm', b: 1, c: true });
    memoized(context, make, { a: 'n', b: Number.NaN, c: true });
    expect(context.made).toEqual(['n/NaN/true', 'm/1/true']);
  });
});
