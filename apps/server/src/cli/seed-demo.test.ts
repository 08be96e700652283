import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../modules/users/tables.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DEMO_USER, seedDemo } from './seed-demo.ts';

describe('seed-demo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates the demo user once, prints its sign-in in a box, and the sign-in works', async () => {
    const print = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const first = await seedDemo(t.context);
      const second = await seedDemo(t.context);
      expect(first.created).toBe(true);
      expect(second).toEqual({ created: false, userId: first.userId });
      const printed = print.mock.calls.map((call) => String(call[0])).join('\n');
      expect(printed).toContain(DEMO_USER.email);
      expect(printed).toContain(DEMO_USER.password);
      expect(printed).toMatch(/^\+-+\+$/m);
    } finally {
      print.mockRestore();
    }
    expect(
      await t.context.database.db.select().from(users).where(eq(users.email, DEMO_USER.email)),
    ).toHaveLength(1);
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/api/v1/login',
      payload: { email: DEMO_USER.email, password: DEMO_USER.password },
    });
    expect(login.statusCode).toBe(200);
  });
});
