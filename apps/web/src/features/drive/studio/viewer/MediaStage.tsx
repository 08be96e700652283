import type { DriveVersion } from '@hookline/domain';
import { Loader, Stack, Text } from '@mantine/core';
import { useStudioReview } from '../studio-context.ts';
import { ImageViewer } from './ImageViewer.tsx';
import { parseResolution } from './MediaFrame.tsx';
import { StageOverlay } from './StageOverlay.tsx';
import { VideoControls } from './VideoControls.tsx';
import { VideoViewer } from './VideoViewer.tsx';
import classes from './viewer.module.css';

/** A video whose preview is still being made: its poster or thumbnail, and what is happening. */
function Processing({ version }: { version: DriveVersion }) {
  const still = version.posterURL ?? version.thumbnailURL;
  return (
    <div className={classes.stageMessage} role="status">
      {still && <img src={still} alt="" />}
      <Loader color="white" size="sm" />
      <Stack gap={2} align="center">
        <Text fw={600} c="white">
          Processing this video
        </Text>
        <Text size="sm" c="gray.4" maw={380}>
          It plays here as soon as its preview is ready. This page checks again by itself.
        </Text>
      </Stack>
    </div>
  );
}

/** The studio's viewer: the version's image or video with its comments' shapes, and the player's controls. */
export function MediaStage({ version, fileName }: { version: DriveVersion; fileName: string }) {
  const review = useStudioReview();
  const natural = parseResolution(version.resolution);
  if (version.kind === 'image') {
    return (
      <ImageViewer
        src={version.mediaURL}
        alt={`${fileName}, version ${version.number}`}
        natural={natural}
        overlay={<StageOverlay />}
        drawing={review.tool !== null}
      />
    );
  }
  if (version.thumbGenerationInprogress) return <Processing version={version} />;
  const markers = review.discussions.flatMap((item) => {
    const time = item.discussion.annotation?.time;
    return time === undefined ? [] : [time];
  });
  return (
    <>
      <VideoViewer
        src={version.mediaURL}
        poster={version.posterURL}
        label={`${fileName}, version ${version.number}`}
        natural={natural}
        clock={review.clock}
        overlay={<StageOverlay />}
        drawing={review.tool !== null}
      />
      <VideoControls clock={review.clock} frameRate={review.frameRate} markers={markers} />
    </>
  );
}
