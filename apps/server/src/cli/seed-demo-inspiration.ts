import type { DiscoverFormat } from '@hookline/domain';
import type { AppContext } from '../platform/context.ts';
import { countLibraryAds, libraryAdIdsOfFormat } from '../modules/discover/index.ts';
import {
  seedInspirationDemo,
  workspaceHasBoards,
  type InspirationDemoBoard,
} from '../modules/inspiration/index.ts';
import { listWorkspaceRows } from '../modules/tenancy/index.ts';

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

async function waitForLibrary(context: AppContext): Promise<boolean> {
  const deadline = Date.now() + LIBRARY_WAIT_MS;
  for (;;) {
    if ((await countLibraryAds(context.database.db)) > 0) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

/**
 * The library ads each board gets: the next ones of each format in the library's order, so that no two
 * boards share an ad. The first ad saved is the demo user's favourite.
 */
async function boardsWithAds(context: AppContext): Promise<InspirationDemoBoard[]> {
  const used: Partial<Record<DiscoverFormat, number>> = {};
  const boards: InspirationDemoBoard[] = [];
  for (const board of DEMO_BOARDS) {
    const ads: Array<{ discoverAdId: string; favourite?: boolean }> = [];
    for (const [format, count] of Object.entries(board.ads) as [DiscoverFormat, number][]) {
      const skip = used[format] ?? 0;
      used[format] = skip + count;
      const ids = await libraryAdIdsOfFormat(context.database.db, { format, skip, take: count });
      ads.push(...ids.map((discoverAdId) => ({ discoverAdId })));
    }
    boards.push({ name: board.name, description: board.description, parent: board.parent, ads });
  }
  const first = boards.find((board) => board.ads.length > 0)?.ads[0];
  if (first) first.favourite = true;
  return boards;
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
  if (await workspaceHasBoards(db, workspace.id)) return { created: false };
  if (!(await waitForLibrary(context))) return { created: false };

  await seedInspirationDemo(context, {
    orgId: input.orgId,
    workspaceId: workspace.id,
    userId: input.userId,
    boards: await boardsWithAds(context),
  });
  return { created: true };
}
