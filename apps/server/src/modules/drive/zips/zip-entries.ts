import { and, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { notFound } from '../../../platform/http/app-error.ts';
import { isUuid } from '../../../platform/uuid.ts';
import { downloadName } from '../media/file-download.ts';
import { safeFileName } from '../media/safe-file-name.ts';
import { driveFiles, driveFileVersions, driveFolders } from '../tables.ts';

/** One file in a zip: where it sits inside, and where its bytes are. */
export interface ZipEntry {
  path: string;
  storageKey: string;
  size: number;
  modifiedAt: Date;
}

/** A name safe as one segment of a path inside a zip. */
const segment = safeFileName;

/** `name`, or `name (2)`, `name (3)`… before its extension, whichever is not yet taken in `taken`. */
function uniqueIn(taken: Set<string>, name: string): string {
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let candidate = name;
  for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = `${stem} (${n})${extension}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

/**
 * The files a zip holds, with their paths: the chosen files at the top, each chosen folder as a directory
 * with everything inside it at any depth (the workspace's root, named by the workspace's id, puts its
 * contents at the top). Names that clash within a directory get ` (2)`, ` (3)`… Everything is read within
 * the workspace; with `strict`, an id outside it is a 404 (when the zip is asked for), else it is skipped
 * (a file deleted before the zip was built).
 */
export async function collectZipEntries(
  db: Executor,
  input: { workspaceId: string; fileIds: readonly string[]; folderIds: readonly string[]; strict: boolean },
): Promise<ZipEntry[]> {
  const { workspaceId, strict } = input;
  if (strict && [...input.fileIds, ...input.folderIds].some((id) => !isUuid(id))) throw notFound();
  const fileIds = [...new Set(input.fileIds.filter(isUuid))];
  const folderIds = [...new Set(input.folderIds.filter(isUuid))];

  const folders = await db
    .select({ id: driveFolders.id, parentId: driveFolders.parentId, name: driveFolders.name })
    .from(driveFolders)
    .where(eq(driveFolders.workspaceId, workspaceId));
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  const children = new Map<string | null, string[]>();
  for (const folder of folders) {
    children.set(folder.parentId, [...(children.get(folder.parentId) ?? []), folder.id]);
  }

  const chosenFolders = folderIds.filter((id) => id === workspaceId || byId.has(id));
  if (strict && chosenFolders.length !== folderIds.length) throw notFound();

  /** Each folder inside a chosen one, with the directory it becomes. */
  const directoryOf = new Map<string | null, string>();
  const taken = new Map<string, Set<string>>();
  const takenIn = (directory: string) =>
    taken.get(directory) ?? taken.set(directory, new Set()).get(directory)!;
  const walk = (folderId: string | null, directory: string) => {
    directoryOf.set(folderId, directory);
    for (const childId of children.get(folderId) ?? []) {
      const name = uniqueIn(takenIn(directory), segment(byId.get(childId)!.name));
      walk(childId, `${directory}${name}/`);
    }
  };
  for (const id of chosenFolders) {
    if (id === workspaceId) walk(null, '');
    else if (!directoryOf.has(id)) walk(id, `${uniqueIn(takenIn(''), segment(byId.get(id)!.name))}/`);
  }

  const rows = await db
    .select({
      id: driveFiles.id,
      folderId: driveFiles.folderId,
      name: driveFiles.name,
      modifiedAt: driveFiles.modifiedAt,
      storageKey: driveFileVersions.storageKey,
      size: driveFileVersions.size,
      mime: driveFileVersions.mime,
    })
    .from(driveFiles)
    .innerJoin(
      driveFileVersions,
      and(eq(driveFileVersions.id, driveFiles.activeVersionId), eq(driveFileVersions.fileId, driveFiles.id)),
    )
    .where(and(eq(driveFiles.workspaceId, workspaceId), isNotNull(driveFiles.activeVersionId)))
    .orderBy(driveFiles.name, driveFiles.id);
  const chosenFiles = new Set(fileIds);
  if (strict) {
    const found = new Set(rows.filter((row) => chosenFiles.has(row.id)).map((row) => row.id));
    if (found.size !== chosenFiles.size) throw notFound();
  }

  const entries: ZipEntry[] = [];
  const seen = new Set<string>();
  const add = (row: (typeof rows)[number], directory: string) => {
    if (seen.has(row.id)) return;
    seen.add(row.id);
    const name = uniqueIn(takenIn(directory), segment(downloadName(row.name, row.mime)));
    entries.push({
      path: `${directory}${name}`,
      storageKey: row.storageKey,
      size: row.size,
      modifiedAt: row.modifiedAt,
    });
  };
  for (const row of rows) if (chosenFiles.has(row.id)) add(row, '');
  for (const row of rows) {
    const directory = directoryOf.get(row.folderId);
    if (directory !== undefined) add(row, directory);
  }
  return entries;
}
