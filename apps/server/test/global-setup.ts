import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildIslands } from '@tessera/renderer/build-islands';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client.ts';
import { buildSampleMedia } from '../src/sample-media/build.ts';
import { seedDemoData } from '../src/seed/demo.ts';
import {
  databaseUrlWithName,
  MIGRATIONS_FOLDER,
  TEMPLATE_DATABASE,
  TEST_PASSWORD,
  TEST_PASSWORD_COST,
} from './database-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
    /** Islands built for this run, so served pages reference real files. */
    islandsDir: string;
    /** Sample pictures built for this run, so sample pages' images are served. */
    sampleMediaDir: string;
  }
}

const SAMPLE_MEDIA_SOURCES = path.resolve(import.meta.dirname, '../sample-media');

const seedOptions = {
  appDomains: ['localhost'],
  demoPassword: TEST_PASSWORD,
  passwordHashCost: TEST_PASSWORD_COST,
};

/**
 * Migrates and seeds one database per run; every test file then starts from a copy of it
 * (a PGlite data-dir dump, or a PostgreSQL TEMPLATE clone), which is far faster than initdb.
 */
export default async function setup(project: TestProject) {
  const islandsDir = mkdtempSync(path.join(tmpdir(), 'tessera-islands-'));
  await buildIslands(islandsDir);
  project.provide('islandsDir', islandsDir);
  const sampleMediaDir = mkdtempSync(path.join(tmpdir(), 'tessera-sample-media-'));
  await buildSampleMedia({ sourceDir: SAMPLE_MEDIA_SOURCES, outDir: sampleMediaDir });
  project.provide('sampleMediaDir', sampleMediaDir);
  const removeBuilds = () => {
    rmSync(islandsDir, { recursive: true, force: true });
    rmSync(sampleMediaDir, { recursive: true, force: true });
  };
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
    const handle = openPostgres(databaseUrlWithName(databaseUrl, TEMPLATE_DATABASE));
    await handle.migrate(MIGRATIONS_FOLDER);
    await seedDemoData(handle.db, seedOptions);
    await handle.close();
    project.provide('postgresTemplate', TEMPLATE_DATABASE);
    project.provide('pgliteTemplate', '');
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
      await admin.end();
      removeBuilds();
    };
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'tessera-test-'));
  const client = new PGlite();
  const handle = openPglite(client);
  await handle.migrate(MIGRATIONS_FOLDER);
  await seedDemoData(handle.db, seedOptions);
  const dumpFile = path.join(folder, 'template.tar');
  writeFileSync(dumpFile, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplate', dumpFile);
  project.provide('postgresTemplate', '');
  return () => {
    rmSync(folder, { recursive: true, force: true });
    removeBuilds();
  };
}
