import { IconPhotoOff } from '@tabler/icons-react';
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import classes from './ad-preview-media.module.css';

interface AdPreviewMediaProps {
  /** The picture at rest: an image, or a video's poster; null when the ad has none. */
  still: string | null;
  /** The clip that plays over the still; null when there is none (or it is not ready yet). */
  video: string | null;
  alt: string;
  /** The media's height over its width: the frame keeps the ad's own proportions. */
  heightRatio: number;
  /** The card is hovered or focused: the video plays, muted, and pauses when it no longer is. */
  playing: boolean;
  /** Whether a missing still says "No preview"; not while the media is still being prepared. */
  markMissing?: boolean;
  /** What lies over the media: its format's badge, how many assets, a note. */
  children?: ReactNode;
}

/**
 * An ad card's media in its own proportions: the still, or "No preview" when there is none or it fails to
 * load, and a video that plays muted while the card is hovered or focused.
 */
export function AdPreviewMedia({
  still,
  video,
  alt,
  heightRatio,
  playing,
  markMissing = true,
  children,
}: AdPreviewMediaProps) {
  const [failed, setFailed] = useState<string | null>(null);
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
      const play: Promise<void> | undefined = element.play();
      play?.catch(() => undefined);
    } else element.pause();
  }, [playing, showVideo]);

  return (
    <div className={classes.media} style={{ '--media-ratio': heightRatio } as CSSProperties}>
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
        markMissing && (
          <span className={classes.noMedia} role="img" aria-label="No preview">
            <IconPhotoOff size={28} stroke={1.4} aria-hidden />
          </span>
        )
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
      {children}
    </div>
  );
}
