import { ERROR_CODES } from '@hookline/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from './app-error.ts';
import type { ByteRange, Storage } from '../storage/storage.ts';

/**
 * The one range of a `Range: bytes=…` header (`a-b`, `a-`, `-n`) within `size` bytes; undefined for no
 * header or one this server answers whole (several ranges, another unit); `unsatisfiable` past the end.
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** `attachment` with the name in ASCII for old clients and in UTF-8 (RFC 5987 `filename*`) for the rest. */
export function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * Streams a stored object, whole or the one byte range asked for (206), so that a video seeks and a broken
 * download resumes.
 */
export async function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  input: {
    storage: Storage;
    key: string;
    contentType: string;
    cacheControl: string;
    disposition?: string;
  },
): Promise<FastifyReply> {
  const head = await input.storage.head(input.key);
  if (!head) throw notFound();
  const range = parseRange(request.headers.range, head.size);
  reply.header('accept-ranges', 'bytes');
  reply.header('cache-control', input.cacheControl);
  if (input.disposition) reply.header('content-disposition', input.disposition);
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${head.size}`);
    return reply.code(416).send({ message: 'Range Not Satisfiable', code: ERROR_CODES.badRequest });
  }
  const stored = await input.storage.get(input.key, range);
  if (!stored) throw notFound();
  reply.header('content-type', input.contentType);
  if (range) {
    reply.code(206);
    reply.header('content-range', `bytes ${range.start}-${range.end}/${head.size}`);
    reply.header('content-length', String(range.end - range.start + 1));
  } else {
    reply.header('content-length', String(head.size));
  }
  return reply.send(stored.body);
}
