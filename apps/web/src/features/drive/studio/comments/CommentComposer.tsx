import type { CommentAnnotation } from '@hookline/domain';
import { ActionIcon, Badge, Checkbox, Group, Text, Tooltip } from '@mantine/core';
import { IconClock, IconMapPin, IconPencil, IconSquare, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import type { AnnotationTool } from '../annotations/AnnotationOverlay.tsx';
import { frameAt, timecode } from '../media/timecode.ts';
import { useClockState } from '../media/use-clock-state.ts';
import { useStudioReview } from '../studio-context.ts';
import type { Mentionable } from '../../../../ui/comments/mentionable.ts';
import { NewCommentBox } from '../../../../ui/discussion/NewCommentBox.tsx';
import { useNewComment, type ViewerName } from '../../../../ui/discussion/use-new-comment.ts';

const TOOLS: { tool: AnnotationTool; label: string; icon: typeof IconMapPin }[] = [
  { tool: 'point', label: 'Pin to a point', icon: IconMapPin },
  { tool: 'rect', label: 'Draw a rectangle', icon: IconSquare },
  { tool: 'freehand', label: 'Draw freehand', icon: IconPencil },
];

interface CommentComposerProps {
  members: readonly Mentionable[];
  onSend: (content: string, annotation: CommentAnnotation | null) => Promise<boolean>;
  viewerName?: ViewerName;
}

/** On a video, the frame shown now, as the comment's time; a drawing always keeps its frame. */
function FrameChoice({
  checked,
  onChange,
  locked,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
  locked: boolean;
}) {
  const review = useStudioReview();
  const clock = useClockState(review.clock);
  const code = timecode(clock.time, review.frameRate.fps);
  if (locked) {
    return (
      <Tooltip label="A drawing belongs to the frame it was drawn on">
        <Badge
          variant="light"
          radius="sm"
          leftSection={<IconClock size={12} />}
          styles={{ label: { fontFamily: 'ui-monospace, monospace', textTransform: 'none' } }}
        >
          At {code}
        </Badge>
      </Tooltip>
    );
  }
  return (
    <Checkbox
      size="xs"
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      label={
        <Text span size="xs" ff="monospace">
          At {code}
        </Text>
      }
    />
  );
}

/**
 * The new-comment box: the words (with @mentions), a pin or a shape drawn on the media, and on a video the
 * frame it is about. Focusing it pauses the video, so the frame stays the one being discussed.
 */
export function CommentComposer({ members, onSend, viewerName }: CommentComposerProps) {
  const review = useStudioReview();
  const comment = useNewComment({ viewerName });
  const [onFrame, setOnFrame] = useState(true);
  const isVideo = review.kind === 'video';

  const chooseTool = (tool: AnnotationTool) => {
    if (isVideo) review.clock.pause();
    review.setTool(review.tool === tool ? null : tool);
  };

  const annotation = (): CommentAnnotation | null => {
    const shape = review.draft ?? undefined;
    if (!isVideo) return shape ? { shape } : null;
    if (!onFrame && !shape) return null;
    const { time } = review.clock.getSnapshot();
    const fps = review.frameRate.fps;
    return { ...(shape ? { shape } : {}), time, frame: frameAt(time, fps), fps };
  };

  const send = () =>
    comment.send((content) => {
      const pinned = annotation();
      // The drawing goes with the comment; the media is ready for the next one.
      review.setDraft(null);
      review.setTool(null);
      return onSend(content, pinned);
    });

  return (
    <NewCommentBox
      comment={comment}
      label="Comment"
      members={members}
      onSend={() => void send()}
      onFocus={() => {
        if (isVideo) review.clock.pause();
      }}
      options={
        isVideo && (
          <Group gap={6}>
            <FrameChoice checked={onFrame} onChange={setOnFrame} locked={review.draft !== null} />
          </Group>
        )
      }
      besideSend={
        <Group gap={2} wrap="nowrap" role="group" aria-label="Annotate" data-tour="annotation">
          {TOOLS.map(({ tool, label, icon: Icon }) => (
            <Tooltip key={tool} label={label}>
              <ActionIcon
                variant={review.tool === tool ? 'filled' : 'subtle'}
                color={review.tool === tool ? 'hookline' : 'dark'}
                aria-label={label}
                aria-pressed={review.tool === tool}
                onClick={() => chooseTool(tool)}
              >
                <Icon size={17} />
              </ActionIcon>
            </Tooltip>
          ))}
          {review.draft && (
            <Tooltip label="Clear the drawing">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label="Clear the drawing"
                onClick={() => review.setDraft(null)}
              >
                <IconX size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      }
      footer={
        review.tool && (
          <Text size="xs" c="gray.7" role="status">
            {review.tool === 'point' ? 'Click the media to place the pin.' : 'Drag on the media to draw.'}
            {isVideo ? ' The video stays paused on this frame.' : ''}
          </Text>
        )
      }
    />
  );
}
