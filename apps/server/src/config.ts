import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { processRole } from '@tessera/api-contract';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off', ''])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const hostList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.string().regex(/^[a-z0-9.-]+$/, 'must be host names separated by commas'))
      .min(1, 'needs at least one host'),
  );

/** Every environment variable the server reads; README.md documents each one. */
const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  APP_DOMAINS: hostList.default(['localhost']),
  SITES_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/, 'must be a host name')
    .default('localhost'),
  /** Port in site URLs (previews, sitemaps, canonical links); the listening port when unset. */
  SITES_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Site URLs use https (a TLS proxy such as Caddy sits in front). */
  SITES_HTTPS: booleanFlag.default(false),
  SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Tessera <no-reply@localhost>'),
  MAINTENANCE: booleanFlag.default(false),
  DEMO_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  TRUST_PROXY: booleanFlag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Let webhooks call private, loopback and link-local addresses: `true` for all of them, or the
   * addresses and networks to allow (`10.1.2.0/24,192.168.0.5`, an intranet receiver).
   */
  WEBHOOKS_ALLOW_PRIVATE: z
    .string()
    .transform((value, ctx): boolean | string[] => {
      const flag = booleanFlag.safeParse(value.trim().toLowerCase());
      if (flag.success) return flag.data;
      const list = value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      const network = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]+)(\/\d{1,3})?$/i;
      if (list.length === 0 || !list.every((part) => network.test(part))) {
        ctx.addIssue({
          code: 'custom',
          message: 'must be true, false, or IP addresses/networks separated by commas',
        });
        return z.NEVER;
      }
      return list;
    })
    .optional(),
  /**
   * What this instance serves: `app` (the agency app and its API), `sites` (published sites,
   * cards, forms and checkouts on site hosts), `worker` (background jobs only) or `all`.
   */
  ROLE: processRole.default('all'),
  /** Processes on this machine sharing the port (Node's cluster); above 1 needs DATABASE_URL. */
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  /** How long SIGTERM waits for requests and jobs in progress before the process exits anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  /** Run background jobs (webhook deliveries, backups) here; default on for ROLE all and worker. */
  JOB_WORKERS: booleanFlag.optional(),
  /** How often view, tap and lead counters held in memory are written to the database. */
  COUNTER_FLUSH_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  /**
   * DNS servers (`ip` or `ip:port`, comma-separated) asked when checking custom domains; the
   * system resolver when unset. Tests point it at a local DNS server.
   */
  DNS_SERVERS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:]+\])(:\d{1,5})?$/i,
            'must be IP addresses (with optional :port) separated by commas',
          ),
      ),
    )
    .optional(),
  /** Host name a custom domain's CNAME must point at; `SITES_DOMAIN` when unset. */
  CUSTOM_DOMAIN_TARGET: z
    .string()
    .regex(/^[a-z0-9.-]+$/, 'must be a host name')
    .optional(),
  /** IPv4 addresses an apex custom domain's A records must point at (CNAME only when unset). */
  CUSTOM_DOMAIN_IPS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^\d{1,3}(\.\d{1,3}){3}$/, 'must be IPv4 addresses separated by commas')))
    .optional(),
  /** Largest single upload in MB (files module default when unset). */
  UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(1024).optional(),
  /** Storage each agency may use in MB, variants included (files module default when unset). */
  STORAGE_QUOTA_MB: z.coerce.number().int().min(1).optional(),
  /** Uploads go to this S3-compatible bucket when set; to DATA_DIR/uploads otherwise. */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ENDPOINT: z
    .string()
    .regex(/^https?:\/\/\S+$/, 'must be an http(s) URL')
    .optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Path-style addressing (`endpoint/bucket/key`), which most S3-compatible servers need. */
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  /** A folder inside the bucket, so one bucket can hold several installations. */
  S3_PREFIX: z
    .string()
    .regex(/^[a-zA-Z0-9._/-]*$/, 'must be letters, digits, dots, dashes, underscores and slashes')
    .optional(),
  /**
   * Base URL of the OpenAI-compatible API behind the AI image features (with its `/v1`); the
   * SDK's own default when unset. Tests point it at a local fake.
   */
  OPENAI_BASE_URL: z
    .string()
    .regex(/^https?:\/\/\S+$/, 'must be an http(s) URL')
    .optional(),
  /** Image model asked for AI images (modules/ai default when unset). */
  OPENAI_IMAGE_MODEL: z.string().trim().min(1).max(100).optional(),
  /** Text model that writes AI blog post drafts (modules/ai default when unset). */
  OPENAI_TEXT_MODEL: z.string().trim().min(1).max(100).optional(),
  /** Platform billing (modules/billing): off while unset, and admins grant access by hand. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_[A-Za-z0-9_]+$/, 'must be a Stripe secret key (sk_…)')
    .optional(),
  /** The signing secret of the webhook endpoint (`/api/v1/stripe/webhook`) in Stripe. */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\S+$/, 'must be a webhook signing secret (whsec_…)')
    .optional(),
  /**
   * The signing secret of the Connect webhook endpoint (`/api/v1/stripe/connect-webhook`): events of
   * the sites' connected accounts (modules/commerce), which Stripe signs apart from the platform's.
   */
  STRIPE_CONNECT_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\S+$/, 'must be a webhook signing secret (whsec_…)')
    .optional(),
  /** The key Stripe.js uses in the browser to save cards. */
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_[A-Za-z0-9_]+$/, 'must be a publishable key (pk_…)')
    .optional(),
  /** Stripe's API, when not Stripe's own (tests point it at a local fake): protocol, host and port. */
  STRIPE_API_BASE: z
    .string()
    .regex(/^https?:\/\/[^/\s]+\/?$/, 'must be an http(s) origin')
    .optional(),
  /** Where the browser loads Stripe.js from; Stripe's own address when unset. */
  STRIPE_JS_URL: z
    .string()
    .regex(/^https?:\/\/\S+$/, 'must be an http(s) URL')
    .optional(),
  /** Days an agency whose renewal failed keeps access before it is blocked (default 7). */
  BILLING_GRACE_DAYS: z.coerce.number().int().min(0).max(60).optional(),
});

export type Environment = z.infer<typeof environmentSchema>;

export interface ServerConfig extends Omit<Environment, 'SECRET_KEY'> {
  SECRET_KEY: string;
  /** scrypt cost; the production value is fixed, tests lower it only through createTestApp. */
  passwordHashCost: number;
  tokenTtlMs: number;
  webDistDir: string | null;
  /** Built islands (`buildIslands` output with its manifest.json); null serves pages without scripts. */
  islandsDir: string | null;
  /** Built sample pictures (`buildSampleMedia` output with its manifest.json); null serves none. */
  sampleMediaDir: string | null;
  /** Run job workers here (`JOB_WORKERS`, default on); off (unset) in API tests unless asked for. */
  jobWorkers?: boolean;
  /** How often idle job workers poll; tests shorten it. */
  jobPollingIntervalSeconds?: number;
  /**
   * Every job's timing, which tests shorten (lib/jobs.ts): how long a job may stay running before
   * it counts as failed (its worker died) and is retried, the delay before a retry, and how often
   * expired jobs are looked for.
   */
  jobTuning?: JobTuning;
  /** Retries of queued mail (lib/mail-queue.ts), which tests shorten. */
  mailTuning?: { retryLimit?: number; retryDelaySeconds?: number };
  /** Webhook delivery settings that tests shorten or point at local receivers. */
  webhookTuning?: {
    retryLimit?: number;
    retryDelaySeconds?: number;
    disableAfterFailures?: number;
    timeoutMs?: number;
    /** Host name → addresses, answered before DNS (a hosts file for outbound requests). */
    hosts?: Record<string, string[]>;
  };
}

export interface JobTuning {
  expireInSeconds?: number;
  retryDelaySeconds?: number;
  maintenanceIntervalSeconds?: number;
}

export class ConfigError extends Error {}

/** Parses the environment; a bad value becomes one line naming the variable. */
export function parseEnvironment(env: NodeJS.ProcessEnv): Environment {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = environmentSchema.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new ConfigError(`Invalid environment variable ${issue.path.join('.')}: ${issue.message}`);
  }
  // The embedded database lives in one process, which therefore has to do everything.
  if (!result.data.DATABASE_URL) {
    if (result.data.WORKERS > 1)
      throw new ConfigError(
        'Invalid environment variable WORKERS: more than one process needs DATABASE_URL (PostgreSQL); the embedded database belongs to one process.',
      );
    if (result.data.ROLE !== 'all')
      throw new ConfigError(
        `Invalid environment variable ROLE: ${result.data.ROLE} needs DATABASE_URL (PostgreSQL); the embedded database belongs to one process, which serves every role.`,
      );
  }
  return result.data;
}

/** SECRET_KEY, or the one generated into DATA_DIR on first start so restarts keep decrypting. */
export function resolveSecretKey(env: Environment): string {
  if (env.SECRET_KEY) return env.SECRET_KEY;
  const file = path.join(env.DATA_DIR, 'secret.key');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(env.DATA_DIR, { recursive: true });
    const key = randomBytes(32).toString('base64url');
    writeFileSync(file, `${key}\n`, { mode: 0o600 });
    return key;
  }
}

export const PRODUCTION_PASSWORD_COST = 2 ** 17;
export const TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

export function loadConfig(
  env: NodeJS.ProcessEnv,
  webDistDir: string | null,
  islandsDir: string | null = null,
  sampleMediaDir: string | null = null,
): ServerConfig {
  const parsed = parseEnvironment(env);
  return {
    ...parsed,
    SECRET_KEY: resolveSecretKey(parsed),
    passwordHashCost: PRODUCTION_PASSWORD_COST,
    tokenTtlMs: TOKEN_TTL_MS,
    webDistDir,
    islandsDir,
    sampleMediaDir,
    jobWorkers: parsed.JOB_WORKERS ?? (parsed.ROLE === 'all' || parsed.ROLE === 'worker'),
  };
}
