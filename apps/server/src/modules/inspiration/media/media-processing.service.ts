import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { IMAGE_MAX_SIDE_PX } from '@hookline/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import { resolveFfmpegPath } from '../../../platform/media/ffmpeg-binary.ts';
import { renderImages } from '../../../platform/media/render-child/render-images.ts';
import { makeVideoMedia } from '../../drive/index.ts';
import { inspirationFiles, type StoredInspirationAsset } from '../tables.ts';

/** A thumbnail's longest side: sharp in a grid of cards on a 2x screen. */
export const THUMBNAIL_SIDE_PX = 640;

/** What the media job learnt of one asset. */
interface MadeMedia {
  thumbnailKey: string | null;
  previewKey: string | null;
  width: number | null;
  height: number | null;
  durationMs: number | null;
}

/**
 * An image's (first frame's) thumbnail as a JPEG, at most 640 px on its long side, made in the render process;
 * answers the image's size.
 */
async function makeThumbnail(source: string, output: string): Promise<{ width: number; height: number }> {
  const made = await renderImages({
    source: { file: source, limitInputPixels: IMAGE_MAX_SIDE_PX * IMAGE_MAX_SIDE_PX },
    outputs: [
      {
        steps: [
          { autoOrient: true },
          { flatten: { background: '#ffffff' } },
          {
            resize: {
              width: THUMBNAIL_SIDE_PX,
              height: THUMBNAIL_SIDE_PX,
              fit: 'inside',
              withoutEnlargement: true,
            },
          },
        ],
        encoding: { format: 'jpeg', quality: 80 },
        file: output,
      },
    ],
  });
  return made.source;
}

/** The thumbnail and preview keys beside the original's: `<…>-original.<ext>` becomes `<…>-thumbnail.jpg`. */
function keysBeside(originalKey: string): { thumbnail: string; preview: string } {
  const base = originalKey.replace(/-original\.[a-z0-9]+$/, '');
  return { thumbnail: `${base}-thumbnail.jpg`, preview: `${base}-preview.mp4` };
}

async function localOriginal(context: AppContext, key: string, workDir: string): Promise<string | undefined> {
  const inPlace = context.storage.localPath(key);
  if (inPlace && (await stat(inPlace).catch(() => undefined))?.isFile()) return inPlace;
  const stored = await context.storage.get(key);
  if (!stored) return undefined;
  const copy = path.join(workDir, 'original');
  await pipeline(stored.body, createWriteStream(copy));
  return copy;
}

async function makeMedia(
  context: AppContext,
  asset: StoredInspirationAsset & { key: string; orgId: string },
  workDir: string,
): Promise<MadeMedia | undefined> {
  const source = await localOriginal(context, asset.key, workDir);
  if (!source) return undefined;
  const keys = keysBeside(asset.key);
  const thumbnailPath = path.join(workDir, 'thumbnail.jpg');
  if (asset.type === 'image') {
    const size = await makeThumbnail(source, thumbnailPath);
    await context.storage.putFile(keys.thumbnail, thumbnailPath, 'image/jpeg', { move: true });
    return { thumbnailKey: keys.thumbnail, previewKey: null, ...size, durationMs: null };
  }
  const ffmpegPath = resolveFfmpegPath();
  if (!ffmpegPath) throw new Error('ffmpeg is not installed');
  const made = await makeVideoMedia({ ffmpegPath, source, workDir, owner: asset.orgId });
  await makeThumbnail(made.posterPath, thumbnailPath);
  await context.storage.putFile(keys.thumbnail, thumbnailPath, 'image/jpeg', { move: true });
  await context.storage.putFile(keys.preview, made.previewPath, 'video/mp4', { move: true });
  return {
    thumbnailKey: keys.thumbnail,
    previewKey: keys.preview,
    width: made.facts.width,
    height: made.facts.height,
    durationMs: made.facts.durationMs,
  };
}

/**
 * Makes one asset's thumbnail (and a video's poster thumbnail, preview, duration and size), the asset named
 * by its stored key. Idempotent: an asset no longer processing, or gone, is left alone. A failure is logged
 * and the asset stops processing without a thumbnail, so the ad shows its media as saved.
 */
export async function processAssetMedia(
  context: AppContext,
  input: { orgId: string; fileId: string; key: string },
): Promise<void> {
  const { db } = context.database;
  const scope = and(eq(inspirationFiles.id, input.fileId), eq(inspirationFiles.orgId, input.orgId));
  const [file] = await db.select().from(inspirationFiles).where(scope).limit(1);
  const asset = file?.assets.find((candidate) => candidate.key === input.key);
  if (!asset?.processing || asset.key === null) return;
  const workDir = path.join(
    context.config.dataDir,
    'tmp',
    `inspiration-media-${randomBytes(8).toString('hex')}`,
  );
  await mkdir(workDir, { recursive: true });
  let made: MadeMedia | undefined;
  try {
    made = await makeMedia(context, { ...asset, key: asset.key, orgId: input.orgId }, workDir);
  } catch (error) {
    context.log.warn({ err: error, fileId: input.fileId }, 'inspiration media processing failed');
    const keys = keysBeside(asset.key);
    await context.storage.deleteMany([keys.thumbnail, keys.preview]);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
  const written = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(inspirationFiles).where(scope).for('update').limit(1);
    if (!current) return false;
    const at = current.assets.findIndex((candidate) => candidate.key === input.key);
    const before = current.assets[at];
    if (!before) return false;
    const assets = [...current.assets];
    assets[at] = {
      ...before,
      thumbnailKey: made?.thumbnailKey ?? before.thumbnailKey,
      previewKey: made?.previewKey ?? before.previewKey,
      width: before.width ?? made?.width ?? null,
      height: before.height ?? made?.height ?? null,
      durationMs: made?.durationMs ?? before.durationMs,
      processing: false,
    };
    await tx.update(inspirationFiles).set({ assets }).where(scope);
    return true;
  });
  // The ad (or this asset) went while its media was made: what was made goes too.
  if (!written && made) {
    await context.storage.deleteMany(
      [made.thumbnailKey, made.previewKey].filter((key): key is string => key !== null),
    );
  }
}
