import { Badge, UnstyledButton } from '@mantine/core';
import { IconClock, IconShape } from '@tabler/icons-react';
import type { Mentionable } from '../../../../ui/comments/mentionable.ts';
import { CommentThread } from '../../../../ui/discussion/CommentThread.tsx';
import { timecode, timecodeOfFrame } from '../media/timecode.ts';
import type { NumberedDiscussion } from '../studio-context.ts';
import type { DiscussionActions } from './use-discussions.ts';

interface CommentCardProps {
  item: NumberedDiscussion;
  actions: DiscussionActions;
  members: readonly Mentionable[];
  /** The caller may reply (a member with `comment.write`). */
  canReply: boolean;
  selected: boolean;
  onSelect: () => void;
  /** The frame rate the studio counts in, for a comment that recorded none. */
  fps: number;
}

/** Where a comment points: its video time as a timecode, and whether it has a shape. */
function Pointer({ item, fps, onSelect }: { item: NumberedDiscussion; fps: number; onSelect: () => void }) {
  const annotation = item.discussion.annotation;
  if (!annotation) return null;
  const hasTime = annotation.time !== undefined;
  const label = hasTime
    ? annotation.frame !== undefined
      ? timecodeOfFrame(annotation.frame, annotation.fps ?? fps)
      : timecode(annotation.time ?? 0, annotation.fps ?? fps)
    : 'On the image';
  return (
    <UnstyledButton
      onClick={(event) => {
        event.stopPropagation();
        onSelect();
      }}
      aria-label={hasTime ? `Go to ${label}` : `Show comment ${item.number} on the image`}
    >
      <Badge
        variant="light"
        color={hasTime ? 'hookline' : 'gray'}
        radius="sm"
        leftSection={hasTime ? <IconClock size={12} /> : <IconShape size={12} />}
        rightSection={
          hasTime && annotation.shape ? <IconShape size={12} aria-label="with a drawing" /> : undefined
        }
        styles={{
          label: { fontFamily: hasTime ? 'ui-monospace, monospace' : undefined, textTransform: 'none' },
        }}
      >
        {label}
      </Badge>
    </UnstyledButton>
  );
}

/** A comment on a version: the thread, with the place on the media it points at, selectable in the studio. */
export function CommentCard({ item, actions, members, canReply, selected, onSelect, fps }: CommentCardProps) {
  return (
    <CommentThread
      discussion={item.discussion}
      number={item.number}
      actions={actions}
      members={members}
      canReply={canReply}
      pointer={item.discussion.annotation ? <Pointer item={item} fps={fps} onSelect={onSelect} /> : undefined}
      selection={{ selected, onSelect }}
    />
  );
}
