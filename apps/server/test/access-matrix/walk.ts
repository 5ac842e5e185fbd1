import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';
import { type CollectedEntry, collectMatrixEntries } from './collect.ts';
import type { MatrixCaller, MatrixRequest, MatrixWorld } from './matrix.ts';
import { buildMatrixWorld } from './world.ts';

/**
 * What a walk over every route shares (the isolation matrix, the route fuzz): a test app, the
 * matrix world in it and every module's entries, built in `beforeAll` and closed after the
 * file. Read the fields inside tests.
 */
export function matrixWalk() {
  let t: TestApp | undefined;
  let world: MatrixWorld | undefined;
  let entries: CollectedEntry[] | undefined;
  const built = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The walk is used before its beforeAll ran.');
    return value;
  };
  beforeAll(async () => {
    t = await createTestApp();
    world = await buildMatrixWorld(t);
    entries = await collectMatrixEntries(t.app.apiRoutes);
  });
  afterAll(() => t?.close());
  return {
    get t(): TestApp {
      return built(t);
    },
    get world(): MatrixWorld {
      return built(world);
    },
    get entries(): CollectedEntry[] {
      return built(entries);
    },
  };
}

/** The token an entry's request goes with: its own when it names one, none for a guest, else a fresh one. */
export async function tokenFor(world: MatrixWorld, caller: MatrixCaller, request: MatrixRequest) {
  if (request.token !== undefined) return request.token;
  return caller === 'anonymous' ? null : world.token(caller);
}

/** The body an entry's request carries: its own, else an empty object for a method that takes one. */
export function bodyFor(method: string, request: MatrixRequest): unknown {
  if (request.body !== undefined) return request.body;
  return method === 'GET' || method === 'DELETE' ? undefined : {};
}
