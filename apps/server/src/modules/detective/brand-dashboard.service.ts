import type { DetectiveAnalyticsResponse, DetectiveDuration, DetectiveMenu } from '@hookline/domain';
import type { AppContext } from '../../platform/context.ts';
import {
  brandCadence,
  brandCopyAndHooks,
  brandCreatives,
  brandLandingPages,
  brandOverview,
} from '../discover/index.ts';
import type { DetectiveTrackerRow } from './tables.ts';

/**
 * One menu of a tracked brand's dashboard over the chosen duration, ending today on the server's clock
 * (UTC), computed from the brand's ads in the Discover library.
 */
export async function brandDashboard(
  context: Pick<AppContext, 'database' | 'clock'>,
  tracker: DetectiveTrackerRow,
  query: { duration: DetectiveDuration; menu: DetectiveMenu },
): Promise<DetectiveAnalyticsResponse> {
  const { db } = context.database;
  const input = {
    brandId: tracker.brandId,
    days: query.duration,
    today: context.clock.now().toISOString().slice(0, 10),
  };
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
