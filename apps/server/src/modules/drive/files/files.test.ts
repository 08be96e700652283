import type { CustomFieldType, DriveFile } from '@hookline/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/factories.ts';
import { addMember, createTeam } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { driveFavourites, driveFiles, driveFileTags, driveFileVersions, driveWatchers } from '../tables.ts';
import { DENIED, driveCaller, expectRefused, NASTY_TEXT } from '../test-support/drive-calls.ts';
import {
  insertDiscussion,
  insertDriveFile,
  insertDriveFolder,
  insertTag,
  isStored,
  tagFile,
} from '../test-support/drive-rows.ts';
import { customFields } from '../../settings/tables.ts';

describe('Creative Hub files: read, change, delete, move, favourite and watch', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;
  let call: ReturnType<typeof driveCaller>;
  let noDrive: { token: string };
  let fields: Record<CustomFieldType, { id: string; options: { _id: string; label: string }[] }>;

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
    const types: CustomFieldType[] = ['single-select', 'multi-select', 'date', 'text', 'number'];
    const rows = await t.context.database.db
      .insert(customFields)
      .values(
        types.map((type, position) => ({
          orgId: team.org.id,
          workspaceId: team.workspace.id,
          title: `Field ${type}`,
          type,
          position,
          options: type.endsWith('select')
            ? [
                { _id: crypto.randomUUID(), label: 'One' },
                { _id: crypto.randomUUID(), label: 'Two' },
              ]
            : [],
        })),
      )
      .returning();
    const ofType = (type: CustomFieldType) => {
      const row = rows.find((candidate) => candidate.type === type);
      if (!row) throw new Error(`no ${type} field`);
      return { id: row.id, options: row.options };
    };
    fields = {
      'single-select': ofType('single-select'),
      'multi-select': ofType('multi-select'),
      date: ofType('date'),
      text: ofType('text'),
      number: ofType('number'),
    };
  });
  afterAll(() => t.close());

  const fileRow = async (id: string) => {
    const [row] = await t.context.database.db.select().from(driveFiles).where(eq(driveFiles.id, id));
    return row;
  };
  const aFile = (name = 'hero', folderId: string | null = null) =>
    insertDriveFile(t, { workspace: team.workspace, folderId, name, versions: 2 });

  describe('GET assets/file/{fileId}', () => {
    it('answers the file with every version, to any member who can see it', async () => {
      const file = await aFile();
      await insertDiscussion(t, { file, versionId: file.versions[1]!.id });
      const response = await call('GET', `/assets/file/${file.id}`, team.guest.token);
      expect(response.statusCode).toBe(200);
      const dto = response.json<DriveFile>();
      expect(dto).toMatchObject({ _id: file.id, name: 'hero', openDiscussionCount: 1, folderId: null });
      expect(dto.versions.map((version) => version.versionId)).toEqual(
        file.versions.map((version) => version.id),
      );
    });

    it('refuses a member without the Creative Hub and another organisation', async () => {
      const file = await aFile();
      const foreign = await insertDriveFile(t, {
        workspace: team.otherWorkspace,
        folderId: null,
        name: 'rival',
      });
      await expectRefused(t, [
        ['GET', `/assets/file/${file.id}`, undefined, noDrive.token, 403, DENIED],
        ['GET', `/assets/file/${file.id}`, undefined, team.outsider.token, 404],
        ['GET', `/assets/file/${foreign.id}`, undefined, team.admin.token, 404],
        ['GET', '/assets/file/not-an-id', undefined, team.admin.token, 404],
      ]);
    });
  });

  describe('PUT assets/file/{fileId}', () => {
    it('changes the name and description, merges custom field values and adds and removes tags', async () => {
      const file = await aFile();
      const hero = await insertTag(t, { workspace: team.workspace, name: 'Hero' });
      const old = await insertTag(t, { workspace: team.workspace, name: 'Old' });
      await tagFile(t, file, old);
      const before = (await fileRow(file.id))!.modifiedAt;
      const response = await call('PUT', `/assets/file/${file.id}`, team.collaborator.token, {
        name: '  Hero final ',
        description: 'Cut for stories',
        customFields: {
          [fields['single-select'].id]: fields['single-select'].options[1]!._id,
          [fields['multi-select'].id]: [
            fields['multi-select'].options[0]!._id,
            fields['multi-select'].options[0]!._id,
          ],
          [fields.date.id]: '2025-02-28',
          [fields.text.id]: 'Line one\nline two',
          [fields.number.id]: 42.5,
        },
        tagsToAdd: [hero.id, hero.id],
        tagsToRemove: [old.id, crypto.randomUUID()],
      });
      expect(response.statusCode, response.body).toBe(200);
      const dto = response.json<DriveFile>();
      expect(dto).toMatchObject({
        name: 'Hero final',
        description: 'Cut for stories',
        tags: [{ _id: hero.id, name: 'Hero', color: hero.color }],
      });
      const row = await fileRow(file.id);
      expect(row?.customFields).toEqual({
        [fields['single-select'].id]: fields['single-select'].options[1]!._id,
        [fields['multi-select'].id]: [fields['multi-select'].options[0]!._id],
        [fields.date.id]: '2025-02-28',
        [fields.text.id]: 'Line one\nline two',
        [fields.number.id]: 42.5,
      });
      expect(row!.modifiedAt.getTime()).toBeGreaterThan(before.getTime());
      const tagRows = await t.context.database.db
        .select()
        .from(driveFileTags)
        .where(eq(driveFileTags.fileId, file.id));
      expect(tagRows).toEqual([{ fileId: file.id, tagId: hero.id, workspaceId: team.workspace.id }]);

      // A later change keeps the other values; null or an empty value clears one.
      const cleared = await call('PUT', `/assets/file/${file.id}`, team.admin.token, {
        customFields: { [fields.text.id]: null, [fields['multi-select'].id]: [] },
      });
      expect(cleared.statusCode).toBe(200);
      expect(Object.keys(cleared.json<DriveFile>().customFields).sort()).toEqual(
        [fields['single-select'].id, fields.date.id, fields.number.id].sort(),
      );
    });

    it('refuses unknown tags and fields, values a field cannot hold, and broken text, changing nothing', async () => {
      const file = await aFile();
      const inspirationTag = await insertTag(t, {
        workspace: team.workspace,
        name: 'Moodboard',
        product: 'inspiration',
      });
      const foreignTag = await insertTag(t, { workspace: team.otherWorkspace, name: 'Rival tag' });
      const url = `/assets/file/${file.id}`;
      const single = fields['single-select'];
      const value = (fieldId: string, fieldValue: unknown) => ({ customFields: { [fieldId]: fieldValue } });
      await expectRefused(t, [
        ['PUT', url, { tagsToAdd: [foreignTag.id] }, team.admin.token, 400, 'Tag not found'],
        ['PUT', url, { tagsToAdd: [inspirationTag.id] }, team.admin.token, 400, 'Tag not found'],
        ['PUT', url, { tagsToAdd: ['not-an-id'] }, team.admin.token, 400, 'Tag not found'],
        ['PUT', url, value(crypto.randomUUID(), 'x'), team.admin.token, 400, 'Custom field not found'],
        ['PUT', url, value('\ud800', 'x'), team.admin.token, 400, 'Custom field not found'],
        [
          'PUT',
          url,
          value(single.id, 'not-an-option'),
          team.admin.token,
          400,
          'Please enter a valid value for Field single-select',
        ],
        ['PUT', url, value(single.id, [single.options[0]!._id]), team.admin.token, 400],
        ['PUT', url, value(fields['multi-select'].id, ['nope']), team.admin.token, 400],
        [
          'PUT',
          url,
          value(fields.date.id, '2025-02-30'),
          team.admin.token,
          400,
          'Please enter a valid value for Field date',
        ],
        ['PUT', url, value(fields.number.id, '12'), team.admin.token, 400],
        ['PUT', url, value(fields.text.id, 7), team.admin.token, 400],
        ['PUT', url, value(fields.text.id, NASTY_TEXT.loneSurrogate), team.admin.token, 400],
        ['PUT', url, value(fields.text.id, NASTY_TEXT.long), team.admin.token, 400],
        ['PUT', url, { name: '' }, team.admin.token, 400, 'Please enter a valid file name'],
        [
          'PUT',
          url,
          { name: NASTY_TEXT.long },
          team.admin.token,
          400,
          'File name must be at most 255 characters long',
        ],
        ['PUT', url, { description: NASTY_TEXT.loneSurrogate }, team.admin.token, 400],
        [
          'PUT',
          url,
          { description: 'd'.repeat(251) },
          team.admin.token,
          400,
          'Description must be at most 250 characters long',
        ],
      ]);
    });

    it('refuses a guest, a member without the Creative Hub and another organisation', async () => {
      const file = await aFile();
      const foreign = await insertDriveFile(t, {
        workspace: team.otherWorkspace,
        folderId: null,
        name: 'rival',
      });
      await expectRefused(t, [
        ['PUT', `/assets/file/${file.id}`, { name: 'Guest' }, team.guest.token, 403, DENIED],
        ['PUT', `/assets/file/${file.id}`, { name: 'Analyst' }, noDrive.token, 403, DENIED],
        ['PUT', `/assets/file/${file.id}`, { name: 'Outsider' }, team.outsider.token, 404],
        ['PUT', `/assets/file/${foreign.id}`, { name: 'Mine' }, team.admin.token, 404],
      ]);
    });
  });

  describe('DELETE assets/file/{fileId}', () => {
    it('deletes the file, its versions, tags and marks, and its stored media by a job', async () => {
      const file = await insertDriveFile(t, {
        workspace: team.workspace,
        folderId: null,
        name: 'clip',
        kind: 'video',
        versions: 2,
      });
      const tag = await insertTag(t, { workspace: team.workspace, name: 'Clip tag' });
      await tagFile(t, file, tag);
      await call('POST', `/assets/file/${file.id}/favourite`, team.guest.token);
      await call('POST', `/assets/file/${file.id}/watch`, team.admin.token);
      const keys = file.versions.flatMap((version) =>
        [version.storageKey, version.thumbnailKey, version.posterKey, version.previewKey].filter(
          (key): key is string => key !== null,
        ),
      );
      expect(keys).toHaveLength(8);
      const response = await call('DELETE', `/assets/file/${file.id}`, team.collaborator.token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ _id: file.id, message: 'File deleted successfully' });
      const { db } = t.context.database;
      expect(await fileRow(file.id)).toBeUndefined();
      expect(await db.select().from(driveFileVersions).where(eq(driveFileVersions.fileId, file.id))).toEqual(
        [],
      );
      expect(await db.select().from(driveFavourites).where(eq(driveFavourites.targetId, file.id))).toEqual(
        [],
      );
      expect(await db.select().from(driveWatchers).where(eq(driveWatchers.targetId, file.id))).toEqual([]);
      for (const key of keys) expect(await isStored(t, key)).toBe(false);
    });

    it('refuses a guest and another organisation, deleting nothing', async () => {
      const file = await aFile();
      const foreign = await insertDriveFile(t, {
        workspace: team.otherWorkspace,
        folderId: null,
        name: 'rival',
      });
      await expectRefused(t, [
        ['DELETE', `/assets/file/${file.id}`, undefined, team.guest.token, 403, DENIED],
        ['DELETE', `/assets/file/${file.id}`, undefined, team.outsider.token, 404],
        ['DELETE', `/assets/file/${foreign.id}`, undefined, team.admin.token, 404],
      ]);
      expect(await isStored(t, file.versions[0]!.storageKey)).toBe(true);
    });
  });

  describe('PUT assets/file/{fileId}/move', () => {
    it('moves a file into a folder and back to the root', async () => {
      const file = await aFile();
      const folder = await insertDriveFolder(t, { workspace: team.workspace, name: 'Finals' });
      const moved = await call('PUT', `/assets/file/${file.id}/move`, team.collaborator.token, {
        targetFolderId: folder.id,
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.json<DriveFile>().folderId).toBe(folder.id);
      expect((await fileRow(file.id))?.folderId).toBe(folder.id);
      const back = await call('PUT', `/assets/file/${file.id}/move`, team.admin.token, {
        targetFolderId: team.workspace.id,
      });
      expect(back.statusCode).toBe(200);
      expect((await fileRow(file.id))?.folderId).toBeNull();
    });

    it('refuses another workspace’s folder, a guest and another organisation', async () => {
      const file = await aFile();
      const foreignFolder = await insertDriveFolder(t, { workspace: team.otherWorkspace, name: 'Rival' });
      const url = `/assets/file/${file.id}/move`;
      await expectRefused(t, [
        ['PUT', url, { targetFolderId: foreignFolder.id }, team.admin.token, 404],
        ['PUT', url, { targetFolderId: team.otherWorkspace.id }, team.admin.token, 404],
        ['PUT', url, { targetFolderId: NASTY_TEXT.nul }, team.admin.token, 404],
        ['PUT', url, {}, team.admin.token, 400, 'targetFolderId is required'],
        ['PUT', url, { targetFolderId: team.workspace.id }, team.guest.token, 403, DENIED],
        ['PUT', url, { targetFolderId: team.workspace.id }, team.outsider.token, 404],
      ]);
    });
  });

  describe('POST|DELETE assets/file/{fileId}/favourite and watch', () => {
    it("keeps each member's own marks, a guest's too, idempotently", async () => {
      const file = await aFile();
      for (const mark of ['favourite', 'watch'] as const) {
        const flag = mark === 'favourite' ? 'isFavourite' : 'isWatched';
        const table = mark === 'favourite' ? driveFavourites : driveWatchers;
        const url = `/assets/file/${file.id}/${mark}`;
        for (let times = 0; times < 2; times += 1) {
          const response = await call('POST', url, team.guest.token);
          expect(response.statusCode).toBe(200);
          expect(response.json()).toEqual({ _id: file.id, [flag]: true });
        }
        const rows = await t.context.database.db
          .select()
          .from(table)
          .where(and(eq(table.targetId, file.id)));
        expect(rows).toEqual([expect.objectContaining({ userId: team.guest.user.id, kind: 'file' })]);
      }
      const asGuest = (await call('GET', `/assets/file/${file.id}`, team.guest.token)).json<DriveFile>();
      expect(asGuest).toMatchObject({ isFavourite: true, isWatched: true });
      const asAdmin = (await call('GET', `/assets/file/${file.id}`, team.admin.token)).json<DriveFile>();
      expect(asAdmin).toMatchObject({ isFavourite: false, isWatched: false });

      for (let times = 0; times < 2; times += 1) {
        const response = await call('DELETE', `/assets/file/${file.id}/watch`, team.guest.token);
        expect(response.json()).toEqual({ _id: file.id, isWatched: false });
      }
      expect(
        (await call('GET', `/assets/file/${file.id}`, team.guest.token)).json<DriveFile>(),
      ).toMatchObject({
        isFavourite: true,
        isWatched: false,
      });
    });

    it('refuses a member without the Creative Hub and another organisation', async () => {
      const file = await aFile();
      await expectRefused(t, [
        ['POST', `/assets/file/${file.id}/favourite`, undefined, noDrive.token, 403, DENIED],
        ['POST', `/assets/file/${file.id}/watch`, undefined, team.outsider.token, 404],
        ['DELETE', `/assets/file/${file.id}/favourite`, undefined, team.outsider.token, 404],
      ]);
    });
  });
});
