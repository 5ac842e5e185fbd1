/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { elementRegistry } from './registry.ts';
import { migrationCoverageProblems } from './testing/migration-coverage.ts';
import type { ElementMigration } from './types.ts';

// Lazy glob for the names (importing the tests here would run them twice); eager for the steps.
const allFiles = Object.keys(import.meta.glob('./*/migrations/*.ts'));
const stepModules = import.meta.glob<Record<string, unknown>>(
  ['./*/migrations/[0-9][0-9][0-9][0-9]-*.ts', '!./*/migrations/*.test.ts'],
  { eager: true },
);

describe('element migrations', () => {
  it('are each tested, numbered, registered in their type and leave current options alone', () => {
    expect(migrationCoverageProblems(elementRegistry, stepModules, allFiles)).toEqual([]);
  });
});

describe('the coverage check', () => {
  const rename: ElementMigration = {
    to: 1,
    name: 'caption-to-label',
    up: ({ caption, ...rest }) => (caption === undefined ? rest : { label: caption, ...rest }),
  };
  const definition = {
    key: 'note',
    migrations: [rename],
    version: 1,
    defaults: () => ({ label: 'Hello' }),
  };
  const layout = { './note/migrations/0001-caption-to-label.ts': { rename } };

  it('accepts a tested, registered step', () => {
    const files = [
      './note/migrations/0001-caption-to-label.ts',
      './note/migrations/0001-caption-to-label.test.ts',
    ];
    expect(migrationCoverageProblems({ note: definition }, layout, files)).toEqual([]);
  });

  it('fails on a step without its own test', () => {
    expect(
      migrationCoverageProblems({ note: definition }, layout, ['./note/migrations/0001-caption-to-label.ts']),
    ).toEqual(['./note/migrations/0001-caption-to-label.ts has no test file']);
  });

  it('fails on a step that is not registered, misnumbered, or rewrites current options', () => {
    const files = Object.keys(layout).flatMap((file) => [file, file.replace(/\.ts$/, '.test.ts')]);
    expect(
      migrationCoverageProblems({ note: { ...definition, migrations: [], version: 0 } }, layout, files),
    ).toEqual(['./note/migrations/0001-caption-to-label.ts is not registered in the note type']);
    const second = { ...rename, to: 2 };
    expect(
      migrationCoverageProblems(
        { note: { ...definition, migrations: [second], version: 2 } },
        { './note/migrations/0001-caption-to-label.ts': { second } },
        files,
      ),
    ).toEqual([
      './note/migrations/0001-caption-to-label.ts produces version 2',
      "note's steps are not numbered 1 to 1 in order",
      'note is at version 2 with 1 steps',
    ]);
    const clobber: ElementMigration = { to: 1, name: 'clobber', up: () => ({ label: 'Reset' }) };
    expect(
      migrationCoverageProblems(
        { note: { ...definition, migrations: [clobber] } },
        { './note/migrations/0001-caption-to-label.ts': { clobber } },
        files,
      ),
    ).toEqual(["note's steps change options already in the current shape (its defaults)"]);
  });
});
