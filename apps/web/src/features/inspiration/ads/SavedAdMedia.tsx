import { DISCOVER_FORMAT_LABELS, type InspirationFile } from '@hookline/domain';
import { Badge, Loader, VisuallyHidden } from '@mantine/core';
import { IconCarouselHorizontal, IconPhoto, IconPhotoOff, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { safeImageUrl } from '../../../ui/safe-image-url.ts';
import classes from './SavedAdCard.module.css';
import { mediaRatio } from './saved-ad-layout.ts';

const FORMAT_ICONS = { image: IconPhoto, video: IconPlayerPlayFilled, carousel: IconCarouselHorizontal };

/**
 * A saved ad's lead image or video in its own proportions: the still (an image, or a video's poster), a
 * video that plays muted while the card is hovered or focused, the format and, for several assets, how
 * many. While the media job runs, a note says so.
 */
export function SavedAdMedia({ file, playing }: { file: InspirationFile; playing: boolean }) {
  const asset = file.assets[0];
  const isVideo = asset?.type === 'video';
  const still = safeImageUrl(asset?.thumbnail ?? (isVideo ? null : (asset?.url ?? null)));
  const video = isVideo && !asset.processing ? safeImageUrl(asset.url) : null;
  const [failed, setFailed] = useState<string | null>(null);
  // The clip loads only once the card is first hovered; once it has played it stays, to resume where it paused.
  const [started, setStarted] = useState(false);
  const showVideo = video !== null && (playing || started);
  const videoRef = useRef<HTMLVideoElement | null>(null);

  useEffect(() => {
    const element = videoRef.current;
    if (!element) return;
    if (playing) {
      // A browser may refuse to play (power saving); the poster then stays, which is all the card needs.
      const play: Promise<void> | undefined = element.play();
      play?.catch(() => undefined);
    } else element.pause();
  }, [playing, showVideo]);

  const FormatIcon = FORMAT_ICONS[file.format];
  const name = file.page_name || file.brand?.name || 'Saved';
  const alt = file.title ? `${name} ad: ${file.title}` : `${name} ad`;

  return (
    <div className={classes.media} style={{ '--media-ratio': mediaRatio(file) } as CSSProperties}>
      {still && failed !== still ? (
        <img
          className={classes.still}
          src={still}
          alt={alt}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(still)}
        />
      ) : asset?.processing ? null : (
        <span className={classes.noMedia} role="img" aria-label="No preview">
          <IconPhotoOff size={28} stroke={1.4} aria-hidden />
        </span>
      )}
      {showVideo && (
        <video
          ref={videoRef}
          className={classes.video}
          src={video}
          poster={still ?? undefined}
          muted
          loop
          playsInline
          preload="auto"
          aria-hidden
          data-playing={playing || undefined}
          onPlaying={() => setStarted(true)}
        />
      )}
      {asset?.processing && (
        <span className={classes.processing} role="status">
          <Loader size="sm" color="white" aria-hidden />
          Preparing preview…
        </span>
      )}
      <Badge
        className={classes.formatBadge}
        size="sm"
        color="dark"
        variant="filled"
        leftSection={<FormatIcon size={11} aria-hidden />}
      >
        {DISCOVER_FORMAT_LABELS[file.format]}
      </Badge>
      {file.assets.length > 1 && (
        <Badge className={classes.countBadge} size="sm" color="dark" variant="filled">
          <VisuallyHidden component="span">Assets: </VisuallyHidden>1/{file.assets.length}
        </Badge>
      )}
    </div>
  );
}
