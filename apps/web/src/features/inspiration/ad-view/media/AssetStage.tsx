import type { InspirationAsset } from '@hookline/domain';
import { ActionIcon, Group, Loader, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowsMinimize, IconPhotoOff, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useState } from 'react';
import { safeImageUrl } from '../../../../ui/safe-image-url.ts';
import { nextZoom, ZOOM_LEVELS } from './zoom-levels.ts';
import classes from './media.module.css';

interface AssetStageProps {
  asset: InspirationAsset;
  /** What the image or video shows, for assistive technology: "Acme ad, asset 2 of 3". */
  label: string;
}

function Unavailable({ label, processing }: { label: string; processing: boolean }) {
  return (
    <Stack
      align="center"
      justify="center"
      gap={6}
      className={classes.unavailable}
      role="img"
      aria-label={label}
    >
      {processing ? <Loader size="sm" /> : <IconPhotoOff size={32} stroke={1.4} aria-hidden />}
      <Text size="sm">{processing ? 'Preparing this media…' : 'This media is not available'}</Text>
    </Stack>
  );
}

/** An image, fitted to the stage or zoomed in (the stage then scrolls), with its zoom buttons. */
function ImageStage({ src, label }: { src: string; label: string }) {
  const [zoom, setZoom] = useState<number>(ZOOM_LEVELS[0]);
  const zoomed = zoom > 1;
  return (
    <div className={classes.stage} data-zoomed={zoomed || undefined}>
      <div className={classes.scroller}>
        <img
          src={src}
          alt={label}
          className={classes.image}
          style={zoomed ? { width: `${zoom * 100}%` } : undefined}
          onClick={() => setZoom(zoomed ? 1 : nextZoom(zoom, 1))}
          draggable={false}
        />
      </div>
      <Group gap={4} className={classes.zoomBar} role="group" aria-label="Zoom">
        <Tooltip label="Zoom out">
          <ActionIcon
            variant="default"
            aria-label="Zoom out"
            disabled={!zoomed}
            onClick={() => setZoom(nextZoom(zoom, -1))}
          >
            <IconZoomOut size={16} />
          </ActionIcon>
        </Tooltip>
        <Text size="xs" fw={600} w={40} ta="center" aria-live="polite">
          {zoomed ? `${Math.round(zoom * 100)}%` : 'Fit'}
        </Text>
        <Tooltip label="Zoom in">
          <ActionIcon
            variant="default"
            aria-label="Zoom in"
            disabled={zoom >= ZOOM_LEVELS[ZOOM_LEVELS.length - 1]!}
            onClick={() => setZoom(nextZoom(zoom, 1))}
          >
            <IconZoomIn size={16} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Fit to the screen">
          <ActionIcon
            variant="default"
            aria-label="Fit to the screen"
            disabled={!zoomed}
            onClick={() => setZoom(1)}
          >
            <IconArrowsMinimize size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </div>
  );
}

/**
 * The asset shown, large: an image that zooms, or a video with its controls and poster. Keyed by the asset
 * by its parent, so switching assets starts afresh (fitted, at the video's start).
 */
export function AssetStage({ asset, label }: AssetStageProps) {
  const source = safeImageUrl(asset.url);
  const poster = safeImageUrl(asset.thumbnail);
  if (!source) return <Unavailable label={label} processing={asset.processing} />;
  if (asset.type === 'video') {
    return (
      <div className={classes.stage}>
        <video
          className={classes.video}
          src={source}
          poster={poster ?? undefined}
          controls
          playsInline
          preload="metadata"
          aria-label={label}
        />
      </div>
    );
  }
  return <ImageStage src={source} label={label} />;
}
