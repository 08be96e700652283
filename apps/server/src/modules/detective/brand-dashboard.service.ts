import {
  DEFAULT_DETECTIVE_DURATION,
  DETECTIVE_MENUS,
  type DetectiveAnalyticsResponse,
  type DetectiveDuration,
  type DetectiveMenu,
} from '@hookline/domain';
import { and, eq, lt } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/database.ts';
import {
  brandCadence,
  brandCopyAndHooks,
  brandCreatives,
  brandLandingPages,
  brandOverview,
} from '../discover/index.ts';
import { detectiveDashboardFigures, type DetectiveTrackerRow } from './tables.ts';

type DashboardContext = Pick<AppContext, 'database' | 'clock'>;
interface DashboardQuery {
  duration: DetectiveDuration;
  menu: DetectiveMenu;
}

const todayOf = (context: DashboardContext) => context.clock.now().toISOString().slice(0, 10);

/** One menu computed from the brand's ads in the Discover library, over the duration ending `today`. */
async function computeMenu(
  db: Executor,
  brandId: string,
  query: DashboardQuery,
  today: string,
): Promise<DetectiveAnalyticsResponse> {
  const input = { brandId, days: query.duration, today };
  switch (query.menu) {
    case 'overview':
      return { menu: 'overview', analytics: await brandOverview(db, input) };
    case 'creatives':
      return { menu: 'creatives', analytics: await brandCreatives(db, input) };
    case 'copy':
      return { menu: 'copy', analytics: await brandCopyAndHooks(db, input) };
    case 'landing-pages':
      return { menu: 'landing-pages', analytics: await brandLandingPages(db, input) };
    case 'cadence':
      return { menu: 'cadence', analytics: await brandCadence(db, input) };
  }
}

/** Computes the menu and keeps it for the rest of the day; two readers computing it at once keep the same. */
async function computeAndKeep(
  db: Executor,
  brandId: string,
  query: DashboardQuery,
  today: string,
): Promise<DetectiveAnalyticsResponse> {
  const answer = await computeMenu(db, brandId, query, today);
  const row = {
    brandId,
    duration: query.duration,
    menu: query.menu,
    day: today,
    figures: JSON.stringify(answer),
  };
  await db
    .insert(detectiveDashboardFigures)
    .values(row)
    .onConflictDoUpdate({
      target: [
        detectiveDashboardFigures.brandId,
        detectiveDashboardFigures.duration,
        detectiveDashboardFigures.menu,
      ],
      set: { day: row.day, figures: row.figures, computedAt: new Date() },
    });
  return answer;
}

/**
 * One menu of a tracked brand's dashboard over the chosen duration, ending today on the server's clock
 * (UTC). The figures are the same for every reader of the brand on one day until its ads are read again, so
 * the first reader's are kept (`detective_dashboard_figures`) and the others read them back.
 */
export async function brandDashboard(
  context: DashboardContext,
  tracker: DetectiveTrackerRow,
  query: DashboardQuery,
): Promise<DetectiveAnalyticsResponse> {
  const { db } = context.database;
  const today = todayOf(context);
  const [kept] = await db
    .select({ figures: detectiveDashboardFigures.figures })
    .from(detectiveDashboardFigures)
    .where(
      and(
        eq(detectiveDashboardFigures.brandId, tracker.brandId),
        eq(detectiveDashboardFigures.duration, query.duration),
        eq(detectiveDashboardFigures.menu, query.menu),
        eq(detectiveDashboardFigures.day, today),
      ),
    );
  if (kept) return JSON.parse(kept.figures) as DetectiveAnalyticsResponse;
  return computeAndKeep(db, tracker.brandId, query, today);
}

/**
 * After the brand's ads were read again: its kept menus are computed anew, the default duration's at once
 * (what a reader opens first), the others dropped to be computed when read. Earlier days' rows of every
 * brand go too.
 */
export async function refreshBrandDashboard(context: DashboardContext, brandId: string): Promise<void> {
  const { db } = context.database;
  const today = todayOf(context);
  await db.delete(detectiveDashboardFigures).where(eq(detectiveDashboardFigures.brandId, brandId));
  await db.delete(detectiveDashboardFigures).where(lt(detectiveDashboardFigures.day, today));
  for (const menu of DETECTIVE_MENUS) {
    await computeAndKeep(db, brandId, { duration: DEFAULT_DETECTIVE_DURATION, menu }, today);
  }
}
