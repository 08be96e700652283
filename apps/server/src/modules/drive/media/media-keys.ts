/** Where a version's bytes and what is made from them live in the storage driver. */
export function versionStorageKey(input: {
  orgId: string;
  workspaceId: string;
  versionId: string;
  name: string;
}): string {
  return `drive/${input.orgId}/${input.workspaceId}/${input.versionId}/${input.name}`;
}

/** The extension an original is stored with, by its detected type. */
export const EXTENSION_OF_MIME: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
};
