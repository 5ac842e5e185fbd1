import type { ServerConfig } from './config.ts';
import type { Database } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import type { Mailer } from './lib/mail.ts';
import type { ObjectStorage } from './lib/storage/index.ts';

/**
 * What every area is given when the app wires it: areas import this module, never `app.ts`, so
 * the app can import every area without a cycle.
 */

export const API_PREFIX = '/api/v1';
export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppDeps {
  config: ServerConfig;
  db: Database;
  mailer: Mailer;
  /** Where uploads are kept; from the config (S3_* or DATA_DIR/uploads) when not given. */
  storage?: ObjectStorage;
  /** What the spam and counter timers read; the system clock when not given (tests move their own). */
  clock?: Clock;
}
