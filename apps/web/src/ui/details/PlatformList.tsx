import { DISCOVER_PLATFORM_LABELS, type DiscoverPlatform } from '@hookline/domain';
import { PLATFORM_ICONS } from '../PlatformMark.tsx';
import classes from './ad-facts.module.css';

/** Where an ad ran, as an ad's facts list it: each platform's mark and name, or a dash for none. */
export function PlatformList({ platforms }: { platforms: readonly DiscoverPlatform[] }) {
  return (
    <span className={classes.platformList}>
      {platforms.map((platform) => {
        const Icon = PLATFORM_ICONS[platform];
        return (
          <span key={platform} className={classes.platformItem}>
            <Icon size={15} aria-hidden />
            {DISCOVER_PLATFORM_LABELS[platform]}
          </span>
        );
      })}
      {platforms.length === 0 && '—'}
    </span>
  );
}
