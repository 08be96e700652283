import type { HomeChecklist } from '@hookline/domain';
import type { Executor } from './db/database.ts';

/**
 * The steps of Home's first-hour checklist an area has seen an organisation take (the ad-accounts area: an
 * account connected, ever). The checklist ticks a step when any area says it was taken.
 */
export type FirstStepsCounter = (db: Executor, orgId: string) => Promise<Partial<HomeChecklist>>;
