import '@mantine/charts/styles.css';
import type { DetectiveTracker } from '@hookline/domain';
import { Sparkline } from '@mantine/charts';
import { Text } from '@mantine/core';
import { momentumOf, trendSummary } from './tracker-list.ts';
import classes from './TrackerCard.module.css';

const LINE_COLOUR = { up: 'teal.7', down: 'red.7', steady: 'gray.6' } as const;

/**
 * The brand's active ads over its last 30 days as a sparkline, named by its words ("Active ads over 30 days:
 * 12 → 31") for those who can't see it. Before the first snapshots, a sentence says why there is none.
 */
export function TrendSparkline({ trend }: { trend: DetectiveTracker['trend'] }) {
  const momentum = momentumOf(trend);
  const summary = trendSummary(trend);
  if (!momentum) {
    return (
      <Text size="xs" c="dimmed" className={classes.noTrend}>
        {summary}
      </Text>
    );
  }
  return (
    <div role="img" aria-label={summary} title={summary} className={classes.sparkline}>
      <Sparkline
        h={44}
        w="100%"
        data={trend.map((day) => day.activeAdCount)}
        curveType="monotone"
        color={LINE_COLOUR[momentum.direction]}
        fillOpacity={0.18}
        strokeWidth={2}
      />
    </div>
  );
}
