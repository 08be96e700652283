import { INSPIRATION_ASSETS_MAX, INSPIRATION_MEDIA_MAX_BYTES, INSPIRATION_MESSAGES } from '@hookline/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { badRequest, notFound } from '../../../platform/http/app-error.ts';
import type { MemberCaller } from '../../../platform/http/access/caller.ts';
import { proveMemberAccess } from '../../../platform/http/access/prove-access.ts';
import { assertStorageAllows, type UploadProductHandler, type UploadTarget } from '../../drive/index.ts';
import { lockOrganisationRow } from '../../tenancy/index.ts';
import { formatOf } from '../files/save-ad.service.ts';
import { inspirationFileResource } from '../inspiration-resources.ts';
import { checkSavedMedia } from '../media/media-check.ts';
import { assetKeys } from '../media/media-keys.ts';
import { processPendingMedia } from '../media/media.job.ts';
import { inspirationFiles } from '../tables.ts';

/**
 * The saved ad an upload is for, proven as the routes prove access: the caller sees it (else 404, another
 * organisation's too), may upload there (`file.upload`, else 403) and it has room for one more asset.
 */
async function savedAdTarget(
  db: Executor,
  input: { caller: MemberCaller; workspaceId: string | undefined; fileId: string | undefined },
): Promise<UploadTarget> {
  const { caller } = input;
  if (!input.fileId) throw badRequest('fileId is required');
  const { row: file } = await proveMemberAccess(db, inspirationFileResource, {
    caller,
    unverifiedId: input.fileId,
    ...(input.workspaceId !== undefined ? { unverifiedWithin: input.workspaceId } : {}),
    action: 'file.upload',
    notFoundMessage: INSPIRATION_MESSAGES.adNotFound,
  });
  if (file.assets.length >= INSPIRATION_ASSETS_MAX) throw badRequest(INSPIRATION_MESSAGES.tooManyAssets);
  return {
    orgId: file.orgId,
    workspaceId: file.workspaceId,
    folderId: null,
    fileId: file.id,
    uploadedByUserId: caller.userId,
    fileCollectId: null,
    uploaderName: null,
  };
}

/**
 * An image or video of a saved ad (an ad uploaded by hand, most often), uploaded through the Creative Hub's
 * tus server with `product=inspiration` and `fileId` (the saved ad) in `Upload-Metadata`. Once complete, its
 * type is checked by content, its bytes stored under the ad's keys, and it is added as the ad's last asset
 * under the ad row's lock; `Hookline-Version-Id` answers its index.
 */
export const inspirationUploads: UploadProductHandler = {
  maxBytes: INSPIRATION_MEDIA_MAX_BYTES,
  tooLargeMessage: INSPIRATION_MESSAGES.mediaTooLarge,
  target: (db, { caller, metadata }) =>
    savedAdTarget(db, { caller, workspaceId: metadata.workspaceId, fileId: metadata.fileId }),
  async complete(context: AppContext, { record, staged, reauthorise }) {
    const media = await checkSavedMedia(await staged.source());
    const target = await reauthorise();
    const fileId = target.fileId;
    if (!fileId) throw notFound(INSPIRATION_MESSAGES.adNotFound);
    const size = await staged.size();
    const { db } = context.database;
    const [before] = await db
      .select({ assets: inspirationFiles.assets })
      .from(inspirationFiles)
      .where(eq(inspirationFiles.id, fileId))
      .limit(1);
    const key = assetKeys({
      workspaceId: record.workspaceId,
      fileId,
      index: before?.assets.length ?? 0,
    }).original(media.mime);
    await staged.storeAs(key, media.mime);
    let index: number;
    try {
      index = await db.transaction(async (tx) => {
        const scope = and(
          eq(inspirationFiles.id, fileId),
          eq(inspirationFiles.workspaceId, record.workspaceId),
        );
        // The upload's reservation gives way to its bytes, in the organisation's one storage figure.
        if (!(await lockOrganisationRow(tx, record.orgId))) throw notFound();
        await assertStorageAllows(tx, {
          orgId: record.orgId,
          adding: size,
          context,
          excludingUploadId: record.id,
        });
        const [file] = await tx.select().from(inspirationFiles).where(scope).for('update').limit(1);
        if (!file) throw notFound(INSPIRATION_MESSAGES.adNotFound);
        if (file.assets.length >= INSPIRATION_ASSETS_MAX) {
          throw badRequest(INSPIRATION_MESSAGES.tooManyAssets);
        }
        const assets = [
          ...file.assets,
          {
            type: media.type,
            key,
            mime: media.mime,
            size,
            thumbnailKey: null,
            previewKey: null,
            width: media.width,
            height: media.height,
            durationMs: null,
            processing: true,
          },
        ];
        await tx
          .update(inspirationFiles)
          .set({ assets, format: formatOf(assets), size: file.size + size, modifiedAt: new Date() })
          .where(scope);
        return assets.length - 1;
      });
    } catch (error) {
      await context.storage.delete(key);
      throw error;
    }
    await processPendingMedia(context, { orgId: record.orgId, fileIds: [fileId] });
    return { fileId, versionId: String(index) };
  },
};
