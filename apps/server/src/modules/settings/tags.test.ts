import { TAG_COLORS, TAG_MESSAGES, type Tag } from '@hookline/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../test/factories.ts';
import { addMember, createTeam } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { tags } from './tables.ts';
import { caller, DENIED, insertDriveFile, messageOf, type Method } from './test-support-settings.ts';
import { driveFileTags } from '../drive/tables.ts';

describe('tags: list, create, edit and delete', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;
  /** A collaborator whose grant holds Analytics only. */
  let analyst: { token: string };
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    team = await createTeam(t);
    const user = await createUser(t, { firstName: 'Ana' });
    await addMember(t, {
      org: team.org,
      user,
      orgRole: 'org_member',
      grants: [{ workspace: team.workspace, roleName: 'collaborator', products: ['analytics'] }],
    });
    analyst = { token: (await signIn(t, user)).token };
  });
  afterAll(() => t.close());

  const ws = () => team.workspace.id;
  const snapshot = () => t.context.database.db.select().from(tags).orderBy(tags.id);
  const create = (token: string, names: string[], product = 'drive') =>
    call('POST', '/tags', token, { workspaceId: ws(), product, tags: names.map((name) => ({ name })) });
  const list = async (product = 'drive') => {
    const response = await call('GET', `/tags?workspaceId=${ws()}&product=${product}`, team.admin.token);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: Tag[] }>().data;
  };

  /** Refused calls answer their status (and message) and change no tag. */
  async function expectRefused(cases: Array<[Method, string, object | undefined, string, number, string?]>) {
    const before = await snapshot();
    for (const [method, url, payload, token, status, message] of cases) {
      const response = await call(method, url, token, payload);
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(status);
      if (message) expect(messageOf(response), `${method} ${url} ${JSON.stringify(payload)}`).toBe(message);
    }
    expect(await snapshot()).toEqual(before);
  }

  it('lists no tags in a new workspace', async () => {
    expect(await list()).toEqual([]);
  });

  it('creates several tags at once, in the order typed, each with the next pastel colour', async () => {
    const response = await create(team.collaborator.token, ['Summer', '  Hero shot ', 'UGC']);
    expect(response.statusCode).toBe(200);
    const created = response.json<{ data: Tag[] }>().data;
    expect(
      created.map(({ name, color, count, product, isDeleted }) => ({
        name,
        color,
        count,
        product,
        isDeleted,
      })),
    ).toEqual([
      { name: 'Summer', color: TAG_COLORS[0], count: 0, product: 'drive', isDeleted: false },
      { name: 'Hero shot', color: TAG_COLORS[1], count: 0, product: 'drive', isDeleted: false },
      { name: 'UGC', color: TAG_COLORS[2], count: 0, product: 'drive', isDeleted: false },
    ]);
    const [row] = await t.context.database.db.select().from(tags).where(eq(tags.id, created[0]!._id));
    expect(row).toMatchObject({
      orgId: team.org.id,
      workspaceId: ws(),
      product: 'drive',
      name: 'Summer',
      createdByUserId: team.collaborator.user.id,
    });
    expect((await list()).map((tag) => tag.name)).toEqual(['Summer', 'Hero shot', 'UGC']);

    // The next request carries on from the last colour, round the 8 and back to the first.
    const more = await create(team.admin.token, ['a', 'b', 'c', 'd', 'e', 'f']);
    expect(more.json<{ data: Tag[] }>().data.map((tag) => tag.color)).toEqual([
      TAG_COLORS[3],
      TAG_COLORS[4],
      TAG_COLORS[5],
      TAG_COLORS[6],
      TAG_COLORS[7],
      TAG_COLORS[0],
    ]);
  });

  it('keeps each product’s tags apart: the same name may exist once per product', async () => {
    const response = await create(team.admin.token, ['Summer'], 'inspiration');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: Tag[] }>().data[0]!.color).toBe(TAG_COLORS[0]);
    expect((await list('inspiration')).map((tag) => tag.name)).toEqual(['Summer']);
  });

  it('refuses a name that repeats an existing tag or another of the request, ignoring case, and creates none', async () => {
    await expectRefused([
      [
        'POST',
        '/tags',
        { workspaceId: ws(), product: 'drive', tags: [{ name: 'summer' }] },
        team.admin.token,
        400,
        TAG_MESSAGES.duplicate,
      ],
      [
        'POST',
        '/tags',
        { workspaceId: ws(), product: 'drive', tags: [{ name: 'New one' }, { name: 'HERO SHOT' }] },
        team.admin.token,
        400,
        TAG_MESSAGES.duplicate,
      ],
      [
        'POST',
        '/tags',
        { workspaceId: ws(), product: 'drive', tags: [{ name: 'Fresh' }, { name: 'fresh ' }] },
        team.admin.token,
        400,
        TAG_MESSAGES.duplicate,
      ],
    ]);
  });

  it('lets one of two parallel creates of the same name win; the other gets the duplicate message', async () => {
    const responses = await Promise.all([
      create(team.admin.token, ['Race']),
      create(team.collaborator.token, ['race']),
      create(team.admin.token, ['RACE']),
    ]);
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 400, 400]);
    for (const refused of responses.filter((response) => response.statusCode === 400)) {
      expect(messageOf(refused)).toBe(TAG_MESSAGES.duplicate);
    }
    const rows = await t.context.database.db
      .select()
      .from(tags)
      .where(and(eq(tags.workspaceId, ws()), eq(tags.product, 'drive')));
    expect(rows.filter((row) => row.name.toLowerCase() === 'race')).toHaveLength(1);
  });

  it('refuses bad input with a clear message and creates nothing', async () => {
    const body = (extra: object) => ({
      workspaceId: ws(),
      product: 'drive',
      tags: [{ name: 'x' }],
      ...extra,
    });
    await expectRefused([
      ['POST', '/tags', body({ tags: [] }), team.admin.token, 400, TAG_MESSAGES.nameRequired],
      ['POST', '/tags', body({ tags: [{ name: '   ' }] }), team.admin.token, 400, TAG_MESSAGES.nameRequired],
      [
        'POST',
        '/tags',
        body({ tags: [{ name: 'x'.repeat(51) }] }),
        team.admin.token,
        400,
        TAG_MESSAGES.nameTooLong,
      ],
      [
        'POST',
        '/tags',
        body({ tags: [{ name: 'x'.repeat(100_000) }] }),
        team.admin.token,
        400,
        TAG_MESSAGES.nameTooLong,
      ],
      [
        'POST',
        '/tags',
        body({ tags: [{ name: 'bad \ud800' }] }),
        team.admin.token,
        400,
        TAG_MESSAGES.nameRequired,
      ],
      ['POST', '/tags', body({ product: 'detective' }), team.admin.token, 400, TAG_MESSAGES.productInvalid],
      [
        'POST',
        '/tags',
        body({ tags: Array.from({ length: 51 }, (_, i) => ({ name: `t${i}` })) }),
        team.admin.token,
        400,
        TAG_MESSAGES.tooMany,
      ],
      [
        'POST',
        '/tags',
        { product: 'drive', tags: [{ name: 'x' }] },
        team.admin.token,
        400,
        'workspaceId is required',
      ],
      ['POST', '/tags', body({ workspaceId: 'not-a-uuid' }), team.admin.token, 404],
      [
        'GET',
        `/tags?workspaceId=${ws()}&product=nope`,
        undefined,
        team.admin.token,
        400,
        TAG_MESSAGES.productInvalid,
      ],
      ['GET', '/tags?product=drive', undefined, team.admin.token, 400, 'workspaceId is required'],
    ]);
  });

  it('removes control characters from a name (a NUL never reaches the database)', async () => {
    const response = await create(team.admin.token, ['Night\u0000fall']);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: Tag[] }>().data[0]!.name).toBe('Nightfall');
  });

  it('counts the Creative Hub files that carry each tag', async () => {
    const [summer, hero] = await list();
    await insertDriveFile(t, { workspace: team.workspace, name: 'one', tagIds: [summer!._id, hero!._id] });
    await insertDriveFile(t, { workspace: team.workspace, name: 'two', tagIds: [summer!._id] });
    const counted = await list();
    expect(counted.find((tag) => tag._id === summer!._id)?.count).toBe(2);
    expect(counted.find((tag) => tag._id === hero!._id)?.count).toBe(1);
    // An inspiration tag of the same name counts nothing of the Creative Hub's.
    expect((await list('inspiration'))[0]!.count).toBe(0);
  });

  it('renames a tag, refusing a name another tag has (ignoring case) but not its own in another case', async () => {
    const [summer] = await list();
    const put = (token: string, tag: object, product = 'drive') =>
      call('PUT', '/tags', token, { workspaceId: ws(), product, tag: { _id: summer!._id, ...tag } });

    const renamed = await put(team.collaborator.token, { name: 'Summer sale' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<Tag>()).toMatchObject({
      _id: summer!._id,
      name: 'Summer sale',
      color: TAG_COLORS[0],
      count: 2,
    });
    const [row] = await t.context.database.db.select().from(tags).where(eq(tags.id, summer!._id));
    expect(row?.name).toBe('Summer sale');

    expect((await put(team.admin.token, { name: 'SUMMER SALE' })).statusCode).toBe(200);

    await expectRefused([
      [
        'PUT',
        '/tags',
        { workspaceId: ws(), product: 'drive', tag: { _id: summer!._id, name: 'ugc' } },
        team.admin.token,
        400,
        TAG_MESSAGES.duplicate,
      ],
      [
        'PUT',
        '/tags',
        { workspaceId: ws(), product: 'drive', tag: { _id: summer!._id, name: '' } },
        team.admin.token,
        400,
        TAG_MESSAGES.nameRequired,
      ],
      [
        'PUT',
        '/tags',
        { workspaceId: ws(), product: 'drive', tag: { _id: summer!._id } },
        team.admin.token,
        400,
        TAG_MESSAGES.changeRequired,
      ],
      [
        'PUT',
        '/tags',
        { workspaceId: ws(), product: 'drive', tag: { _id: summer!._id, color: '#000000' } },
        team.admin.token,
        400,
        TAG_MESSAGES.colorInvalid,
      ],
      [
        'PUT',
        '/tags',
        { workspaceId: ws(), product: 'drive', tag: { _id: summer!._id, color: 'x'.repeat(100_000) } },
        team.admin.token,
        400,
        TAG_MESSAGES.colorInvalid,
      ],
      [
        'PUT',
        '/tags',
        { workspaceId: ws(), product: 'drive', tag: { _id: summer!._id, name: '\udc00' } },
        team.admin.token,
        400,
      ],
      // The tag is the Creative Hub's: named under another product, it isn't found.
      [
        'PUT',
        '/tags',
        { workspaceId: ws(), product: 'inspiration', tag: { _id: summer!._id, name: 'Other' } },
        team.admin.token,
        404,
      ],
      [
        'PUT',
        '/tags',
        { workspaceId: ws(), product: 'drive', tag: { _id: 'nope', name: 'Other' } },
        team.admin.token,
        404,
      ],
    ]);
  });

  it('recolours a tag with one of the 8 pastel colours, in any letter case', async () => {
    const [, hero] = await list();
    const response = await call('PUT', '/tags', team.admin.token, {
      workspaceId: ws(),
      product: 'drive',
      tag: { _id: hero!._id, color: TAG_COLORS[6].toLowerCase() },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Tag>()).toMatchObject({ name: 'Hero shot', color: TAG_COLORS[6] });
    const [row] = await t.context.database.db.select().from(tags).where(eq(tags.id, hero!._id));
    expect(row?.color).toBe(TAG_COLORS[6]);
  });

  it('lets a guest read tags but not create, change or delete them', async () => {
    const guestList = await call('GET', `/tags?workspaceId=${ws()}&product=drive`, team.guest.token);
    expect(guestList.statusCode).toBe(200);
    const [first] = guestList.json<{ data: Tag[] }>().data;
    await expectRefused([
      [
        'POST',
        '/tags',
        { workspaceId: ws(), product: 'drive', tags: [{ name: 'Guest tag' }] },
        team.guest.token,
        403,
        DENIED,
      ],
      [
        'PUT',
        '/tags',
        { workspaceId: ws(), product: 'drive', tag: { _id: first!._id, name: 'Guest' } },
        team.guest.token,
        403,
        DENIED,
      ],
      [
        'DELETE',
        `/tags/${first!._id}?workspaceId=${ws()}&product=drive`,
        undefined,
        team.guest.token,
        403,
        DENIED,
      ],
    ]);
  });

  it('refuses a product outside the member’s grant', async () => {
    const [first] = await list();
    await expectRefused([
      ['GET', `/tags?workspaceId=${ws()}&product=drive`, undefined, analyst.token, 403, DENIED],
      [
        'POST',
        '/tags',
        { workspaceId: ws(), product: 'drive', tags: [{ name: 'Analyst' }] },
        analyst.token,
        403,
        DENIED,
      ],
      [
        'PUT',
        '/tags',
        { workspaceId: ws(), product: 'drive', tag: { _id: first!._id, name: 'Analyst' } },
        analyst.token,
        403,
        DENIED,
      ],
      [
        'DELETE',
        `/tags/${first!._id}?workspaceId=${ws()}&product=drive`,
        undefined,
        analyst.token,
        403,
        DENIED,
      ],
    ]);
    expect(
      (
        await call('POST', '/tags', analyst.token, {
          workspaceId: ws(),
          product: 'analytics',
          tags: [{ name: 'ROAS' }],
        })
      ).statusCode,
    ).toBe(200);
  });

  it('answers 404 to another organisation, and to a tag named within another workspace, changing nothing', async () => {
    const [first] = await list();
    const other = team.otherWorkspace.id;
    await expectRefused([
      ['GET', `/tags?workspaceId=${ws()}&product=drive`, undefined, team.outsider.token, 404],
      [
        'POST',
        '/tags',
        { workspaceId: ws(), product: 'drive', tags: [{ name: 'Rival' }] },
        team.outsider.token,
        404,
      ],
      [
        'PUT',
        '/tags',
        { workspaceId: ws(), product: 'drive', tag: { _id: first!._id, name: 'Rival' } },
        team.outsider.token,
        404,
      ],
      [
        'PUT',
        '/tags',
        { workspaceId: other, product: 'drive', tag: { _id: first!._id, name: 'Rival' } },
        team.outsider.token,
        404,
      ],
      [
        'DELETE',
        `/tags/${first!._id}?workspaceId=${ws()}&product=drive`,
        undefined,
        team.outsider.token,
        404,
      ],
      ['DELETE', `/tags/${first!._id}?workspaceId=${other}&product=drive`, undefined, team.admin.token, 404],
    ]);
  });

  it('deletes a tag: the files that carried it lose it', async () => {
    const [summer] = await list();
    const response = await call(
      'DELETE',
      `/tags/${summer!._id}?workspaceId=${ws()}&product=drive`,
      team.collaborator.token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ tagId: summer!._id, message: TAG_MESSAGES.deleted });
    expect(await t.context.database.db.select().from(tags).where(eq(tags.id, summer!._id))).toEqual([]);
    expect(
      await t.context.database.db.select().from(driveFileTags).where(eq(driveFileTags.tagId, summer!._id)),
    ).toEqual([]);
    expect((await list()).some((tag) => tag._id === summer!._id)).toBe(false);
    const again = await call(
      'DELETE',
      `/tags/${summer!._id}?workspaceId=${ws()}&product=drive`,
      team.admin.token,
    );
    expect(again.statusCode).toBe(404);
  });
});
