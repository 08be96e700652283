import type { Executor } from '../../../../platform/db/database.ts';
import type { Storage } from '../../../../platform/storage/storage.ts';
import { versionPictures } from '../../../drive/index.ts';

/** A Creative Hub picture as the sandbox draws it into a preview. */
export interface PreviewPicture {
  /** The picture's bytes as a `data:` URL: an SVG shown by `<img>` may hold no other kind of address. */
  dataUrl: string;
  /** Width over height of the upload itself, null when unknown. */
  aspectRatio: number | null;
}

/** The pictures of these Creative Hub versions, by version id; a version the scope can't reach is left out. */
export type PreviewPictures = (versionIds: readonly string[]) => Promise<Map<string, PreviewPicture>>;

/** Thumbnails are at most 640 px; a poster frame is a full-size JPEG. Past this a picture is left out. */
const MAX_PICTURE_BYTES = 4 * 1024 * 1024;

function aspectRatioOf(resolution: string | null): number | null {
  const match = /^(\d+)x(\d+)$/.exec(resolution ?? '');
  if (!match) return null;
  const [width, height] = [Number(match[1]), Number(match[2])];
  return width > 0 && height > 0 ? width / height : null;
}

async function readBytes(storage: Storage, key: string): Promise<Buffer | undefined> {
  const head = await storage.head(key);
  if (!head || head.size > MAX_PICTURE_BYTES) return undefined;
  const object = await storage.get(key);
  if (!object) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Reads the thumbnail (a video's poster while it has none) of Creative Hub versions of one workspace: the
 * workspace the launcher account belongs to, whose files the caller was proven to launch. Another
 * workspace's or organisation's version is never read.
 */
export function previewPictures(scope: {
  db: Executor;
  storage: Storage;
  orgId: string;
  workspaceId: string;
}): PreviewPictures {
  return async (versionIds) => {
    const pictures = await versionPictures(scope.db, {
      orgId: scope.orgId,
      workspaceId: scope.workspaceId,
      versionIds,
    });
    const drawn = new Map<string, PreviewPicture>();
    for (const picture of pictures.values()) {
      const bytes = await readBytes(scope.storage, picture.key);
      if (!bytes) continue;
      drawn.set(picture.versionId, {
        dataUrl: `data:${picture.contentType};base64,${bytes.toString('base64')}`,
        aspectRatio: aspectRatioOf(picture.resolution),
      });
    }
    return drawn;
  };
}
