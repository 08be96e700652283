import type { ShareLinkViews } from '@hookline/domain';
import { and, count, countDistinct, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { driveFileNames } from '../drive/index.ts';
import { savedAdNames } from '../inspiration/index.ts';
import { shareLinkViews, type ShareLinkVisitorRow } from './tables.ts';

/** A viewer opening the same file again within this many minutes is one view, not several. */
export const SHARE_VIEW_DEDUP_MINUTES = 5;

/** How many of a link's latest views the share dialog lists. */
export const SHARE_LATEST_VIEWS = 20;

/**
 * Records that `visitor` opened the link's page (`fileId` null: the shared folder) or one of its files,
 * unless the same viewer opened the same thing within the last few minutes. A viewer is their browser when
 * it sent its key, whatever names it gave; else their token.
 */
export async function recordShareView(
  db: Executor,
  input: { linkId: string; fileId: string | null; visitor: ShareLinkVisitorRow },
): Promise<void> {
  const { linkId, fileId, visitor } = input;
  const viewerKey = visitor.browserKeyHash ?? visitor.id;
  await db.execute(sql`
    insert into ${shareLinkViews} (link_id, file_id, visitor_id, viewer_key, viewer_name)
    select ${linkId}::uuid, ${fileId}::uuid, ${visitor.id}::uuid, ${viewerKey}, ${visitor.viewerName}
    where not exists (
      select 1 from ${shareLinkViews} seen
      where seen.link_id = ${linkId}::uuid
        and seen.viewer_key = ${viewerKey}
        and seen.file_id is not distinct from ${fileId}::uuid
        and seen.viewed_at > now() - make_interval(mins => ${SHARE_VIEW_DEDUP_MINUTES})
    )`);
}

/** The number of views of each link, for the share dialog's list. */
export async function viewCountsOf(db: Executor, linkIds: readonly string[]): Promise<Map<string, number>> {
  if (linkIds.length === 0) return new Map();
  const rows = await db
    .select({ linkId: shareLinkViews.linkId, views: count() })
    .from(shareLinkViews)
    .where(inArray(shareLinkViews.linkId, [...linkIds]))
    .groupBy(shareLinkViews.linkId);
  return new Map(rows.map((row) => [row.linkId, row.views]));
}

/**
 * The names of the files a link's views opened: a Creative Hub file's, else a board's saved ad's (its page's);
 * null for a file deleted since it was viewed, which keeps its views.
 */
async function viewedFileNames(
  db: Executor,
  fileIds: readonly (string | null)[],
): Promise<(fileId: string | null) => string | null> {
  const ids = [...new Set(fileIds.filter((id): id is string => id !== null))];
  const [driveNames, savedAdNamesById] = await Promise.all([driveFileNames(db, ids), savedAdNames(db, ids)]);
  return (fileId) =>
    fileId === null ? null : (driveNames.get(fileId) ?? savedAdNamesById.get(fileId) ?? null);
}

/** The counts of a link's views (in all, by distinct name, by file) and its latest views. */
export async function shareViewSummary(db: Executor, linkId: string): Promise<ShareLinkViews> {
  const ofLink = eq(shareLinkViews.linkId, linkId);
  const [totals] = await db
    .select({
      total: count(),
      uniqueViewers: countDistinct(sql`lower(${shareLinkViews.viewerName})`),
    })
    .from(shareLinkViews)
    .where(ofLink);
  const [anonymous] = await db
    .select({ views: count() })
    .from(shareLinkViews)
    .where(and(ofLink, isNull(shareLinkViews.viewerName)));
  const byFile = await db
    .select({ fileId: shareLinkViews.fileId, count: count() })
    .from(shareLinkViews)
    .where(ofLink)
    .groupBy(shareLinkViews.fileId)
    .orderBy(desc(count()), shareLinkViews.fileId);
  const latest = await db
    .select({
      viewedAt: shareLinkViews.viewedAt,
      fileId: shareLinkViews.fileId,
      viewerName: shareLinkViews.viewerName,
    })
    .from(shareLinkViews)
    .where(ofLink)
    .orderBy(desc(shareLinkViews.viewedAt), desc(shareLinkViews.id))
    .limit(SHARE_LATEST_VIEWS);
  const nameOf = await viewedFileNames(
    db,
    [...byFile, ...latest].map((view) => view.fileId),
  );
  return {
    total: totals?.total ?? 0,
    uniqueViewers: totals?.uniqueViewers ?? 0,
    anonymousViews: anonymous?.views ?? 0,
    byFile: byFile.map((file) => ({ fileId: file.fileId, fileName: nameOf(file.fileId), count: file.count })),
    latest: latest.map((view) => ({
      viewedAt: view.viewedAt.toISOString(),
      fileId: view.fileId,
      fileName: nameOf(view.fileId),
      viewerName: view.viewerName,
    })),
  };
}
