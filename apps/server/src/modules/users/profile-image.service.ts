import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { normaliseUploadedImage, type UploadedImageMime } from '../../platform/images/uploaded-image.ts';
import type { Storage, StoredObject } from '../../platform/storage/storage.ts';
import type { UserRow } from './tables.ts';
import { findUserById, updateUserFields } from './users.service.ts';

export async function replaceProfileImage(
  context: AppContext,
  userId: string,
  upload: Buffer,
): Promise<UserRow> {
  const user = await findUserById(context.database.db, userId);
  if (!user) throw notFound();
  const key = await storeNormalisedImage(context.storage, {
    folder: `users/${user.id}`,
    stem: 'avatar',
    upload,
  });
  const updated = await updateUserFields(context.database.db, user.id, { profileImageKey: key });
  if (user.profileImageKey) await context.storage.delete(user.profileImageKey);
  if (!updated) throw notFound();
  return updated;
}

export async function removeProfileImage(context: AppContext, userId: string): Promise<void> {
  const user = await findUserById(context.database.db, userId);
  if (!user) throw notFound();
  if (!user.profileImageKey) return;
  await updateUserFields(context.database.db, user.id, { profileImageKey: null });
  await context.storage.delete(user.profileImageKey);
}

/** The stored image for a profileURL; an old version answers 404 so caches never mix two pictures. */
export async function readProfileImage(
  context: AppContext,
  input: { userId: string; version: string },
): Promise<{ object: StoredObject; mime: UploadedImageMime }> {
  const user = await findUserById(context.database.db, input.userId);
  return readVersionedImage(context.storage, { key: user?.profileImageKey, version: input.version });
}

/**
 * Checks and normalises an uploaded picture and stores it at `<folder>/<stem>-<version>.<ext>`. The version
 * is new on every upload, so the URL that names it can be cached forever; profile images, organisation
 * logos and workspace thumbnails all use this.
 */
export async function storeNormalisedImage(
  storage: Storage,
  input: { folder: string; stem: string; upload: Buffer },
): Promise<string> {
  const { body, mime } = await normaliseUploadedImage(input.upload);
  const version = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const key = `${input.folder}/${input.stem}-${version}.${mime === 'image/png' ? 'png' : 'jpg'}`;
  await storage.put(key, body, mime);
  return key;
}

/** `<folder>/<stem>-<version>.<ext>` → `<version>`. */
export function storedImageVersion(key: string): string | undefined {
  return /-([A-Za-z0-9]+)\.(?:jpg|png)$/.exec(key)?.[1];
}

/** The stored picture at `key` when `version` is its current one; an old version answers 404 so caches never mix two pictures. */
export async function readVersionedImage(
  storage: Storage,
  input: { key: string | null | undefined; version: string },
): Promise<{ object: StoredObject; mime: UploadedImageMime }> {
  if (!input.key || storedImageVersion(input.key) !== input.version) throw notFound();
  const object = await storage.get(input.key);
  if (!object) throw notFound();
  return { object, mime: input.key.endsWith('.png') ? 'image/png' : 'image/jpeg' };
}
