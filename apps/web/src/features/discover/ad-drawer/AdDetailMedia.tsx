import type { DiscoverAd, DiscoverAsset } from '@hookline/domain';
import { Stack, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import classes from './AdDrawer.module.css';
import { mediaUrl } from '../shared/safe-url.ts';

function AssetView({ asset, label }: { asset: DiscoverAsset; label: string }) {
  const source = mediaUrl(asset.url);
  const still = mediaUrl(asset.thumbnailURL);
  if (!source) {
    return (
      <Stack
        align="center"
        justify="center"
        gap={4}
        className={classes.noMedia}
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
        className={classes.media}
        src={source}
        poster={still ?? undefined}
        controls
        playsInline
        preload="metadata"
        aria-label={label}
      />
    );
  }
  return <img className={classes.media} src={source} alt={label} decoding="async" />;
}

/** An ad's media, large: its image, its video with controls, or every card of a carousel in turn. */
export function AdDetailMedia({ ad }: { ad: DiscoverAd }) {
  const name = ad.title ? `${ad.brand.name} ad: ${ad.title}` : `${ad.brand.name} ad`;
  if (ad.assets.length === 0) {
    return (
      <Stack align="center" justify="center" gap={4} className={classes.noMedia}>
        <IconPhotoOff size={32} stroke={1.4} aria-hidden />
        <Text size="sm">This ad has no media</Text>
      </Stack>
    );
  }
  if (ad.assets.length === 1) {
    return (
      <div className={classes.mediaFrame}>
        <AssetView asset={ad.assets[0]!} label={name} />
      </div>
    );
  }
  return (
    <ol className={classes.carousel} aria-label={`${ad.assets.length} cards`}>
      {ad.assets.map((asset, index) => (
        <li key={`${asset.url}-${index}`} className={classes.mediaFrame}>
          <AssetView asset={asset} label={`${name}, card ${index + 1} of ${ad.assets.length}`} />
          <span className={classes.cardNumber} aria-hidden>
            {index + 1}/{ad.assets.length}
          </span>
        </li>
      ))}
    </ol>
  );
}
