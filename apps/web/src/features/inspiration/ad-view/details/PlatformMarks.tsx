import { DISCOVER_PLATFORM_LABELS, type DiscoverPlatform } from '@hookline/domain';
import { Group, Tooltip } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandMessenger,
  IconBrandMeta,
  IconBrandTiktok,
  type Icon,
} from '@tabler/icons-react';

/** Tabler's brand marks; Audience Network is Meta's own network, so it wears Meta's mark. */
export const PLATFORM_ICONS: Record<DiscoverPlatform, Icon> = {
  facebook: IconBrandFacebook,
  instagram: IconBrandInstagram,
  messenger: IconBrandMessenger,
  audience_network: IconBrandMeta,
  tiktok: IconBrandTiktok,
};

/** Where an ad ran, as a row of marks, each named for assistive technology and in a tooltip. */
export function PlatformMarks({
  platforms,
  size = 16,
}: {
  platforms: readonly DiscoverPlatform[];
  size?: number;
}) {
  if (platforms.length === 0) return null;
  return (
    <Group gap={6} wrap="nowrap" role="group" aria-label="Platforms">
      {platforms.map((platform) => {
        const Icon = PLATFORM_ICONS[platform];
        const label = DISCOVER_PLATFORM_LABELS[platform];
        return (
          <Tooltip key={platform} label={label} withArrow openDelay={300}>
            <span
              role="img"
              aria-label={label}
              style={{ display: 'inline-flex', color: 'var(--mantine-color-gray-7)' }}
            >
              <Icon size={size} stroke={1.6} aria-hidden />
            </span>
          </Tooltip>
        );
      })}
    </Group>
  );
}
