import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { GraphClient } from '../../connectors/meta/graph-client.ts';
import type { MediaSource } from '../launch-platform.ts';
import { findOne, launchRefusal, parseAnswer } from './launch-graph.ts';
import { RangeReader, readAll } from './media-bytes.ts';

const imageSchema = z.object({ hash: z.string() });
const imagesPageSchema = z.object({ data: z.array(imageSchema) });
/** `POST act_x/adimages` answers `{"images": {"<filename>": {"hash": ..., "url": ...}}}`. */
const uploadedImagesSchema = z.object({ images: z.record(z.string(), imageSchema) });

/**
 * Uploads an image once per account (https://developers.facebook.com/docs/marketing-api/reference/ad-image):
 * Meta's image hash is the md5 of the bytes, so the hash is looked up first (`GET act_x/adimages?hashes=`)
 * and the bytes are sent (multipart, field `filename`) only when the account has no such image. Were the
 * hash ever computed otherwise, the look-up would miss and the upload answer the same hash: one upload
 * more, never a wrong image.
 */
export async function uploadImage(input: {
  client: GraphClient;
  accountId: string;
  media: MediaSource;
}): Promise<{ hash: string }> {
  const { client, accountId, media } = input;
  const bytes = await readAll(media);
  const md5 = createHash('md5').update(bytes).digest('hex');
  const known = parseAnswer(
    imagesPageSchema,
    await client.get(`/${accountId}/adimages`, { hashes: JSON.stringify([md5]), fields: 'hash,name' }),
    'the ad images',
  );
  const found = known.data.find((image) => image.hash === md5);
  if (found) return { hash: found.hash };

  const form = new FormData();
  form.set('filename', new Blob([bytes], { type: media.mimeType }), media.name);
  const uploaded = parseAnswer(
    uploadedImagesSchema,
    await client.postMultipart(`/${accountId}/adimages`, form),
    'the uploaded image',
  );
  const [image] = Object.values(uploaded.images);
  if (!image) throw launchRefusal('Meta accepted the image but answered no hash for it');
  return { hash: image.hash };
}

const videoSchema = z.object({ id: z.string(), title: z.string().optional() });
const startSchema = z.object({
  upload_session_id: z.string(),
  video_id: z.string(),
  start_offset: z.coerce.number(),
  end_offset: z.coerce.number(),
});
const transferSchema = z.object({ start_offset: z.coerce.number(), end_offset: z.coerce.number() });

/** What marks a video as the upload of these bytes: a repeat of the upload finds it by this. */
const fingerprint = (media: MediaSource): string => `sha256:${media.sha256}`;

/** The video's name in the account's library: the file's name, then its fingerprint (255 characters at most). */
function videoTitle(media: MediaSource): string {
  const mark = ` · ${fingerprint(media)}`;
  return `${media.name.slice(0, 255 - mark.length)}${mark}`;
}

function findUploadedVideo(client: GraphClient, accountId: string, media: MediaSource) {
  const mark = fingerprint(media);
  return findOne({
    client,
    path: `/${accountId}/advideos`,
    params: { fields: 'id,title', limit: 100 },
    filtering: JSON.stringify([{ field: 'title', operator: 'CONTAIN', value: mark }]),
    schema: videoSchema,
    what: 'an ad video',
    matches: (video) => video.title?.includes(mark) ?? false,
  });
}

/**
 * Uploads a video in chunks, Meta's resumable protocol on `act_x/advideos`
 * (https://developers.facebook.com/docs/video-api/guides/publishing, "Resumable upload"):
 * `upload_phase=start` with `file_size` answers the session and the first range; each
 * `upload_phase=transfer` sends `video_file_chunk` from `start_offset` and answers the next range, until
 * start equals end; `upload_phase=finish` names the video. The name carries the bytes' sha256, so a video
 * uploaded before (by an earlier launch, or an attempt whose answer was lost) is found and reused.
 */
export async function uploadVideo(input: {
  client: GraphClient;
  chunkClient: GraphClient;
  accountId: string;
  media: MediaSource;
}): Promise<{ videoId: string }> {
  const { client, chunkClient, accountId, media } = input;
  const existing = await findUploadedVideo(client, accountId, media);
  if (existing) return { videoId: existing.id };

  const path = `/${accountId}/advideos`;
  const started = parseAnswer(
    startSchema,
    await client.post(path, { upload_phase: 'start', file_size: media.size }),
    'the started video upload',
  );
  const reader = new RangeReader(media);
  let range = { start: started.start_offset, end: started.end_offset };
  while (range.start < range.end) {
    const form = new FormData();
    form.set('upload_phase', 'transfer');
    form.set('upload_session_id', started.upload_session_id);
    form.set('start_offset', String(range.start));
    const chunk = await reader.read(range.start, range.end);
    form.set('video_file_chunk', new Blob([chunk], { type: media.mimeType }), media.name);
    const next = parseAnswer(
      transferSchema,
      await chunkClient.postMultipart(path, form),
      'the video chunk answer',
    );
    range = { start: next.start_offset, end: next.end_offset };
  }
  await client.post(path, {
    upload_phase: 'finish',
    upload_session_id: started.upload_session_id,
    title: videoTitle(media),
    name: videoTitle(media),
  });
  return { videoId: started.video_id };
}
