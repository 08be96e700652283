import { ERROR_CODES, EXPERT_MESSAGES, type ExpertProfile } from '@hookline/domain';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { AppError, forbidden, notFound } from '../../../platform/http/app-error.ts';
import type { UploadedImageMime } from '../../../platform/images/uploaded-image.ts';
import type { StoredObject } from '../../../platform/storage/storage.ts';
import { findUserById, readVersionedImage, storeNormalisedImage } from '../../users/index.ts';
import { discoverExpertProfiles } from '../tables.ts';
import { toExpertProfileDto } from './expert-dto.ts';
import { findExpertProfileRow } from './expert-profile.service.ts';

/** Refuses a picture for someone who is no expert, or whose profile was never saved, before reading it. */
async function assertMayHaveImage(db: Executor, userId: string): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound();
  if (!user.isExpert) throw forbidden(EXPERT_MESSAGES.notExpert);
  if (!(await findExpertProfileRow(db, userId))) {
    throw new AppError(ERROR_CODES.conflict, EXPERT_MESSAGES.saveProfileFirst);
  }
}

/**
 * `POST users/{userId}/expert-profile/image`: checks the picture as a profile photo is checked (type by
 * content, 8 MB, 250 to 8000 px a side, read from the header before decoding), stores it cropped to at
 * most 512x512 px, then drops the picture it replaces.
 */
export async function replaceExpertImage(
  context: AppContext,
  input: { userId: string; readUpload: () => Promise<Buffer> },
): Promise<ExpertProfile> {
  const { db } = context.database;
  await assertMayHaveImage(db, input.userId);
  const key = await storeNormalisedImage(context.storage, {
    folder: `experts/${input.userId}`,
    stem: 'avatar',
    upload: await input.readUpload(),
  });
  const saved = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ key: discoverExpertProfiles.profileImageKey })
      .from(discoverExpertProfiles)
      .where(eq(discoverExpertProfiles.userId, input.userId))
      .for('update');
    const [row] = await tx
      .update(discoverExpertProfiles)
      .set({ profileImageKey: key, updatedAt: sql`now()` })
      .where(eq(discoverExpertProfiles.userId, input.userId))
      .returning();
    return row ? { row, replacedKey: before?.key ?? null } : undefined;
  });
  if (!saved) {
    await context.storage.delete(key);
    throw new AppError(ERROR_CODES.conflict, EXPERT_MESSAGES.saveProfileFirst);
  }
  if (saved.replacedKey && saved.replacedKey !== key) await context.storage.delete(saved.replacedKey);
  return toExpertProfileDto(saved.row);
}

/** The picture behind an expert's `profileImageURL`; an old version answers 404. */
export async function readExpertImage(
  context: AppContext,
  input: { expertId: string; version: string },
): Promise<{ object: StoredObject; mime: UploadedImageMime }> {
  const row = await findExpertProfileRow(context.database.db, input.expertId);
  return readVersionedImage(context.storage, { key: row?.profileImageKey, version: input.version });
}
