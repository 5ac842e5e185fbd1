import type { TestProject } from 'vitest/node';
import { makeSnapshot } from './fixtures/server.ts';

/**
 * Once per run: the built server's first start (migrations, demo seed, sample files), stopped and
 * kept, so every test file's server starts from a copy of it (fixtures/server.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { snapshot, remove } = await makeSnapshot();
  project.provide('e2eSnapshot', snapshot);
  return remove;
}
