import type { DriveVersion } from '@hookline/domain';
import { Button, Group, Loader, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useMemo } from 'react';
import { MediaClock } from '../media/media-clock.ts';
import type { FrameRate } from '../media/timecode.ts';
import { MediaFrame, parseResolution } from './MediaFrame.tsx';
import { VideoControls } from './VideoControls.tsx';
import { VideoViewer } from './VideoViewer.tsx';
import classes from './compare.module.css';
import viewer from './viewer.module.css';

interface CompareStageProps {
  fileName: string;
  versions: readonly [DriveVersion, DriveVersion];
  frameRate: FrameRate;
  onExit: () => void;
}

function Pane({ version, fileName, clock }: { version: DriveVersion; fileName: string; clock: MediaClock }) {
  const label = `${fileName}, version ${version.number}`;
  let media;
  if (version.kind === 'video' && version.thumbGenerationInprogress) {
    media = (
      <div className={viewer.stageMessage} role="status">
        <Loader color="white" size="sm" />
        <Text size="sm" c="gray.3">
          Processing this version
        </Text>
      </div>
    );
  } else if (version.kind === 'video') {
    media = (
      <VideoViewer
        src={version.mediaURL}
        poster={version.posterURL}
        label={label}
        natural={parseResolution(version.resolution)}
        clock={clock}
      />
    );
  } else {
    media = (
      <MediaFrame natural={parseResolution(version.resolution)}>
        <img className={viewer.media} src={version.mediaURL} alt={label} draggable={false} />
      </MediaFrame>
    );
  }
  return (
    <section className={classes.pane} aria-label={`Version ${version.number}`}>
      <Group gap={8} className={classes.paneLabel} wrap="nowrap">
        <Text fw={700} size="sm" c="white">
          V{version.number}
        </Text>
        <Text size="sm" c="gray.3" truncate>
          {version.name}
        </Text>
        {version.isActive && (
          <Text size="xs" c="teal.3" fw={600}>
            Current
          </Text>
        )}
      </Group>
      {media}
    </section>
  );
}

/**
 * Two versions side by side, older on the left. Videos run on one clock: the controls play, pause, step and
 * seek both, and the right one is kept on the left one's frame.
 */
export function CompareStage({ fileName, versions, frameRate, onExit }: CompareStageProps) {
  const clock = useMemo(() => new MediaClock(), []);
  const [left, right] = [...versions].sort((a, b) => a.number - b.number) as [DriveVersion, DriveVersion];
  const hasVideo = left.kind === 'video' || right.kind === 'video';
  return (
    <div className={classes.compare}>
      <Group justify="space-between" className={classes.bar} wrap="nowrap">
        <Text size="sm" c="white" fw={600}>
          Comparing V{left.number} and V{right.number}
        </Text>
        <Button
          size="compact-sm"
          variant="white"
          color="dark"
          leftSection={<IconX size={14} />}
          onClick={onExit}
        >
          Exit compare
        </Button>
      </Group>
      <div className={classes.panes}>
        <Pane version={left} fileName={fileName} clock={clock} />
        <Pane version={right} fileName={fileName} clock={clock} />
      </div>
      {hasVideo && <VideoControls clock={clock} frameRate={frameRate} />}
    </div>
  );
}
