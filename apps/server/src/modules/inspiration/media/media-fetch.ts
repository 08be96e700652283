import { createWriteStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ERROR_CODES, INSPIRATION_MEDIA_MAX_BYTES, INSPIRATION_MESSAGES } from '@hookline/domain';
import { AppError, badRequest } from '../../../platform/http/app-error.ts';
import { OutboundRefusedError, type OutboundFetch } from '../../../platform/net/guarded-fetch.ts';
import { checkSavedMedia, type CheckedMedia } from './media-check.ts';

/** A large video on a slow CDN: the whole exchange, redirects and body included. */
export const MEDIA_FETCH_TIMEOUT_MS = 120_000;

/** Refusals the address itself earns: trying again won't change them. */
const ADDRESS_REFUSALS = new Set<OutboundRefusedError['reason']>(['address', 'protocol']);

const unreachable = () => new AppError(ERROR_CODES.badGateway, INSPIRATION_MESSAGES.mediaUnreachable);
const tooLarge = () => badRequest(INSPIRATION_MESSAGES.mediaTooLarge);

class MediaTooLarge extends Error {}

/** Passes bytes on until more than `limit` have gone by, then fails the stream; counts what went by. */
function byteLimit(limit: number): { stream: Transform; seen: () => number } {
  let seen = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > limit) done(new MediaTooLarge());
      else done(null, chunk);
    },
  });
  return { stream, seen: () => seen };
}

/**
 * Downloads one image or video of an ad read outside Hookline to `destination`, through the outbound guard:
 * http(s) only and public addresses only, on every redirect (else 400 'This media address is not allowed');
 * at most 100 MB, refused from the answer's `Content-Length` before reading, or as soon as the bytes pass
 * the limit (400); its type by its bytes (400). A host that fails, answers other than 200 or runs out of time
 * is a 502. The URL is never quoted back: it may carry a CDN's signature.
 */
export async function fetchAdMedia(
  outbound: OutboundFetch,
  input: { url: string; kind: 'image' | 'video'; destination: string; maxBytes?: number },
): Promise<CheckedMedia & { size: number }> {
  const limit = input.maxBytes ?? INSPIRATION_MEDIA_MAX_BYTES;
  let url: URL;
  try {
    url = new URL(input.url);
  } catch {
    throw badRequest(INSPIRATION_MESSAGES.mediaAddressRefused);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !outbound.permits(url.toString())) {
    throw badRequest(INSPIRATION_MESSAGES.mediaAddressRefused);
  }
  let answer;
  try {
    answer = await outbound.open(
      { url: url.toString(), headers: { accept: input.kind === 'image' ? 'image/*' : 'video/*' } },
      { timeoutMs: MEDIA_FETCH_TIMEOUT_MS },
    );
  } catch (error) {
    if (error instanceof OutboundRefusedError && ADDRESS_REFUSALS.has(error.reason)) {
      throw badRequest(INSPIRATION_MESSAGES.mediaAddressRefused);
    }
    throw unreachable();
  }
  const { body } = answer;
  if (answer.status !== 200) {
    body.destroy();
    throw unreachable();
  }
  const declared = Number(answer.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    body.destroy();
    throw tooLarge();
  }
  const counter = byteLimit(limit);
  try {
    await pipeline(body, counter.stream, createWriteStream(input.destination));
  } catch (error) {
    body.destroy();
    if (error instanceof MediaTooLarge) throw tooLarge();
    throw unreachable();
  }
  return { ...(await checkSavedMedia(input.destination)), size: counter.seen() };
}
