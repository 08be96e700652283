import type { DiscoverAd } from '@hookline/domain';
import { Stack, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import classes from './AdDrawer.module.css';
import { AdAssetView } from '../shared/AdAssetView.tsx';

const ASSET_CLASSES = { media: classes.media, noMedia: classes.noMedia };

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
        <AdAssetView asset={ad.assets[0]!} label={name} classNames={ASSET_CLASSES} />
      </div>
    );
  }
  return (
    <ol className={classes.carousel} aria-label={`${ad.assets.length} cards`}>
      {ad.assets.map((asset, index) => (
        <li key={`${asset.url}-${index}`} className={classes.mediaFrame}>
          <AdAssetView
            asset={asset}
            label={`${name}, card ${index + 1} of ${ad.assets.length}`}
            classNames={ASSET_CLASSES}
          />
          <span className={classes.cardNumber} aria-hidden>
            {index + 1}/{ad.assets.length}
          </span>
        </li>
      ))}
    </ol>
  );
}
