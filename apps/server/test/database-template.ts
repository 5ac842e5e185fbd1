import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../drizzle');
export const TEST_PASSWORD = 'correct-horse-battery';
/** Far below production cost: test users are hashed hundreds of times a run. */
export const TEST_PASSWORD_COST = 2 ** 10;
/**
 * One template per test run: two runs against the same PostgreSQL server (two checkouts, or a
 * developer's run beside CI) must not drop each other's template mid-run.
 */
export const TEMPLATE_DATABASE = `tessera_test_template_${process.pid}_${Date.now().toString(36)}`;

export function databaseUrlWithName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
