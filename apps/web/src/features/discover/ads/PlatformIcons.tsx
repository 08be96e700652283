import type { DiscoverPlatform } from '@hookline/domain';
import { PlatformMark } from '../../../ui/PlatformMark.tsx';
import classes from './AdCard.module.css';

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
        <PlatformMark key={platform} platform={platform} size={size} className={classes.platform} />
      ))}
    </span>
  );
}
