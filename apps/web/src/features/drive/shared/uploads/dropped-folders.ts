/**
 * Dropped or picked folders, read into a plan: the folders to create (each a path of names under the folder
 * they were dropped on, parents before children) and the files with the folder each goes in. A drop is read
 * with `webkitGetAsEntry`; a folder picked with the Upload folder button gives `webkitRelativePath`s.
 */

export interface PlannedFile<F> {
  file: F;
  /** Names of the folders above the file, under the drop target; empty: the target itself. */
  folderPath: readonly string[];
}

export interface UploadPlan<F> {
  folders: (readonly string[])[];
  files: PlannedFile<F>[];
}

/** Files the system makes (`.DS_Store`, `._photo.jpg`) are not the user's: they are left out quietly. */
const isHidden = (name: string) => name.startsWith('.') || name === 'Thumbs.db' || name === 'desktop.ini';

const pathKey = (path: readonly string[]) => path.join('\u0000');

function addFolder<F>(plan: UploadPlan<F>, known: Set<string>, path: readonly string[]): void {
  for (let depth = 1; depth <= path.length; depth += 1) {
    const prefix = path.slice(0, depth);
    const key = pathKey(prefix);
    if (!known.has(key)) {
      known.add(key);
      plan.folders.push(prefix);
    }
  }
}

/** A directory's entries: `readEntries` gives them in batches until it gives none. */
function readAll(directory: FileSystemDirectoryEntry): Promise<FileSystemEntry[]> {
  const reader = directory.createReader();
  const entries: FileSystemEntry[] = [];
  return new Promise((resolve, reject) => {
    const next = () =>
      reader.readEntries((batch) => {
        if (batch.length === 0) resolve(entries);
        else {
          entries.push(...batch);
          next();
        }
      }, reject);
    next();
  });
}

const fileOf = (entry: FileSystemFileEntry) =>
  new Promise<File>((resolve, reject) => entry.file(resolve, reject));

/** Reads the dropped entries, folders at any depth included. */
export async function planFromEntries(entries: readonly FileSystemEntry[]): Promise<UploadPlan<File>> {
  const plan: UploadPlan<File> = { folders: [], files: [] };
  const known = new Set<string>();
  const visit = async (entry: FileSystemEntry, parent: readonly string[]): Promise<void> => {
    if (isHidden(entry.name)) return;
    if (entry.isDirectory) {
      const path = [...parent, entry.name];
      addFolder(plan, known, path);
      for (const child of await readAll(entry as FileSystemDirectoryEntry)) await visit(child, path);
    } else if (entry.isFile) {
      plan.files.push({ file: await fileOf(entry as FileSystemFileEntry), folderPath: parent });
    }
  };
  for (const entry of entries) await visit(entry, []);
  return plan;
}

/** Reads files picked with a folder picker (`<input webkitdirectory>`), by their relative paths. */
export function planFromRelativePaths<F extends { name: string; webkitRelativePath?: string }>(
  files: readonly F[],
): UploadPlan<F> {
  const plan: UploadPlan<F> = { folders: [], files: [] };
  const known = new Set<string>();
  for (const file of files) {
    const parts = (file.webkitRelativePath || file.name).split('/').filter((part) => part !== '');
    const folderPath = parts.slice(0, -1);
    if ([...parts].some(isHidden)) continue;
    addFolder(plan, known, folderPath);
    plan.files.push({ file, folderPath });
  }
  return plan;
}

/**
 * Creates the plan's folders under `rootId`, parents first, and answers each path's new folder id (the
 * empty path is `rootId`). `create` makes one folder and answers its id.
 */
export async function createPlannedFolders(
  folders: readonly (readonly string[])[],
  input: { rootId: string; create: (parentId: string, name: string) => Promise<string> },
): Promise<(path: readonly string[]) => string> {
  const ids = new Map<string, string>([[pathKey([]), input.rootId]]);
  const ordered = [...folders].sort((a, b) => a.length - b.length);
  for (const path of ordered) {
    const parentId = ids.get(pathKey(path.slice(0, -1)));
    const name = path[path.length - 1];
    if (parentId === undefined || name === undefined) continue;
    ids.set(pathKey(path), await input.create(parentId, name));
  }
  return (path) => ids.get(pathKey(path)) ?? input.rootId;
}

/**
 * The plan's folders worth creating: those that will hold an accepted file (at any depth), and those that
 * were empty in the drop (the user's own structure). A folder that held only refused files is left out.
 */
export function foldersToCreate<F>(plan: UploadPlan<F>, accepted: ReadonlySet<F>): (readonly string[])[] {
  const holding = new Set<string>();
  const anyFile = new Set<string>();
  for (const { file, folderPath } of plan.files) {
    for (let depth = 1; depth <= folderPath.length; depth += 1) {
      const key = pathKey(folderPath.slice(0, depth));
      anyFile.add(key);
      if (accepted.has(file)) holding.add(key);
    }
  }
  return plan.folders.filter((path) => holding.has(pathKey(path)) || !anyFile.has(pathKey(path)));
}
