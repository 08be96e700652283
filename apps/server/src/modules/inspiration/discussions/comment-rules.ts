import { INSPIRATION_MESSAGES } from '@hookline/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { notFound } from '../../../platform/http/app-error.ts';
import { inspirationFiles, type InspirationFileRow } from '../tables.ts';

/** The saved ad a comment is on, as the comment rules need it. */
export type SavedAdRef = Pick<InspirationFileRow, 'id' | 'orgId' | 'workspaceId' | 'assets'>;

/** 404 'Asset not found' unless the saved ad has an image or video at `assetIndex`. */
export function assertAsset(file: Pick<InspirationFileRow, 'assets'>, assetIndex: number): void {
  if (!Number.isInteger(assetIndex) || assetIndex < 0 || assetIndex >= file.assets.length) {
    throw notFound(INSPIRATION_MESSAGES.assetNotFound);
  }
}

/**
 * The saved ad as it is now, held (a share lock) until the transaction ends, with an asset at `assetIndex`:
 * a comment is never written on an ad that a parallel change deletes meanwhile.
 */
export async function lockAssetOfFile(
  db: Executor,
  input: { file: Pick<InspirationFileRow, 'id' | 'workspaceId'>; assetIndex: number },
): Promise<InspirationFileRow> {
  const [file] = await db
    .select()
    .from(inspirationFiles)
    .where(
      and(eq(inspirationFiles.id, input.file.id), eq(inspirationFiles.workspaceId, input.file.workspaceId)),
    )
    .for('share');
  if (!file) throw notFound();
  assertAsset(file, input.assetIndex);
  return file;
}
