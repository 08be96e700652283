import { Loader, Text } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { MediaClock } from '../media/media-clock.ts';
import { MediaFrame } from './MediaFrame.tsx';
import classes from './viewer.module.css';

interface VideoViewerProps {
  src: string;
  poster: string | null;
  label: string;
  natural: { width: number; height: number } | null;
  clock: MediaClock;
  /** The annotation layer over the frame. */
  overlay?: ReactNode;
  /** A click on the picture plays or pauses, unless a shape is being drawn. */
  drawing?: boolean;
}

/**
 * A video driven by the studio's clock (its own controls are the clock's): its poster until the first
 * frame can be shown, and the annotation layer over the picture.
 */
export function VideoViewer({
  src,
  poster,
  label,
  natural,
  clock,
  overlay,
  drawing = false,
}: VideoViewerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [size, setSize] = useState(natural);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    setState('loading');
    return clock.attach(element);
  }, [clock, src]);

  return (
    <MediaFrame natural={size}>
      <video
        ref={video}
        className={classes.media}
        src={src}
        poster={poster ?? undefined}
        preload="auto"
        playsInline
        aria-label={label}
        onLoadedMetadata={(event) => {
          const element = event.currentTarget;
          if (!natural && element.videoWidth > 0) {
            setSize({ width: element.videoWidth, height: element.videoHeight });
          }
        }}
        onLoadedData={() => setState('ready')}
        onError={() => setState('failed')}
        onClick={() => {
          if (!drawing) clock.toggle();
        }}
      />
      {overlay}
      {state === 'loading' && (
        <div className={classes.loading} role="status" aria-label="Loading the video">
          <Loader color="white" size="md" />
        </div>
      )}
      {state === 'failed' && (
        <div className={classes.loading} role="alert">
          <Text c="white" size="sm" bg="rgba(0,0,0,0.7)" px="md" py="xs" style={{ borderRadius: 8 }}>
            This video can’t be played here. Download it to watch it.
          </Text>
        </div>
      )}
    </MediaFrame>
  );
}
