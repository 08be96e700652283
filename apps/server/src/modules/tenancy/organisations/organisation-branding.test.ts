import type { Organisation, OrganisationSummary } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations } from '../../../composition/tables.ts';
import { bearer } from '../../../test/factories.ts';
import { createTeam } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { multipartUpload, testImage } from '../../../test/upload-fixtures.ts';
import { giveSubscription } from '../../billing/test-support-billing.ts';

describe('organisation logo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const upload = async (orgId: string, token: string, file: Buffer, contentType = 'image/png') => {
    const body = multipartUpload(file, { contentType });
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/organisation/${orgId}/thumbnail`,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  };
  const remove = (orgId: string, token: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/v1/organisation/${orgId}/thumbnail`,
      headers: bearer(token),
    });
  const logoKey = async (orgId: string) =>
    (await t.context.database.db.select().from(organisations).where(eq(organisations.id, orgId)))[0]?.logoKey;
  /** A team whose plan allows a logo (white labelling comes with starter). */
  const whiteLabelTeam = async () => {
    const team = await createTeam(t);
    await giveSubscription(t, team.org.id, 'creative_suite', 'starter');
    return team;
  };

  it('refuses a logo without white labelling (free and basic), with the upgrade message', async () => {
    const team = await createTeam(t);
    const image = await testImage(300, 300, 'png');
    const refusal = { message: 'Upgrade your plan to add your logo', code: 'PLAN_FEATURE_REQUIRED' };
    const onFree = await upload(team.org.id, team.admin.token, image);
    expect(onFree.statusCode).toBe(403);
    expect(onFree.json()).toEqual(refusal);
    await giveSubscription(t, team.org.id, 'creative_suite', 'basic');
    expect((await upload(team.org.id, team.admin.token, image)).json()).toEqual(refusal);
    expect(await logoKey(team.org.id)).toBeNull();
    // A legacy product's starter plan carries the flag too.
    await giveSubscription(t, team.org.id, 'drive', 'starter');
    expect((await upload(team.org.id, team.admin.token, image)).statusCode).toBe(200);
  });

  it('stores a normalised logo under the organisation, serves it at `logo` and replaces it', async () => {
    const team = await whiteLabelTeam();
    const first = await upload(team.org.id, team.admin.token, await testImage(800, 600, 'png'));
    expect(first.statusCode).toBe(200);
    const { logo } = first.json<Organisation>();
    expect(logo).toMatch(new RegExp(`^/api/v1/organisation/${team.org.id}/thumbnail/[a-z0-9]+$`));
    const firstKey = await logoKey(team.org.id);
    expect(firstKey).toMatch(new RegExp(`^orgs/${team.org.id}/logo-[a-z0-9]+\\.png$`));

    const served = await t.app.inject({ method: 'GET', url: logo ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const size = await sharp(served.rawPayload).metadata();
    expect([size.width, size.height]).toEqual([512, 512]);

    // The switcher shows it to every member.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/organisation',
      headers: bearer(team.guest.token),
    });
    expect(list.json<{ data: OrganisationSummary[] }>().data[0]?.logo).toBe(logo);

    const second = await upload(
      team.org.id,
      team.admin.token,
      await testImage(300, 300, 'jpeg'),
      'image/jpeg',
    );
    const newLogo = second.json<Organisation>().logo;
    expect(newLogo).not.toBe(logo);
    expect((await t.app.inject({ method: 'GET', url: logo ?? '' })).statusCode).toBe(404);
    expect(await t.context.storage.get(firstKey ?? '')).toBeUndefined();
    const servedNew = await t.app.inject({ method: 'GET', url: newLogo ?? '' });
    expect(servedNew.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses a GIF, a file pretending to be a PNG and a small image, keeping the current logo', async () => {
    const team = await whiteLabelTeam();
    await upload(team.org.id, team.admin.token, await testImage(300, 300, 'png'));
    const before = await logoKey(team.org.id);
    const gif = await upload(team.org.id, team.admin.token, await testImage(300, 300, 'gif'), 'image/gif');
    expect(gif.statusCode).toBe(400);
    expect(gif.json()).toEqual({ message: 'Please upload a JPG or PNG image', code: 'VALIDATION_FAILED' });
    const fake = await upload(team.org.id, team.admin.token, Buffer.from('no picture in here'));
    expect(fake.json<{ message: string }>().message).toBe('Please upload a JPG or PNG image');
    const small = await upload(team.org.id, team.admin.token, await testImage(200, 400, 'png'));
    expect(small.json<{ message: string }>().message).toBe('Image must be at least 250x250 pixels');
    expect(await logoKey(team.org.id)).toBe(before);
  });

  it('answers 403 to an org member and 404 to a caller of another organisation, storing nothing', async () => {
    const team = await createTeam(t);
    const image = await testImage(300, 300, 'png');
    const member = await upload(team.org.id, team.collaborator.token, image);
    expect(member.statusCode).toBe(403);
    const cross = await upload(team.org.id, team.outsider.token, image);
    expect(cross.statusCode).toBe(404);
    expect(await logoKey(team.org.id)).toBeNull();
  });

  it('removes the logo for an org admin only', async () => {
    const team = await whiteLabelTeam();
    const uploaded = await upload(team.org.id, team.admin.token, await testImage(300, 300, 'png'));
    const { logo } = uploaded.json<Organisation>();
    const key = await logoKey(team.org.id);

    expect((await remove(team.org.id, team.collaborator.token)).statusCode).toBe(403);
    expect((await remove(team.org.id, team.outsider.token)).statusCode).toBe(404);
    expect(await logoKey(team.org.id)).toBe(key);

    const removed = await remove(team.org.id, team.admin.token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'Organisation avatar removed successfully' });
    expect(await logoKey(team.org.id)).toBeNull();
    expect(await t.context.storage.get(key ?? '')).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: logo ?? '' })).statusCode).toBe(404);
    // Removing again is harmless.
    expect((await remove(team.org.id, team.admin.token)).statusCode).toBe(200);
  });

  it('answers 404 for the logo of an unknown or malformed organisation id', async () => {
    const team = await createTeam(t);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/organisation/${team.otherOrg.id}/thumbnail/abc` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/organisation/nope/thumbnail/abc' })).statusCode,
    ).toBe(404);
  });
});
