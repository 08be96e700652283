import type { ExpertPublicBoard } from '@hookline/domain';
import type { Executor } from '../../../platform/db/database.ts';
import { isUuid } from '../../../platform/uuid.ts';
import type { ExpertBoardSource } from '../../discover/index.ts';
import { NOBODY } from '../files/inspiration-viewer.ts';
import { inspirationBoardResource } from '../inspiration-resources.ts';
import { listBoardItems } from '../list/list-items.service.ts';
import type { InspirationMediaUrls } from '../media/media-urls.ts';

/** The board `boardId` when it is a board (not a workspace's root) whose workspace's Inspiration `userId` opens. */
async function ownBoard(db: Executor, input: { userId: string; boardId: string }) {
  if (!isUuid(input.boardId)) return undefined;
  const found = await inspirationBoardResource.forMember(db, { userId: input.userId, id: input.boardId });
  if (!found || found.row.board === null || !found.access.products.includes('inspiration')) return undefined;
  return found.row;
}

/**
 * An expert's public board as Inspiration gives it to their page: the board a signed-in user of any
 * organisation may look at, with its newest saved ads, read-only. It shows only while the expert still opens
 * the board; nothing on it is anyone's favourite, it names no other board, and the team's tags stay inside.
 */
export function createExpertBoardSource(media: InspirationMediaUrls): ExpertBoardSource {
  return {
    isBoardOf: async (db, input) => (await ownBoard(db, input)) !== undefined,
    async publicBoard(db, input): Promise<ExpertPublicBoard | null> {
      const ref = await ownBoard(db, input);
      if (!ref?.board) return null;
      const items = await listBoardItems(
        { db, media },
        { ref, viewer: NOBODY, page: 1, limit: input.limit, sort: 'newest' },
      );
      return {
        _id: ref.board.id,
        name: ref.board.name,
        description: ref.board.description,
        files: items.files.map((file) => ({
          ...file,
          folderId: ref.id,
          folderIds: [ref.id],
          tags: [],
          isFavourite: false,
          isWatched: false,
          allowedActions: [],
        })),
        total: items.total,
      };
    },
  };
}
