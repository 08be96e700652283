import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAdAccount } from '../../../test/analytics-factories.ts';
import { bearer } from '../../../test/factories.ts';
import { createTeam } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { creativeTags, reportFolders, reports } from '../tables.ts';

const base = '/reports/api/v1';
const AT_ONCE = 10;

/**
 * Requests sent at once, as a double click or two colleagues do. On PostgreSQL
 * (`TEST_DATABASE_URL`) they really run side by side on a pool of connections.
 */
describe('report library under concurrent requests', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;
  let account: Awaited<ReturnType<typeof insertAdAccount>>;

  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
    account = await insertAdAccount(t, { org: team.org, workspace: team.workspace });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `${base}${url}`, headers: bearer(team.admin.token), payload });
  const inParallel = (send: (index: number) => Promise<LightMyRequestResponse>) =>
    Promise.all(Array.from({ length: AT_ONCE }, (_, index) => send(index)));
  const inAccount = () => ({ workspaceId: team.workspace.id, adAccountId: account.id });

  it('gives folders created at once distinct positions', async () => {
    const responses = await inParallel((index) => post('/folders', { ...inAccount(), name: `F${index}` }));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(AT_ONCE).fill(200));
    const rows = await t.context.database.db
      .select({ position: reportFolders.position })
      .from(reportFolders)
      .where(eq(reportFolders.adAccountId, account.id));
    expect(rows.map((row) => row.position).sort((a, b) => a - b)).toEqual([...Array(AT_ONCE).keys()]);
  });

  it('gives reports saved at once into one folder, and unfiled, distinct positions', async () => {
    const folder = (await post('/folders', { ...inAccount(), name: 'Burst' })).json<{ _id: string }>();
    const filed = await inParallel((index) =>
      post('/reports', { ...inAccount(), folderId: folder._id, name: `R${index}` }),
    );
    const unfiled = await inParallel((index) => post('/reports', { ...inAccount(), name: `U${index}` }));
    expect([...filed, ...unfiled].map((response) => response.statusCode)).toEqual(
      Array(2 * AT_ONCE).fill(200),
    );
    const rows = await t.context.database.db
      .select({ folderId: reports.folderId, position: reports.position })
      .from(reports)
      .where(eq(reports.adAccountId, account.id));
    const positionsIn = (folderId: string | null) =>
      rows
        .filter((row) => row.folderId === folderId)
        .map((row) => row.position)
        .sort((a, b) => a - b);
    expect(positionsIn(folder._id)).toEqual([...Array(AT_ONCE).keys()]);
    expect(positionsIn(null)).toEqual([...Array(AT_ONCE).keys()]);
  });

  it('moves reports into a folder at once at distinct positions', async () => {
    const folder = (await post('/folders', { ...inAccount(), name: 'Target' })).json<{ _id: string }>();
    const created = await inParallel((index) => post('/reports', { ...inAccount(), name: `M${index}` }));
    const moved = await Promise.all(
      created.map((response) =>
        t.app.inject({
          method: 'PUT',
          url: `${base}/reports/${response.json<{ _id: string }>()._id}`,
          headers: bearer(team.admin.token),
          payload: { folderId: folder._id },
        }),
      ),
    );
    expect(moved.map((response) => response.statusCode)).toEqual(Array(AT_ONCE).fill(200));
    const rows = await t.context.database.db
      .select({ position: reports.position })
      .from(reports)
      .where(eq(reports.folderId, folder._id));
    expect(rows.map((row) => row.position).sort((a, b) => a - b)).toEqual([...Array(AT_ONCE).keys()]);
  });

  it('keeps one tag when the same name is sent several times at once', async () => {
    const responses = await inParallel(() => post('/creative-tags', { ...inAccount(), name: 'Burst tag' }));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([
      200,
      ...Array<number>(AT_ONCE - 1).fill(409),
    ]);
    const rows = await t.context.database.db
      .select()
      .from(creativeTags)
      .where(eq(creativeTags.adAccountId, account.id));
    expect(rows.map((row) => row.name)).toEqual(['Burst tag']);
  });
});
