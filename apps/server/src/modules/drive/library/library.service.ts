import type { DriveLibrary, DriveLibraryFilters, DriveListSort, SortOrder } from '@hookline/domain';
import { and, count, eq } from 'drizzle-orm';
import type { DriveViewer } from '../files/drive-viewer.ts';
import { buildFileDtos, type DriveDtoDeps } from '../files/file-dto.ts';
import { fileItemFilters, fileOrder } from '../files/file-filters.ts';
import { driveFiles } from '../tables.ts';
import { createdWithin, customFieldConditions, matchesSearch } from './library-filters.ts';

/**
 * `POST assets/workspace/{workspaceId}/library`: every file of the workspace, wherever its folder, searched
 * by the words of its name and description and narrowed by kind, tags, custom field values, created date
 * and the caller's favourites. One query counts, one reads the page, then the DTOs are built in batches.
 */
export async function driveLibrary(
  deps: DriveDtoDeps,
  input: {
    workspaceId: string;
    viewer: DriveViewer;
    page: number;
    limit: number;
    sort: DriveListSort;
    order: SortOrder;
    query?: string | undefined;
    filters?: DriveLibraryFilters | undefined;
  },
): Promise<DriveLibrary> {
  const { db } = deps;
  const filters = input.filters ?? {};
  const where = and(
    eq(driveFiles.workspaceId, input.workspaceId),
    matchesSearch(input.query),
    ...fileItemFilters(filters, input.viewer.userId),
    ...createdWithin(filters),
    ...(await customFieldConditions(db, { workspaceId: input.workspaceId, filters: filters.customFields })),
  );
  const [counted] = await db.select({ total: count() }).from(driveFiles).where(where);
  const total = counted?.total ?? 0;
  const offset = (input.page - 1) * input.limit;
  const rows =
    offset < total
      ? await db
          .select()
          .from(driveFiles)
          .where(where)
          .orderBy(...fileOrder(input.sort, input.order))
          .limit(input.limit)
          .offset(offset)
      : [];
  return { data: await buildFileDtos(deps, { files: rows, viewer: input.viewer }), total };
}
