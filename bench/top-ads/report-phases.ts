import type { ReportQuery } from '@hookline/domain';
import { rangeSumsByAd } from '../../apps/server/src/modules/ad-accounts/insight-range-sums.ts';
import { planQuery } from '../../apps/server/src/modules/reports/report-engine/query-plan.ts';
import {
  factsOfPlan,
  loadReportAdFacts,
} from '../../apps/server/src/modules/reports/report-engine/report-ads.ts';
import { createReportMemory } from '../../apps/server/src/modules/reports/report-engine/report-memory.ts';
import type { AdAccountRow } from '../../apps/server/src/modules/ad-accounts/tables.ts';
import type { DatabaseHandle } from '../../apps/server/src/platform/db/database.ts';
import { timeMedian } from './timing.ts';

/** Median times of the two database reads a report starts with, each run on its own. */
export interface ReportPhases {
  groupedSumMs: number;
  adsMs: number;
}

/**
 * Times the report's two reads alone (median of 5 after a warm-up): each ad's sums over the range
 * (stored by then) and the facts of the account's ads; the rest of a report's time is the engine's.
 */
export async function timeReportPhases(
  handle: DatabaseHandle,
  input: { account: AdAccountRow; query: ReportQuery; now: Date },
): Promise<ReportPhases> {
  const plan = planQuery(input.query, input.account, input.now);
  const options = { warmups: 1, runs: 5 };
  const groupedSum = await timeMedian(
    () =>
      rangeSumsByAd(handle.db, { account: input.account, range: plan.range, components: plan.sumComponents }),
    options,
  );
  const ads = await timeMedian(
    () =>
      loadReportAdFacts(handle.db, {
        account: input.account,
        facts: factsOfPlan(plan),
        // A memory that keeps nothing: the read itself is timed.
        memory: createReportMemory(0),
      }),
    options,
  );
  return { groupedSumMs: groupedSum.medianMs, adsMs: ads.medianMs };
}
