import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  BYTES_PER_GB,
  DRIVE_MAX_FILE_BYTES,
  DRIVE_UPLOAD_MESSAGES,
  ERROR_CODES,
  UPLOAD_FILE_ID_HEADER,
  UPLOAD_VERSION_ID_HEADER,
  uploadMetadataSchema,
  type UploadMetadata,
} from '@hookline/domain';
import { Server } from '@tus/server';
import type { Upload } from '@tus/utils';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../platform/context.ts';
import { AppError, badRequest, notFound } from '../../../platform/http/app-error.ts';
import type { MemberCaller } from '../../../platform/http/access/caller.ts';
import { fileCollectUploadTarget } from '../file-collect/file-collect.service.ts';
import { uploadBytesOf } from './upload-bytes.ts';
import { completeUpload } from './upload-completion.service.ts';
import { createUploadLocker } from './upload-lock.ts';
import {
  claimCompletion,
  forgetUpload,
  markUploadDone,
  readUpload,
  type UploadRecord,
  type UploadTarget,
} from './upload-records.ts';
import { reserveUpload } from './upload-reservations.ts';
import { uploadProductHandler } from './upload-products.ts';
import { memberUploadTarget } from './upload-target.ts';

/** Who is uploading: a signed-in member, or anyone holding a file-collect link. */
export type UploadCaller = { kind: 'member'; member: MemberCaller } | { kind: 'fileCollect'; linkId: string };

const TUS_VERSION = '1.0.0';
/** tus's own CORS answer is dropped: the app's CORS plugin has already answered for every route. */
const DROPPED_HEADERS = new Set([
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'content-length',
]);

function owns(record: UploadRecord, caller: UploadCaller): boolean {
  return caller.kind === 'member'
    ? record.fileCollectId === null && record.uploadedByUserId === caller.member.userId
    : record.fileCollectId === caller.linkId;
}

/** tus metadata: a key sent without a value reads as absent. */
function parseMetadata(metadata: Upload['metadata']): UploadMetadata {
  const present = Object.fromEntries(
    Object.entries(metadata ?? {}).filter((entry): entry is [string, string] => entry[1] !== null),
  );
  const parsed = uploadMetadataSchema.safeParse(present);
  if (!parsed.success) {
    throw badRequest(parsed.error.issues[0]?.message ?? DRIVE_UPLOAD_MESSAGES.fileNameRequired);
  }
  return parsed.data;
}

function webRequestOf(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  const body = request.body instanceof Readable ? Readable.toWeb(request.body) : undefined;
  return new Request(`http://hookline.internal${request.url}`, {
    method: request.method,
    headers,
    ...(body ? { body, duplex: 'half' } : {}),
  });
}

export interface TusUploads {
  /** Answers a tus request (POST to create; PATCH, HEAD, DELETE on `uploadId`) for `caller`. */
  handle(
    request: FastifyRequest,
    reply: FastifyReply,
    input: { caller: UploadCaller; uploadId?: string },
  ): Promise<FastifyReply>;
}

/** An upload's metadata as recorded, to prove its target again. */
function metadataOf(record: UploadRecord): UploadMetadata {
  return {
    product: record.product,
    filename: record.filename,
    resolution: record.resolution,
    workspaceId: record.workspaceId,
    folderId: record.folderId ?? undefined,
    fileId: record.fileId ?? undefined,
    fileCollectId: record.fileCollectId ?? undefined,
    uploaderName: record.uploaderName ?? undefined,
  };
}

/**
 * The tus 1.0 server (`@tus/server`) inside Fastify. Each upload is a `drive_uploads` row from its creation,
 * its declared length reserved against the organisation's storage; its lock lives in that row too. Its bytes
 * stream to S3 as they arrive when S3 is the storage (`@tus/s3-store`), else to this machine's disk
 * (`@tus/file-store`); a complete upload is checked and then stored under its key. See docs/architecture.md,
 * "Uploads".
 */
export async function createTusUploads(context: AppContext): Promise<TusUploads> {
  const { db } = context.database;
  const bytes = await uploadBytesOf(context);
  /** Forgets an upload that can't go on: its bytes, its row and so its reservation. */
  const discard = async (id: string) => {
    await bytes.remove(id);
    await forgetUpload(db, id);
  };
  const callers = new WeakMap<Request, UploadCaller>();
  const failures = new WeakMap<Request, unknown>();

  const callerOf = (request: Request) => {
    const caller = callers.get(request);
    if (!caller) throw new Error('A tus request reached the server without its caller');
    return caller;
  };
  const targetFor = (caller: UploadCaller, metadata: UploadMetadata): Promise<UploadTarget> => {
    if (metadata.product !== undefined && metadata.product !== 'drive') {
      const product = uploadProductHandler(metadata.product);
      if (!product || caller.kind !== 'member') throw badRequest(DRIVE_UPLOAD_MESSAGES.typeNotAllowed);
      return product.target(db, { caller: caller.member, metadata });
    }
    return caller.kind === 'member'
      ? memberUploadTarget(db, { caller: caller.member, metadata })
      : fileCollectUploadTarget(db, { linkId: caller.linkId, metadata });
  };

  const tus = new Server({
    path: '/api/v1/assets/upload',
    datastore: bytes.store,
    locker: createUploadLocker(db),
    maxSize: DRIVE_MAX_FILE_BYTES,
    namingFunction: () => randomBytes(16).toString('hex'),
    // The Location is the path the upload was created at, whichever of the two routes that was.
    generateUrl: (req, { id }) => `${new URL(req.url).pathname.replace(/\/$/, '')}/${id}`,
    disableTerminationForFinishedUploads: true,
    allowedOrigins: [context.config.appUrl],
    exposedHeaders: [UPLOAD_FILE_ID_HEADER, UPLOAD_VERSION_ID_HEADER],
    async onUploadCreate(req, upload) {
      if (upload.size === undefined) throw badRequest(DRIVE_UPLOAD_MESSAGES.lengthRequired);
      const metadata = parseMetadata(upload.metadata);
      const product = metadata.product === 'drive' ? undefined : metadata.product;
      const handler = uploadProductHandler(product);
      if (handler && upload.size > handler.maxBytes) {
        throw new AppError(ERROR_CODES.payloadTooLarge, handler.tooLargeMessage);
      }
      const target = await targetFor(callerOf(req), metadata);
      await context.moduleAccess.assertOpen(db, target.orgId, product ?? 'drive');
      await reserveUpload(context, {
        ...target,
        ...(product ? { product } : {}),
        id: upload.id,
        size: upload.size,
        filename: metadata.filename,
        resolution: metadata.resolution,
      });
      return {};
    },
    async onUploadFinish(req, upload) {
      const record = await readUpload(db, upload.id);
      if (!record) throw notFound();
      if (!(await claimCompletion(db, upload.id))) {
        throw new AppError(ERROR_CODES.conflict, DRIVE_UPLOAD_MESSAGES.uploadComplete);
      }
      const caller = callerOf(req);
      try {
        const completion = {
          record,
          staged: bytes.staged(upload.id),
          reauthorise: () => targetFor(caller, metadataOf(record)),
        };
        const handler = uploadProductHandler(record.product);
        let result: { fileId: string; versionId: string };
        if (handler) {
          result = await handler.complete(context, completion);
          await markUploadDone(db, upload.id, result);
        } else {
          result = await completeUpload(context, completion);
        }
        await bytes.remove(upload.id);
        return {
          headers: { [UPLOAD_FILE_ID_HEADER]: result.fileId, [UPLOAD_VERSION_ID_HEADER]: result.versionId },
        };
      } catch (error) {
        // Refused or failed: the bytes go, and the id (and its reservation) with them.
        await discard(upload.id);
        throw error;
      }
    },
    onResponseError(req, error) {
      failures.set(req, error);
      return undefined;
    },
  });

  const answerFinished = (request: FastifyRequest, reply: FastifyReply, record: UploadRecord) => {
    if (request.method !== 'HEAD') {
      throw new AppError(ERROR_CODES.conflict, DRIVE_UPLOAD_MESSAGES.uploadComplete);
    }
    return reply
      .code(200)
      .headers({
        'tus-resumable': TUS_VERSION,
        'upload-offset': String(record.size),
        'upload-length': String(record.size),
        'cache-control': 'no-store',
        [UPLOAD_FILE_ID_HEADER]: record.result?.fileId ?? '',
        [UPLOAD_VERSION_ID_HEADER]: record.result?.versionId ?? '',
      })
      .send();
  };

  /** What the route checks before tus sees the request: the length is known and within the limit. */
  const checkCreation = (request: FastifyRequest) => {
    const length = request.headers['upload-length'];
    if (request.headers['upload-defer-length'] !== undefined || typeof length !== 'string') {
      throw badRequest(DRIVE_UPLOAD_MESSAGES.lengthRequired);
    }
    if (Number(length) > DRIVE_MAX_FILE_BYTES) {
      throw new AppError(
        ERROR_CODES.payloadTooLarge,
        DRIVE_UPLOAD_MESSAGES.fileTooLarge(DRIVE_MAX_FILE_BYTES / BYTES_PER_GB),
      );
    }
  };

  return {
    async handle(request, reply, { caller, uploadId }) {
      if (uploadId === undefined) {
        checkCreation(request);
      } else {
        const record = await readUpload(db, uploadId);
        if (!record || !owns(record, caller)) throw notFound();
        if (record.result) return answerFinished(request, reply, record);
        if (request.method === 'PATCH') {
          // Every part proves again that the uploader may upload there (a membership, a link, can end).
          await targetFor(caller, metadataOf(record)).catch(async (error: unknown) => {
            if (error instanceof AppError && [403, 404].includes(error.status)) await discard(uploadId);
            throw error;
          });
        }
      }
      const webRequest = webRequestOf(request);
      callers.set(webRequest, caller);
      const response = await tus.handleWeb(webRequest);
      if (response.status >= 400) {
        const failure = failures.get(webRequest);
        if (failure instanceof AppError) throw failure;
        const message = (await response.text()).trim();
        if (response.status >= 500) request.log.error({ err: failure }, 'tus upload failed');
        throw Object.assign(new Error(message), { statusCode: response.status });
      }
      if (request.method === 'DELETE' && uploadId !== undefined) await forgetUpload(db, uploadId);
      reply.code(response.status);
      response.headers.forEach((value, name) => {
        if (!DROPPED_HEADERS.has(name)) reply.header(name, value);
      });
      const body = response.status === 204 || request.method === 'HEAD' ? undefined : await response.text();
      return reply.send(body);
    },
  };
}
