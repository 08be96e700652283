import type { DiscoverAd } from '@hookline/domain';
import { Badge, VisuallyHidden } from '@mantine/core';
import { IconCarouselHorizontal, IconPhoto, IconPhotoOff, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { mediaBadgeWords } from '../shared/discover-format.ts';
import { heightRatio, leadAsset } from '../shared/media-ratio.ts';
import { mediaUrl } from '../shared/safe-url.ts';
import classes from './AdCard.module.css';

const FORMAT_ICONS = { image: IconPhoto, video: IconPlayerPlayFilled, carousel: IconCarouselHorizontal };

interface AdCardMediaProps {
  ad: DiscoverAd;
  /** The card is hovered or focused: a video plays, muted, and pauses when it no longer is. */
  playing: boolean;
}

/**
 * A card's media in its own proportions (within a story's and a link ad's): the image, a video's poster
 * that plays muted while the card is hovered, or a carousel's first image with its count. The format's
 * badge sits in its corner.
 */
export function AdCardMedia({ ad, playing }: AdCardMediaProps) {
  const asset = leadAsset(ad);
  const [failed, setFailed] = useState<string | null>(null);
  const isVideo = asset?.type === 'video';
  const still = mediaUrl(isVideo ? asset.thumbnailURL : (asset?.thumbnailURL ?? asset?.url));
  const video = isVideo ? mediaUrl(asset.url) : null;
  // The clip loads only once the card is first hovered; once it has played it stays, to resume where it
  // paused.
  const [started, setStarted] = useState(false);
  const showVideo = video !== null && (playing || started);
  const videoRef = useRef<HTMLVideoElement | null>(null);

  useEffect(() => {
    const element = videoRef.current;
    if (!element) return;
    if (playing) {
      // A browser may refuse to play (power saving); the poster then stays, which is all the card needs.
      // Older engines answer play() with nothing rather than a promise.
      const started: Promise<void> | undefined = element.play();
      started?.catch(() => undefined);
    } else element.pause();
  }, [playing, showVideo]);

  const FormatIcon = FORMAT_ICONS[ad.format];
  const badges = mediaBadgeWords(ad);
  const alt = ad.title ? `${ad.brand.name} ad: ${ad.title}` : `${ad.brand.name} ad`;

  return (
    <div className={classes.media} style={{ '--media-ratio': heightRatio(asset) } as CSSProperties}>
      {still && failed !== still ? (
        <img
          className={classes.still}
          src={still}
          alt={alt}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(still)}
        />
      ) : (
        <span className={classes.noMedia} role="img" aria-label="No preview">
          <IconPhotoOff size={28} stroke={1.4} aria-hidden />
        </span>
      )}
      {showVideo && (
        <video
          ref={videoRef}
          className={classes.video}
          src={video ?? undefined}
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
      <Badge
        className={classes.formatBadge}
        size="sm"
        color="dark"
        variant="filled"
        leftSection={<FormatIcon size={11} aria-hidden />}
      >
        {badges.format}
      </Badge>
      {badges.count && (
        <Badge className={classes.countBadge} size="sm" color="dark" variant="filled">
          <VisuallyHidden component="span">Card</VisuallyHidden> {badges.count}
        </Badge>
      )}
    </div>
  );
}
