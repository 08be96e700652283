import { BYTES_PER_GB, DRIVE_MAX_FILE_BYTES, DRIVE_UPLOAD_MESSAGES } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/factories.ts';
import { createTeam } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { testImage } from '../../../test/upload-fixtures.ts';
import { driveUploads } from '../tables.ts';
import { insertDriveFile } from '../test-support/drive-rows.ts';
import { tusClient } from './test-support-tus.ts';
import { pruneUploads } from './upload-prune.job.ts';
import { UPLOAD_IDLE_MS } from './upload-records.ts';
import { PENDING_UPLOADS_PER_LINK, PENDING_UPLOADS_PER_ORG } from './upload-reservations.ts';

const messageOf = (response: { json: <T>() => T }) => response.json<{ message: string }>().message;
const FREE_TIER_BYTES = 30 * BYTES_PER_GB;

describe('uploads reserve their declared length from their creation', () => {
  let t: TestApp;
  let png: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    png = await testImage(200, 100, 'png');
  });
  afterAll(() => t.close());

  const pendingOf = (orgId: string) =>
    t.context.database.db.select().from(driveUploads).where(eq(driveUploads.orgId, orgId));

  it('counts started uploads against the storage: concurrent creations never reserve past the limit', async () => {
    const team = await createTeam(t);
    const tus = tusClient(t, team.admin.token);
    // Eight uploads of 5 GB at once against 30 GB: exactly six fit, whatever the order they arrive in.
    const attempts = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        tus.create({
          size: DRIVE_MAX_FILE_BYTES,
          metadata: { filename: `big ${index}.mp4`, workspaceId: team.workspace.id },
        }),
      ),
    );
    const statuses = attempts.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 403, 403]);
    const refused = attempts.find((response) => response.statusCode === 403)!;
    expect(refused.json()).toEqual({
      code: 'PLAN_LIMIT_REACHED',
      message: DRIVE_UPLOAD_MESSAGES.storageFull(30),
    });
    const reserved = (await pendingOf(team.org.id)).reduce((sum, row) => sum + row.size, 0);
    expect(reserved).toBe(6 * DRIVE_MAX_FILE_BYTES);
    expect(reserved).toBeLessThanOrEqual(FREE_TIER_BYTES);

    // Even a small upload is refused while the reservations fill the plan…
    const small = await tus.create({
      size: png.length,
      metadata: { filename: 'small.png', workspaceId: team.workspace.id },
    });
    expect(small.statusCode).toBe(403);
    // …and fits once one of them is abandoned (DELETE) and the reservation released.
    const first = attempts.find((response) => response.statusCode === 201)!;
    expect((await tus.remove(String(first.headers['location']))).statusCode).toBe(204);
    const fits = await tus.upload(png, { filename: 'small.png', workspaceId: team.workspace.id });
    expect(fits.finished.statusCode).toBe(204);
    // The finished upload's bytes are stored, no longer reserved.
    const rows = await pendingOf(team.org.id);
    expect(rows.filter((row) => row.state === 'done').map((row) => row.size)).toEqual([png.length]);
    expect(rows.filter((row) => row.state === 'pending')).toHaveLength(5);
  });

  it('checks the stored bytes and the reservations together', async () => {
    const team = await createTeam(t);
    await insertDriveFile(t, {
      workspace: team.workspace,
      folderId: null,
      name: 'most of it',
      size: FREE_TIER_BYTES - DRIVE_MAX_FILE_BYTES - 1000,
    });
    const tus = tusClient(t, team.admin.token);
    const first = await tus.create({
      size: DRIVE_MAX_FILE_BYTES,
      metadata: { filename: 'one.mp4', workspaceId: team.workspace.id },
    });
    expect(first.statusCode).toBe(201);
    const second = await tus.create({
      size: 2000,
      metadata: { filename: 'two.png', workspaceId: team.workspace.id },
    });
    expect(second.statusCode).toBe(403);
    expect(messageOf(second)).toBe(DRIVE_UPLOAD_MESSAGES.storageFull(30));
  });

  it(`lets an organisation have at most ${PENDING_UPLOADS_PER_ORG} unfinished uploads (429)`, async () => {
    const team = await createTeam(t);
    const tus = tusClient(t, team.collaborator.token);
    const create = (index: number) =>
      tus.create({ size: 100, metadata: { filename: `${index}.png`, workspaceId: team.workspace.id } });
    const created = await Promise.all(Array.from({ length: PENDING_UPLOADS_PER_ORG }, (_, i) => create(i)));
    expect(created.map((response) => response.statusCode)).toEqual(
      Array.from({ length: PENDING_UPLOADS_PER_ORG }, () => 201),
    );
    const refused = await tusClient(t, team.admin.token).create({
      size: 100,
      metadata: { filename: 'one too many.png', workspaceId: team.workspace.id },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: DRIVE_UPLOAD_MESSAGES.tooManyPendingUploads(PENDING_UPLOADS_PER_ORG),
    });
    // Another organisation is not held back by this one's uploads.
    const other = await createTeam(t);
    const elsewhere = await tusClient(t, other.admin.token).create({
      size: 100,
      metadata: { filename: 'elsewhere.png', workspaceId: other.workspace.id },
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it(`lets a file-collect link have at most ${PENDING_UPLOADS_PER_LINK} unfinished uploads (429), and checks the link on every part`, async () => {
    const team = await createTeam(t);
    const linked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/assets/file-collect',
      headers: bearer(team.admin.token),
      payload: { workspaceId: team.workspace.id, folderId: team.workspace.id },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    const linkId = linked.json<{ _id: string }>()._id;
    const endpoint = `/api/v1/public/file-collect/${linkId}/upload`;
    const anyone = tusClient(t);
    const created = [];
    for (let index = 0; index < PENDING_UPLOADS_PER_LINK; index += 1) {
      const response = await anyone.create({
        size: png.length,
        metadata: { filename: `${index}.png` },
        endpoint,
      });
      expect(response.statusCode).toBe(201);
      created.push(String(response.headers['location']));
    }
    const refused = await anyone.create({ size: 100, metadata: { filename: 'more.png' }, endpoint });
    expect(refused.statusCode).toBe(429);
    expect(messageOf(refused)).toBe(DRIVE_UPLOAD_MESSAGES.tooManyLinkUploads(PENDING_UPLOADS_PER_LINK));
    // The organisation's members still upload.
    const member = await tusClient(t, team.admin.token).create({
      size: 100,
      metadata: { filename: 'member.png', workspaceId: team.workspace.id },
    });
    expect(member.statusCode).toBe(201);

    // A part sent once the link is off is refused, and the upload is forgotten with its reservation.
    const location = created[0]!;
    expect((await anyone.patch(location, 0, png.subarray(0, 50))).statusCode).toBe(204);
    const off = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/assets/file-collect/${linkId}`,
      headers: bearer(team.admin.token),
      payload: { enabled: false },
    });
    expect(off.statusCode).toBe(200);
    const late = await anyone.patch(location, 50, png.subarray(50));
    expect(late.statusCode).toBe(403);
    expect(messageOf(late)).toBe(DRIVE_UPLOAD_MESSAGES.fileCollectDisabled);
    const id = location.split('/').at(-1)!;
    expect(await t.context.database.db.select().from(driveUploads).where(eq(driveUploads.id, id))).toEqual(
      [],
    );
  });

  it('prunes uploads idle for an hour, releasing their reservation; a part keeps an upload alive', async () => {
    const team = await createTeam(t);
    const tus = tusClient(t, team.admin.token);
    const locations = [];
    for (let index = 0; index < 6; index += 1) {
      const response = await tus.create({
        size: DRIVE_MAX_FILE_BYTES,
        metadata: { filename: `abandoned ${index}.mp4`, workspaceId: team.workspace.id },
      });
      expect(response.statusCode).toBe(201);
      locations.push(String(response.headers['location']));
    }
    const blocked = await tus.create({
      size: png.length,
      metadata: { filename: 'later.png', workspaceId: team.workspace.id },
    });
    expect(blocked.statusCode).toBe(403);
    // Half an hour on, one of them gets a part: it stays; the others go an hour after they were created.
    const db = t.context.database.db;
    const halfHourAgo = new Date(Date.now() - UPLOAD_IDLE_MS / 2);
    await db.update(driveUploads).set({ activeAt: halfHourAgo }).where(eq(driveUploads.orgId, team.org.id));
    expect((await tus.patch(locations[0]!, 0, Buffer.from('abc'))).statusCode).toBe(204);
    await pruneUploads(t.context, new Date(Date.now() + UPLOAD_IDLE_MS / 2 + 60_000));
    const left = await db.select().from(driveUploads).where(eq(driveUploads.orgId, team.org.id));
    expect(left.map((row) => row.id)).toEqual([locations[0]!.split('/').at(-1)]);
    expect((await tus.head(locations[1]!)).statusCode).toBe(404);
    const fits = await tus.upload(png, { filename: 'later.png', workspaceId: team.workspace.id });
    expect(fits.finished.statusCode).toBe(204);
  });
});
