import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createSignedInUser, signIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { multipartUpload, testImage } from '../../test/upload-fixtures.ts';
import { users } from './tables.ts';

describe('users', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('GET users/{userId}', () => {
    it('answers oneself', async () => {
      const { user, tokens } = await createSignedInUser(t);
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/users/${user.id}`,
        headers: bearer(tokens.token),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        _id: user.id,
        email: user.email,
        firstName: 'Ada',
        profileURL: null,
      });
    });

    it('answers 404 for another user, an unknown id, and 401 without a token', async () => {
      const me = await createSignedInUser(t);
      const other = await createSignedInUser(t);
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/users/${other.user.id}`,
        headers: bearer(me.tokens.token),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not Found', code: 'NOT_FOUND' });
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/v1/users/not-an-id',
            headers: bearer(me.tokens.token),
          })
        ).statusCode,
      ).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/users/${me.user.id}` })).statusCode).toBe(
        401,
      );
    });
  });

  describe('PUT users/{userId}', () => {
    it('updates name and notifications', async () => {
      const { user, tokens } = await createSignedInUser(t);
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/users/${user.id}`,
        headers: bearer(tokens.token),
        payload: { firstName: '  Grace ', lastName: 'Hopper', enableEmailNotification: false },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        firstName: 'Grace',
        lastName: 'Hopper',
        enableEmailNotification: false,
      });
      const [row] = await t.context.database.db.select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', enableEmailNotification: false });
    });

    it('refuses an empty name, and another user answers 404 and stays unchanged', async () => {
      const me = await createSignedInUser(t);
      const other = await createSignedInUser(t);
      const empty = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/users/${me.user.id}`,
        headers: bearer(me.tokens.token),
        payload: { firstName: ' ' },
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json<{ message: string }>().message).toBe('Please enter the name');
      const cross = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/users/${other.user.id}`,
        headers: bearer(me.tokens.token),
        payload: { firstName: 'Mallory' },
      });
      expect(cross.statusCode).toBe(404);
      const [row] = await t.context.database.db.select().from(users).where(eq(users.id, other.user.id));
      expect(row?.firstName).toBe('Ada');
    });
  });

  describe('POST users/update-password', () => {
    it('changes the password when the old one is right and signs out the other sessions', async () => {
      const { user, tokens } = await createSignedInUser(t);
      const otherDevice = await signIn(t, user);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/update-password',
        headers: bearer(tokens.token),
        payload: { oldPassword: user.password, newPassword: 'new-password-1', userId: user.id },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Password updated successfully' });
      const login = await t.app.inject({
        method: 'POST',
        url: '/auth/api/v1/login',
        payload: { email: user.email, password: 'new-password-1' },
      });
      expect(login.statusCode).toBe(200);
      const userinfo = (token: string) =>
        t.app.inject({ method: 'GET', url: '/auth/api/v1/userinfo', headers: bearer(token) });
      expect((await userinfo(tokens.token)).statusCode).toBe(200);
      expect((await userinfo(otherDevice.token)).statusCode).toBe(401);
      const refreshOther = await t.app.inject({
        method: 'POST',
        url: '/auth/api/v1/refresh-token',
        payload: { refreshToken: otherDevice.refreshToken },
      });
      expect(refreshOther.statusCode).toBe(401);
    });

    it('refuses a wrong old password, missing passwords and another user id', async () => {
      const { user, tokens } = await createSignedInUser(t);
      const other = await createSignedInUser(t);
      const call = (payload: object) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/users/update-password',
          headers: bearer(tokens.token),
          payload,
        });
      const wrong = await call({ oldPassword: 'not-it', newPassword: 'new-password-1' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ message: 'Old password is incorrect', code: 'VALIDATION_FAILED' });
      expect((await call({ oldPassword: '', newPassword: '' })).json<{ message: string }>().message).toBe(
        'Please enter the passwords',
      );
      expect(
        (await call({ oldPassword: user.password, newPassword: 'new-password-1', userId: other.user.id }))
          .statusCode,
      ).toBe(404);
    });
  });

  describe('profile image', () => {
    it('stores a normalised image, serves it at profileURL and removes it', async () => {
      const { user, tokens } = await createSignedInUser(t);
      const upload = multipartUpload(await testImage(1200, 800, 'png'));
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v1/users/${user.id}/profile-image`,
        headers: { ...bearer(tokens.token), ...upload.headers },
        payload: upload.payload,
      });
      expect(response.statusCode).toBe(200);
      const { profileURL } = response.json<{ profileURL: string }>();
      expect(profileURL).toMatch(new RegExp(`^/api/v1/users/${user.id}/profile-image/[a-z0-9]+$`));

      const served = await t.app.inject({ method: 'GET', url: profileURL });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      const size = await sharp(served.rawPayload).metadata();
      expect([size.width, size.height, size.format]).toEqual([512, 512, 'png']);

      const userinfo = await t.app.inject({
        method: 'GET',
        url: '/auth/api/v1/userinfo',
        headers: bearer(tokens.token),
      });
      expect(userinfo.json<{ profileURL: string }>().profileURL).toBe(profileURL);

      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/users/${user.id}/profile-image`,
        headers: bearer(tokens.token),
      });
      expect(removed.json()).toEqual({ message: 'Profile image removed successfully' });
      expect((await t.app.inject({ method: 'GET', url: profileURL })).statusCode).toBe(404);
      const [row] = await t.context.database.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.profileImageKey).toBeNull();
    });

    it('keeps a JPEG a JPEG', async () => {
      const { user, tokens } = await createSignedInUser(t);
      const upload = multipartUpload(await testImage(300, 300, 'jpeg'), {
        filename: 'me.jpg',
        contentType: 'image/jpeg',
      });
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v1/users/${user.id}/profile-image`,
        headers: { ...bearer(tokens.token), ...upload.headers },
        payload: upload.payload,
      });
      const served = await t.app.inject({
        method: 'GET',
        url: response.json<{ profileURL: string }>().profileURL,
      });
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect((await sharp(served.rawPayload).metadata()).width).toBe(300);
    });

    it('refuses a GIF, a file pretending to be PNG, a small image and a large file', async () => {
      const { user, tokens } = await createSignedInUser(t);
      const send = (file: Buffer, contentType = 'image/png') => {
        const upload = multipartUpload(file, { contentType });
        return t.app.inject({
          method: 'POST',
          url: `/api/v1/users/${user.id}/profile-image`,
          headers: { ...bearer(tokens.token), ...upload.headers },
          payload: upload.payload,
        });
      };
      const gif = await send(await testImage(300, 300, 'gif'), 'image/gif');
      expect(gif.statusCode).toBe(400);
      expect(gif.json()).toEqual({ message: 'Please upload a JPG or PNG image', code: 'VALIDATION_FAILED' });
      expect((await send(Buffer.from('not really a png at all'))).json<{ message: string }>().message).toBe(
        'Please upload a JPG or PNG image',
      );
      expect((await send(await testImage(249, 600, 'png'))).json<{ message: string }>().message).toBe(
        'Image must be at least 250x250 pixels',
      );
      const large = await send(
        Buffer.concat([await testImage(300, 300, 'png'), Buffer.alloc(8 * 1024 * 1024)]),
      );
      expect(large.statusCode).toBe(400);
      expect(large.json<{ message: string }>().message).toBe('Image must be 8 MB or smaller');
      const [row] = await t.context.database.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.profileImageKey).toBeNull();
    });

    it('answers 404 when uploading to another user', async () => {
      const me = await createSignedInUser(t);
      const other = await createSignedInUser(t);
      const upload = multipartUpload(await testImage(300, 300, 'png'));
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v1/users/${other.user.id}/profile-image`,
        headers: { ...bearer(me.tokens.token), ...upload.headers },
        payload: upload.payload,
      });
      expect(response.statusCode).toBe(404);
      expect(
        (
          await t.app.inject({
            method: 'DELETE',
            url: `/api/v1/users/${other.user.id}/profile-image`,
            headers: bearer(me.tokens.token),
          })
        ).statusCode,
      ).toBe(404);
    });
  });
});
