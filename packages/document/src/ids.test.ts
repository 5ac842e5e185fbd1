import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ID_PREFIXES, ID_TOKEN_LENGTH, isIdOf, kindOfId, randomIds, randomToken, seededIds } from './ids.ts';

describe('ids', () => {
  it('carry their kind prefix and a base62 token', () => {
    for (const kind of ['section', 'row', 'column', 'element', 'popup', 'prefix'] as const) {
      const id = randomIds(kind);
      expect(id.startsWith(ID_PREFIXES[kind])).toBe(true);
      expect(id.slice(ID_PREFIXES[kind].length)).toMatch(new RegExp(`^[0-9a-zA-Z]{${ID_TOKEN_LENGTH}}$`));
      expect(isIdOf(kind, id)).toBe(true);
      expect(kindOfId(id)).toBe(kind);
    }
  });

  it('do not collide across many draws', () => {
    const ids = new Set<string>();
    for (let i = 0; i < 50_000; i++) ids.add(randomIds('element'));
    expect(ids.size).toBe(50_000);
  });

  it('use every base62 character', () => {
    const seen = new Set(randomToken(20_000));
    expect(seen.size).toBe(62);
  });

  it('are deterministic and unique from a seeded generator', () => {
    const a = seededIds(42);
    const b = seededIds(42);
    const first = Array.from({ length: 1000 }, () => a('row'));
    expect(Array.from({ length: 1000 }, () => b('row'))).toEqual(first);
    expect(new Set(first).size).toBe(1000);
    expect(seededIds(43)('row')).not.toBe(first[0]);
  });

  it('isIdOf accepts older numeric ids and refuses markup and wrong kinds', () => {
    expect(isIdOf('element', 'element-1634234')).toBe(true);
    expect(isIdOf('element', 'element-a_b-c')).toBe(true);
    expect(isIdOf('element', 'element-')).toBe(false);
    expect(isIdOf('element', 'row-abc')).toBe(false);
    expect(isIdOf('element', 'element-<script>')).toBe(false);
    expect(isIdOf('element', '"><img src=x onerror=alert(1)>')).toBe(false);
    expect(isIdOf('element', `element-${'a'.repeat(65)}`)).toBe(false);
    expect(isIdOf('section', 42)).toBe(false);
    expect(kindOfId('nothing')).toBeNull();
  });

  it('isIdOf never accepts characters outside the token alphabet', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        if (isIdOf('element', `element-${s}`)) expect(s).toMatch(/^[A-Za-z0-9_-]+$/);
      }),
    );
  });
});
