import type { Selection } from './use-drive-mutations.ts';

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** The delete dialog's title. */
export function deleteTitle({ folders, files }: Selection): string {
  if (folders.length + files.length > 1) return `Delete ${plural(folders.length + files.length, 'item')}?`;
  return folders.length === 1 ? 'Delete folder?' : 'Delete file?';
}

/**
 * What deleting takes with it, in words: a folder goes with everything inside it, so the dialog says how
 * many items that is (those directly inside; a sub-folder's own contents go too).
 */
export function deleteWords({ folders, files }: Selection): string {
  const [folder] = folders;
  const [file] = files;
  if (folders.length === 1 && files.length === 0 && folder) {
    if (folder.items === 0) {
      return `The folder “${folder.name}” is empty and will be deleted. This can’t be undone.`;
    }
    return (
      `The folder “${folder.name}” will be deleted with the ${plural(folder.items, 'item')} in it, and ` +
      'everything inside its sub-folders. This can’t be undone.'
    );
  }
  if (files.length === 1 && folders.length === 0 && file) {
    return `“${file.name}” will be deleted with all its versions and comments. This can’t be undone.`;
  }
  const inside = folders.reduce((sum, candidate) => sum + candidate.items, 0);
  const parts = [
    files.length > 0 ? plural(files.length, 'file') : null,
    folders.length > 0 ? plural(folders.length, 'folder') : null,
  ].filter((part): part is string => part !== null);
  const withContents =
    inside > 0
      ? `, with the ${plural(inside, 'item')} inside the folders and everything in their sub-folders`
      : '';
  return `${parts.join(' and ')} will be deleted${withContents}. This can’t be undone.`;
}
