import { CURRENT_SCHEMA_VERSION } from '../schema.ts';
import { MIGRATIONS } from './index.ts';
import { isRecord, type RawDocument } from './types.ts';

export type MigrateResult =
  | { ok: true; doc: RawDocument; from: number; applied: string[] }
  | { ok: false; path: string; message: string };

/** A document without `schemaVersion` predates versioning: version 0. */
export function storedVersion(raw: RawDocument): number | null {
  const version = raw.schemaVersion;
  if (version === undefined) return 0;
  return typeof version === 'number' && Number.isInteger(version) && version >= 0 ? version : null;
}

/** Brings a raw document up to CURRENT_SCHEMA_VERSION, running only the steps above its stored version. */
export function migrateDocument(raw: unknown): MigrateResult {
  if (!isRecord(raw)) return { ok: false, path: '', message: 'A document must be a JSON object.' };
  const from = storedVersion(raw);
  if (from === null)
    return { ok: false, path: 'schemaVersion', message: 'schemaVersion must be a whole number.' };
  if (from > CURRENT_SCHEMA_VERSION) {
    return {
      ok: false,
      path: 'schemaVersion',
      message: `Document version ${from} is newer than this app (version ${CURRENT_SCHEMA_VERSION}).`,
    };
  }
  let doc = raw;
  const applied: string[] = [];
  for (const migration of MIGRATIONS) {
    if (migration.to <= from) continue;
    try {
      doc = migration.up(doc);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return { ok: false, path: '', message: `Migration ${migration.name} failed: ${reason}` };
    }
    applied.push(migration.name);
  }
  return { ok: true, doc: { ...doc, schemaVersion: CURRENT_SCHEMA_VERSION }, from, applied };
}
