import type { DiscoverAd } from '@hookline/domain';
import { Text } from '@mantine/core';
import { memo, useId, useState, type FocusEvent, type MouseEvent } from 'react';
import { SaveToBoard } from '../../../ui/save-to-board-slot.tsx';
import { BrandAvatar } from '../shared/BrandAvatar.tsx';
import { ctaLabel, mediaBadgeWords, runningDaysText } from '../shared/discover-format.ts';
import classes from './AdCard.module.css';
import { AdCardMedia } from './AdCardMedia.tsx';
import { CopyPreview } from './CopyPreview.tsx';
import { PlatformIcons } from './PlatformIcons.tsx';
import { saveTarget } from './save-target.ts';

interface AdCardProps {
  ad: DiscoverAd;
  onOpen: (ad: DiscoverAd) => void;
}

/** A click meant for a control inside the card, or the end of selecting its text, opens nothing. */
function isOwnClick(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as Element;
  if (target.closest('button, a, video') && !target.closest(`.${classes.open}`)) return false;
  return !window.getSelection()?.toString();
}

/**
 * One ad of the library, as a post reads: the brand with how long the ad has run and where, the copy (three
 * lines, then "more"), the media (a video plays, muted, while hovered or focused), then the display link,
 * headline and call to action. A click anywhere opens its details; the keyboard reaches the media's button.
 */
export const AdCard = memo(function AdCard({ ad, onOpen }: AdCardProps) {
  const brandId = useId();
  const [active, setActive] = useState(false);
  const cta = ctaLabel(ad);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setActive(false);
  };
  const what = ad.title ?? ad.body.split('\n')[0]?.slice(0, 80) ?? '';
  const badges = mediaBadgeWords(ad);
  const badgeWords = badges.count ? `${badges.format} ${badges.count}` : badges.format;

  return (
    <article
      className={classes.card}
      aria-labelledby={brandId}
      onClick={(event) => {
        if (isOwnClick(event)) onOpen(ad);
      }}
      onMouseEnter={() => setActive(true)}
      onMouseLeave={() => setActive(false)}
      onFocus={() => setActive(true)}
      onBlur={onBlur}
    >
      <header className={classes.head}>
        <BrandAvatar brand={ad.brand} size={34} />
        <div className={classes.headText}>
          <Text id={brandId} className={classes.brandName} title={ad.brand.name}>
            {ad.brand.name}
          </Text>
          <span className={classes.running}>
            <span className={classes.dot} data-active={ad.isActive || undefined} aria-hidden />
            {runningDaysText(ad)}
          </span>
        </div>
        <PlatformIcons platforms={ad.publisherPlatforms} size={15} />
      </header>
      {ad.body.trim() !== '' && <CopyPreview text={ad.body} />}
      <div className={classes.mediaFrame}>
        <button
          type="button"
          className={classes.open}
          data-tour="view-ad-details"
          aria-label={`View details of the ${ad.brand.name} ad${what ? `: ${what}` : ''}, ${badgeWords}`}
        >
          <AdCardMedia ad={ad} playing={active} />
        </button>
        <SaveToBoard ad={saveTarget(ad)} variant="icon" className={classes.save} />
      </div>
      {(ad.title || ad.caption || cta) && (
        <footer className={classes.foot}>
          <div className={classes.footText}>
            {ad.caption && <span className={classes.caption}>{ad.caption}</span>}
            {ad.title && <span className={classes.headline}>{ad.title}</span>}
          </div>
          {cta && <span className={classes.cta}>{cta}</span>}
        </footer>
      )}
    </article>
  );
});
