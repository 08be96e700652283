import type { DiscoverPlatform } from '@hookline/domain';
import { Group } from '@mantine/core';
import { PlatformMark } from '../../../../ui/PlatformMark.tsx';

const MARK_STYLE = { display: 'inline-flex', color: 'var(--mantine-color-gray-7)' };

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
      {platforms.map((platform) => (
        <PlatformMark key={platform} platform={platform} size={size} style={MARK_STYLE} />
      ))}
    </Group>
  );
}
