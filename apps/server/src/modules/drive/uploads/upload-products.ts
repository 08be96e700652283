import type { UploadMetadata, UploadProduct } from '@hookline/domain';
import type { AppContext } from '../../../platform/context.ts';
import type { Executor } from '../../../platform/db/database.ts';
import type { MemberCaller } from '../../../platform/http/access/caller.ts';
import type { UploadRecord, UploadTarget } from './upload-records.ts';
import type { StagedUpload } from './staged-upload.ts';

/**
 * What another area does with the uploads made for it (`Upload-Metadata` `product`): the Creative Hub's tus
 * server stages them as its own, and hands the complete bytes over. Registered by that area, so the Creative
 * Hub knows nothing of it.
 */
export interface UploadProductHandler {
  /** The most bytes one upload may have, and what a larger one is told (413). */
  maxBytes: number;
  tooLargeMessage: string;
  /**
   * Where a member's upload goes, proven as the area's routes prove access (404, 403): when the upload is
   * created, and again before it completes. Members only: a file-collect link uploads to the Creative Hub.
   */
  target(db: Executor, input: { caller: MemberCaller; metadata: UploadMetadata }): Promise<UploadTarget>;
  /**
   * Turns the complete staged bytes into the area's own thing (storing them with `staged.storeAs`);
   * answers what `HEAD` then tells (`Hookline-File-Id`, `Hookline-Version-Id`).
   */
  complete(
    context: AppContext,
    input: { record: UploadRecord; staged: StagedUpload; reauthorise: () => Promise<UploadTarget> },
  ): Promise<{ fileId: string; versionId: string }>;
}

const handlers = new Map<UploadProduct, UploadProductHandler>();

/** Registers what uploads for `product` become; one handler per product and process. */
export function registerUploadProduct(
  product: Exclude<UploadProduct, 'drive'>,
  handler: UploadProductHandler,
): void {
  handlers.set(product, handler);
}

/** The handler of an upload's product; undefined for the Creative Hub's own (no product, or `drive`). */
export function uploadProductHandler(product: UploadProduct | undefined): UploadProductHandler | undefined {
  return product === undefined || product === 'drive' ? undefined : handlers.get(product);
}
