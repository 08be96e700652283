import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serializeError, summariseSql } from './error-serializer.ts';

/** The fields node-postgres gives a server error (pg-protocol's DatabaseError). */
function postgresError(fields: Record<string, string>): Error {
  return Object.assign(new Error(fields.message), { severity: 'ERROR', ...fields });
}

describe('the error serializer', () => {
  it("keeps a PostgreSQL error's names and drops its message, detail and where", () => {
    const error = postgresError({
      message: 'invalid input syntax for type uuid: "secret-value"',
      code: '22P02',
      detail: 'Key (email)=(secret@acme.com) already exists.',
      where: "unnamed portal parameter $1 = 'secret-value'",
      routine: 'string_to_uuid',
    });
    const serialized = serializeError(error);
    expect(serialized).toMatchObject({ type: 'DatabaseError', sqlState: '22P02', routine: 'string_to_uuid' });
    expect(JSON.stringify(serialized)).not.toMatch(/secret/);
  });

  it("keeps drizzle's statement as a verb and a table, never its params", () => {
    const cause = postgresError({
      message: 'duplicate key',
      code: '23505',
      constraint: 'users_email_unique',
    });
    const error = new DrizzleQueryError(
      'update "users" set "email" = $1 where "users"."id" = $2',
      ['secret@acme.com', 'id'],
      cause,
    );
    const serialized = serializeError(error);
    expect(serialized).toMatchObject({
      type: 'DrizzleQueryError',
      sqlState: '23505',
      sql: 'update "users"',
      cause: { constraint: 'users_email_unique' },
    });
    expect(JSON.stringify(serialized)).not.toMatch(/secret/);
  });

  it('keeps the message and stack of an error that holds no statement', () => {
    const error = Object.assign(new Error('AI provider answered 502'), { statusCode: 502 });
    expect(serializeError(error)).toMatchObject({
      type: 'Error',
      message: 'AI provider answered 502',
      statusCode: 502,
    });
    expect(serializeError(error).stack).toContain('AI provider answered 502');
  });

  it('reads a statement by its verb and first table, and nothing that could be a literal', () => {
    expect(summariseSql('insert into "organisations" ("name") values ($1)')).toBe(
      'insert into "organisations"',
    );
    expect(summariseSql('select "id" from "users" where "email" = $1')).toBe('select from "users"');
    expect(summariseSql('delete from pgboss.job where id = $1')).toBe('delete from pgboss.job');
    expect(summariseSql("select 'secret'")).toBe('select');
    expect(summariseSql('  ')).toBeUndefined();
  });
});
