import type { Workspace } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspaces } from '../../../composition/tables.ts';
import { bearer } from '../../../test/factories.ts';
import { createTeam } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { multipartUpload, testImage } from '../../../test/upload-fixtures.ts';

describe('workspace thumbnail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const upload = async (workspaceId: string, token: string, file: Buffer, contentType = 'image/png') => {
    const body = multipartUpload(file, { contentType });
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/workspace/${workspaceId}/thumbnail`,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  };
  const remove = (workspaceId: string, token: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/v1/workspace/${workspaceId}/thumbnail`,
      headers: bearer(token),
    });
  const thumbnailKey = async (workspaceId: string) =>
    (await t.context.database.db.select().from(workspaces).where(eq(workspaces.id, workspaceId)))[0]
      ?.thumbnailKey;

  it('stores a normalised thumbnail under the organisation and serves it at thumbnailURL', async () => {
    const team = await createTeam(t);
    const response = await upload(
      team.workspace.id,
      team.collaborator.token,
      await testImage(640, 480, 'jpeg'),
      'image/jpeg',
    );
    expect(response.statusCode).toBe(200);
    const { thumbnailURL } = response.json<Workspace>();
    expect(thumbnailURL).toMatch(new RegExp(`^/api/v1/workspace/${team.workspace.id}/thumbnail/[a-z0-9]+$`));
    expect(await thumbnailKey(team.workspace.id)).toMatch(
      new RegExp(`^orgs/${team.org.id}/workspaces/${team.workspace.id}/thumbnail-[a-z0-9]+\\.jpg$`),
    );
    const served = await t.app.inject({ method: 'GET', url: thumbnailURL ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(served.rawPayload).metadata()).height).toBe(480);

    // Everyone who opens the workspace sees it, in the list too.
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/workspace?orgId=${team.org.id}`,
      headers: bearer(team.guest.token),
    });
    expect(list.json<{ data: Workspace[] }>().data[0]?.thumbnailURL).toBe(thumbnailURL);

    const replaced = await upload(team.workspace.id, team.admin.token, await testImage(300, 300, 'png'));
    expect(replaced.json<Workspace>().thumbnailURL).not.toBe(thumbnailURL);
    expect((await t.app.inject({ method: 'GET', url: thumbnailURL ?? '' })).statusCode).toBe(404);
  });

  it('refuses a picture that is not a JPG or PNG, keeping none', async () => {
    const team = await createTeam(t);
    const gif = await upload(
      team.workspace.id,
      team.admin.token,
      await testImage(300, 300, 'gif'),
      'image/gif',
    );
    expect(gif.statusCode).toBe(400);
    expect(gif.json()).toEqual({ message: 'Please upload a JPG or PNG image', code: 'VALIDATION_FAILED' });
    expect(await thumbnailKey(team.workspace.id)).toBeNull();
  });

  it('answers 403 to a guest and 404 across organisations, storing nothing', async () => {
    const team = await createTeam(t);
    const image = await testImage(300, 300, 'png');
    expect((await upload(team.workspace.id, team.guest.token, image)).statusCode).toBe(403);
    expect((await upload(team.workspace.id, team.outsider.token, image)).statusCode).toBe(404);
    expect(await thumbnailKey(team.workspace.id)).toBeNull();
  });

  it('removes the thumbnail for an admin or collaborator only', async () => {
    const team = await createTeam(t);
    const uploaded = await upload(team.workspace.id, team.admin.token, await testImage(300, 300, 'png'));
    const { thumbnailURL } = uploaded.json<Workspace>();
    const key = await thumbnailKey(team.workspace.id);
    expect((await remove(team.workspace.id, team.guest.token)).statusCode).toBe(403);
    expect((await remove(team.workspace.id, team.outsider.token)).statusCode).toBe(404);
    expect(await thumbnailKey(team.workspace.id)).toBe(key);

    const removed = await remove(team.workspace.id, team.collaborator.token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'Workspace avatar removed successfully' });
    expect(await thumbnailKey(team.workspace.id)).toBeNull();
    expect(await t.context.storage.get(key ?? '')).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: thumbnailURL ?? '' })).statusCode).toBe(404);
  });

  it('removes the stored thumbnail with the workspace', async () => {
    const team = await createTeam(t);
    await upload(team.workspace.id, team.admin.token, await testImage(300, 300, 'png'));
    const key = await thumbnailKey(team.workspace.id);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/workspace/${team.workspace.id}`,
      headers: bearer(team.admin.token),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await t.context.storage.get(key ?? '')).toBeUndefined();
  });
});
