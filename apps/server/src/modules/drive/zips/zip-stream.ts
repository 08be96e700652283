import type { Readable } from 'node:stream';
import yazl from 'yazl';
import type { AppContext } from '../../../platform/context.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { collectZipEntries, type ZipEntry } from './zip-entries.ts';
import { checkZipCaps } from './zip-jobs.service.ts';

/**
 * A zip of `entries` made while it is sent: each file is read from storage in turn and stored, not
 * compressed (images and videos are compressed already), so nothing is ever whole in memory. A file missing
 * from storage ends the stream with an error.
 */
export function zipStream(context: AppContext, entries: readonly ZipEntry[]): Readable {
  const zip = new yazl.ZipFile();
  for (const entry of entries) {
    zip.addReadStreamLazy(entry.path, { compress: false, mtime: entry.modifiedAt }, (callback) => {
      context.storage.get(entry.storageKey).then(
        (stored) =>
          stored
            ? callback(null, stored.body)
            : callback(new Error(`${entry.path} is missing from storage`), undefined as never),
        (error: unknown) => callback(error, undefined as never),
      );
    });
  }
  zip.on('error', (error: Error) => (zip.outputStream as Readable).destroy(error));
  zip.end();
  return zip.outputStream as Readable;
}

/**
 * The entries of a zip of one folder with everything inside it (paths kept, the folder's contents at the
 * top), refused as any zip is when empty or past the caps.
 */
export async function folderZipEntries(
  db: Executor,
  input: { workspaceId: string; folderId: string },
): Promise<ZipEntry[]> {
  const entries = await collectZipEntries(db, {
    workspaceId: input.workspaceId,
    fileIds: [],
    folderIds: [input.folderId],
    strict: false,
  });
  // The folder itself is the zip: its name is the zip's, not a directory inside it.
  const top = entries[0]?.path.split('/')[0];
  const inside =
    input.folderId !== input.workspaceId &&
    top !== undefined &&
    entries.every((e) => e.path.startsWith(`${top}/`));
  const unwrapped = inside
    ? entries.map((entry) => ({ ...entry, path: entry.path.slice(top.length + 1) }))
    : entries;
  checkZipCaps(unwrapped);
  return unwrapped;
}
