import { BYTES_PER_GB, DRIVE_UPLOAD_MESSAGES } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/factories.ts';
import { createTeam } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { driveZipJobs } from '../tables.ts';
import { NASTY_TEXT } from '../test-support/drive-calls.ts';
import { insertDriveFile, insertDriveFolder, isStored } from '../test-support/drive-rows.ts';
import { readZipEntries } from './test-support-zip-reader.ts';
import { checkZipCaps, pruneExpiredZipJobs, ZIP_MAX_FILES } from './zip-jobs.service.ts';

const messageOf = (response: LightMyRequestResponse) => response.json<{ message: string }>().message;
const bytesOfKey = (key: string) => Buffer.from(`bytes of ${key}`);

describe('zips of files and folders', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;
  let hero: Awaited<ReturnType<typeof insertDriveFile>>;
  let campaign: Awaited<ReturnType<typeof insertDriveFolder>>;
  let posters: Array<Awaited<ReturnType<typeof insertDriveFile>>>;
  let cut: Awaited<ReturnType<typeof insertDriveFile>>;

  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
    const workspace = team.workspace;
    hero = await insertDriveFile(t, { workspace, folderId: null, name: 'hero', versions: 2 });
    campaign = await insertDriveFolder(t, { workspace, name: 'Campaign' });
    const round2 = await insertDriveFolder(t, { workspace, name: 'Round 2', parentId: campaign.id });
    posters = [
      await insertDriveFile(t, { workspace, folderId: campaign.id, name: 'poster' }),
      await insertDriveFile(t, { workspace, folderId: campaign.id, name: 'poster.png' }),
    ];
    cut = await insertDriveFile(t, { workspace, folderId: round2.id, name: 'cut', kind: 'video' });
    await insertDriveFile(t, { workspace, folderId: null, name: 'not chosen' });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, token: string | undefined, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    });
  const jobs = () => t.context.database.db.select().from(driveZipJobs).orderBy(driveZipJobs.id);

  it('zips chosen files at the top and folders with everything inside, paths kept and clashing names made unique', async () => {
    const started = Date.now();
    const created = await call('POST', '/archive-assets', team.collaborator.token, {
      workspaceId: team.workspace.id,
      fileIds: [hero.id],
      folderIds: [campaign.id],
    });
    expect(created.statusCode, created.body).toBe(200);
    const job = created.json<{ _id: string; status: string; progress: number; expiresAt: string }>();
    expect(job).toMatchObject({ status: 'ready', progress: 100 });
    const expiresIn = Date.parse(job.expiresAt) - started;
    expect(expiresIn).toBeGreaterThan(6 * 3600_000 - 60_000);
    expect(expiresIn).toBeLessThan(6 * 3600_000 + 60_000);
    const [row] = await t.context.database.db.select().from(driveZipJobs).where(eq(driveZipJobs.id, job._id));
    expect(row).toMatchObject({
      orgId: team.org.id,
      workspaceId: team.workspace.id,
      userId: team.collaborator.user.id,
      status: 'ready',
      storageKey: `zips/${team.org.id}/${job._id}.zip`,
    });

    const read = await call('GET', `/archive-assets/${job._id}`, team.collaborator.token);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ ...job, size: row!.size, error: null });

    const download = await call('GET', `/archive-assets/${job._id}/download`, team.collaborator.token);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="Creative Hub files /);
    const entries = readZipEntries(download.rawPayload);
    expect([...entries.keys()].sort()).toEqual([
      'Campaign/Round 2/cut.mp4',
      'Campaign/poster (2).png',
      'Campaign/poster.png',
      'hero.png',
    ]);
    expect(entries.get('hero.png')).toEqual(bytesOfKey(hero.versions[1]!.storageKey));
    expect(entries.get('Campaign/Round 2/cut.mp4')).toEqual(bytesOfKey(cut.versions[0]!.storageKey));
    const posterBytes = [entries.get('Campaign/poster.png'), entries.get('Campaign/poster (2).png')];
    expect(posterBytes).toEqual(
      expect.arrayContaining(posters.map((poster) => bytesOfKey(poster.versions[0]!.storageKey))),
    );
  });

  it("zips the workspace's root (its id as a folder): everything, at the top", async () => {
    const created = await call('POST', '/archive-assets', team.guest.token, {
      workspaceId: team.workspace.id,
      folderIds: [team.workspace.id],
    });
    expect(created.statusCode).toBe(200);
    const { _id } = created.json<{ _id: string }>();
    const download = await call('GET', `/archive-assets/${_id}/download`, team.guest.token);
    const names = [...readZipEntries(download.rawPayload).keys()].sort();
    expect(names).toEqual([
      'Campaign/Round 2/cut.mp4',
      'Campaign/poster (2).png',
      'Campaign/poster.png',
      'hero.png',
      'not chosen.png',
    ]);
  });

  it('shows a job only to the member who asked for it; other organisations get 404 and change nothing', async () => {
    const created = await call('POST', '/archive-assets', team.admin.token, {
      workspaceId: team.workspace.id,
      fileIds: [hero.id],
    });
    const { _id } = created.json<{ _id: string }>();
    const before = await jobs();
    for (const token of [team.collaborator.token, team.guest.token, team.outsider.token]) {
      expect((await call('GET', `/archive-assets/${_id}`, token)).statusCode).toBe(404);
      expect((await call('GET', `/archive-assets/${_id}/download`, token)).statusCode).toBe(404);
    }
    expect((await call('GET', `/archive-assets/${_id}`, undefined)).statusCode).toBe(401);
    expect((await call('GET', '/archive-assets/not-an-id', team.admin.token)).statusCode).toBe(404);

    const foreignFile = await insertDriveFile(t, {
      workspace: team.otherWorkspace,
      folderId: null,
      name: 'rival',
    });
    const foreignFolder = await insertDriveFolder(t, { workspace: team.otherWorkspace, name: 'Rival' });
    const refused: Array<[object, number, string?]> = [
      [{ workspaceId: team.otherWorkspace.id, fileIds: [foreignFile.id] }, 404],
      [{ workspaceId: team.workspace.id, fileIds: [foreignFile.id] }, 404],
      [{ workspaceId: team.workspace.id, folderIds: [foreignFolder.id] }, 404],
      [{ workspaceId: team.workspace.id, folderIds: [team.otherWorkspace.id] }, 404],
      [{ workspaceId: team.workspace.id, fileIds: [hero.id, 'not-an-id'] }, 404],
      [{ workspaceId: team.workspace.id }, 400, DRIVE_UPLOAD_MESSAGES.zipNothingChosen],
      [
        { workspaceId: team.workspace.id, fileIds: [], folderIds: [] },
        400,
        DRIVE_UPLOAD_MESSAGES.zipNothingChosen,
      ],
      [{ fileIds: [hero.id] }, 400, DRIVE_UPLOAD_MESSAGES.workspaceRequired],
      [{ workspaceId: team.workspace.id, fileIds: 'hero' }, 400],
    ];
    for (const [payload, status, message] of refused) {
      const response = await call('POST', '/archive-assets', team.admin.token, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(status);
      if (message) expect(messageOf(response)).toBe(message);
    }
    // Text no id is made of: refused as text (400) or as an id that names nothing (404), never a 500.
    for (const text of Object.values(NASTY_TEXT)) {
      for (const payload of [
        { workspaceId: team.workspace.id, fileIds: [text] },
        { workspaceId: team.workspace.id, folderIds: [text] },
        { workspaceId: text, fileIds: [hero.id] },
      ]) {
        const response = await call('POST', '/archive-assets', team.admin.token, payload);
        expect([400, 404], JSON.stringify(payload).slice(0, 120)).toContain(response.statusCode);
      }
    }
    const outsider = await call('POST', '/archive-assets', team.outsider.token, {
      workspaceId: team.workspace.id,
      fileIds: [hero.id],
    });
    expect(outsider.statusCode).toBe(404);
    expect(await jobs()).toEqual(before);
  });

  it('answers 409 for the download of a zip not built yet', async () => {
    const [queued] = await t.context.database.db
      .insert(driveZipJobs)
      .values({
        orgId: team.org.id,
        workspaceId: team.workspace.id,
        userId: team.admin.user.id,
        fileIds: [hero.id],
        expiresAt: new Date(Date.now() + 3600_000),
      })
      .returning();
    const response = await call('GET', `/archive-assets/${queued!.id}/download`, team.admin.token);
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe(DRIVE_UPLOAD_MESSAGES.zipNotReady);
    expect((await call('GET', `/archive-assets/${queued!.id}`, team.admin.token)).json()).toMatchObject({
      status: 'queued',
      progress: 0,
    });
  });

  it('names entries and downloads without control, bidi override or other format characters', async () => {
    const workspace = team.workspace;
    const folder = await insertDriveFolder(t, { workspace, name: 'Spoof\u202Ed\u0007' });
    // Shown as "invoiceexe.pdf" by a right-to-left override; a zero-width space and an isolate hide inside.
    const spoof = await insertDriveFile(t, {
      workspace,
      folderId: folder.id,
      name: 'invoice\u202Efdp\u200B.exe\u2066',
    });
    const created = await call('POST', '/archive-assets', team.collaborator.token, {
      workspaceId: workspace.id,
      folderIds: [folder.id],
    });
    expect(created.statusCode, created.body).toBe(200);
    const { _id } = created.json<{ _id: string }>();
    const download = await call('GET', `/archive-assets/${_id}/download`, team.collaborator.token);
    expect([...readZipEntries(download.rawPayload).keys()]).toEqual(['Spoofd/invoicefdp.exe.png']);

    const single = await call('GET', `/assets/file/${spoof.id}/download`, team.collaborator.token);
    expect(single.statusCode).toBe(200);
    const disposition = single.headers['content-disposition'] as string;
    expect(disposition).toContain('filename="invoicefdp.exe.png"');
    expect(disposition).toContain("filename*=UTF-8''invoicefdp.exe.png");
  });

  it('prunes expired jobs and their zips: when one is read, and on the schedule', async () => {
    const make = async () => {
      const created = await call('POST', '/archive-assets', team.admin.token, {
        workspaceId: team.workspace.id,
        fileIds: [hero.id],
      });
      const { _id } = created.json<{ _id: string }>();
      const [row] = await t.context.database.db.select().from(driveZipJobs).where(eq(driveZipJobs.id, _id));
      return row!;
    };
    const first = await make();
    const second = await make();
    await t.context.database.db
      .update(driveZipJobs)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(driveZipJobs.id, first.id));
    expect(await isStored(t, first.storageKey!)).toBe(true);
    expect((await call('GET', `/archive-assets/${first.id}`, team.admin.token)).statusCode).toBe(404);
    expect(await isStored(t, first.storageKey!)).toBe(false);
    expect(
      await t.context.database.db.select().from(driveZipJobs).where(eq(driveZipJobs.id, first.id)),
    ).toEqual([]);

    expect(
      await pruneExpiredZipJobs(t.context, { now: new Date(Date.now() + 7 * 3600_000) }),
    ).toBeGreaterThan(0);
    expect(await isStored(t, second.storageKey!)).toBe(false);
    expect(await jobs()).toEqual([]);
  });

  it('caps a zip at 10,000 files and 20 GB', () => {
    const entry = { path: 'a.png', storageKey: 'k', size: 1, modifiedAt: new Date() };
    expect(() => checkZipCaps(Array.from({ length: ZIP_MAX_FILES + 1 }, () => entry))).toThrow(
      'A zip can hold at most 10,000 files',
    );
    expect(() => checkZipCaps([{ ...entry, size: 21 * BYTES_PER_GB }])).toThrow(
      'A zip can hold at most 20 GB',
    );
    expect(() => checkZipCaps([])).toThrow(DRIVE_UPLOAD_MESSAGES.zipEmpty);
  });
});
