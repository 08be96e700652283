import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../composition/build-app.ts';
import { insertUser } from '../../modules/users/users.service.ts';
import { createCapturedLog, type CapturedLog } from '../../test/captured-log.ts';
import { createUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { organisations } from '../../composition/tables.ts';

/** A value no log line may hold: it is only ever bound to a statement. */
const SECRET = 'bound-value-7f3a9c';

describe('a failed statement in the log', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let captured: CapturedLog;
  let takenEmail: string;

  beforeAll(async () => {
    captured = createCapturedLog();
    t = await createTestApp({ log: captured.log });
    takenEmail = (await createUser(t, { email: `${SECRET}@acme-ads.test` })).email;
    app = await buildApp(t.context);
    const { db } = t.context.database;
    // Test-only routes: each runs a statement PostgreSQL refuses, with the secret bound to it.
    app.post('/test/duplicate-user', async () => {
      await insertUser(db, {
        email: takenEmail,
        firstName: SECRET,
        lastName: '',
        passwordHash: null,
        isRiskyEmail: false,
      });
    });
    app.post('/test/not-a-uuid', async () => {
      await db.execute(sql`select * from users where id = ${SECRET}`);
    });
    app.post('/test/nul-in-text', async () => {
      await db.insert(organisations).values({ name: `${SECRET}\u0000` });
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  const lastErrorLine = () => {
    const entry = captured.entries().findLast((line) => line.err !== undefined);
    if (!entry) throw new Error(`no error was logged:\n${captured.text()}`);
    return entry;
  };

  it('answers 500 and logs the SQLSTATE, class and statement, never the values or the detail', async () => {
    const response = await app.inject({ method: 'POST', url: '/test/duplicate-user' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'Internal server error please try after sometime',
      code: 'INTERNAL',
    });
    const entry = lastErrorLine();
    expect(entry.msg).toBe('request failed');
    expect(entry.err).toMatchObject({
      type: 'DrizzleQueryError',
      sqlState: '23505',
      sql: 'insert into "users"',
      cause: { sqlState: '23505', constraint: 'users_email_unique' },
    });
    expect(captured.text()).not.toContain(SECRET);
    expect(captured.text()).not.toContain('already exists');
    expect(captured.text()).not.toContain('params');
  });

  it('leaves out a message that quotes the value', async () => {
    const response = await app.inject({ method: 'POST', url: '/test/not-a-uuid' });
    expect(response.statusCode).toBe(500);
    expect(lastErrorLine().err).toMatchObject({ sqlState: '22P02', sql: 'select from users' });
    expect(captured.text()).not.toContain(SECRET);
  });

  it('answers 400 when PostgreSQL refuses a character, and logs it without the text', async () => {
    const response = await app.inject({ method: 'POST', url: '/test/nul-in-text' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Bad request', code: 'BAD_REQUEST' });
    const entry = lastErrorLine();
    expect(entry.msg).toBe('database refused a text value');
    expect(entry.err).toMatchObject({ sqlState: '22021', sql: 'insert into "organisations"' });
    expect(captured.text()).not.toContain(SECRET);
  });

  it('applies to every logger call, as a job or a service makes it', async () => {
    const failure = await insertUser(t.context.database.db, {
      email: takenEmail,
      firstName: SECRET,
      lastName: '',
      passwordHash: null,
      isRiskyEmail: false,
    }).catch((error: unknown) => error);
    t.context.log.child({ job: 'test-job' }).error({ err: failure }, 'job failed');
    const entry = lastErrorLine();
    expect(entry).toMatchObject({ job: 'test-job', err: { sqlState: '23505' } });
    expect(captured.text()).not.toContain(SECRET);
  });
});
