import type { DetectiveTracker } from '@hookline/domain';
import { ActionIcon, Anchor, Button, Text, Tooltip } from '@mantine/core';
import { IconArrowRight, IconExternalLink, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useId } from 'react';
import { Link } from 'react-router';
import { NewTabNote } from '../../../ui/NewTabNote.tsx';
import { detectivePaths } from '../detective-paths.ts';
import { brandWebsite } from './brand-website.ts';
import { MomentumBadge } from './MomentumBadge.tsx';
import { TrackedBrandLogo } from './TrackedBrandLogo.tsx';
import classes from './TrackerCard.module.css';
import { TrendSparkline } from './TrendSparkline.tsx';

interface TrackerCardProps {
  tracker: DetectiveTracker;
  /** The first card carries the guided tour's "detective item" and "detective view report" targets. */
  tourTarget: boolean;
  /** Null where the caller may not untrack (guests). */
  onRemove: ((tracker: DetectiveTracker) => void) | null;
}

const count = (value: number) => value.toLocaleString('en-US');

/**
 * A tracked brand at a glance: its logo, name and website, its active ads and those new in 7 days, which
 * way it is moving and its 30-day trend. The whole card opens the brand's dashboard.
 */
export function TrackerCard({ tracker, tourTarget, onRemove }: TrackerCardProps) {
  const nameId = useId();
  const { brand } = tracker;
  const website = brandWebsite(brand.website);
  const report = detectivePaths.analytics(tracker.brandId, 'overview');
  return (
    <article
      className={classes.card}
      aria-labelledby={nameId}
      data-tour={tourTarget ? 'detective-item' : undefined}
    >
      <div className={classes.top}>
        <TrackedBrandLogo brand={brand} />
        <div className={classes.identity}>
          <Link id={nameId} to={report} className={classes.name} title={brand.name}>
            {brand.name}
          </Link>
          {website ? (
            <Anchor
              href={website.href}
              target="_blank"
              rel="noopener noreferrer"
              size="xs"
              className={classes.website}
            >
              {website.host}
              <NewTabNote />
              <IconExternalLink size={12} aria-hidden />
            </Anchor>
          ) : (
            <Text size="xs" c="dimmed">
              No website known
            </Text>
          )}
        </div>
        {onRemove && (
          <Tooltip label="Stop tracking">
            <ActionIcon
              variant="subtle"
              color="gray.7"
              aria-label={`Remove ${brand.name}`}
              className={classes.above}
              onClick={() => onRemove(tracker)}
            >
              <IconTrash size={17} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
      </div>

      <dl className={classes.stats}>
        <div>
          <dt>Active ads</dt>
          <dd>{count(tracker.activeAdCount)}</dd>
        </div>
        <div>
          <dt>New in 7 days</dt>
          <dd data-fresh={tracker.newAdCount > 0 || undefined}>
            {tracker.newAdCount > 0 ? `+${count(tracker.newAdCount)}` : '0'}
          </dd>
        </div>
      </dl>

      <div className={classes.trend}>
        <MomentumBadge trend={tracker.trend} />
        <TrendSparkline trend={tracker.trend} />
      </div>

      <div className={classes.footer}>
        <Text size="xs" c="dimmed">
          Tracked since {dayjs(tracker.createdAt).format('MMM D, YYYY')}
        </Text>
        <Button
          component={Link}
          to={report}
          size="compact-sm"
          variant="light"
          rightSection={<IconArrowRight size={14} aria-hidden />}
          className={classes.above}
          aria-label={`View report on ${brand.name}`}
          data-tour={tourTarget ? 'detective-view-report' : undefined}
        >
          View report
        </Button>
      </div>
    </article>
  );
}
