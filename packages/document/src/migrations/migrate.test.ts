import { afterEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_SCHEMA_VERSION } from '../schema.ts';
import { legacyColumnsAndTexts } from './0001-legacy-columns-and-texts.ts';
import { migrateDocument, storedVersion } from './migrate.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('migrateDocument', () => {
  it('reads a missing schemaVersion as version 0', () => {
    expect(storedVersion({})).toBe(0);
    expect(storedVersion({ schemaVersion: 1 })).toBe(1);
    expect(storedVersion({ schemaVersion: '1' })).toBeNull();
    expect(storedVersion({ schemaVersion: 1.5 })).toBeNull();
    expect(storedVersion({ schemaVersion: -1 })).toBeNull();
  });

  it('runs only the steps above the stored version', () => {
    const spy = vi.spyOn(legacyColumnsAndTexts, 'up');
    const current = migrateDocument({ schemaVersion: CURRENT_SCHEMA_VERSION, sections: [] });
    expect(current).toMatchObject({ ok: true, from: CURRENT_SCHEMA_VERSION, applied: [] });
    expect(spy).not.toHaveBeenCalled();
    const legacy = migrateDocument({ sections: [] });
    expect(legacy).toMatchObject({ ok: true, from: 0, applied: ['legacy-columns-and-texts'] });
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('refuses documents from a newer app and malformed versions', () => {
    expect(migrateDocument({ schemaVersion: CURRENT_SCHEMA_VERSION + 1 })).toMatchObject({
      ok: false,
      path: 'schemaVersion',
    });
    expect(migrateDocument({ schemaVersion: 'one' })).toMatchObject({ ok: false, path: 'schemaVersion' });
    expect(migrateDocument(null)).toMatchObject({ ok: false, path: '' });
    expect(migrateDocument([])).toMatchObject({ ok: false });
  });

  it('reports a migration that throws instead of throwing', () => {
    vi.spyOn(legacyColumnsAndTexts, 'up').mockImplementation(() => {
      throw new Error('boom');
    });
    expect(migrateDocument({ sections: [] })).toEqual({
      ok: false,
      path: '',
      message: 'Migration legacy-columns-and-texts failed: boom',
    });
  });

  it('does not modify its input', () => {
    const input = { sections: [{ id: 'section-a', rows: [] }] };
    const snapshot = JSON.stringify(input);
    migrateDocument(input);
    expect(JSON.stringify(input)).toBe(snapshot);
  });
});
