import type { DriveDiscussion, DriveFile, DriveFolder } from '@hookline/domain';
import { viewerActionsOf } from './shared-asset-resources.ts';
import type { ShareLinkRow } from './tables.ts';

/*
 * What a share link's viewer sees of the Creative Hub: the media, its versions when the link allows it,
 * and the comments. No file action affordances: `allowedActions` holds only what the link allows
 * (`download`, `comment.write`), nothing is a favourite or watched, and the team's own working data (tags,
 * custom fields, chat connections) stays inside the workspace.
 */

export function fileForViewer(file: DriveFile, link: Pick<ShareLinkRow, 'options'>): DriveFile {
  return {
    ...file,
    customFields: {},
    tags: [],
    versions: link.options.accessFileVersions
      ? file.versions
      : file.versions.filter((version) => version.isActive),
    isFavourite: false,
    isWatched: false,
    allowedActions: viewerActionsOf(link),
  };
}

/** `isTop`: the shared folder itself, whose parent lies outside the link. */
export function folderForViewer(folder: DriveFolder, options: { isTop: boolean }): DriveFolder {
  return {
    ...folder,
    parent: options.isTop ? null : folder.parent,
    isFavourite: false,
    isWatched: false,
    hasChatConnection: false,
    allowedActions: [],
  };
}

/** Comments as a viewer reads them: nobody's to edit, delete or resolve. */
export function discussionForViewer(discussion: DriveDiscussion): DriveDiscussion {
  return {
    ...discussion,
    allowedActions: [],
    replies: discussion.replies.map((reply) => ({ ...reply, allowedActions: [] })),
  };
}
