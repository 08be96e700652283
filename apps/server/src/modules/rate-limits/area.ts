import { defineArea } from '../../platform/area.ts';
import { rateLimitCleanupJobHandler } from './cleanup.job.ts';
import * as tables from './tables.ts';

/** The rate limits' counters, in the database so that every server shares them. */
export const rateLimitsArea = defineArea({
  name: 'rate-limits',
  tables,
  routes: [],
  resources: [],
  jobs: [rateLimitCleanupJobHandler],
});
