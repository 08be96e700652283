import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { invites, orgMembers, organisations, workspaceGrants, workspaces } from '../platform/db/schema.ts';
import { users } from '../modules/users/tables.ts';
import { bearer, signIn } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DEMO_USER, seedDemo } from './seed-demo.ts';

describe('seed-demo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** How many rows each table the seed writes holds. */
  async function rowCounts() {
    const { db } = t.context.database;
    const tables = { users, organisations, workspaces, orgMembers, workspaceGrants, invites };
    const counts: Record<string, number> = {};
    for (const [name, table] of Object.entries(tables)) counts[name] = (await db.select().from(table)).length;
    return counts;
  }

  it('creates the demo user once, prints its sign-in in a box, and the sign-in works', async () => {
    const print = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const first = await seedDemo(t.context);
      const afterFirst = await rowCounts();
      const second = await seedDemo(t.context);
      expect(first).toMatchObject({ created: true, orgCreated: true });
      expect(second).toEqual({ created: false, userId: first.userId, orgId: first.orgId, orgCreated: false });
      // A second run creates nothing new.
      expect(await rowCounts()).toEqual(afterFirst);
      const printed = print.mock.calls.map((call) => String(call[0])).join('\n');
      expect(printed).toContain(DEMO_USER.email);
      expect(printed).toContain(DEMO_USER.password);
      expect(printed).toContain('Hookline Demo');
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

  it('gives the demo user the "Hookline Demo" organisation, as its admin, with two workspaces', async () => {
    const print = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const { userId, orgId } = await seedDemo(t.context).finally(() => print.mockRestore());
    const { db } = t.context.database;
    const [org] = await db.select().from(organisations).where(eq(organisations.id, orgId));
    expect(org?.name).toBe('Hookline Demo');
    const names = (await db.select().from(workspaces).where(eq(workspaces.orgId, orgId))).map((w) => w.name);
    expect(names.sort()).toEqual(['Brand team', 'Performance']);
    const members = await db.select().from(orgMembers).where(eq(orgMembers.orgId, orgId));
    expect(members).toEqual([
      expect.objectContaining({ userId, role: 'org_admin', inviteStatus: 'accepted', isActive: true }),
    ]);

    const { token } = await signIn(t, DEMO_USER);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/organisation/${orgId}/members`,
      headers: bearer(token),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ data: { email: string; workspaceCount: number }[] }>().data).toEqual([
      expect.objectContaining({ email: DEMO_USER.email, workspaceCount: 2 }),
    ]);
  });
});
