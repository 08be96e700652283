import type { AdPreview } from '@hookline/domain';
import { Anchor, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconPhotoOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './CreativePreviewDrawer.module.css';
import { httpUrl, mediaUrl } from './safe-url.ts';

/** The ad's media: its video with controls, else its image, else its thumbnail; and a link to the platform's own preview. */
export function PreviewMedia({ preview }: { preview: AdPreview }) {
  const video = mediaUrl(preview.videoUrl);
  const image = mediaUrl(preview.imageUrl) ?? mediaUrl(preview.thumbnailUrl);
  const previewUrl = httpUrl(preview.previewUrl);
  let media: ReactNode;
  if (video) {
    media = (
      <video
        className={classes.media}
        src={video}
        poster={mediaUrl(preview.thumbnailUrl) ?? undefined}
        controls
        preload="metadata"
        aria-label={`Video of ${preview.name}`}
      />
    );
  } else if (image) {
    media = <img className={classes.media} src={image} alt={`Creative of ${preview.name}`} />;
  } else {
    media = (
      <Stack className={classes.noMedia} align="center" justify="center" gap={4}>
        <IconPhotoOff size={32} stroke={1.4} aria-hidden />
        <Text size="sm">The platform has no media for this ad.</Text>
      </Stack>
    );
  }
  return (
    <Stack gap={6}>
      <div className={classes.mediaFrame}>{media}</div>
      {previewUrl && (
        <Anchor href={previewUrl} target="_blank" rel="noopener noreferrer" size="sm">
          See on platform <IconExternalLink size={14} aria-hidden style={{ verticalAlign: -2 }} />
        </Anchor>
      )}
    </Stack>
  );
}
