import { DISCOVER_FORMAT_LABELS, type InspirationFile } from '@hookline/domain';
import { Badge, Text, VisuallyHidden } from '@mantine/core';
import { IconMessageCircle, IconPhotoOff, IconPlayerPlayFilled } from '@tabler/icons-react';
import { memo, useId, type CSSProperties } from 'react';
import { safeImageUrl } from '../../../ui/safe-image-url.ts';
import { BrandMark } from '../ad-view/details/BrandMark.tsx';
import { PlatformMarks } from '../ad-view/details/PlatformMarks.tsx';
import { adName } from '../ad-view/saved-ad-format.ts';
import classes from './shared-board.module.css';

/** The tallest (9:16, a story) and widest (1.91:1, a link ad) frames a card gives its media. */
const TALLEST = 16 / 9;
const WIDEST = 1 / 1.91;

/** The lead asset's height over its width, within the frames above; square when unknown. */
export function mediaRatio(file: Pick<InspirationFile, 'assets'>): number {
  const lead = file.assets[0];
  if (!lead?.width || !lead.height) return 1;
  return Math.min(TALLEST, Math.max(WIDEST, lead.height / lead.width));
}

/** Roughly how tall a card is at `width` px before it is drawn and measured. */
export function estimateCardHeight(file: Pick<InspirationFile, 'assets' | 'title'>, width: number): number {
  return width * mediaRatio(file) + 60 + (file.title ? 58 : 0);
}

interface SharedAdCardProps {
  file: InspirationFile;
  /** The link shows comments: the card says how many are open. */
  withComments: boolean;
  onOpen: (file: InspirationFile) => void;
}

/** A saved ad of a shared board: its page, where it ran, its lead image, and its headline; opens its view. */
export const SharedAdCard = memo(function SharedAdCard({ file, withComments, onOpen }: SharedAdCardProps) {
  const nameId = useId();
  const name = adName(file);
  const lead = file.assets[0];
  const still = safeImageUrl(lead?.thumbnail ?? (lead?.type === 'image' ? lead.url : null));
  const count = file.assets.length;
  return (
    <article className={classes.adCard} aria-labelledby={nameId}>
      <header className={classes.adHead}>
        <BrandMark name={file.brand?.name ?? name} logoURL={file.brand?.logoURL ?? null} size={32} />
        <div className={classes.adHeadText}>
          <Text id={nameId} size="sm" fw={600} truncate title={name}>
            {name}
          </Text>
          <Text size="xs" c="gray.7">
            {file.is_active ? 'Active' : 'Inactive'}
          </Text>
        </div>
        <PlatformMarks platforms={file.publisher_platform} size={14} />
      </header>
      <button
        type="button"
        className={classes.adOpen}
        aria-label={[
          `Open the ${name} ad${file.title ? `: ${file.title}` : ''}`,
          DISCOVER_FORMAT_LABELS[file.format],
          ...(count > 1 ? [`${count} assets`] : []),
          ...(withComments && file.openDiscussionCount > 0
            ? [`${file.openDiscussionCount} open comments`]
            : []),
        ].join(', ')}
        onClick={() => onOpen(file)}
      >
        <span className={classes.adMedia} style={{ '--media-ratio': mediaRatio(file) } as CSSProperties}>
          {still ? (
            <img src={still} alt="" loading="lazy" decoding="async" />
          ) : (
            <span className={classes.adNoMedia}>
              <IconPhotoOff size={28} stroke={1.4} aria-hidden />
            </span>
          )}
          {/* The badges' words end the button's name. */}
          <span className={classes.adBadges} aria-hidden="true">
            <Badge
              component="span"
              size="sm"
              color="dark"
              variant="filled"
              leftSection={
                lead?.type === 'video' ? <IconPlayerPlayFilled size={10} aria-hidden /> : undefined
              }
            >
              {DISCOVER_FORMAT_LABELS[file.format]}
            </Badge>
            {count > 1 && (
              <Badge component="span" size="sm" color="dark" variant="filled">
                {count}
                <VisuallyHidden component="span"> assets</VisuallyHidden>
              </Badge>
            )}
          </span>
          {withComments && file.openDiscussionCount > 0 && (
            <Badge
              component="span"
              aria-hidden="true"
              className={classes.adComments}
              size="sm"
              color="orange.8"
              variant="filled"
              leftSection={<IconMessageCircle size={11} aria-hidden />}
            >
              {file.openDiscussionCount}
              <VisuallyHidden component="span"> open comments</VisuallyHidden>
            </Badge>
          )}
        </span>
      </button>
      {file.title && (
        <div className={classes.adFoot}>
          <Text size="sm" fw={600} className={classes.adTitle}>
            {file.title}
          </Text>
        </div>
      )}
    </article>
  );
});
