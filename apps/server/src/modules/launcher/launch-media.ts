import { createHash } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { Storage } from '../../platform/storage/storage.ts';
import type { CreativeSpec, LaunchPlatform, LaunchTarget, MediaSource } from '../ad-accounts/index.ts';
import type { ActiveFileVersion } from '../drive/index.ts';
import type { LaunchContext } from './launch-target.ts';
import { launcherMedia, type LauncherAdAccountRow, type LauncherMediaRow } from './tables.ts';

/** A file as the platform knows it once uploaded: Meta's image hash or video id. */
export interface UploadedMedia {
  kind: 'image' | 'video';
  platformId: string;
  /** A video's poster frame as an image hash: Meta wants a picture to show before the video plays. */
  thumbnailHash?: string;
}

/**
 * One asset of a creative: the uploaded media for its placement group (null: every placement), and the
 * Creative Hub version it came from, which the sandbox shows as the ad's picture.
 */
export function creativeAsset(
  placement: CreativeSpec['assets'][number]['placement'] | undefined,
  file: ActiveFileVersion,
  media: UploadedMedia,
): CreativeSpec['assets'][number] {
  return {
    placement: placement ?? null,
    ...(media.kind === 'video' ? { videoId: media.platformId } : { imageHash: media.platformId }),
    ...(media.thumbnailHash ? { thumbnailHash: media.thumbnailHash } : {}),
    hubVersionId: file.versionId,
  };
}

async function sha256Of(storage: Storage, key: string): Promise<string> {
  const object = await storage.get(key);
  if (!object) throw new Error(`The stored bytes of ${key} are missing`);
  const hash = createHash('sha256');
  for await (const chunk of object.body) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

function mediaSource(storage: Storage, file: ActiveFileVersion, sha256: string): MediaSource {
  return {
    name: file.name,
    size: file.size,
    sha256,
    mimeType: file.mime,
    open: () => {
      const out = new PassThrough();
      storage.get(file.storageKey).then(
        (object) => {
          if (!object) out.destroy(new Error(`The stored bytes of ${file.name} are missing`));
          else object.body.on('error', (error) => out.destroy(error)).pipe(out);
        },
        (error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))),
      );
      return out;
    },
  };
}

/**
 * Uploads Creative Hub files to an account once each: a file whose bytes (sha256) were uploaded to the
 * account before, by any batch, is reused by its hash or video id. Within one run a file is read once.
 */
export function mediaUploader(input: {
  context: LaunchContext;
  account: LauncherAdAccountRow;
  platform: LaunchPlatform;
  target: LaunchTarget;
  /** Runs a platform call, retrying what may pass. */
  call: <T>(operation: () => Promise<T>) => Promise<T>;
}): (file: ActiveFileVersion) => Promise<UploadedMedia> {
  const { context, account, platform, target, call } = input;
  const { db } = context.database;
  const done = new Map<string, Promise<UploadedMedia>>();

  /** A video's poster, sent as an image; the same bytes give the same hash, so it is not recorded. */
  async function posterHash(file: ActiveFileVersion): Promise<string | undefined> {
    if (file.kind !== 'video' || !file.posterKey) return undefined;
    const poster = { ...file, name: `${file.name} (poster)`, mime: 'image/jpeg', storageKey: file.posterKey };
    const sha256 = await sha256Of(context.storage, file.posterKey);
    return (await call(() => platform.uploadImage(target, mediaSource(context.storage, poster, sha256))))
      .hash;
  }

  async function upload(file: ActiveFileVersion): Promise<UploadedMedia> {
    const uploaded = await uploadOnce(file);
    const thumbnailHash = await posterHash(file);
    return thumbnailHash ? { ...uploaded, thumbnailHash } : uploaded;
  }

  async function uploadOnce(file: ActiveFileVersion): Promise<UploadedMedia> {
    const sha256 = await sha256Of(context.storage, file.storageKey);
    const known = await findMedia(db, account.id, sha256);
    if (known) return { kind: known.kind, platformId: known.platformId };
    const source = mediaSource(context.storage, file, sha256);
    const platformId =
      file.kind === 'video'
        ? (await call(() => platform.uploadVideo(target, source))).videoId
        : (await call(() => platform.uploadImage(target, source))).hash;
    await db
      .insert(launcherMedia)
      .values({
        orgId: account.orgId,
        workspaceId: account.workspaceId,
        launcherAccountId: account.id,
        kind: file.kind,
        sha256,
        platformId,
        name: file.name,
        fileId: file.fileId,
        versionId: file.versionId,
        uploadedAt: context.clock.now(),
      })
      .onConflictDoNothing({ target: [launcherMedia.launcherAccountId, launcherMedia.sha256] });
    return { kind: file.kind, platformId };
  }

  return (file) => {
    let pending = done.get(file.versionId);
    if (!pending) {
      pending = upload(file);
      done.set(file.versionId, pending);
      pending.catch(() => done.delete(file.versionId));
    }
    return pending;
  };
}

async function findMedia(
  db: LaunchContext['database']['db'],
  launcherAccountId: string,
  sha256: string,
): Promise<LauncherMediaRow | undefined> {
  const [row] = await db
    .select()
    .from(launcherMedia)
    .where(and(eq(launcherMedia.launcherAccountId, launcherAccountId), eq(launcherMedia.sha256, sha256)))
    .limit(1);
  return row;
}
