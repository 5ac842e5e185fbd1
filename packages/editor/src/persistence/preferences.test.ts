import { describe, expect, it } from 'vitest';
import { readPreferences, writePreferences } from './preferences.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('editor preferences', () => {
  it('keeps the side panels per key (one key per user)', () => {
    const storage = memoryStorage();
    writePreferences('editor:user-1', { panels: { left: false, right: true } }, storage);
    expect(readPreferences('editor:user-1', storage)).toEqual({ panels: { left: false, right: true } });
    expect(readPreferences('editor:user-2', storage)).toEqual({});
  });

  it('ignores what it cannot read', () => {
    const storage = memoryStorage();
    storage.setItem('bad-json', '{');
    storage.setItem('bad-shape', JSON.stringify({ panels: { left: 'no', right: true } }));
    expect(readPreferences('bad-json', storage)).toEqual({});
    expect(readPreferences('bad-shape', storage)).toEqual({});
    expect(readPreferences('anything', null)).toEqual({});
  });

  it('survives a storage that refuses writes', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => writePreferences('k', { panels: { left: true, right: true } }, refusing)).not.toThrow();
  });
});
