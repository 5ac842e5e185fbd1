import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, PRODUCTION_PASSWORD_COST, parseEnvironment } from './config.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tessera-config-'));
  dirs.push(dir);
  return dir;
};

describe('environment', () => {
  it('has working defaults for a fresh machine', () => {
    expect(parseEnvironment({})).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      APP_DOMAINS: ['localhost'],
      SITES_DOMAIN: 'localhost',
      MAINTENANCE: false,
    });
  });

  it('parses lists and flags', () => {
    const env = parseEnvironment({
      APP_DOMAINS: 'App.Example.com, builder.example.com',
      MAINTENANCE: 'true',
      PORT: '8080',
    });
    expect(env).toMatchObject({
      APP_DOMAINS: ['app.example.com', 'builder.example.com'],
      MAINTENANCE: true,
      PORT: 8080,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ MAINTENANCE: 'perhaps' }, 'MAINTENANCE'],
    [{ SECRET_KEY: 'short' }, 'SECRET_KEY'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ APP_DOMAINS: 'bad host!' }, 'APP_DOMAINS'],
    [{ DEMO_PASSWORD: '123' }, 'DEMO_PASSWORD'],
  ])('stops with one line naming the variable for %o', (env, name) => {
    expect(() => parseEnvironment(env)).toThrow(ConfigError);
    try {
      parseEnvironment(env);
    } catch (error) {
      const message = (error as Error).message;
      expect(message.startsWith(`Invalid environment variable ${name}`)).toBe(true);
      expect(message).not.toContain('\n');
    }
  });

  it('runs every role in one process by default, and splits roles only on PostgreSQL', () => {
    expect(parseEnvironment({})).toMatchObject({ ROLE: 'all', WORKERS: 1, SHUTDOWN_TIMEOUT_SECONDS: 30 });
    const url = 'postgres://localhost/tessera';
    expect(parseEnvironment({ DATABASE_URL: url, ROLE: 'sites', WORKERS: '4' })).toMatchObject({
      ROLE: 'sites',
      WORKERS: 4,
    });
    expect(() => parseEnvironment({ WORKERS: '2' })).toThrow(
      /WORKERS: more than one process needs DATABASE_URL/,
    );
    expect(() => parseEnvironment({ ROLE: 'app' })).toThrow(/ROLE: app needs DATABASE_URL/);
    expect(() => parseEnvironment({ DATABASE_URL: url, ROLE: 'web' })).toThrow(/ROLE/);
    expect(() => parseEnvironment({ DATABASE_URL: url, WORKERS: '0' })).toThrow(/WORKERS/);
    // Jobs run where every role runs, and on workers; app and sites instances only queue them.
    const dir = tempDir();
    const jobsOn = (env: NodeJS.ProcessEnv) => loadConfig({ DATA_DIR: dir, ...env }, null).jobWorkers;
    expect(jobsOn({})).toBe(true);
    expect(jobsOn({ DATABASE_URL: url, ROLE: 'worker' })).toBe(true);
    expect(jobsOn({ DATABASE_URL: url, ROLE: 'app' })).toBe(false);
    expect(jobsOn({ DATABASE_URL: url, ROLE: 'sites' })).toBe(false);
    expect(jobsOn({ DATABASE_URL: url, ROLE: 'sites', JOB_WORKERS: 'true' })).toBe(true);
  });

  it('generates SECRET_KEY into DATA_DIR once and reuses it', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir }, null);
    expect(first.SECRET_KEY.length).toBeGreaterThanOrEqual(32);
    expect(existsSync(path.join(dir, 'secret.key'))).toBe(true);
    expect(loadConfig({ DATA_DIR: dir }, null).SECRET_KEY).toBe(first.SECRET_KEY);
    expect(readFileSync(path.join(dir, 'secret.key'), 'utf8').trim()).toBe(first.SECRET_KEY);
    const explicit = 'k'.repeat(40);
    expect(loadConfig({ DATA_DIR: dir, SECRET_KEY: explicit }, null).SECRET_KEY).toBe(explicit);
  });

  it('hashes production passwords with scrypt N=2^17', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }, null).passwordHashCost).toBe(PRODUCTION_PASSWORD_COST);
    expect(PRODUCTION_PASSWORD_COST).toBe(131072);
  });
});
