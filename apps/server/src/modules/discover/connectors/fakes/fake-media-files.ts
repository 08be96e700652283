import sharp from 'sharp';
import type { FakeMediaFile } from '../../../../test/fakes/fake-http-server.ts';

/** Test support: small real media files, as a platform's CDN would serve them. */

export async function fakeImage(
  format: 'png' | 'jpeg',
  size: { width: number; height: number },
  colour = '#3b82f6',
): Promise<FakeMediaFile> {
  const image = sharp({
    create: { width: size.width, height: size.height, channels: 3, background: colour },
  });
  const bytes = format === 'png' ? await image.png().toBuffer() : await image.jpeg().toBuffer();
  return { bytes, contentType: `image/${format}` };
}

/** The start of an MP4 file (its `ftyp` box, then an empty `mdat`): enough for its type to show. */
export function fakeMp4(tag: string): FakeMediaFile {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom', 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2', 'latin1'),
  ]);
  const payload = Buffer.from(`fake video ${tag}`, 'utf8');
  const mdatHeader = Buffer.alloc(8);
  mdatHeader.writeUInt32BE(8 + payload.length, 0);
  mdatHeader.write('mdat', 4, 'latin1');
  return { bytes: Buffer.concat([ftyp, mdatHeader, payload]), contentType: 'video/mp4' };
}
