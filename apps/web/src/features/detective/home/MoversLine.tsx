import type { DetectiveTracker } from '@hookline/domain';
import { Text } from '@mantine/core';
import { IconTrendingUp } from '@tabler/icons-react';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { detectivePaths } from '../detective-paths.ts';
import { momentumOf } from './tracker-list.ts';
import classes from './TrackerCard.module.css';

const SHOWN = 3;

/** Fastest first, as the "Fastest growing" sort: the relative change, a start from none above any. */
function growthRate(momentum: ReturnType<typeof momentumOf>): number {
  if (!momentum) return Number.NEGATIVE_INFINITY;
  return momentum.first === 0 ? Number.MAX_SAFE_INTEGER : momentum.change / momentum.first;
}

/** How a mover's growth reads: "+158%", or "+12 ads" for a brand that started from none. */
function growthText(momentum: NonNullable<ReturnType<typeof momentumOf>>): string {
  return momentum.percent === null ? `+${momentum.change} ads` : `+${momentum.percent}%`;
}

/**
 * The answer to the Monday question before any card is read: which tracked brands are scaling up, fastest
 * first. Nothing when none is, or before the trends exist.
 */
export function MoversLine({ trackers }: { trackers: readonly DetectiveTracker[] }) {
  const movers = trackers
    .map((tracker) => ({ tracker, momentum: momentumOf(tracker.trend) }))
    .filter((entry) => entry.momentum?.direction === 'up')
    .sort((a, b) => growthRate(b.momentum) - growthRate(a.momentum))
    .slice(0, SHOWN);
  if (movers.length === 0) return null;
  const days = movers[0]?.momentum?.days ?? 0;
  return (
    <Text size="sm" className={classes.movers}>
      <IconTrendingUp size={16} aria-hidden />
      <span>
        <strong>Scaling up over {days} days:</strong>{' '}
        {movers.map(({ tracker, momentum }, index) => (
          <Fragment key={tracker._id}>
            {index > 0 && ', '}
            <Link to={detectivePaths.analytics(tracker.brandId, 'overview')} className={classes.moverLink}>
              {tracker.brand.name}
            </Link>{' '}
            {momentum && growthText(momentum)}
          </Fragment>
        ))}
      </span>
    </Text>
  );
}
