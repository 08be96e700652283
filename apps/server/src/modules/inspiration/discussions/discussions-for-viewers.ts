import type { InspirationDiscussion } from '@hookline/domain';
import type { AppContext } from '../../../platform/context.ts';
import type { InspirationFileRow } from '../tables.ts';
import { createDiscussion, listDiscussions } from './discussions.service.ts';

/**
 * What a board link's public page needs from comments: a saved ad's comments, and a comment by a viewer
 * without an account, who gives a name. The link's scope has already proven the saved ad.
 */
export interface InspirationCommentsForViewers {
  /** Every asset's comments with their replies, oldest first; nobody's to edit, delete or resolve. */
  discussions(input: { file: InspirationFileRow }): Promise<InspirationDiscussion[]>;
  /** 404 'Asset not found' when the ad has no asset at `assetIndex`. */
  addDiscussion(input: {
    file: InspirationFileRow;
    assetIndex: number;
    content: string;
    authorName: string;
  }): Promise<InspirationDiscussion>;
}

export function createInspirationCommentsForViewers(context: AppContext): InspirationCommentsForViewers {
  const reader = { kind: 'viewer' } as const;
  return {
    discussions: ({ file }) => listDiscussions(context.database.db, { file, status: 'all', reader }),
    addDiscussion: ({ file, assetIndex, content, authorName }) =>
      createDiscussion(context, {
        file,
        assetIndex,
        content,
        author: { kind: 'viewer', name: authorName },
        reader,
      }),
  };
}
