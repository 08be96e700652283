import { DETECTIVE_BURST_LAUNCHES, type DetectiveAdRefs, type DetectiveCadence } from '@hookline/domain';
import { Stack } from '@mantine/core';
import { FigureChart, type FigurePoint } from '../FigureChart.tsx';
import { EmptyMenu, Panel, Stat } from '../FigureParts.tsx';
import { adsCount, fullDay, plural, shortDay } from '../dashboard-labels.ts';
import classes from '../DetectiveDashboard.module.css';

/** Cadence: when the brand launches, and the days it launches many at once. */
export function CadenceMenu({ data }: { data: DetectiveCadence }) {
  const { period } = data;
  if (data.launches === 0) {
    return <EmptyMenu message={`This brand launched no ad in the last ${plural(period.days, 'day')}.`} />;
  }
  const points: FigurePoint[] = data.launchesPerDay.map((day) => ({
    key: day.day,
    label: shortDay(day.day),
    longLabel: `Launched on ${fullDay(day.day)}`,
    ads: day.ads,
    mark: day.burst ? 'Burst' : undefined,
  }));
  const activeDays = data.launchesPerDay.filter((day) => day.ads.total > 0).length;
  const busiest = data.launchesPerDay.reduce<{ day: string; ads: DetectiveAdRefs } | null>(
    (best, day) => (best === null || day.ads.total > best.ads.total ? day : best),
    null,
  );
  const perWeek = (data.launches / period.days) * 7;
  return (
    <Stack gap="md">
      <div className={classes.stats}>
        <Stat
          label="Launches"
          value={data.launches.toLocaleString('en-US')}
          hint={`${perWeek.toFixed(1)} a week on average`}
        />
        <Stat
          label="Days with a launch"
          value={activeDays.toLocaleString('en-US')}
          hint={`Of ${plural(period.days, 'day')}`}
        />
        <Stat
          label="Burst days"
          value={data.burstDays.toLocaleString('en-US')}
          hint={`${DETECTIVE_BURST_LAUNCHES} launches or more in a day`}
        />
        {busiest && (
          <Stat
            label="Busiest day"
            value={adsCount(busiest.ads.total)}
            hint={fullDay(busiest.day)}
            ads={busiest.ads}
            adsTitle={`Launched on ${fullDay(busiest.day)}`}
          />
        )}
      </div>
      <Panel
        wide
        title="Launches per day"
        description={`The ads started each day; a burst (${DETECTIVE_BURST_LAUNCHES} or more in a day) usually means a new test or a campaign. Click a day for its ads.`}
      >
        <FigureChart
          kind="bar"
          points={points}
          valueName="Launches"
          markName="Burst day"
          summary={`${adsCount(data.launches)} launched on ${plural(activeDays, 'day')}, ${plural(data.burstDays, 'burst day')}.`}
          tableSkipsEmpty
          height={280}
        />
      </Panel>
    </Stack>
  );
}
