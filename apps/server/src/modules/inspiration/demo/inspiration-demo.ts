import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { boardTree } from '../boards/board-tree.ts';
import { setInspirationMark } from '../files/inspiration-marks.service.ts';
import { FILE_ACTIONS } from '../files/inspiration-viewer.ts';
import { saveInspirationAd } from '../files/save-ad.service.ts';
import { inspirationBoards } from '../tables.ts';

/** Whether the workspace has any board. */
export async function workspaceHasBoards(db: Executor, workspaceId: string): Promise<boolean> {
  const [board] = await db
    .select({ id: inspirationBoards.id })
    .from(inspirationBoards)
    .where(eq(inspirationBoards.workspaceId, workspaceId))
    .limit(1);
  return board !== undefined;
}

export interface InspirationDemoBoard {
  name: string;
  description: string;
  /** The name of a board given before this one; absent: the board sits at the workspace's root. */
  parent?: string | undefined;
  /** Library ads saved into the board, in this order; a favourite one is the user's favourite. */
  ads: ReadonlyArray<{ discoverAdId: string; favourite?: boolean }>;
}

/**
 * For the demo seed: the boards, in the order given, each with its ads saved from the Discover library as
 * the user saves them (each with its own copy of the media); then the favourites marked.
 */
export async function seedInspirationDemo(
  context: AppContext,
  input: { orgId: string; workspaceId: string; userId: string; boards: readonly InspirationDemoBoard[] },
): Promise<void> {
  const { db } = context.database;
  const workspace = { id: input.workspaceId, orgId: input.orgId };
  const viewer = { userId: input.userId, actions: FILE_ACTIONS };
  const boardIds = new Map<string, string>();
  const favourites: string[] = [];
  for (const board of input.boards) {
    const created = await boardTree.create(db, {
      workspace,
      unverifiedParentId: board.parent ? boardIds.get(board.parent) : null,
      name: board.name,
      description: board.description,
      creatorUserId: input.userId,
    });
    boardIds.set(board.name, created.id);
    for (const ad of board.ads) {
      const saved = await saveInspirationAd(context, {
        workspace,
        userId: input.userId,
        viewer,
        unverifiedFolderId: created.id,
        source: { discoverAdId: ad.discoverAdId },
      });
      if (ad.favourite) favourites.push(saved._id);
    }
  }
  for (const savedAdId of favourites) {
    await setInspirationMark(db, {
      mark: 'favourite',
      on: true,
      userId: input.userId,
      target: { id: savedAdId, workspaceId: input.workspaceId, kind: 'file' },
    });
  }
}
