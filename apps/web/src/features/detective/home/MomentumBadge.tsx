import type { DetectiveTracker } from '@hookline/domain';
import { IconMinus, IconTrendingDown, IconTrendingUp } from '@tabler/icons-react';
import { momentumLabel, momentumOf } from './tracker-list.ts';
import classes from './TrackerCard.module.css';

const ICONS = { up: IconTrendingUp, down: IconTrendingDown, steady: IconMinus } as const;

/** Which way the brand is moving over its trend, in words: "Scaling up +19 (158%) in 30 days". */
export function MomentumBadge({ trend }: { trend: DetectiveTracker['trend'] }) {
  const momentum = momentumOf(trend);
  if (!momentum) return null;
  const Icon = ICONS[momentum.direction];
  return (
    <span className={classes.momentum} data-direction={momentum.direction}>
      <Icon size={14} aria-hidden />
      {momentumLabel(momentum)}
    </span>
  );
}
