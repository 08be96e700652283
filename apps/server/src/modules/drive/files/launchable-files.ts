import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { driveFiles, driveFileVersions } from '../tables.ts';

/** A Creative Hub file's active version, as another area reads its bytes (the Ad Launcher's uploads). */
export interface ActiveFileVersion {
  fileId: string;
  versionId: string;
  name: string;
  kind: 'image' | 'video';
  mime: string;
  size: number;
  storageKey: string;
  thumbnailKey: string | null;
  posterKey: string | null;
}

/** The active versions of those of `fileIds` that are files of the workspace; others are left out. */
export async function activeFileVersions(
  db: Executor,
  input: { workspaceId: string; fileIds: readonly string[] },
): Promise<ActiveFileVersion[]> {
  const ids = [...new Set(input.fileIds)].filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (ids.length === 0) return [];
  return db
    .select({
      fileId: driveFiles.id,
      versionId: driveFileVersions.id,
      name: driveFiles.name,
      kind: driveFileVersions.kind,
      mime: driveFileVersions.mime,
      size: driveFileVersions.size,
      storageKey: driveFileVersions.storageKey,
      thumbnailKey: driveFileVersions.thumbnailKey,
      posterKey: driveFileVersions.posterKey,
    })
    .from(driveFiles)
    .innerJoin(
      driveFileVersions,
      and(
        eq(driveFileVersions.id, driveFiles.activeVersionId),
        eq(driveFileVersions.workspaceId, driveFiles.workspaceId),
      ),
    )
    .where(and(eq(driveFiles.workspaceId, input.workspaceId), inArray(driveFiles.id, ids)));
}
