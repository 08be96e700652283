import type { ComponentValues, MetricDefinition } from '@hookline/domain';
import type { Executor } from '../../../platform/db/database.ts';
import type { AdAccountRow } from '../../ad-accounts/index.ts';
import {
  breakdownSums,
  bucketOf,
  sumComponentsByAdAndBucket,
  type AssetDay,
  type ComponentSums,
} from '../../ad-accounts/index.ts';
import { customConversionsByAdAndBucket } from './custom-conversion-sums.ts';
import { addSums, type ReportLine, type ReportUnit } from './grouping.ts';
import { computeAll } from './line-metrics.ts';
import type { QueryPlan } from './query-plan.ts';
import { VIDEO_IMPRESSIONS, videoImpressionsOf } from './video-rates.ts';

interface BreakdownEntry {
  key: string;
  impressions: number;
  spend: number;
}

export interface LineDetails {
  timeSeries: Array<{ date: string; insights: Record<string, number | null> }>;
  breakdowns: { ageGender: BreakdownEntry[]; placement: BreakdownEntry[] } | null;
}

function addBreakdown(
  target: Map<string, BreakdownEntry>,
  key: string,
  impressions: number,
  spend: number,
): void {
  const entry = target.get(key) ?? { key, impressions: 0, spend: 0 };
  entry.impressions += impressions;
  entry.spend = Math.round((entry.spend + spend) * 100) / 100;
  target.set(key, entry);
}

const byImpressions = (entries: Iterable<BreakdownEntry>) =>
  [...entries].sort((a, b) => b.impressions - a.impressions || a.key.localeCompare(b.key));

/**
 * Time series (by the plan's increment) and the age-and-gender and placement breakdowns of the
 * lines of one page. Unique components (reach) are left out of the buckets, so metrics built on
 * them show as missing there.
 */
export async function pageDetails(
  db: Executor,
  input: {
    account: AdAccountRow;
    plan: QueryPlan;
    lines: readonly ReportLine[];
    metrics: readonly MetricDefinition[];
    metricContext: { totals: ComponentValues; peers: readonly ComponentValues[] };
    assetDaysByAd: ReadonlyMap<string, AssetDay[]>;
  },
): Promise<LineDetails[]> {
  const { account, plan, lines } = input;
  const wholeAdIds = [
    ...new Set(
      lines.flatMap((line) => line.units.filter((unit) => unit.asset === null).map((unit) => unit.ad.id)),
    ),
  ];
  const increment = plan.timeIncrement;
  const buckets = increment
    ? [
        ...(await sumComponentsByAdAndBucket(db, {
          platform: plan.platform,
          adAccountId: account.id,
          adIds: wholeAdIds,
          range: plan.range,
          increment,
          components: plan.sumComponents,
        })),
        ...(await customConversionsByAdAndBucket(db, {
          adAccountId: account.id,
          adIds: wholeAdIds,
          range: plan.range,
          increment,
          components: plan.customComponents,
        })),
      ]
    : [];
  const bucketsByAd = new Map<string, Array<{ bucket: string; sums: ComponentSums }>>();
  for (const entry of buckets) {
    const list = bucketsByAd.get(entry.adId) ?? [];
    list.push(entry);
    bucketsByAd.set(entry.adId, list);
  }

  const allAdIds = [...new Set(lines.flatMap((line) => line.ads.map((ad) => ad.id)))];
  const breakdowns = plan.breakdowns
    ? await breakdownSums(db, { adAccountId: account.id, adIds: allAdIds, range: plan.range })
    : [];

  return lines.map((line) => {
    let timeSeries: LineDetails['timeSeries'] = [];
    if (increment) {
      // Each bucket holds the units' figures of that bucket, so its video rates read its video ads only.
      const byBucket = new Map<string, ReportUnit[]>();
      const addToBucket = (bucket: string, unit: ReportUnit, sums: ComponentSums) => {
        const list = byBucket.get(bucket) ?? [];
        const existing = list.find((entry) => entry.id === unit.id);
        if (existing) addSums(existing.sums, sums);
        else list.push({ ...unit, sums: { ...sums } });
        byBucket.set(bucket, list);
      };
      for (const unit of line.units) {
        if (unit.asset === null) {
          for (const entry of bucketsByAd.get(unit.ad.id) ?? []) addToBucket(entry.bucket, unit, entry.sums);
        } else {
          for (const day of input.assetDaysByAd.get(unit.ad.id) ?? []) {
            if (day.assetKey !== unit.asset.key) continue;
            addToBucket(bucketOf(day.date, increment), unit, day.components);
          }
        }
      }
      timeSeries = [...byBucket.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([date, units]) => {
          const sums: ComponentSums = {};
          for (const unit of units) addSums(sums, unit.sums);
          const values = { ...sums, [VIDEO_IMPRESSIONS]: videoImpressionsOf(units) };
          return { date, insights: computeAll(input.metrics, values, input.metricContext) };
        });
    }
    let lineBreakdowns: LineDetails['breakdowns'] = null;
    if (plan.breakdowns) {
      const adIds = new Set(line.ads.map((ad) => ad.id));
      const ageGender = new Map<string, BreakdownEntry>();
      const placement = new Map<string, BreakdownEntry>();
      for (const entry of breakdowns) {
        if (!adIds.has(entry.adId)) continue;
        addBreakdown(
          entry.kind === 'age_gender' ? ageGender : placement,
          entry.key,
          entry.impressions,
          entry.spend,
        );
      }
      lineBreakdowns = {
        ageGender: byImpressions(ageGender.values()),
        placement: byImpressions(placement.values()),
      };
    }
    return { timeSeries, breakdowns: lineBreakdowns };
  });
}
