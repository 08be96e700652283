import type { DiscoverAd } from '@hookline/domain';
import { Badge, VisuallyHidden } from '@mantine/core';
import { IconCarouselHorizontal, IconPhoto, IconPlayerPlayFilled } from '@tabler/icons-react';
import { AdPreviewMedia } from '../../../ui/ad-preview/AdPreviewMedia.tsx';
import { mediaBadgeWords } from '../shared/discover-format.ts';
import { heightRatio, leadAsset } from '../shared/media-ratio.ts';
import { mediaUrl } from '../shared/safe-url.ts';
import classes from './AdCard.module.css';

const FORMAT_ICONS = { image: IconPhoto, video: IconPlayerPlayFilled, carousel: IconCarouselHorizontal };

interface AdCardMediaProps {
  ad: DiscoverAd;
  /** The card is hovered or focused: a video plays, muted, and pauses when it no longer is. */
  playing: boolean;
}

/**
 * A card's media in its own proportions (within a story's and a link ad's): the image, a video's poster
 * that plays muted while the card is hovered, or a carousel's first image with its count. The format's
 * badge sits in its corner.
 */
export function AdCardMedia({ ad, playing }: AdCardMediaProps) {
  const asset = leadAsset(ad);
  const isVideo = asset?.type === 'video';
  const still = mediaUrl(isVideo ? asset.thumbnailURL : (asset?.thumbnailURL ?? asset?.url));
  const video = isVideo ? mediaUrl(asset.url) : null;
  const FormatIcon = FORMAT_ICONS[ad.format];
  const badges = mediaBadgeWords(ad);
  const alt = ad.title ? `${ad.brand.name} ad: ${ad.title}` : `${ad.brand.name} ad`;

  return (
    <AdPreviewMedia still={still} video={video} alt={alt} heightRatio={heightRatio(asset)} playing={playing}>
      <Badge
        className={classes.formatBadge}
        size="sm"
        color="dark"
        variant="filled"
        leftSection={<FormatIcon size={11} aria-hidden />}
      >
        {badges.format}
      </Badge>
      {badges.count && (
        <Badge className={classes.countBadge} size="sm" color="dark" variant="filled">
          <VisuallyHidden component="span">Card</VisuallyHidden> {badges.count}
        </Badge>
      )}
    </AdPreviewMedia>
  );
}
