import type { CommentAnnotation, DriveDiscussion } from '@hookline/domain';
import type { AppContext } from '../../../platform/context.ts';
import type { DriveFileRow } from '../tables.ts';
import { createDiscussion, listDiscussions } from './discussions.service.ts';

/**
 * What a share link's page needs from comments (the sharing area's `SharedDrive`): a version's comments, and
 * a comment by a viewer without an account, who gives a name. The link's scope has already proven the file.
 */
export interface DriveCommentsForViewers {
  /** A version's comments with their replies, oldest first; 404 when the version is another file's. */
  discussions(input: { file: DriveFileRow; versionId: string }): Promise<DriveDiscussion[]>;
  addDiscussion(input: {
    file: DriveFileRow;
    versionId: string;
    content: string;
    annotation: CommentAnnotation | undefined;
    authorName: string;
  }): Promise<DriveDiscussion>;
}

export function createDriveCommentsForViewers(context: AppContext): DriveCommentsForViewers {
  const reader = { kind: 'viewer' } as const;
  return {
    discussions: ({ file, versionId }) =>
      listDiscussions(context.database.db, { file, versionId, status: 'all', reader }),
    addDiscussion: ({ file, versionId, content, annotation, authorName }) =>
      createDiscussion(context, {
        file,
        versionId,
        content,
        annotation,
        author: { kind: 'viewer', name: authorName },
        reader,
      }),
  };
}
