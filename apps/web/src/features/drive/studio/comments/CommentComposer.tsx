import type { CommentAnnotation, CommentMention } from '@hookline/domain';
import { ActionIcon, Badge, Button, Checkbox, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconClock, IconMapPin, IconPencil, IconSend, IconSquare, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import type { AnnotationTool } from '../annotations/AnnotationOverlay.tsx';
import { frameAt, timecode } from '../media/timecode.ts';
import { useClockState } from '../media/use-clock-state.ts';
import { useStudioReview } from '../studio-context.ts';
import classes from '../../../../ui/discussion/discussion.module.css';
import { MentionTextarea } from '../../../../ui/comments/MentionTextarea.tsx';
import { toContent } from '../../../../ui/comments/mention-text.ts';
import type { Mentionable } from '../../../../ui/comments/mentionable.ts';

const TOOLS: { tool: AnnotationTool; label: string; icon: typeof IconMapPin }[] = [
  { tool: 'point', label: 'Pin to a point', icon: IconMapPin },
  { tool: 'rect', label: 'Draw a rectangle', icon: IconSquare },
  { tool: 'freehand', label: 'Draw freehand', icon: IconPencil },
];

/** The name a share link's viewer comments under: asked once, kept for the session. */
export interface ViewerName {
  name: string | null;
  onName: (name: string) => void;
}

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
  const [text, setText] = useState('');
  const [mentions, setMentions] = useState<CommentMention[]>([]);
  const [onFrame, setOnFrame] = useState(true);
  const [name, setName] = useState(viewerName?.name ?? '');
  const [nameError, setNameError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
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

  const send = async () => {
    const content = toContent(text, mentions).trim();
    if (!content) {
      setError('Please write a comment');
      return;
    }
    if (viewerName && !viewerName.name) {
      const given = name.trim();
      if (!given) {
        setNameError('Please enter your name');
        return;
      }
      viewerName.onName(given);
    }
    const pinned = annotation();
    // The screen shows the comment at once; the box is ready for the next one.
    setText('');
    setMentions([]);
    setError(null);
    review.setDraft(null);
    review.setTool(null);
    const sent = await onSend(content, pinned);
    if (!sent) {
      setText((current) => current || text);
      setMentions((current) => (current.length > 0 ? current : mentions));
    }
  };

  return (
    <Stack gap={8} className={classes.composer} component="section" aria-label="New comment">
      {viewerName && !viewerName.name && (
        <TextInput
          size="xs"
          label="Your name"
          description="Shown with your comments"
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setNameError(null);
          }}
          error={nameError}
          maxLength={100}
        />
      )}
      {viewerName?.name && (
        <Text size="xs" c="gray.7">
          Commenting as <b>{viewerName.name}</b>
        </Text>
      )}
      <MentionTextarea
        label="Comment"
        placeholder={members.length > 0 ? 'Leave a comment… (@ to mention)' : 'Leave a comment…'}
        value={text}
        onChange={(value) => {
          setText(value);
          setError(null);
        }}
        mentions={mentions}
        onMentionsChange={setMentions}
        members={members}
        onSubmit={() => void send()}
        onFocus={() => {
          if (isVideo) review.clock.pause();
        }}
        error={error}
      />
      {isVideo && (
        <Group gap={6}>
          <FrameChoice checked={onFrame} onChange={setOnFrame} locked={review.draft !== null} />
        </Group>
      )}
      <Group gap={4} justify="space-between" wrap="nowrap">
        <Group gap={2} wrap="nowrap" role="group" aria-label="Annotate">
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
        <Button size="xs" leftSection={<IconSend size={14} />} onClick={() => void send()}>
          Send
        </Button>
      </Group>
      {review.tool && (
        <Text size="xs" c="gray.7" role="status">
          {review.tool === 'point' ? 'Click the media to place the pin.' : 'Drag on the media to draw.'}
          {isVideo ? ' The video stays paused on this frame.' : ''}
        </Text>
      )}
    </Stack>
  );
}
