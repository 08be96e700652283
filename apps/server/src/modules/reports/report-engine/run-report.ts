import {
  computeMetric,
  ERROR_CODES,
  REPORT_QUERY_MESSAGES,
  sortedPage,
  SpendWeightedAverager,
  type ComponentValues,
  type ReportAd,
  type ReportQuery,
  type ReportQueryResult,
  type ReportRow,
} from '@hookline/domain';
import type { AppContext } from '../../../platform/context.ts';
import { AppError, badRequest, forbidden } from '../../../platform/http/app-error.ts';
import { aiGroupingReadiness } from '../../ai-grouping/index.ts';
import { conventionForGrouping } from './lookups.ts';
import type { AdAccountRow, UniqueFigures } from '../../ad-accounts/index.ts';
import { rangeSumsByAd } from '../../ad-accounts/index.ts';
import { accountMetrics } from './account-metrics.ts';
import { assetDays, type AssetDay } from '../../ad-accounts/index.ts';
import { withCustomConversionSums } from './custom-conversion-sums.ts';
import { adPasses, linePasses } from './filters.ts';
import {
  assetTypesFor,
  distinctUnits,
  linesOf,
  unitsOfAd,
  type GroupingContext,
  type ReportLine,
  type ReportUnit,
} from './grouping.ts';
import { coloursOf, computeAll, totalSums, uniqueValues } from './line-metrics.ts';
import {
  overVideoImpressions,
  VIDEO_IMPRESSIONS,
  videoImpressionsOfDistinct,
  videoShareOf,
} from './video-rates.ts';
import { lineValuesReader, summedComponentsRead } from './line-values.ts';
import { pageDetails } from './page-details.ts';
import { isTextFilter, planQuery, type QueryPlan } from './query-plan.ts';
import { factsOfPlan, loadReportAdFacts, loadReportAds, type ReportAdFacts } from './report-ads.ts';
import { uniqueFiguresFor } from '../../ad-accounts/index.ts';

type EngineContext = Pick<AppContext, 'database' | 'adPlatforms' | 'log' | 'config' | 'reportMemory'>;

async function groupingContext(
  context: EngineContext,
  account: AdAccountRow,
  plan: QueryPlan,
  deliveredAds: readonly ReportAdFacts[],
): Promise<GroupingContext> {
  const { db } = context.database;
  const { groupBy } = plan;
  let convention: GroupingContext['convention'];
  if (groupBy.kind === 'ai') {
    const readiness = await aiGroupingReadiness(db, account.id);
    if (!readiness.enabled) throw forbidden(REPORT_QUERY_MESSAGES.aiGroupingDisabled);
    if (!readiness.ready) {
      throw new AppError(ERROR_CODES.conflict, REPORT_QUERY_MESSAGES.aiGroupingInProgress);
    }
  }
  if (groupBy.kind === 'naming_convention') {
    const found = await conventionForGrouping(db, {
      account,
      conventionId: groupBy.conventionId,
      property: groupBy.property,
    });
    convention = { separator: found.separator, properties: found.properties };
  }
  const assetTypes = assetTypesFor(groupBy);
  const dynamicAdIds = deliveredAds.filter((ad) => ad.creativeType === 'dynamic').map((ad) => ad.id);
  const days = await assetDays(db, {
    adAccountId: account.id,
    adIds: dynamicAdIds,
    assetTypes,
    range: plan.range,
  });
  const assetDaysByAd = new Map<string, AssetDay[]>();
  for (const day of days) {
    const list = assetDaysByAd.get(day.adId) ?? [];
    list.push(day);
    assetDaysByAd.set(day.adId, list);
  }
  return { groupBy, convention, assetDaysByAd };
}

/**
 * Runs a report (API.md, "Run a report"): each ad's components summed over the range in the
 * database, ads filtered and gathered into lines by the grouping, every metric recomputed from each
 * line's summed parts, totals and spend-weighted averages over all lines, then sorted and paged;
 * the page's lines get colours, time series and breakdowns.
 */
export async function runReport(
  context: EngineContext,
  input: { account: AdAccountRow; query: ReportQuery; now?: Date },
): Promise<ReportQueryResult> {
  const { account } = input;
  const { db } = context.database;
  const plan = planQuery(input.query, account, input.now, await accountMetrics(db, account));
  const allMetrics = [...plan.metrics, ...plan.extraMetrics];
  // A line's video rates divide by its video ads' impressions only (video-rates.ts).
  const lineMetrics = overVideoImpressions(allMetrics);

  const memory = context.reportMemory;
  const [reportAds, summed] = await Promise.all([
    loadReportAdFacts(db, { account, facts: factsOfPlan(plan), memory }),
    memory.rangeSums(
      account,
      { range: plan.range, components: plan.sumComponents.map((component) => component.key) },
      () => rangeSumsByAd(db, { account, range: plan.range, components: plan.sumComponents }),
    ),
  ]);
  const sumsByAd = await withCustomConversionSums(db, {
    adAccountId: account.id,
    range: plan.range,
    components: plan.customComponents,
    sumsByAd: summed,
  });
  const delivered = reportAds.filter((ad) => sumsByAd.has(ad.id));
  const figures: UniqueFigures =
    plan.uniqueComponents.length > 0
      ? await uniqueFiguresFor(context, account, plan.range)
      : { perAd: {}, account: {} };
  // Scores rank a line among the account's single ads; only they read the peers.
  const peers: ComponentValues[] = allMetrics.some((metric) => metric.computation.kind === 'score')
    ? delivered.map((ad) => ({
        ...sumsByAd.get(ad.id),
        ...uniqueValues(
          [{ id: ad.id, ad, key: '', label: '', sums: {}, asset: null }],
          plan.uniqueComponents,
          figures,
        ),
      }))
    : [];

  const included = delivered.filter((ad) => adPasses(ad, plan.adFilters));
  const grouping = await groupingContext(context, account, plan, included);
  const units: ReportUnit[] = [];
  // Each unit once, for the totals. A unit's id is its ad's (with the asset's key for a part of a dynamic
  // ad), so only one ad's own units can share an id: an ad under two tags.
  const unitsOnce: ReportUnit[] = [];
  for (const ad of included) {
    const adUnits = unitsOfAd(ad, sumsByAd.get(ad.id)!, grouping);
    for (const unit of adUnits) units.push(unit);
    for (const unit of adUnits.length > 1 ? distinctUnits(adUnits) : adUnits) unitsOnce.push(unit);
  }
  const lines = linesOf(units);

  const summedKeys = summedComponentsRead(lineMetrics);
  // The account's own unique figures stand for the totals when every delivered ad is in, each whole.
  const everyAdIncluded = () =>
    new Set(units.map((unit) => unit.ad.id)).size === delivered.length &&
    units.every((unit) => unit.asset === null);
  const totalValues: ComponentValues = {
    ...totalSums(unitsOnce, summedKeys),
    [VIDEO_IMPRESSIONS]: videoImpressionsOfDistinct(unitsOnce),
    ...(plan.uniqueComponents.length === 0
      ? {}
      : everyAdIncluded()
        ? Object.fromEntries(plan.uniqueComponents.map((c) => [c.key, figures.account[c.key] ?? null]))
        : uniqueValues(units, plan.uniqueComponents, figures)),
  };
  const metricContext = { totals: totalValues, peers };

  const valuesOf = lineValuesReader({
    metrics: lineMetrics,
    uniqueComponents: plan.uniqueComponents,
    figures,
  });
  // Every metric of every line feeds the averages and the sort, one line at a time; only the page's
  // lines keep their metrics.
  const averager = new SpendWeightedAverager(allMetrics.map((metric) => metric.key));
  const filterMetrics = lineMetrics.filter((metric) =>
    plan.lineFilters.some((group) => group.some((filter) => filter.field === metric.key)),
  );
  const kept: Array<{ line: ReportLine; value: number | null }> = [];
  for (const line of lines) {
    const values = valuesOf(line);
    if (plan.lineFilters.length > 0) {
      const filterValues = computeAll(filterMetrics, values, metricContext);
      if (!linePasses({ metrics: filterValues, ads: line.ads }, plan.lineFilters, isTextFilter)) continue;
    }
    const spend = line.sums.spend ?? 0;
    let sortValue: number | null = null;
    lineMetrics.forEach((metric, index) => {
      const value = computeMetric(metric, values, metricContext);
      averager.add(spend, index, value);
      if (metric.key === plan.sortingField) sortValue = value;
    });
    kept.push({ line, value: sortValue });
  }

  // With line filters, the totals are those of the lines kept, each unit once.
  const totalsOfKept = (): ComponentValues => {
    const keptUnits = distinctUnits(kept.flatMap((entry) => entry.line.units));
    return {
      ...totalSums(keptUnits, summedKeys),
      [VIDEO_IMPRESSIONS]: videoImpressionsOfDistinct(keptUnits),
      ...uniqueValues(keptUnits, plan.uniqueComponents, figures),
    };
  };
  const totalsValues = plan.lineFilters.length > 0 ? totalsOfKept() : totalValues;
  const totals = computeAll(lineMetrics, totalsValues, { totals: totalsValues, peers });
  const averages = averager.averages();

  let pageLines;
  try {
    pageLines = sortedPage(kept, 'value', plan.sortingOrder, {
      start: (plan.page - 1) * plan.limit,
      limit: plan.limit,
    });
  } catch (error) {
    throw badRequest(error instanceof Error ? error.message : 'Invalid arguments');
  }
  const page = pageLines.map(({ line }) => {
    const values = valuesOf(line);
    return {
      line,
      spend: line.sums.spend ?? 0,
      metrics: computeAll(lineMetrics, values, metricContext),
      videoShare: videoShareOf(values),
    };
  });

  const pageAds = await loadReportAds(db, {
    adAccountId: account.id,
    adIds: [...new Set(page.flatMap((entry) => entry.line.ads.map((ad) => ad.id)))],
  });
  const dtoOf = (ad: ReportAdFacts): ReportAd => pageAds.get(ad.id)!;
  const details = await pageDetails(db, {
    account,
    plan,
    lines: page.map((entry) => entry.line),
    metrics: lineMetrics,
    metricContext,
    assetDaysByAd: grouping.assetDaysByAd,
  });

  const data: ReportRow[] = page.map((entry, index) => ({
    groupId: entry.line.key,
    groupLabel: entry.line.label,
    ad: dtoOf(entry.line.ads[0]!),
    ads: entry.line.ads.map(dtoOf),
    adCount: entry.line.ads.length,
    videoShare: entry.videoShare,
    spend: entry.spend,
    insights: entry.metrics,
    colors: coloursOf(allMetrics, entry.metrics, averages, {
      highlight: plan.highlight,
      lowlight: plan.lowlight,
    }),
    timeSeries: details[index]!.timeSeries,
    breakdowns: details[index]!.breakdowns,
  }));

  return {
    data,
    total: kept.length,
    page: plan.page,
    limit: plan.limit,
    totals,
    averages,
    metrics: allMetrics.map((metric) => metric.key),
    startDate: plan.range.startDate,
    endDate: plan.range.endDate,
    currency: account.currency,
    timezone: account.timezoneName,
    syncStatus: account.syncStatus,
    lastSyncedAt: account.lastSyncedAt?.toISOString() ?? null,
  };
}
