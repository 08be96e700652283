import { sql, type SQL } from 'drizzle-orm';
import { TRACKING_PARAMETERS } from './landing-url.ts';

/**
 * A landing page URL column without its fragment and tracking parameters (`utm_*` and click ids), in SQL:
 * the database's first, coarse grouping of URLs, which `normaliseLandingUrl` then finishes.
 */
export const landingUrlWithoutTrackingSql = (column: SQL): SQL =>
  sql`regexp_replace(regexp_replace(${column}, '#.*$', ''),
    ${`([?&])(utm_[^=&#]*|${[...TRACKING_PARAMETERS].join('|')})=[^&#]*`}, '\\1', 'gi')`;
