import type { DiscoverAsset } from '@hookline/domain';
import { Stack, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { mediaUrl } from './safe-url.ts';

interface AdAssetViewProps {
  asset: DiscoverAsset;
  label: string;
  /** The screen's own classes: the drawer and the shared page size the media and its gap differently. */
  classNames: { media: string | undefined; noMedia: string | undefined };
}

/** One of an ad's images or videos, large (a video with controls), or a note where its media is missing. */
export function AdAssetView({ asset, label, classNames }: AdAssetViewProps) {
  const source = mediaUrl(asset.url);
  const still = mediaUrl(asset.thumbnailURL);
  if (!source) {
    return (
      <Stack
        align="center"
        justify="center"
        gap={4}
        className={classNames.noMedia}
        role="img"
        aria-label={label}
      >
        <IconPhotoOff size={32} stroke={1.4} aria-hidden />
        <Text size="sm">This media is not available</Text>
      </Stack>
    );
  }
  if (asset.type === 'video') {
    return (
      <video
        className={classNames.media}
        src={source}
        poster={still ?? undefined}
        controls
        playsInline
        preload="metadata"
        aria-label={label}
      />
    );
  }
  return <img className={classNames.media} src={source} alt={label} decoding="async" />;
}
