import type { ExpertProfile } from '@hookline/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { multipartUpload, testImage } from '../../../test/upload-fixtures.ts';
import {
  insertExpertProfile,
  messageOf,
  profilePath,
  signedInUser,
  storedProfile,
  type SignedInUser,
} from './test-support-experts.ts';

describe('POST users/{userId}/expert-profile/image and GET experts/{expertId}/image/{version}', () => {
  let t: TestApp;
  let expert: SignedInUser;

  const upload = (
    who: SignedInUser,
    file: Buffer,
    options: { contentType?: string; userId?: string } = {},
  ) => {
    const body = multipartUpload(file, {
      contentType: options.contentType ?? 'image/png',
      filename: 'me.png',
    });
    return t.app.inject({
      method: 'POST',
      url: `/api/v1${profilePath(options.userId ?? who.user.id)}/image`,
      headers: { ...bearer(who.token), ...body.headers },
      payload: body.payload,
    });
  };

  beforeAll(async () => {
    t = await createTestApp();
    expert = await signedInUser(t);
    await insertExpertProfile(t, { userId: expert.user.id, firstName: 'Maya', lastName: 'Chen' });
  });
  afterAll(() => t.close());

  it('stores the picture, serves it to anyone at its URL, and drops the one it replaces', async () => {
    const first = await upload(expert, await testImage(400, 300, 'png'));
    expect(first.statusCode, first.body).toBe(200);
    const { profileImageURL, profileImageId } = first.json<ExpertProfile>();
    expect(profileImageURL).toBe(`/api/v1/experts/${expert.user.id}/image/${profileImageId}`);

    const served = await t.app.inject({ method: 'GET', url: profileImageURL! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const size = await sharp(served.rawPayload).metadata();
    expect([size.width, size.height, size.format]).toEqual([400, 300, 'png']);

    const firstKey = (await storedProfile(t, expert.user.id))?.profileImageKey;
    const second = await upload(expert, await testImage(900, 600, 'jpeg'), { contentType: 'image/jpeg' });
    expect(second.statusCode).toBe(200);
    const replaced = second.json<ExpertProfile>();
    expect(replaced.profileImageURL).not.toBe(profileImageURL);
    expect((await t.app.inject({ method: 'GET', url: profileImageURL! })).statusCode).toBe(404);
    expect(await t.context.storage.get(firstKey!)).toBeUndefined();
    const now = await t.app.inject({ method: 'GET', url: replaced.profileImageURL! });
    expect(now.headers['content-type']).toBe('image/jpeg');
    const shrunk = await sharp(now.rawPayload).metadata();
    // A large picture is cropped square and shrunk to 512 px, as a profile photo is.
    expect([shrunk.width, shrunk.height]).toEqual([512, 512]);

    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1${profilePath(expert.user.id)}`,
      headers: bearer(expert.token),
    });
    expect(read.json<ExpertProfile>().profileImageURL).toBe(replaced.profileImageURL);
  });

  it('refuses what is not a JPG or PNG, a picture too small and a file too big, and keeps the picture', async () => {
    const before = (await storedProfile(t, expert.user.id))?.profileImageKey;
    const refusals: [Buffer, string, string][] = [
      [Buffer.from('just some words, not a picture'), 'image/png', 'Please upload a JPG or PNG image'],
      [await testImage(300, 300, 'gif'), 'image/gif', 'Please upload a JPG or PNG image'],
      [await testImage(249, 400, 'png'), 'image/png', 'Image must be at least 250x250 pixels'],
      [
        Buffer.concat([await testImage(300, 300, 'png'), Buffer.alloc(8 * 1024 * 1024)]),
        'image/png',
        'Image must be 8 MB or smaller',
      ],
    ];
    for (const [file, contentType, message] of refusals) {
      const response = await upload(expert, file, { contentType });
      expect(response.statusCode, message).toBe(400);
      expect(messageOf(response)).toBe(message);
    }
    expect((await storedProfile(t, expert.user.id))?.profileImageKey).toBe(before);
  });

  it('refuses a picture to a non-expert (403) and before the profile is saved (409)', async () => {
    const member = await signedInUser(t, { isExpert: false });
    const refused = await upload(member, await testImage(300, 300, 'png'));
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe('Only expert accounts can have an expert profile');

    const newcomer = await signedInUser(t);
    const early = await upload(newcomer, await testImage(300, 300, 'png'));
    expect(early.statusCode).toBe(409);
    expect(messageOf(early)).toBe('Save your expert profile before adding a photo');
    expect(await storedProfile(t, newcomer.user.id)).toBeUndefined();
  });

  it("answers 404 for another user's picture upload, 401 without a session, 404 for a wrong version", async () => {
    const other = await signedInUser(t);
    await insertExpertProfile(t, { userId: other.user.id, firstName: 'Otto' });
    const before = (await storedProfile(t, expert.user.id))?.profileImageKey;
    const across = await upload(other, await testImage(300, 300, 'png'), { userId: expert.user.id });
    expect(across.statusCode).toBe(404);
    const anonymous = await upload({ ...expert, token: '' }, await testImage(300, 300, 'png'));
    expect(anonymous.statusCode).toBe(401);
    expect((await storedProfile(t, expert.user.id))?.profileImageKey).toBe(before);

    for (const url of [
      `/api/v1/experts/${expert.user.id}/image/0ld0ne`,
      `/api/v1/experts/${other.user.id}/image/anything`,
      `/api/v1/experts/not-an-id/image/anything`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
