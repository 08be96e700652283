import type { FastifyReply } from 'fastify';
import type { StoredObject } from '../storage/storage.ts';

/**
 * Answers a stored image behind a versioned URL (profile image, logo, thumbnail): the URL changes with
 * each upload, so browsers may keep it for good.
 */
export function sendStoredImage(reply: FastifyReply, image: { object: StoredObject; mime: string }) {
  reply.header('cache-control', 'public, max-age=31536000, immutable');
  if (image.object.size !== undefined) reply.header('content-length', image.object.size);
  return reply.type(image.mime).send(image.object.body);
}
