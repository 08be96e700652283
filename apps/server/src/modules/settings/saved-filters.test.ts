import { SAVED_FILTER_MESSAGES, type SavedFilter } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../test/factories.ts';
import { addMember, createTeam } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { savedFilters } from './tables.ts';
import { caller, DENIED, messageOf, type Method } from './test-support-settings.ts';

/** An object nested `levels` deep: `{ a: { a: … { a: 1 } } }`. */
function nested(levels: number): Record<string, unknown> {
  let value: Record<string, unknown> = { a: 1 };
  for (let level = 1; level < levels; level += 1) value = { a: value };
  return value;
}

describe('saved filters (search contexts)', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;
  /** A collaborator whose grant holds Inspiration only. */
  let inspirationOnly: { token: string };
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    team = await createTeam(t);
    const user = await createUser(t, { firstName: 'Iris' });
    await addMember(t, {
      org: team.org,
      user,
      orgRole: 'org_member',
      grants: [{ workspace: team.workspace, roleName: 'collaborator', products: ['inspiration'] }],
    });
    inspirationOnly = { token: (await signIn(t, user)).token };
  });
  afterAll(() => t.close());

  const ws = () => team.workspace.id;
  const snapshot = () => t.context.database.db.select().from(savedFilters).orderBy(savedFilters.id);
  const create = (token: string, extra: object = {}) =>
    call('POST', '/search-contexts', token, {
      workspaceId: ws(),
      product: 'drive',
      name: 'Videos tagged summer',
      filters: { query: 'hero', tags: ['t1'], types: ['video'] },
      ...extra,
    });

  async function expectRefused(cases: Array<[Method, string, object | undefined, string, number, string?]>) {
    const before = await snapshot();
    for (const [method, url, payload, token, status, message] of cases) {
      const response = await call(method, url, token, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(status);
      if (message) expect(messageOf(response), `${method} ${url}`).toBe(message);
    }
    expect(await snapshot()).toEqual(before);
  }

  let saved: SavedFilter;

  it('saves a filter and lists it by workspace and product', async () => {
    const response = await create(team.collaborator.token);
    expect(response.statusCode).toBe(200);
    saved = response.json<SavedFilter>();
    expect(saved).toMatchObject({
      workspaceId: ws(),
      product: 'drive',
      name: 'Videos tagged summer',
      filters: { query: 'hero', tags: ['t1'], types: ['video'] },
      createdBy: team.collaborator.user.id,
    });
    const [row] = await t.context.database.db
      .select()
      .from(savedFilters)
      .where(eq(savedFilters.id, saved._id));
    expect(row).toMatchObject({
      orgId: team.org.id,
      workspaceId: ws(),
      product: 'drive',
      name: 'Videos tagged summer',
    });

    const drive = await call('GET', `/search-contexts?workspaceId=${ws()}&product=drive`, team.guest.token);
    expect(drive.statusCode).toBe(200);
    expect(drive.json<{ data: SavedFilter[] }>().data.map((filter) => filter._id)).toEqual([saved._id]);
    const inspiration = await call(
      'GET',
      `/search-contexts?workspaceId=${ws()}&product=inspiration`,
      team.admin.token,
    );
    expect(inspiration.json<{ data: SavedFilter[] }>().data).toEqual([]);

    const one = await call('GET', `/search-contexts/${saved._id}`, team.guest.token);
    expect(one.statusCode).toBe(200);
    expect(one.json<SavedFilter>()).toEqual(saved);
  });

  it('changes a filter’s name or filters', async () => {
    const response = await call('PUT', `/search-contexts/${saved._id}`, team.admin.token, {
      name: 'Summer videos',
      filters: { query: 'summer' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<SavedFilter>()).toMatchObject({
      name: 'Summer videos',
      filters: { query: 'summer' },
    });
    const [row] = await t.context.database.db
      .select()
      .from(savedFilters)
      .where(eq(savedFilters.id, saved._id));
    expect(row).toMatchObject({ name: 'Summer videos', filters: { query: 'summer' } });
  });

  it('cleans control characters out of the filters’ text', async () => {
    const response = await create(team.admin.token, {
      name: 'Clean',
      filters: { 'q\u0000': 'a\u0000b', list: ['c\u0001'] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<SavedFilter>().filters).toEqual({ q: 'ab', list: ['c'] });
  });

  it('refuses bad input: no name, filters that are not an object, too large or too deep, broken text', async () => {
    const big = { query: 'x'.repeat(16 * 1024) };
    await expectRefused([
      [
        'POST',
        '/search-contexts',
        { workspaceId: ws(), product: 'drive', name: '', filters: {} },
        team.admin.token,
        400,
        SAVED_FILTER_MESSAGES.nameRequired,
      ],
      [
        'POST',
        '/search-contexts',
        { workspaceId: ws(), product: 'drive', name: 'x'.repeat(100_000), filters: {} },
        team.admin.token,
        400,
        SAVED_FILTER_MESSAGES.nameTooLong,
      ],
      [
        'POST',
        '/search-contexts',
        { workspaceId: ws(), product: 'drive', name: '\ud800', filters: {} },
        team.admin.token,
        400,
        SAVED_FILTER_MESSAGES.nameRequired,
      ],
      [
        'POST',
        '/search-contexts',
        { workspaceId: ws(), product: 'drive', name: 'A', filters: [1, 2] },
        team.admin.token,
        400,
        SAVED_FILTER_MESSAGES.filtersInvalid,
      ],
      [
        'POST',
        '/search-contexts',
        { workspaceId: ws(), product: 'drive', name: 'A' },
        team.admin.token,
        400,
        SAVED_FILTER_MESSAGES.filtersInvalid,
      ],
      [
        'POST',
        '/search-contexts',
        { workspaceId: ws(), product: 'drive', name: 'A', filters: big },
        team.admin.token,
        400,
        SAVED_FILTER_MESSAGES.filtersTooLarge,
      ],
      [
        'POST',
        '/search-contexts',
        { workspaceId: ws(), product: 'drive', name: 'A', filters: nested(9) },
        team.admin.token,
        400,
        SAVED_FILTER_MESSAGES.filtersTooDeep,
      ],
      [
        'POST',
        '/search-contexts',
        { workspaceId: ws(), product: 'drive', name: 'A', filters: { q: 'bad \udc00' } },
        team.admin.token,
        400,
        SAVED_FILTER_MESSAGES.filtersText,
      ],
      [
        'POST',
        '/search-contexts',
        { workspaceId: ws(), product: 'drive', name: 'A', filters: { ['\ud800']: 1 } },
        team.admin.token,
        400,
        SAVED_FILTER_MESSAGES.filtersText,
      ],
      [
        'POST',
        '/search-contexts',
        { workspaceId: ws(), product: 'analytics', name: 'A', filters: {} },
        team.admin.token,
        400,
        SAVED_FILTER_MESSAGES.productInvalid,
      ],
      [
        'PUT',
        `/search-contexts/${saved._id}`,
        {},
        team.admin.token,
        400,
        SAVED_FILTER_MESSAGES.changeRequired,
      ],
      [
        'PUT',
        `/search-contexts/${saved._id}`,
        { filters: nested(20) },
        team.admin.token,
        400,
        SAVED_FILTER_MESSAGES.filtersTooDeep,
      ],
      [
        'GET',
        `/search-contexts?workspaceId=${ws()}&product=x`,
        undefined,
        team.admin.token,
        400,
        SAVED_FILTER_MESSAGES.productInvalid,
      ],
      ['GET', '/search-contexts/not-an-id', undefined, team.admin.token, 404],
    ]);
    // Eight levels is the limit, not past it.
    expect((await create(team.admin.token, { name: 'Deep', filters: nested(8) })).statusCode).toBe(200);
  });

  it('lets a guest read saved filters but not save, change or delete them', async () => {
    await expectRefused([
      [
        'POST',
        '/search-contexts',
        { workspaceId: ws(), product: 'drive', name: 'G', filters: {} },
        team.guest.token,
        403,
        DENIED,
      ],
      ['PUT', `/search-contexts/${saved._id}`, { name: 'G' }, team.guest.token, 403, DENIED],
      ['DELETE', `/search-contexts/${saved._id}`, undefined, team.guest.token, 403, DENIED],
    ]);
  });

  it('refuses a product outside the member’s grant', async () => {
    await expectRefused([
      [
        'GET',
        `/search-contexts?workspaceId=${ws()}&product=drive`,
        undefined,
        inspirationOnly.token,
        403,
        DENIED,
      ],
      ['GET', `/search-contexts/${saved._id}`, undefined, inspirationOnly.token, 403, DENIED],
      [
        'POST',
        '/search-contexts',
        { workspaceId: ws(), product: 'drive', name: 'I', filters: {} },
        inspirationOnly.token,
        403,
        DENIED,
      ],
      ['PUT', `/search-contexts/${saved._id}`, { name: 'I' }, inspirationOnly.token, 403, DENIED],
      ['DELETE', `/search-contexts/${saved._id}`, undefined, inspirationOnly.token, 403, DENIED],
    ]);
    const own = await create(inspirationOnly.token, { product: 'inspiration', name: 'Boards' });
    expect(own.statusCode).toBe(200);
  });

  it('answers 404 to another organisation, changing nothing', async () => {
    await expectRefused([
      ['GET', `/search-contexts?workspaceId=${ws()}&product=drive`, undefined, team.outsider.token, 404],
      ['GET', `/search-contexts/${saved._id}`, undefined, team.outsider.token, 404],
      [
        'POST',
        '/search-contexts',
        { workspaceId: ws(), product: 'drive', name: 'O', filters: {} },
        team.outsider.token,
        404,
      ],
      ['PUT', `/search-contexts/${saved._id}`, { name: 'O' }, team.outsider.token, 404],
      ['DELETE', `/search-contexts/${saved._id}`, undefined, team.outsider.token, 404],
    ]);
  });

  it('deletes a saved filter', async () => {
    const response = await call('DELETE', `/search-contexts/${saved._id}`, team.collaborator.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ searchContextId: saved._id, message: SAVED_FILTER_MESSAGES.deleted });
    expect(
      await t.context.database.db.select().from(savedFilters).where(eq(savedFilters.id, saved._id)),
    ).toEqual([]);
    expect((await call('GET', `/search-contexts/${saved._id}`, team.admin.token)).statusCode).toBe(404);
  });
});
