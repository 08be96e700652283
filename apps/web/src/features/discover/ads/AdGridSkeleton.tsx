import { Skeleton } from '@mantine/core';
import classes from './AdFeed.module.css';
import skeleton from '../../../ui/masonry/skeleton-grid.module.css';

/** Card heights that vary as the ads' media do, so the skeleton reads as the grid it stands in for. */
const HEIGHTS = [420, 340, 480, 380, 360, 460, 400, 330, 440, 390, 470, 350];

/** The grid while its first page loads: cards shaped like ads. */
export function AdGridSkeleton({ label = 'Loading ads' }: { label?: string }) {
  return (
    <div className={skeleton.grid} role="status" aria-busy="true" aria-label={label}>
      {HEIGHTS.map((height, index) => (
        <div key={index} className={skeleton.card} style={{ height }}>
          <div className={classes.skeletonHead}>
            <Skeleton circle height={34} />
            <div style={{ flex: 1 }}>
              <Skeleton height={10} width="60%" mb={6} />
              <Skeleton height={8} width="40%" />
            </div>
          </div>
          <Skeleton height={8} width="90%" mx={12} mb={6} />
          <Skeleton height={8} width="70%" mx={12} mb={10} />
          <Skeleton radius={0} style={{ flex: 1 }} />
        </div>
      ))}
    </div>
  );
}
