import type { ExpertPublicBoard } from '@hookline/domain';
import type { Executor } from '../../../platform/db/database.ts';

/**
 * What an expert's page reads of Inspiration. The inspiration area builds on this one (its saved ads come
 * from the library), so it gives this source to the context (`expertBoards`) rather than being imported here.
 */
export interface ExpertBoardSource {
  /** Whether `boardId` is a board of a workspace whose Inspiration `userId` opens now. */
  isBoardOf(db: Executor, input: { userId: string; boardId: string }): Promise<boolean>;
  /**
   * The board, read-only, with its newest saved ads (at most `limit`); null when it is gone, or no longer
   * one `userId` opens.
   */
  publicBoard(
    db: Executor,
    input: { userId: string; boardId: string; limit: number },
  ): Promise<ExpertPublicBoard | null>;
}

declare module '../../../platform/context.ts' {
  interface AreaServices {
    /** An expert's public board, read from Inspiration: added by the inspiration area. */
    expertBoards: ExpertBoardSource;
  }
}
