import { asc, eq, sql } from 'drizzle-orm';
import type { DiscoverFormat } from '@hookline/domain';
import type { AppContext } from '../platform/context.ts';
import { discoverAds } from '../modules/discover/index.ts';
import { inspirationBoards } from '../modules/inspiration/index.ts';
import { boardTree } from '../modules/inspiration/boards/board-tree.ts';
import { setInspirationMark } from '../modules/inspiration/files/inspiration-marks.service.ts';
import { FILE_ACTIONS } from '../modules/inspiration/files/inspiration-viewer.ts';
import { saveInspirationAd } from '../modules/inspiration/files/save-ad.service.ts';
import { listWorkspaceRows } from '../modules/tenancy/workspaces/workspace-lookup.service.ts';

/** The demo's boards live in this workspace, beside its Creative Hub. */
export const DEMO_INSPIRATION_WORKSPACE = 'Brand team';

interface DemoBoard {
  name: string;
  description: string;
  parent?: string;
  /** Saved from Discover: how many ads of each format. */
  ads: Partial<Record<DiscoverFormat, number>>;
}

const DEMO_BOARDS: DemoBoard[] = [
  {
    name: 'Competitor hooks',
    description: 'Openers from the brands we watch that stop the scroll in the first second.',
    ads: { video: 2, image: 2 },
  },
  {
    name: 'UGC openers',
    description: 'Creator-style intros to brief our UGC partners with.',
    parent: 'Competitor hooks',
    ads: { video: 2 },
  },
  {
    name: 'Holiday 2026 ideas',
    description: 'Carousels and statics for the gifting season.',
    ads: { carousel: 2, image: 1 },
  },
];

/** How long to wait for the generated Discover library that the ads are saved from. */
const LIBRARY_WAIT_MS = 120_000;

async function libraryAds(context: AppContext, format: DiscoverFormat, skip: number, take: number) {
  return context.database.db
    .select({ id: discoverAds.id })
    .from(discoverAds)
    .where(eq(discoverAds.format, format))
    .orderBy(asc(discoverAds.brandName), asc(discoverAds.adArchiveId))
    .offset(skip)
    .limit(take);
}

async function waitForLibrary(context: AppContext): Promise<boolean> {
  const deadline = Date.now() + LIBRARY_WAIT_MS;
  for (;;) {
    const [row] = await context.database.db.select({ count: sql<number>`count(*)::int` }).from(discoverAds);
    if ((row?.count ?? 0) > 0) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

/**
 * The demo workspace's Inspiration: three boards (one inside another) of ads saved from the Discover
 * library, each with its own copy of the media, one of them a favourite. Made once: a workspace that has
 * boards already is left alone. Without a library (real ad libraries configured and empty), nothing is made.
 */
export async function seedDemoInspiration(
  context: AppContext,
  input: { orgId: string; userId: string },
): Promise<{ created: boolean }> {
  const { db } = context.database;
  const workspace = (await listWorkspaceRows(db, input.orgId)).find(
    (row) => row.name === DEMO_INSPIRATION_WORKSPACE,
  );
  if (!workspace) return { created: false };
  const [existing] = await db
    .select({ id: inspirationBoards.id })
    .from(inspirationBoards)
    .where(eq(inspirationBoards.workspaceId, workspace.id))
    .limit(1);
  if (existing) return { created: false };
  if (!(await waitForLibrary(context))) return { created: false };

  const viewer = { userId: input.userId, actions: FILE_ACTIONS };
  const boardIds = new Map<string, string>();
  const used: Partial<Record<DiscoverFormat, number>> = {};
  let firstSaved: string | undefined;
  for (const board of DEMO_BOARDS) {
    const created = await boardTree.create(context.database.db, {
      workspace: { id: workspace.id, orgId: input.orgId },
      unverifiedParentId: board.parent ? boardIds.get(board.parent) : null,
      name: board.name,
      description: board.description,
      creatorUserId: input.userId,
    });
    boardIds.set(board.name, created.id);
    for (const [format, count] of Object.entries(board.ads) as [DiscoverFormat, number][]) {
      const ads = await libraryAds(context, format, used[format] ?? 0, count);
      used[format] = (used[format] ?? 0) + count;
      for (const ad of ads) {
        const saved = await saveInspirationAd(context, {
          workspace: { id: workspace.id, orgId: input.orgId },
          userId: input.userId,
          viewer,
          unverifiedFolderId: created.id,
          source: { discoverAdId: ad.id },
        });
        firstSaved ??= saved._id;
      }
    }
  }
  if (firstSaved) {
    await setInspirationMark(db, {
      mark: 'favourite',
      on: true,
      userId: input.userId,
      target: { id: firstSaved, workspaceId: workspace.id, kind: 'file' },
    });
  }
  return { created: true };
}
