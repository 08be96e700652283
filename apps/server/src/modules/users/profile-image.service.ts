import { randomBytes } from 'node:crypto';
import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES, AVATAR_MIN_SIDE_PX, MESSAGES } from '@hookline/domain';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, notFound } from '../../platform/http/app-error.ts';
import type { Storage, StoredObject } from '../../platform/storage/storage.ts';
import type { UserRow } from './tables.ts';
import { findUserById, profileImageVersion, updateUserFields } from './users.service.ts';

const OUTPUT_SIDE_PX = 512;

type AvatarMime = (typeof AVATAR_MIME_TYPES)[number];

function isAvatarMime(mime: string | undefined): mime is AvatarMime {
  return (AVATAR_MIME_TYPES as readonly string[]).includes(mime ?? '');
}

/** Checks the upload by content (JPG or PNG, 8 MB, 250x250 px) and turns it into a 512 px square of the same type. */
export async function normaliseProfileImage(upload: Buffer): Promise<{ body: Buffer; mime: AvatarMime }> {
  if (upload.length > AVATAR_MAX_BYTES) throw badRequest(MESSAGES.imageTooLarge);
  const detected = await fileTypeFromBuffer(upload);
  if (!isAvatarMime(detected?.mime)) throw badRequest(MESSAGES.imageTypeInvalid);
  const mime = detected.mime;
  const metadata = await sharp(upload)
    .metadata()
    .catch(() => {
      throw badRequest(MESSAGES.imageTypeInvalid);
    });
  if ((metadata.width ?? 0) < AVATAR_MIN_SIDE_PX || (metadata.height ?? 0) < AVATAR_MIN_SIDE_PX) {
    throw badRequest(MESSAGES.imageTooSmall);
  }
  const resized = sharp(upload)
    .rotate()
    .resize(OUTPUT_SIDE_PX, OUTPUT_SIDE_PX, { fit: 'cover', withoutEnlargement: true });
  const body =
    mime === 'image/png' ? await resized.png().toBuffer() : await resized.jpeg({ quality: 85 }).toBuffer();
  return { body, mime };
}

export async function replaceProfileImage(
  context: AppContext,
  userId: string,
  upload: Buffer,
): Promise<UserRow> {
  const user = await findUserById(context.database.db, userId);
  if (!user) throw notFound();
  const { body, mime } = await normaliseProfileImage(upload);
  const key = `users/${user.id}/avatar-${Date.now().toString(36)}.${mime === 'image/png' ? 'png' : 'jpg'}`;
  await context.storage.put(key, body, mime);
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
): Promise<{ object: StoredObject; mime: AvatarMime }> {
  const user = await findUserById(context.database.db, input.userId);
  const key = user?.profileImageKey;
  if (!key || profileImageVersion(key) !== input.version) throw notFound();
  const object = await context.storage.get(key);
  if (!object) throw notFound();
  return { object, mime: key.endsWith('.png') ? 'image/png' : 'image/jpeg' };
}

/**
 * Checks and normalises an uploaded picture (as for profile images) and stores it at
 * `<folder>/<stem>-<version>.<ext>`. The version is new on every upload, so the URL that names it can be
 * cached forever; organisation logos and workspace thumbnails use this.
 */
export async function storeNormalisedImage(
  storage: Storage,
  input: { folder: string; stem: string; upload: Buffer },
): Promise<string> {
  const { body, mime } = await normaliseProfileImage(input.upload);
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
): Promise<{ object: StoredObject; mime: AvatarMime }> {
  if (!input.key || storedImageVersion(input.key) !== input.version) throw notFound();
  const object = await storage.get(input.key);
  if (!object) throw notFound();
  return { object, mime: input.key.endsWith('.png') ? 'image/png' : 'image/jpeg' };
}
