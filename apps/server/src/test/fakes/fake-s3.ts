import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * An S3-compatible server on loopback, for the storage driver's tests: path-style buckets holding objects in
 * memory, with the calls the driver, `@aws-sdk/lib-storage` and `@tus/s3-store` make (PUT with user metadata,
 * CopyObject, GET with Range, HEAD, DELETE, DeleteObjects, and the multipart upload's create, part, list
 * parts, complete and abort), answering S3's documented XML shapes and errors. Signatures are not checked.
 */

interface StoredObject {
  body: Buffer;
  contentType: string;
  etag: string;
  /** `x-amz-meta-*` headers, as sent. */
  metadata: Record<string, string>;
}

interface MultipartUpload {
  key: string;
  contentType: string;
  parts: Map<number, Buffer>;
}

export interface FakeS3 {
  endpoint: string;
  bucket: string;
  /** Keys of the objects held, sorted. */
  keys(): string[];
  object(key: string): Buffer | undefined;
  /** Multipart uploads completed so far (a large object goes up as one). */
  readonly completedMultipartUploads: number;
  /** Keys of the multipart uploads started and neither completed nor aborted. */
  pendingMultipartUploads(): string[];
  /**
   * Holds every request on a key that starts with `prefix` until `release()`, as a stalled network would: a
   * writer of such a key is then surely mid-way when the test acts. `waiting()` counts the requests held.
   */
  holdRequests(prefix: string): { waiting(): number; release(): void };
  close(): Promise<void>;
}

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const encoding = request.headers['content-encoding'] ?? '';
  return encoding.includes('aws-chunked') ? decodeAwsChunked(raw) : raw;
}

/** The `aws-chunked` body: `<hex size>[;chunk-signature=…]\r\n<bytes>\r\n`, ending with a chunk of size 0. */
function decodeAwsChunked(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = Number.parseInt(raw.subarray(at, lineEnd).toString('latin1').split(';')[0] ?? '', 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** The request's `x-amz-meta-*` headers. */
function userMetadataOf(request: IncomingMessage): Record<string, string> {
  return Object.fromEntries(
    Object.entries(request.headers).filter(
      (entry): entry is [string, string] =>
        entry[0].startsWith('x-amz-meta-') && typeof entry[1] === 'string',
    ),
  );
}

function sendError(response: ServerResponse, status: number, code: string, message: string): void {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(xml(`<Error><Code>${code}</Code><Message>${escapeXml(message)}</Message></Error>`));
}

export async function startFakeS3(bucket = 'hookline-test'): Promise<FakeS3> {
  const objects = new Map<string, StoredObject>();
  const uploads = new Map<string, MultipartUpload>();
  let completedMultipartUploads = 0;
  const holds = new Set<{ prefix: string; held: (() => void)[] }>();

  const store = (key: string, body: Buffer, contentType: string, metadata: Record<string, string> = {}) => {
    const etag = `"${createHash('md5').update(body).digest('hex')}"`;
    objects.set(key, { body, contentType, etag, metadata });
    return etag;
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake-s3');
    const [, bucketName, ...keyParts] = url.pathname.split('/');
    const key = decodeURIComponent(keyParts.join('/'));
    const query = url.searchParams;
    if (bucketName !== bucket) return sendError(response, 404, 'NoSuchBucket', 'The bucket does not exist');
    const method = request.method ?? 'GET';

    if (method === 'POST' && key === '' && query.has('delete')) {
      const body = (await readBody(request)).toString('utf8');
      const keys = [...body.matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) =>
        (match[1] ?? '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'),
      );
      for (const deleted of keys) objects.delete(deleted);
      response.writeHead(200, { 'content-type': 'application/xml' });
      response.end(xml('<DeleteResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"></DeleteResult>'));
      return;
    }
    if (key === '') return sendError(response, 400, 'InvalidRequest', 'Bucket calls are not supported');
    for (const hold of holds) {
      if (key.startsWith(hold.prefix)) await new Promise<void>((resume) => hold.held.push(resume));
    }

    if (method === 'POST' && query.has('uploads')) {
      await readBody(request);
      const uploadId = randomBytes(12).toString('hex');
      uploads.set(uploadId, {
        key,
        contentType: request.headers['content-type'] ?? 'application/octet-stream',
        parts: new Map(),
      });
      response.writeHead(200, { 'content-type': 'application/xml' });
      response.end(
        xml(
          `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${escapeXml(key)}</Key>` +
            `<UploadId>${uploadId}</UploadId></InitiateMultipartUploadResult>`,
        ),
      );
      return;
    }
    const uploadId = query.get('uploadId');
    if (uploadId !== null) {
      const upload = uploads.get(uploadId);
      if (!upload || upload.key !== key) {
        await readBody(request);
        return sendError(response, 404, 'NoSuchUpload', 'The upload does not exist');
      }
      if (method === 'GET') {
        // ListParts: every part at once (never truncated).
        const numbers = [...upload.parts.keys()].sort((a, b) => a - b);
        const parts = numbers
          .map((number) => {
            const part = upload.parts.get(number)!;
            const etag = `"${createHash('md5').update(part).digest('hex')}"`;
            return (
              `<Part><PartNumber>${number}</PartNumber><ETag>${escapeXml(etag)}</ETag>` +
              `<Size>${part.length}</Size></Part>`
            );
          })
          .join('');
        response.writeHead(200, { 'content-type': 'application/xml' });
        response.end(
          xml(
            `<ListPartsResult><Bucket>${bucket}</Bucket><Key>${escapeXml(key)}</Key>` +
              `<UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${parts}</ListPartsResult>`,
          ),
        );
        return;
      }
      if (method === 'PUT') {
        const part = await readBody(request);
        upload.parts.set(Number(query.get('partNumber')), part);
        response.writeHead(200, { etag: `"${createHash('md5').update(part).digest('hex')}"` });
        response.end();
        return;
      }
      if (method === 'POST') {
        await readBody(request);
        const numbers = [...upload.parts.keys()].sort((a, b) => a - b);
        const etag = store(
          key,
          Buffer.concat(numbers.map((number) => upload.parts.get(number)!)),
          upload.contentType,
        );
        uploads.delete(uploadId);
        completedMultipartUploads += 1;
        response.writeHead(200, { 'content-type': 'application/xml' });
        response.end(
          xml(
            `<CompleteMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${escapeXml(key)}</Key>` +
              `<ETag>${escapeXml(etag)}</ETag></CompleteMultipartUploadResult>`,
          ),
        );
        return;
      }
      if (method === 'DELETE') {
        uploads.delete(uploadId);
        response.writeHead(204);
        response.end();
        return;
      }
    }

    const copySource = request.headers['x-amz-copy-source'];
    if (method === 'PUT' && typeof copySource === 'string') {
      await readBody(request);
      const sourceKey = decodeURIComponent(copySource.replace(/^\//, '')).slice(bucket.length + 1);
      const source = objects.get(sourceKey);
      if (!source) return sendError(response, 404, 'NoSuchKey', 'The specified key does not exist.');
      const replace = request.headers['x-amz-metadata-directive'] === 'REPLACE';
      const etag = store(
        key,
        source.body,
        replace ? (request.headers['content-type'] ?? source.contentType) : source.contentType,
        replace ? userMetadataOf(request) : source.metadata,
      );
      response.writeHead(200, { 'content-type': 'application/xml' });
      response.end(
        xml(
          `<CopyObjectResult><LastModified>${new Date().toISOString()}</LastModified>` +
            `<ETag>${escapeXml(etag)}</ETag></CopyObjectResult>`,
        ),
      );
      return;
    }
    if (method === 'PUT') {
      const body = await readBody(request);
      const etag = store(
        key,
        body,
        request.headers['content-type'] ?? 'application/octet-stream',
        userMetadataOf(request),
      );
      response.writeHead(200, { etag });
      response.end();
      return;
    }
    if (method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204);
      response.end();
      return;
    }
    if (method === 'GET' || method === 'HEAD') {
      const object = objects.get(key);
      if (!object) {
        if (method === 'HEAD') {
          response.writeHead(404);
          response.end();
          return;
        }
        return sendError(response, 404, 'NoSuchKey', 'The specified key does not exist.');
      }
      const total = object.body.length;
      const range = /^bytes=(\d+)-(\d*)$/.exec(request.headers.range ?? '');
      const headers = {
        ...object.metadata,
        'content-type': object.contentType,
        etag: object.etag,
        'accept-ranges': 'bytes',
      };
      if (range && method === 'GET') {
        const start = Number(range[1]);
        const end = Math.min(range[2] ? Number(range[2]) : total - 1, total - 1);
        if (start >= total) return sendError(response, 416, 'InvalidRange', 'The range is not satisfiable');
        response.writeHead(206, {
          ...headers,
          'content-length': String(end - start + 1),
          'content-range': `bytes ${start}-${end}/${total}`,
        });
        response.end(object.body.subarray(start, end + 1));
        return;
      }
      response.writeHead(200, { ...headers, 'content-length': String(total) });
      response.end(method === 'HEAD' ? undefined : object.body);
      return;
    }
    sendError(response, 405, 'MethodNotAllowed', `${method} is not allowed`);
  };

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      sendError(response, 500, 'InternalError', error instanceof Error ? error.message : String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    keys: () => [...objects.keys()].sort(),
    object: (key) => objects.get(key)?.body,
    get completedMultipartUploads() {
      return completedMultipartUploads;
    },
    pendingMultipartUploads: () => [...uploads.values()].map((upload) => upload.key).sort(),
    holdRequests: (prefix) => {
      const hold = { prefix, held: [] as (() => void)[] };
      holds.add(hold);
      return {
        waiting: () => hold.held.length,
        release: () => {
          holds.delete(hold);
          for (const resume of hold.held.splice(0)) resume();
        },
      };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
