import {
  DETECTIVE_AD_IDS_MAX,
  DISCOVER_FORMAT_LABELS,
  DISCOVER_PLATFORM_LABELS,
  type DetectiveAdRefs,
  type DetectiveOverview,
} from '@hookline/domain';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { FigureChart, type FigurePoint } from '../FigureChart.tsx';
import { AdsButton, EmptyMenu, Panel, Stat } from '../FigureParts.tsx';
import { adsCount, fullDay, periodText, plural, shortDay } from '../dashboard-labels.ts';
import classes from '../DetectiveDashboard.module.css';

interface MixRow {
  key: string;
  label: string;
  ads: DetectiveAdRefs;
}

/** A mix as bars of their share of the live ads, each opening its ads. */
function MixList({ title, rows, of }: { title: string; rows: readonly MixRow[]; of: number }) {
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No ads in this period.
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {rows.map((row) => {
        const share = of > 0 ? Math.round((row.ads.total / of) * 100) : 0;
        return (
          <li key={row.key}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" fw={500}>
                {row.label}
              </Text>
              <Group gap={6} wrap="nowrap">
                <Text size="sm" c="dimmed">
                  {share}%
                </Text>
                <AdsButton title={`${title}: ${row.label}`} ads={row.ads} />
              </Group>
            </Group>
            <Progress value={share} size="sm" color="violet" aria-hidden />
          </li>
        );
      })}
    </Stack>
  );
}

/** The overview: how much the brand runs, what it launched, and in which formats and places. */
export function OverviewMenu({ data }: { data: DetectiveOverview }) {
  const { period } = data;
  if (data.liveAds.total === 0 && data.activePerDay.every((day) => day.ads.total === 0)) {
    return <EmptyMenu message={`No ads of this brand ran in the last ${plural(period.days, 'day')}.`} />;
  }
  const today = data.activePerDay[data.activePerDay.length - 1];
  const launched = data.newPerWeek.reduce((sum, week) => sum + week.ads.total, 0);
  const launchedAds: DetectiveAdRefs = {
    total: launched,
    adIds: [...data.newPerWeek]
      .reverse()
      .flatMap((week) => week.ads.adIds)
      .slice(0, DETECTIVE_AD_IDS_MAX),
  };
  const activePoints: FigurePoint[] = data.activePerDay.map((day) => ({
    key: day.day,
    label: shortDay(day.day),
    longLabel: `Active on ${fullDay(day.day)}`,
    ads: day.ads,
  }));
  const weekPoints: FigurePoint[] = data.newPerWeek.map((week) => ({
    key: week.weekStart,
    label: shortDay(week.weekStart),
    longLabel: `Launched in the week of ${fullDay(week.weekStart)}`,
    ads: week.ads,
  }));
  const peak = Math.max(0, ...data.activePerDay.map((day) => day.ads.total));
  return (
    <Stack gap="md">
      <div className={classes.stats}>
        <Stat
          label="Running today"
          value={(today?.ads.total ?? 0).toLocaleString('en-US')}
          hint={`Peak ${peak.toLocaleString('en-US')} in the period`}
          ads={today?.ads}
        />
        <Stat
          label="Live in the period"
          value={data.liveAds.total.toLocaleString('en-US')}
          hint="Active on at least one day"
          ads={data.liveAds}
        />
        <Stat
          label="Launched in the period"
          value={launched.toLocaleString('en-US')}
          hint={`About ${((launched / period.days) * 7).toFixed(1)} a week`}
          ads={launchedAds}
        />
        <Stat
          label="Median running days"
          value={plural(Math.round(data.medianRunningDays), 'day')}
          hint="Of the ads live in the period"
        />
      </div>
      <div className={classes.grid}>
        <Panel
          wide
          title="Active ads per day"
          description={`How many ads ran each day, ${periodText(period.from, period.to)}. Click a day for its ads.`}
        >
          <FigureChart
            kind="area"
            points={activePoints}
            valueName="Active ads"
            summary={`Active ads per day, from ${today?.ads.total ?? 0} today, peaking at ${peak}.`}
            tableSkipsEmpty
          />
        </Panel>
      </div>
      {/* A grid of its own: under the wide chart, the two columns take the whole width. */}
      <div className={classes.grid}>
        <Panel title="New ads per week" description="What they launched, by the week it started.">
          <FigureChart
            kind="bar"
            points={weekPoints}
            valueName="New ads"
            summary={`${adsCount(launched)} launched over ${plural(weekPoints.length, 'week')}.`}
          />
        </Panel>
        <Stack gap="md">
          <Panel title="Format mix" description="The formats of the ads live in the period.">
            <MixList
              title="Format"
              of={data.liveAds.total}
              rows={data.formatMix.map((row) => ({
                key: row.key,
                label: DISCOVER_FORMAT_LABELS[row.key],
                ads: row.ads,
              }))}
            />
          </Panel>
          <Panel
            title="Platform mix"
            description="Where the live ads run; an ad on two platforms counts on each."
          >
            <MixList
              title="Platform"
              of={data.liveAds.total}
              rows={data.platformMix.map((row) => ({
                key: row.key,
                label: DISCOVER_PLATFORM_LABELS[row.key],
                ads: row.ads,
              }))}
            />
          </Panel>
        </Stack>
      </div>
    </Stack>
  );
}
