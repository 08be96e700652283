import { DISCOVER_PLATFORM_LABELS, type DiscoverPlatform } from '@hookline/domain';
import { Tooltip } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandMessenger,
  IconBrandMeta,
  IconBrandTiktok,
  type Icon,
} from '@tabler/icons-react';
import classes from './AdCard.module.css';

/** Tabler's brand marks; Audience Network is Meta's own network, so it wears Meta's mark. */
export const PLATFORM_ICONS: Record<DiscoverPlatform, Icon> = {
  facebook: IconBrandFacebook,
  instagram: IconBrandInstagram,
  messenger: IconBrandMessenger,
  audience_network: IconBrandMeta,
  tiktok: IconBrandTiktok,
};

/** One platform's mark, named for assistive technology and in a tooltip. */
export function PlatformIcon({ platform, size = 16 }: { platform: DiscoverPlatform; size?: number }) {
  const Icon = PLATFORM_ICONS[platform];
  const label = DISCOVER_PLATFORM_LABELS[platform];
  return (
    <Tooltip label={label} withArrow openDelay={300}>
      <span className={classes.platform} role="img" aria-label={label}>
        <Icon size={size} stroke={1.6} aria-hidden />
      </span>
    </Tooltip>
  );
}

/** Where an ad ran, as a row of marks. */
export function PlatformIcons({
  platforms,
  size,
}: {
  platforms: readonly DiscoverPlatform[];
  size?: number;
}) {
  if (platforms.length === 0) return null;
  return (
    <span className={classes.platforms} role="group" aria-label="Platforms">
      {platforms.map((platform) => (
        <PlatformIcon key={platform} platform={platform} size={size} />
      ))}
    </span>
  );
}
