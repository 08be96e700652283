import type { DriveLibrary } from '@hookline/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/factories.ts';
import { addMember, createTeam } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { rawRows } from '../../../platform/db/raw-rows.ts';
import { DENIED, driveCaller, expectRefused, NASTY_TEXT } from '../test-support/drive-calls.ts';
import { insertDriveFile, insertDriveFolder, insertTag, tagFile } from '../test-support/drive-rows.ts';
import { matchesSearch } from './library-filters.ts';
import { customFields } from '../../settings/tables.ts';

const at = (iso: string) => new Date(iso);

describe('POST assets/workspace/{workspaceId}/library', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;
  let call: ReturnType<typeof driveCaller>;
  let noDrive: { token: string };
  let channel: { id: string; options: { _id: string; label: string }[] };
  let formats: { id: string; options: { _id: string; label: string }[] };
  let notes: { id: string };
  let heroTag: { id: string };

  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
    call = driveCaller(t);
    const analyst = await createUser(t, { firstName: 'Ana' });
    await addMember(t, {
      org: team.org,
      user: analyst,
      orgRole: 'org_member',
      grants: [{ workspace: team.workspace, roleName: 'collaborator', products: ['analytics'] }],
    });
    noDrive = { token: (await signIn(t, analyst)).token };
    const workspace = team.workspace;
    const field = (
      title: string,
      type: 'single-select' | 'multi-select' | 'text',
      labels: string[] = [],
    ) => ({
      orgId: team.org.id,
      workspaceId: workspace.id,
      title,
      type,
      options: labels.map((label) => ({ _id: crypto.randomUUID(), label })),
    });
    const [channelRow, formatsRow, notesRow] = await t.context.database.db
      .insert(customFields)
      .values([
        field('Channel', 'single-select', ['Meta', 'TikTok']),
        field('Formats', 'multi-select', ['Story', 'Feed']),
        field('Notes', 'text'),
      ])
      .returning();
    channel = channelRow!;
    formats = formatsRow!;
    notes = notesRow!;

    const folder = await insertDriveFolder(t, { workspace, name: 'Deep' });
    const sub = await insertDriveFolder(t, { workspace, name: 'Deeper', parentId: folder.id });
    const hero = await insertDriveFile(t, {
      workspace,
      folderId: null,
      name: 'hero_v2.png',
      description: 'Summer-Sale launch',
      createdAt: at('2025-03-01T10:00:00Z'),
      customFields: {
        [channel.id]: channel.options[0]!._id,
        [formats.id]: [formats.options[0]!._id, formats.options[1]!._id],
        [notes.id]: 'Approved by 100% of the client',
      },
    });
    await insertDriveFile(t, {
      workspace,
      folderId: folder.id,
      name: 'Heroic cut',
      kind: 'video',
      createdAt: at('2025-03-02T10:00:00Z'),
      customFields: { [channel.id]: channel.options[1]!._id, [formats.id]: [formats.options[1]!._id] },
    });
    await insertDriveFile(t, {
      workspace,
      folderId: sub.id,
      name: 'Banner',
      description: "It's the winter banner",
      createdAt: at('2025-03-03T23:30:00Z'),
    });
    const tag = await insertTag(t, { workspace, name: 'Library hero' });
    heroTag = tag;
    await tagFile(t, hero, tag);
    await insertDriveFile(t, { workspace: team.otherWorkspace, folderId: null, name: 'hero rival' });
  });
  afterAll(() => t.close());

  const library = async (body: object, token = team.guest.token) => {
    const response = await call('POST', `/assets/workspace/${team.workspace.id}/library`, token, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<DriveLibrary>();
  };
  const names = (result: DriveLibrary) => result.data.map((file) => file.name);

  it('lists every file of the workspace, in any folder, newest first by default', async () => {
    const all = await library({});
    expect(names(all)).toEqual(['Banner', 'Heroic cut', 'hero_v2.png']);
    expect(all.total).toBe(3);
    expect(names(await library({ sort: 'name', order: 'asc', limit: 2 }))).toEqual(['Banner', 'hero_v2.png']);
    const second = await library({ sort: 'name', order: 'asc', limit: 2, page: 2 });
    expect(names(second)).toEqual(['Heroic cut']);
    expect(second.total).toBe(3);
  });

  it('searches the words of names and descriptions, each as the start of a word', async () => {
    expect(names(await library({ query: 'her' })).sort()).toEqual(['Heroic cut', 'hero_v2.png']);
    expect(names(await library({ query: 'hero_v2.pn' }))).toEqual(['hero_v2.png']);
    expect(names(await library({ query: 'summer-sal' }))).toEqual(['hero_v2.png']);
    // A part of a name between its punctuation counts as a word of its own.
    expect(names(await library({ query: 'v2' }))).toEqual(['hero_v2.png']);
    expect(names(await library({ query: 'png' }))).toEqual(['hero_v2.png']);
    expect(names(await library({ query: 'LAUNCH hero' }))).toEqual(['hero_v2.png']);
    expect(names(await library({ query: "it's winter" }))).toEqual(['Banner']);
    expect(names(await library({ query: "x' | y:* & !z" }))).toEqual([]);
    // Nothing searchable: every file.
    expect((await library({ query: ' & | ' })).total).toBe(3);
  });

  it('answers the search from the GIN index of the same expression', async () => {
    const condition = matchesSearch('hero');
    // On an almost empty table the planner prefers a scan; forbidding it shows whether the index can answer.
    await t.context.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = await rawRows<{ 'QUERY PLAN': string }>(
        tx,
        sql`explain select id from drive_files where ${condition}`,
      );
      expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('drive_files_search_idx');
    });
  });

  it('filters by kind, tag, custom field values, created date and favourites', async () => {
    expect(names(await library({ filters: { types: ['video'] } }))).toEqual(['Heroic cut']);
    expect(names(await library({ filters: { tagIds: [heroTag.id] } }))).toEqual(['hero_v2.png']);
    const byChannel = (value: string | string[]) =>
      library({ filters: { customFields: { [channel.id]: value } } });
    expect(names(await byChannel(channel.options[1]!._id))).toEqual(['Heroic cut']);
    expect(names(await byChannel(channel.options.map((option) => option._id)))).toEqual([
      'Heroic cut',
      'hero_v2.png',
    ]);
    const byFormat = (value: string | string[]) =>
      library({ filters: { customFields: { [formats.id]: value } } });
    expect(names(await byFormat(formats.options[0]!._id))).toEqual(['hero_v2.png']);
    expect(names(await byFormat(formats.options[1]!._id))).toEqual(['Heroic cut', 'hero_v2.png']);
    expect(names(await library({ filters: { customFields: { [notes.id]: '100%' } } }))).toEqual([
      'hero_v2.png',
    ]);
    expect(names(await library({ filters: { customFields: { [notes.id]: '100_' } } }))).toEqual([]);
    expect(names(await library({ filters: { createdFrom: '2025-03-02', createdTo: '2025-03-03' } }))).toEqual(
      ['Banner', 'Heroic cut'],
    );
    expect(names(await library({ filters: { createdTo: '2025-03-02T09:00:00Z' } }))).toEqual(['hero_v2.png']);

    const banner = (await library({ query: 'banner' })).data[0]!;
    await call('POST', `/assets/file/${banner._id}/favourite`, team.guest.token);
    expect(names(await library({ filters: { favouritesOnly: true } }))).toEqual(['Banner']);
    expect((await library({ filters: { favouritesOnly: true } }, team.admin.token)).total).toBe(0);
  });

  it('refuses unknown fields and bad input, a member without the Creative Hub and another organisation', async () => {
    const url = `/assets/workspace/${team.workspace.id}/library`;
    await expectRefused(t, [
      [
        'POST',
        url,
        { filters: { customFields: { [crypto.randomUUID()]: 'x' } } },
        team.admin.token,
        400,
        'Custom field not found',
      ],
      [
        'POST',
        url,
        { filters: { customFields: { 'not-an-id': 'x' } } },
        team.admin.token,
        400,
        'Custom field not found',
      ],
      [
        'POST',
        url,
        { filters: { createdFrom: 'yesterday' } },
        team.admin.token,
        400,
        'Please choose a valid date',
      ],
      ['POST', url, { query: NASTY_TEXT.loneSurrogate }, team.admin.token, 400],
      ['POST', url, { query: NASTY_TEXT.long }, team.admin.token, 400],
      ['POST', url, { limit: 500 }, team.admin.token, 400],
      ['POST', url, {}, noDrive.token, 403, DENIED],
      ['POST', url, {}, team.outsider.token, 404],
      ['POST', `/assets/workspace/${team.otherWorkspace.id}/library`, {}, team.admin.token, 404],
    ]);
    // A NUL is dropped from the search, not sent to the database.
    expect(names(await library({ query: 'ban\u0000ner' }))).toEqual(['Banner']);
  });
});
