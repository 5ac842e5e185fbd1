import { migrateElementOptions } from '../migrate.ts';
import type { ElementMigration } from '../types.ts';

/** Where element migration steps live: `./<type>/migrations/NNNN-what-changes.ts`, each with its `.test.ts`. */
export const STEP_FILE = /^\.\/([^/]+)\/migrations\/(\d{4})-[a-z0-9-]+\.ts$/;

interface Definition {
  key: string;
  migrations: readonly ElementMigration[];
  version: number;
  defaults(): Record<string, unknown>;
}

function isStep(value: unknown): value is ElementMigration {
  return typeof value === 'object' && value !== null && 'up' in value && 'to' in value && 'name' in value;
}

/**
 * What is wrong with the element migrations of `registry`, one sentence each: a step without its
 * own test file, a step file that is misnumbered or not registered in its type, a type whose steps
 * are not numbered 1, 2, … or come from elsewhere, and a type whose steps change options already
 * in the current shape (its defaults).
 *
 * @param stepModules the step files (`./<type>/migrations/NNNN-*.ts`, tests left out) and their exports
 * @param allFiles every file under `./<type>/migrations/`, tests included
 */
export function migrationCoverageProblems(
  registry: Readonly<Record<string, Definition>>,
  stepModules: Readonly<Record<string, Record<string, unknown>>>,
  allFiles: readonly string[],
): string[] {
  const problems: string[] = [];
  const filed = new Map<string, ElementMigration[]>();
  for (const [file, exports] of Object.entries(stepModules)) {
    const match = STEP_FILE.exec(file);
    if (match === null) {
      problems.push(`${file} is not named NNNN-what-changes.ts`);
      continue;
    }
    const [, key = '', number = ''] = match;
    if (!allFiles.includes(file.replace(/\.ts$/, '.test.ts'))) problems.push(`${file} has no test file`);
    const steps = Object.values(exports).filter(isStep);
    const step = steps[0];
    if (steps.length !== 1 || step === undefined) {
      problems.push(`${file} must export exactly one step`);
      continue;
    }
    if (step.to !== Number(number)) problems.push(`${file} produces version ${step.to}`);
    const definition = registry[key];
    if (definition === undefined || !definition.migrations.includes(step))
      problems.push(`${file} is not registered in the ${key} type`);
    filed.set(key, [...(filed.get(key) ?? []), step]);
  }
  for (const [key, definition] of Object.entries(registry)) {
    const expected = Array.from({ length: definition.migrations.length }, (_, i) => i + 1);
    if (definition.migrations.map((step) => step.to).join() !== expected.join())
      problems.push(`${key}'s steps are not numbered 1 to ${definition.migrations.length} in order`);
    if (definition.version !== definition.migrations.length)
      problems.push(`${key} is at version ${definition.version} with ${definition.migrations.length} steps`);
    const own = filed.get(key) ?? [];
    for (const step of definition.migrations)
      if (!own.includes(step)) problems.push(`${key}'s step ${step.name} has no file in ${key}/migrations/`);
    if (definition.migrations.length === 0) continue;
    const defaults = definition.defaults();
    const migrated = migrateElementOptions(definition, defaults, 0);
    if (!migrated.ok || JSON.stringify(migrated.options) !== JSON.stringify(defaults))
      problems.push(`${key}'s steps change options already in the current shape (its defaults)`);
  }
  return problems;
}
