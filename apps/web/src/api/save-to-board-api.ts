import {
  boardPickerResponse,
  inspirationBoardSchema,
  inspirationFileSchema,
  type BoardPickerWorkspace,
  type InspirationBoard,
  type InspirationFile,
  type SaveInspirationBody,
} from '@hookline/domain';
import { http } from './client.ts';

/** The calls "Save to board" makes (API.md, "Inspiration"): the boards to pick from, a new board, the save. */
export const saveToBoardApi = {
  /**
   * The boards of each workspace of the organisation the caller may save into; with `discoverAdId`, each
   * says whether it already holds that ad.
   */
  boards: async (
    orgId: string,
    signal?: AbortSignal,
    discoverAdId?: string,
  ): Promise<BoardPickerWorkspace[]> =>
    (
      await http.main.get('inspiration/boards', {
        query: discoverAdId ? { orgId, discoverAdId } : { orgId },
        schema: boardPickerResponse,
        signal,
      })
    ).data,

  /** A new top board of a workspace. */
  createBoard: (input: { workspaceId: string; name: string }): Promise<InspirationBoard> =>
    http.main.post('inspiration/folder', input, { schema: inspirationBoardSchema }),

  save: (body: SaveInspirationBody): Promise<InspirationFile> =>
    http.main.post('inspiration/file', body, { schema: inspirationFileSchema }),
};
