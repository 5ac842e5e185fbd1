import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../db/client.ts';
import { isDatabaseUnavailable, isUniqueViolation } from './db-errors.ts';

/** A socket error as Node reports one (`connect ECONNREFUSED 127.0.0.1:{port}`). */
function socketError(code: string, port?: number): Error {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:${port ?? ''}`), {
    code,
    syscall: 'connect',
    ...(port === undefined ? {} : { address: '127.0.0.1', port }),
  });
}

/** PostgreSQL's own error, as node-postgres reports it: the SQLSTATE in `code`. */
function postgresError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code, severity: 'FATAL' });
}

const query = (cause: unknown) => new DrizzleQueryError('select 1', [], cause as Error);

// Opening a pool connects nothing: it only makes 6543 a database's port here.
const database = openPostgres('postgres://postgres@127.0.0.1:6543/none');
afterAll(() => database.close());

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a query refused a connection', query(socketError('ECONNREFUSED'))],
    ['a query whose connection was reset', query(socketError('ECONNRESET'))],
    ['the pool refused for a transaction (a database port)', socketError('ECONNREFUSED', 6543)],
    [
      'a restart telling its sessions (57P01)',
      postgresError('57P01', 'terminating connection due to administrator command'),
    ],
    ['a server still starting (57P03)', query(postgresError('57P03', 'the database system is starting up'))],
    ['a connection exception (class 08)', postgresError('08006', 'connection failure')],
    ['a connection that ended under a query', query(new Error('Connection terminated unexpectedly'))],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
  ])('holds for %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['another service refusing a connection', socketError('ECONNREFUSED', 443)],
    ['a unique violation', query(postgresError('23505', 'duplicate key value violates unique constraint'))],
    ['a bug', new TypeError('x is undefined')],
    ['nothing', undefined],
  ])('does not hold for %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('leaves the other classifiers as they were', () => {
    expect(isUniqueViolation(query(postgresError('23505', 'duplicate')))).toBe(true);
    expect(isUniqueViolation(query(socketError('ECONNREFUSED')))).toBe(false);
  });
});
