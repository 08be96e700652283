import { MESSAGES } from '@hookline/domain';
import type { FastifyRequest } from 'fastify';
import { badRequest } from './app-error.ts';

/**
 * The picture of an image upload (multipart field `file`: profile image, logo, thumbnail);
 * the multipart plugin's size limit becomes the spec's 8 MB message.
 */
export async function readImageUpload(request: FastifyRequest): Promise<Buffer> {
  const file = await request.file().catch(() => undefined);
  if (!file || file.fieldname !== 'file') throw badRequest(MESSAGES.imageTypeInvalid);
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw badRequest(MESSAGES.imageTooLarge);
    }
    throw error;
  }
}
