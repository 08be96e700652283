import { DISCOVER_FORMAT_LABELS, type InspirationFile } from '@hookline/domain';
import { Badge, Loader, VisuallyHidden } from '@mantine/core';
import { IconCarouselHorizontal, IconPhoto, IconPlayerPlayFilled } from '@tabler/icons-react';
import { AdPreviewMedia } from '../../../ui/ad-preview/AdPreviewMedia.tsx';
import { safeImageUrl } from '../../../ui/safe-image-url.ts';
import classes from './SavedAdCard.module.css';
import { mediaRatio } from './saved-ad-layout.ts';

const FORMAT_ICONS = { image: IconPhoto, video: IconPlayerPlayFilled, carousel: IconCarouselHorizontal };

/**
 * A saved ad's lead image or video in its own proportions: the still (an image, or a video's poster), a
 * video that plays muted while the card is hovered or focused, the format and, for several assets, how
 * many. While the media job runs, a note says so.
 */
export function SavedAdMedia({ file, playing }: { file: InspirationFile; playing: boolean }) {
  const asset = file.assets[0];
  const isVideo = asset?.type === 'video';
  const still = safeImageUrl(asset?.thumbnail ?? (isVideo ? null : (asset?.url ?? null)));
  const video = isVideo && !asset.processing ? safeImageUrl(asset.url) : null;
  const FormatIcon = FORMAT_ICONS[file.format];
  const name = file.page_name || file.brand?.name || 'Saved';
  const alt = file.title ? `${name} ad: ${file.title}` : `${name} ad`;

  return (
    <AdPreviewMedia
      still={still}
      video={video}
      alt={alt}
      heightRatio={mediaRatio(file)}
      playing={playing}
      markMissing={!asset?.processing}
    >
      {asset?.processing && (
        <span className={classes.processing} role="status">
          <Loader size="sm" color="white" aria-hidden />
          Preparing preview…
        </span>
      )}
      <Badge
        className={classes.formatBadge}
        size="sm"
        color="dark"
        variant="filled"
        leftSection={<FormatIcon size={11} aria-hidden />}
      >
        {DISCOVER_FORMAT_LABELS[file.format]}
      </Badge>
      {file.assets.length > 1 && (
        <Badge className={classes.countBadge} size="sm" color="dark" variant="filled">
          <VisuallyHidden component="span">Assets: </VisuallyHidden>1/{file.assets.length}
        </Badge>
      )}
    </AdPreviewMedia>
  );
}
