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
import type { CSSProperties } from 'react';

/** Tabler's brand marks; Audience Network is Meta's own network, so it wears Meta's mark. */
export const PLATFORM_ICONS: Record<DiscoverPlatform, Icon> = {
  facebook: IconBrandFacebook,
  instagram: IconBrandInstagram,
  messenger: IconBrandMessenger,
  audience_network: IconBrandMeta,
  tiktok: IconBrandTiktok,
};

interface PlatformMarkProps {
  platform: DiscoverPlatform;
  size?: number;
  className?: string;
  style?: CSSProperties;
}

/** One platform's mark where an ad ran, named for assistive technology and in a tooltip. */
export function PlatformMark({ platform, size = 16, className, style }: PlatformMarkProps) {
  const Icon = PLATFORM_ICONS[platform];
  const label = DISCOVER_PLATFORM_LABELS[platform];
  return (
    <Tooltip label={label} withArrow openDelay={300}>
      <span className={className} style={style} role="img" aria-label={label}>
        <Icon size={size} stroke={1.6} aria-hidden />
      </span>
    </Tooltip>
  );
}
