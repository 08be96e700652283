import type {
  InspirationFilters,
  InspirationSort,
  TeamInspirationFile,
  TeamListItems,
} from '@hookline/domain';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { buildInspirationFileDtos, type InspirationDtoDeps } from '../files/file-dto.ts';
import { inspirationWorkspacesOf } from '../pickers/caller-workspaces.ts';
import { inspirationBoards, inspirationFiles } from '../tables.ts';
import { savedAdConditions } from './list-filters.ts';

/**
 * `POST inspiration/team/list-items`: what everyone in the organisation saved, in the workspaces whose
 * Inspiration the caller opens, newest (or oldest) saved first, each with its workspace's and first board's
 * names. Each ad's `allowedActions` are the caller's in its own workspace.
 */
export async function listTeamInspiration(
  deps: InspirationDtoDeps,
  input: {
    orgId: string;
    userId: string;
    page: number;
    limit: number;
    sort: InspirationSort;
    filters?: InspirationFilters | undefined;
  },
): Promise<TeamListItems> {
  const { db } = deps;
  const workspaces = await inspirationWorkspacesOf(db, { userId: input.userId, orgId: input.orgId });
  if (workspaces.length === 0) return { files: [], total: 0 };
  const byId = new Map(workspaces.map((workspace) => [workspace.workspaceId, workspace]));
  const where = and(
    eq(inspirationFiles.orgId, input.orgId),
    inArray(inspirationFiles.workspaceId, [...byId.keys()]),
    ...savedAdConditions(input.filters, { viewerUserId: input.userId, savedAt: inspirationFiles.createdAt }),
  );
  const [counted] = await db.select({ total: count() }).from(inspirationFiles).where(where);
  const total = counted?.total ?? 0;
  const offset = (input.page - 1) * input.limit;
  if (offset >= total) return { files: [], total };
  const direction = input.sort === 'oldest' ? asc : desc;
  const rows = await db
    .select()
    .from(inspirationFiles)
    .where(where)
    .orderBy(direction(inspirationFiles.createdAt), direction(inspirationFiles.id))
    .limit(input.limit)
    .offset(offset);

  const dtos = new Map<string, Awaited<ReturnType<typeof buildInspirationFileDtos>>[number]>();
  for (const [workspaceId, workspace] of byId) {
    const own = rows.filter((row) => row.workspaceId === workspaceId);
    if (own.length === 0) continue;
    const built = await buildInspirationFileDtos(deps, {
      files: own,
      viewer: { userId: input.userId, actions: workspace.actions },
    });
    for (const dto of built) dtos.set(dto._id, dto);
  }
  const boardIds = [...new Set([...dtos.values()].flatMap((dto) => (dto.folderId ? [dto.folderId] : [])))];
  const boardNames = new Map(
    boardIds.length === 0
      ? []
      : (
          await db
            .select({ id: inspirationBoards.id, name: inspirationBoards.name })
            .from(inspirationBoards)
            .where(inArray(inspirationBoards.id, boardIds))
        ).map((board) => [board.id, board.name]),
  );
  const files: TeamInspirationFile[] = rows.flatMap((row) => {
    const dto = dtos.get(row.id);
    if (!dto) return [];
    return [
      {
        ...dto,
        workspaceName: byId.get(row.workspaceId)?.workspaceName ?? '',
        folderName: dto.folderId ? (boardNames.get(dto.folderId) ?? null) : null,
      },
    ];
  });
  return { files, total };
}
