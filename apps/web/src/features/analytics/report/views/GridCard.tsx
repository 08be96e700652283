import { formatMetricValue, type MetricDefinition, type ReportRow } from '@hookline/domain';
import { Badge, Group, Text, UnstyledButton } from '@mantine/core';
import { IconPhotoOff, IconPlayerPlayFilled } from '@tabler/icons-react';
import { memo, useState, type CSSProperties, type FocusEvent } from 'react';
import { isActiveStatus, statusLabel } from './ad-status.ts';
import classes from './GridCard.module.css';

interface GridCardProps {
  row: ReportRow;
  metrics: readonly MetricDefinition[];
  currency: string;
  /** The line's selection colour, drawn as the card's border. */
  selectionColour: string | undefined;
  videoUrl: string | null;
  /** The card of a video is hovered or focused: its clip is wanted (its URL may be read only now). */
  onVideoWanted?: (row: ReportRow) => void;
  onOpenRow: (row: ReportRow) => void;
}

/** The creative's thumbnail, kept in its own proportions; an icon when there is none or it fails to load. */
function Thumbnail({ url, label }: { url: string | null; label: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!url || failedUrl === url) {
    return (
      <span className={classes.placeholder} role="img" aria-label="No thumbnail">
        <IconPhotoOff size={32} stroke={1.4} aria-hidden />
      </span>
    );
  }
  return (
    <img
      className={classes.thumbnail}
      src={url}
      alt={`Creative of ${label}`}
      loading="lazy"
      decoding="async"
      onError={() => setFailedUrl(url)}
    />
  );
}

/**
 * One creative of the grid: its thumbnail (a muted looping preview of a video while hovered or focused,
 * when its URL is known), its line's label, ad count, status and tags, and the card metrics on their
 * colour-scale backgrounds. The whole card opens the line; its title is the button the keyboard reaches.
 */
export const GridCard = memo(function GridCard({
  row,
  metrics,
  currency,
  selectionColour,
  videoUrl,
  onOpenRow,
  onVideoWanted,
}: GridCardProps) {
  const [active, setActiveState] = useState(false);
  const isVideo = row.ad.creativeType === 'video';
  const setActive = (value: boolean) => {
    setActiveState(value);
    if (value && isVideo) onVideoWanted?.(row);
  };
  const playing = active && isVideo && videoUrl !== null;
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setActive(false);
  };

  return (
    <article
      className={classes.card}
      data-selected={selectionColour ? true : undefined}
      style={selectionColour ? ({ '--selection-colour': selectionColour } as CSSProperties) : undefined}
      onClick={() => onOpenRow(row)}
      onMouseEnter={() => setActive(true)}
      onMouseLeave={() => setActive(false)}
      onFocus={() => setActive(true)}
      onBlur={onBlur}
    >
      <div className={classes.media}>
        <Thumbnail url={row.ad.thumbnailUrl} label={row.groupLabel} />
        {playing && (
          <video
            className={classes.video}
            src={videoUrl}
            poster={row.ad.thumbnailUrl ?? undefined}
            muted
            loop
            autoPlay
            playsInline
            aria-hidden
          />
        )}
        {isVideo && (
          <Badge
            className={classes.badge}
            size="sm"
            color="dark"
            variant="filled"
            leftSection={<IconPlayerPlayFilled size={10} aria-hidden />}
          >
            Video
          </Badge>
        )}
      </div>
      <div className={classes.body}>
        <UnstyledButton className={classes.title} title={row.groupLabel}>
          {row.groupLabel}
        </UnstyledButton>
        <Group gap={6} wrap="nowrap">
          <span
            className={classes.statusDot}
            data-active={isActiveStatus(row.ad.status) || undefined}
            aria-hidden
          />
          <Text size="xs" c="dimmed" truncate>
            {statusLabel(row.ad.status)} · {row.adCount} {row.adCount === 1 ? 'ad' : 'ads'}
          </Text>
        </Group>
        {row.ad.creativeTags.length > 0 && (
          <Group gap={4}>
            {row.ad.creativeTags.map((tag) => (
              <Badge
                key={tag._id}
                size="xs"
                variant="dot"
                color={tag.color}
                tt="none"
                className={classes.tag}
              >
                {tag.name}
              </Badge>
            ))}
          </Group>
        )}
        {metrics.length > 0 && (
          <dl className={classes.metrics}>
            {metrics.map((metric) => (
              <div
                key={metric.key}
                className={classes.metric}
                style={{ background: row.colors[metric.key]?.css ?? undefined }}
              >
                <dt className={classes.metricLabel} title={metric.longName}>
                  {metric.shortName}
                </dt>
                <dd className={classes.metricValue}>
                  {formatMetricValue(metric, row.insights[metric.key], { currency })}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </article>
  );
});
