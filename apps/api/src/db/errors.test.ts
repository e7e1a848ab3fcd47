import { API_MESSAGES } from '@lbd/shared';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { describeError } from '../plugins/error-handler';
import { isDatabaseUnavailable, rootCause } from './errors';

/** A node-postgres error as the driver raises it: a message and, from the server, a SQLSTATE. */
const pgError = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

describe('telling an unreachable database from a failing statement', () => {
  it('knows an outage by its SQLSTATE, its socket error or the driver’s words, also inside a query error', () => {
    const outages = [
      pgError('terminating connection due to administrator command', '57P01'),
      pgError('the database system is starting up', '57P03'),
      pgError('sorry, too many clients already', '53300'),
      pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      pgError('database "x" is not currently accepting connections', '55000'),
      pgError('Connection terminated unexpectedly'),
      pgError('timeout exceeded when trying to connect'),
    ];
    for (const e of outages) {
      expect(isDatabaseUnavailable(e), e.message).toBe(true);
      expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], e)), e.message).toBe(true);
    }
  });

  it('leaves statement errors alone', () => {
    for (const e of [
      pgError('duplicate key value violates unique constraint "x"', '23505'),
      pgError('relation "nope" does not exist', '42P01'),
      pgError('cannot drop the currently open database', '55006'),
      new Error('Something else'),
    ])
      expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], e)), e.message).toBe(false);
  });

  it('answers 503 in the error envelope, and logs the cause without the query or its values', () => {
    const wrapped = new DrizzleQueryError(
      'select * from sessions where id = $1',
      ['secret-session-id'],
      pgError('terminating connection due to administrator command', '57P01'),
    );
    expect(describeError(wrapped)).toEqual({ status: 503, code: 'UNAVAILABLE', message: API_MESSAGES.unavailable });
    const cause = rootCause(wrapped);
    expect(cause).toEqual({ code: '57P01', message: 'terminating connection due to administrator command' });
    expect(JSON.stringify(cause)).not.toContain('secret-session-id');
  });
});
