import { randomUUID } from 'node:crypto';
import type { DriveFile, SplitVersionResponse } from '@hookline/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/factories.ts';
import { createTeam, createWorkspace } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { driveDiscussions, driveFiles, driveFileVersions, driveWatchers } from '../tables.ts';
import {
  insertComment,
  insertReviewFile,
  insertReviewFolder,
  reviewSnapshot,
  watch,
  type ReviewFile,
} from './test-support-review-rows.ts';

const base = '/api/v1/assets/file';
const DENIED = "You don't have permission to do this. Please contact your admin.";
const messageOf = (response: LightMyRequestResponse) => response.json<{ message: string }>().message;

describe('file versions: activate, split, merge, rename, delete', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;
  let folderId: string;
  /** A file of another organisation, and one of another workspace of the same organisation. */
  let foreign: ReviewFile;
  let sibling: ReviewFile;

  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
    folderId = (await insertReviewFolder(t, { workspace: team.workspace, name: 'Summer campaign' })).id;
    foreign = await insertReviewFile(t, {
      workspace: team.otherWorkspace,
      folderId: null,
      name: 'rival',
      versions: 2,
    });
    const second = await createWorkspace(t, team.org, 'Second brand');
    sibling = await insertReviewFile(t, { workspace: second, folderId: null, name: 'sibling', versions: 2 });
  });
  afterAll(() => t.close());

  const call = (method: 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `${base}${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const file = (name: string, versions = 3) =>
    insertReviewFile(t, { workspace: team.workspace, folderId, name, versions });
  const fileRow = async (id: string) => {
    const [row] = await t.context.database.db.select().from(driveFiles).where(eq(driveFiles.id, id));
    return row;
  };
  const versionRows = (fileId: string) =>
    t.context.database.db
      .select()
      .from(driveFileVersions)
      .where(eq(driveFileVersions.fileId, fileId))
      .orderBy(asc(driveFileVersions.number));

  type Who = 'collaborator' | 'guest' | 'outsider';

  /** Refused calls answer their status (and message) and change nothing. */
  async function expectRefused(
    cases: Array<[Who, 'PUT' | 'DELETE', string, object | undefined, number, string?]>,
  ) {
    const before = await reviewSnapshot(t);
    for (const [label, method, url, payload, status, message] of cases) {
      const response = await call(method, url, team[label].token, payload);
      expect(response.statusCode, `${label}: ${method} ${url}`).toBe(status);
      if (message) expect(messageOf(response), `${label}: ${method} ${url}`).toBe(message);
    }
    expect(await reviewSnapshot(t)).toEqual(before);
  }

  describe('making a version active', () => {
    it("shows and downloads it: the file's active version, size and modified date follow", async () => {
      const hero = await file('hero');
      const [v1] = hero.versions;
      const response = await call('PUT', `/${hero.id}/version/${v1!.id}/active`, team.collaborator.token);
      expect(response.statusCode).toBe(200);
      const body = response.json<DriveFile>();
      expect(body).toMatchObject({ _id: hero.id, activeVersionId: v1!.id, size: v1!.size });
      expect(body.versions.map((version) => [version.number, version.isActive])).toEqual([
        [1, true],
        [2, false],
        [3, false],
      ]);
      expect(body.allowedActions).toContain('file.manage');
      const row = await fileRow(hero.id);
      expect(row).toMatchObject({ activeVersionId: v1!.id, size: v1!.size });
      expect(row!.modifiedAt.getTime()).toBeGreaterThan(hero.modifiedAt.getTime());
    });

    it('refuses another file’s version, a guest, and another organisation, changing nothing', async () => {
      const hero = await file('hero-refused');
      await expectRefused([
        ['collaborator', 'PUT', `/${hero.id}/version/${foreign.versions[0]!.id}/active`, undefined, 404],
        ['collaborator', 'PUT', `/${hero.id}/version/${randomUUID()}/active`, undefined, 404],
        ['collaborator', 'PUT', `/${hero.id}/version/not-an-id/active`, undefined, 404],
        ['guest', 'PUT', `/${hero.id}/version/${hero.versions[0]!.id}/active`, undefined, 403, DENIED],
        ['outsider', 'PUT', `/${hero.id}/version/${hero.versions[0]!.id}/active`, undefined, 404],
        ['collaborator', 'PUT', `/${foreign.id}/version/${foreign.versions[0]!.id}/active`, undefined, 404],
      ]);
    });
  });

  describe('splitting a version off', () => {
    it('makes it a file of its own in the same folder, with its comments; the file keeps the others', async () => {
      const hero = await file('splittable');
      const [v1, v2, v3] = hero.versions;
      const onV2 = await insertComment(t, {
        file: hero,
        versionId: v2!.id,
        userId: team.admin.user.id,
        replies: [{ userId: team.collaborator.user.id }],
      });
      const onV1 = await insertComment(t, { file: hero, versionId: v1!.id, userId: team.admin.user.id });
      const response = await call('PUT', `/${hero.id}/version/${v2!.id}/split`, team.admin.token);
      expect(response.statusCode).toBe(200);
      const { file: source, newFile } = response.json<SplitVersionResponse>();
      expect(source.versions.map((version) => version.versionId)).toEqual([v1!.id, v3!.id]);
      expect(source.activeVersionId).toBe(v3!.id);
      expect(newFile).toMatchObject({
        name: 'splittable-v2.png',
        folderId,
        workspaceId: team.workspace.id,
        activeVersionId: v2!.id,
        size: v2!.size,
      });
      expect(newFile.versions).toMatchObject([
        { versionId: v2!.id, number: 1, isActive: true, discussionCount: 1 },
      ]);
      expect(await versionRows(newFile._id)).toMatchObject([{ id: v2!.id, number: 1 }]);
      const comments = await t.context.database.db.select().from(driveDiscussions);
      expect(comments.find((row) => row.id === onV2.id)?.fileId).toBe(newFile._id);
      expect(comments.find((row) => row.id === onV1.id)?.fileId).toBe(hero.id);
    });

    it('splitting the active version makes the newest remaining one active', async () => {
      const hero = await file('split-active');
      const [v1, v2, v3] = hero.versions;
      const response = await call('PUT', `/${hero.id}/version/${v3!.id}/split`, team.collaborator.token);
      expect(response.statusCode).toBe(200);
      expect(await fileRow(hero.id)).toMatchObject({ activeVersionId: v2!.id, size: v2!.size });
      expect((await versionRows(hero.id)).map((row) => row.id)).toEqual([v1!.id, v2!.id]);
    });

    it("refuses a file's only version with a clear message, a guest and another organisation", async () => {
      const single = await file('single', 1);
      const hero = await file('split-refused');
      await expectRefused([
        [
          'collaborator',
          'PUT',
          `/${single.id}/version/${single.versions[0]!.id}/split`,
          undefined,
          400,
          "A file's only version can't be split into a new file",
        ],
        ['guest', 'PUT', `/${hero.id}/version/${hero.versions[0]!.id}/split`, undefined, 403, DENIED],
        ['outsider', 'PUT', `/${hero.id}/version/${hero.versions[0]!.id}/split`, undefined, 404],
        ['collaborator', 'PUT', `/${hero.id}/version/${sibling.versions[0]!.id}/split`, undefined, 404],
      ]);
    });
  });

  describe('merging a file into another', () => {
    it("adds its versions after the target's, in upload order, with their comments, and deletes it", async () => {
      const source = await file('merge-source', 2);
      const target = await file('merge-target', 2);
      const comment = await insertComment(t, {
        file: source,
        versionId: source.versions[0]!.id,
        userId: team.admin.user.id,
      });
      await watch(t, {
        userId: team.admin.user.id,
        targetId: source.id,
        kind: 'file',
        workspaceId: team.workspace.id,
      });
      const response = await call('PUT', `/${source.id}/merge-to/${target.id}`, team.collaborator.token);
      expect(response.statusCode).toBe(200);
      const body = response.json<DriveFile>();
      const newest = source.versions[1]!;
      expect(body).toMatchObject({ _id: target.id, activeVersionId: newest.id, size: newest.size });
      expect(body.versions.map((version) => [version.versionId, version.number])).toEqual([
        [target.versions[0]!.id, 1],
        [target.versions[1]!.id, 2],
        [source.versions[0]!.id, 3],
        [source.versions[1]!.id, 4],
      ]);
      expect(await fileRow(source.id)).toBeUndefined();
      const [moved] = await t.context.database.db
        .select()
        .from(driveDiscussions)
        .where(eq(driveDiscussions.id, comment.id));
      expect(moved).toMatchObject({ fileId: target.id, versionId: source.versions[0]!.id });
      const watches = await t.context.database.db
        .select()
        .from(driveWatchers)
        .where(eq(driveWatchers.targetId, source.id));
      expect(watches).toEqual([]);
    });

    it('refuses a merge into itself, another workspace or organisation, a guest, changing nothing', async () => {
      const source = await file('merge-refused', 2);
      const target = await file('merge-refused-target', 1);
      await expectRefused([
        [
          'collaborator',
          'PUT',
          `/${source.id}/merge-to/${source.id}`,
          undefined,
          400,
          "A file can't be merged into itself",
        ],
        [
          'collaborator',
          'PUT',
          `/${source.id}/merge-to/${source.id.toUpperCase()}`,
          undefined,
          400,
          "A file can't be merged into itself",
        ],
        ['collaborator', 'PUT', `/${source.id}/merge-to/${sibling.id}`, undefined, 404],
        ['collaborator', 'PUT', `/${source.id}/merge-to/${foreign.id}`, undefined, 404],
        ['collaborator', 'PUT', `/${source.id}/merge-to/${randomUUID()}`, undefined, 404],
        ['collaborator', 'PUT', `/${source.id}/merge-to/nothing`, undefined, 404],
        ['collaborator', 'PUT', `/${foreign.id}/merge-to/${target.id}`, undefined, 404],
        ['outsider', 'PUT', `/${source.id}/merge-to/${target.id}`, undefined, 404],
        ['guest', 'PUT', `/${source.id}/merge-to/${target.id}`, undefined, 403, DENIED],
      ]);
    });
  });

  describe('renaming a version', () => {
    it('keeps the cleaned name', async () => {
      const hero = await file('rename');
      const version = hero.versions[1]!;
      const response = await call('PUT', `/${hero.id}/version/${version.id}`, team.collaborator.token, {
        name: '  Final\u0000 cut\tv2  ',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<DriveFile>().versions[1]).toMatchObject({
        versionId: version.id,
        name: 'Final cut v2',
      });
      const [row] = await t.context.database.db
        .select()
        .from(driveFileVersions)
        .where(eq(driveFileVersions.id, version.id));
      expect(row!.originalName).toBe('Final cut v2');
    });

    it('refuses a bad name (never a 500), a guest and another organisation', async () => {
      const hero = await file('rename-refused');
      const url = `/${hero.id}/version/${hero.versions[0]!.id}`;
      await expectRefused([
        ['collaborator', 'PUT', url, {}, 400, 'Please enter a name'],
        ['collaborator', 'PUT', url, { name: '   ' }, 400, 'Please enter a name'],
        ['collaborator', 'PUT', url, { name: 42 }, 400, 'Please enter a name'],
        [
          'collaborator',
          'PUT',
          url,
          { name: 'x'.repeat(256) },
          400,
          'Name must be at most 255 characters long',
        ],
        [
          'collaborator',
          'PUT',
          url,
          { name: 'x'.repeat(100_000) },
          400,
          'Name must be at most 255 characters long',
        ],
        ['collaborator', 'PUT', url, { name: 'Cut\ud800' }, 400, 'Please enter a name'],
        ['collaborator', 'PUT', url, { name: '\u0000' }, 400, 'Please enter a name'],
        ['guest', 'PUT', url, { name: 'Guest cut' }, 403, DENIED],
        ['outsider', 'PUT', url, { name: 'Rival cut' }, 404],
        ['collaborator', 'PUT', `/${foreign.id}/version/${foreign.versions[0]!.id}`, { name: 'Mine' }, 404],
      ]);
    });
  });

  describe('deleting a version', () => {
    it('removes it, its comments and its stored media; the other versions stay', async () => {
      const hero = await file('delete');
      const [v1, v2, v3] = hero.versions;
      const comment = await insertComment(t, {
        file: hero,
        versionId: v1!.id,
        userId: team.admin.user.id,
        replies: [{ userId: team.admin.user.id }],
      });
      const response = await call('DELETE', `/${hero.id}/version/${v1!.id}`, team.collaborator.token);
      expect(response.statusCode).toBe(200);
      expect(response.json<DriveFile>()).toMatchObject({ activeVersionId: v3!.id });
      expect((await versionRows(hero.id)).map((row) => row.id)).toEqual([v2!.id, v3!.id]);
      const comments = await t.context.database.db
        .select()
        .from(driveDiscussions)
        .where(eq(driveDiscussions.id, comment.id));
      expect(comments).toEqual([]);
      expect(await t.context.storage.head(v1!.storageKey)).toBeUndefined();
      expect(await t.context.storage.head(v1!.thumbnailKey!)).toBeUndefined();
      expect(await t.context.storage.head(v2!.storageKey)).toBeDefined();
    });

    it('deleting the active version makes the newest remaining one active', async () => {
      const hero = await file('delete-active');
      const [v1, v2, v3] = hero.versions;
      await call('PUT', `/${hero.id}/version/${v1!.id}/active`, team.collaborator.token);
      const response = await call('DELETE', `/${hero.id}/version/${v1!.id}`, team.collaborator.token);
      expect(response.statusCode).toBe(200);
      expect(await fileRow(hero.id)).toMatchObject({ activeVersionId: v3!.id, size: v3!.size });
      expect((await versionRows(hero.id)).map((row) => row.id)).toEqual([v2!.id, v3!.id]);
    });

    it("refuses a file's only version, a guest and another organisation, changing nothing", async () => {
      const single = await file('delete-single', 1);
      const hero = await file('delete-refused');
      await expectRefused([
        [
          'collaborator',
          'DELETE',
          `/${single.id}/version/${single.versions[0]!.id}`,
          undefined,
          400,
          "A file's only version can't be deleted. Delete the file instead.",
        ],
        ['guest', 'DELETE', `/${hero.id}/version/${hero.versions[0]!.id}`, undefined, 403, DENIED],
        ['outsider', 'DELETE', `/${hero.id}/version/${hero.versions[0]!.id}`, undefined, 404],
        ['collaborator', 'DELETE', `/${hero.id}/version/${foreign.versions[0]!.id}`, undefined, 404],
        ['collaborator', 'DELETE', `/${foreign.id}/version/${foreign.versions[0]!.id}`, undefined, 404],
      ]);
      expect(await t.context.storage.head(single.versions[0]!.storageKey)).toBeDefined();
    });
  });

  it('documents the review paths in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/assets/file/{fileId}/version/{versionId}/active',
        '/api/v1/assets/file/{fileId}/version/{versionId}/split',
        '/api/v1/assets/file/{fileId}/merge-to/{targetFileId}',
        '/api/v1/assets/file/{fileId}/version/{versionId}',
        '/api/v1/assets/file/{fileId}/version/{versionId}/discussion',
        '/api/v1/assets/file/{fileId}/version/{versionId}/discussion/{discussionId}',
        '/api/v1/assets/file/{fileId}/version/{versionId}/discussion/{discussionId}/reply',
        '/api/v1/assets/file/{fileId}/version/{versionId}/discussion/{discussionId}/reply/{replyId}',
        '/api/v1/assets/folder/{folderId}/chat',
      ]),
    );
  });

  describe('parallel changes', () => {
    it('two merges into one file at once number every version once', async () => {
      const target = await file('parallel-target', 2);
      const first = await file('parallel-a', 2);
      const second = await file('parallel-b', 3);
      const responses = await Promise.all([
        call('PUT', `/${first.id}/merge-to/${target.id}`, team.collaborator.token),
        call('PUT', `/${second.id}/merge-to/${target.id}`, team.admin.token),
      ]);
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
      const rows = await versionRows(target.id);
      expect(rows.map((row) => row.number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(new Set(rows.map((row) => row.id))).toEqual(
        new Set([...target.versions, ...first.versions, ...second.versions].map((version) => version.id)),
      );
      const active = (await fileRow(target.id))!.activeVersionId;
      expect([first.versions.at(-1)!.id, second.versions.at(-1)!.id]).toContain(active);
    });

    it('two files merged into each other at once: one wins, nothing is lost', async () => {
      const a = await file('crossed-a', 2);
      const b = await file('crossed-b', 2);
      const responses = await Promise.all([
        call('PUT', `/${a.id}/merge-to/${b.id}`, team.collaborator.token),
        call('PUT', `/${b.id}/merge-to/${a.id}`, team.collaborator.token),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 404]);
      const survivor = (await fileRow(a.id)) ? a : b;
      const rows = await versionRows(survivor.id);
      expect(rows.map((row) => row.number)).toEqual([1, 2, 3, 4]);
      expect(rows).toHaveLength(4);
    });

    it('an activation and a split at once leave the file showing one of its own versions', async () => {
      const hero = await file('parallel-activate', 3);
      const [v1, v2] = hero.versions;
      await Promise.all([
        call('PUT', `/${hero.id}/version/${v1!.id}/active`, team.collaborator.token),
        call('PUT', `/${hero.id}/version/${v1!.id}/split`, team.admin.token),
        call('PUT', `/${hero.id}/version/${v2!.id}/active`, team.admin.token),
      ]);
      const row = await fileRow(hero.id);
      const own = await t.context.database.db
        .select()
        .from(driveFileVersions)
        .where(and(eq(driveFileVersions.fileId, hero.id), eq(driveFileVersions.id, row!.activeVersionId!)));
      expect(own).toHaveLength(1);
      expect(row!.size).toBe(own[0]!.size);
    });
  });
});
