/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { CURRENT_SCHEMA_VERSION } from '../schema.ts';
import { MIGRATIONS } from './index.ts';
import type { Migration } from './types.ts';

// Lazy glob: only the file names are needed, and importing the tests here would run them twice.
const allFiles = Object.keys(import.meta.glob('./*.ts'));
const stepModules = import.meta.glob<Record<string, unknown>>(
  ['./[0-9][0-9][0-9][0-9]-*.ts', '!./*.test.ts'],
  {
    eager: true,
  },
);

const stepFiles = Object.keys(stepModules).sort();

describe('migration files', () => {
  it('exist for every version up to the current one', () => {
    expect(stepFiles.length).toBe(CURRENT_SCHEMA_VERSION);
  });

  it.each(stepFiles)('%s has its own test file', (file) => {
    expect(allFiles).toContain(file.replace(/\.ts$/, '.test.ts'));
  });

  it.each(stepFiles)('%s is numbered after the version it produces and is registered', (file) => {
    const number = Number(file.slice(2, 6));
    const exported = Object.values(stepModules[file] ?? {}).filter(
      (value): value is Migration =>
        typeof value === 'object' && value !== null && 'up' in value && 'to' in value,
    );
    expect(exported).toHaveLength(1);
    expect(exported[0]?.to).toBe(number);
    expect(MIGRATIONS).toContain(exported[0]);
  });

  it('are registered in order, one per version, ending at the current version', () => {
    expect(MIGRATIONS.map((m) => m.to)).toEqual(
      Array.from({ length: CURRENT_SCHEMA_VERSION }, (_, i) => i + 1),
    );
  });
});
