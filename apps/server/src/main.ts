import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { landings } from './db/schema/index.ts';
import { createMailer } from './lib/mail.ts';
import { DEMO_ACCOUNTS, seedDemoData } from './seed/demo.ts';

// The bundle lives in apps/server/dist; migrations and the web build sit beside it in the repo.
const here = path.dirname(fileURLToPath(import.meta.url));
const serverRoot = path.resolve(here, '..');

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(
      process.env,
      path.resolve(serverRoot, '../web/dist'),
      path.resolve(serverRoot, '../../packages/renderer/dist/islands'),
      path.resolve(serverRoot, 'dist/sample-media'),
    );
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const started = performance.now();
  const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate(path.join(serverRoot, 'drizzle'));
  const dbReadyMs = Math.round(performance.now() - started);

  const seed = await seedDemoData(database.db, {
    appDomains: config.APP_DOMAINS,
    demoPassword: config.DEMO_PASSWORD,
    passwordHashCost: config.passwordHashCost,
  });

  const mailLog = {
    info: (details: object, message: string) => console.log(`${message}: ${JSON.stringify(details)}`),
  };
  const app = await buildApp({
    config,
    db: database.db,
    mailer: createMailer({
      smtpUrl: config.SMTP_URL,
      dataDir: config.DATA_DIR,
      from: config.MAIL_FROM,
      log: mailLog,
    }),
  });

  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const appUrl = `http://${config.APP_DOMAINS[0]}:${port}`;
  const [demoSite] = await database.db
    .select({ id: landings.id })
    .from(landings)
    .where(eq(landings.subdomain, 'demo'))
    .limit(1);
  const lines = [
    '',
    `Tessera is running at ${appUrl}`,
    ...(demoSite ? [`Demo site: ${app.sites.origins.subdomainOrigin('demo')}`] : []),
    `Database: ${database.engine === 'pglite' ? `embedded PGlite in ${path.resolve(config.DATA_DIR)}` : 'PostgreSQL (DATABASE_URL)'} — ready in ${dbReadyMs} ms`,
  ];
  if (seed.seeded) {
    lines.push('Demo log-ins (created now, on an empty database):');
    for (const account of DEMO_ACCOUNTS) lines.push(`  ${account.role.padEnd(12)} ${account.email}`);
    lines.push(
      `  password: ${seed.password}${seed.generatedPassword ? '  (generated; set DEMO_PASSWORD to choose one)' : ''}`,
    );
  } else {
    lines.push('Demo log-ins: admin@demo.tessera, agency@demo.tessera, agencyuser@demo.tessera,');
    lines.push('  websiteuser@demo.tessera, carduser@demo.tessera (password as printed on the first start)');
  }
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
