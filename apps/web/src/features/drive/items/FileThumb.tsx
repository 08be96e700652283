import type { DriveFile } from '@hookline/domain';
import { Loader, Text } from '@mantine/core';
import { IconPhoto, IconPlayerPlayFilled, IconVideo } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDuration } from '../shared/drive-format.ts';
import classes from './items.module.css';

/**
 * A file's picture: its thumbnail (a video's poster), a spinner while the server is still making it, or the
 * kind's icon. Videos carry a badge with their length.
 */
export function FileThumb({ file, size = 'card' }: { file: DriveFile; size?: 'card' | 'row' }) {
  const [broken, setBroken] = useState(false);
  const src = file.thumbnailURL ?? file.posterURL;
  const KindIcon = file.kind === 'video' ? IconVideo : IconPhoto;
  return (
    <div className={classes.thumb} data-size={size}>
      {src && !broken ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          draggable={false}
          onError={() => setBroken(true)}
        />
      ) : file.thumbGenerationInprogress ? null : (
        <KindIcon size={size === 'card' ? 40 : 20} stroke={1.4} className={classes.thumbIcon} aria-hidden />
      )}
      {file.thumbGenerationInprogress && (
        <div className={classes.processing} role="status" aria-label={`Making the preview of ${file.name}`}>
          <Loader size={size === 'card' ? 'sm' : 'xs'} color="white" />
          {size === 'card' && (
            <Text size="xs" c="white" fw={500}>
              Processing
            </Text>
          )}
        </div>
      )}
      {file.kind === 'video' && size === 'card' && (
        <span className={classes.videoBadge}>
          <IconPlayerPlayFilled size={10} aria-hidden />
          {file.durationMs !== null ? (
            <>
              <span className={classes.visuallyHidden}>Video, </span>
              {formatDuration(file.durationMs)}
            </>
          ) : (
            'Video'
          )}
        </span>
      )}
    </div>
  );
}
