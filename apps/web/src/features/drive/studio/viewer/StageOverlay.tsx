import { AnnotationOverlay, type ShownShape } from '../annotations/AnnotationOverlay.tsx';
import { frameAt } from '../media/timecode.ts';
import { useClockState } from '../media/use-clock-state.ts';
import { useStudioReview, type NumberedDiscussion } from '../studio-context.ts';

/** Whether a comment's shape belongs on what the viewer shows now. */
function onScreen(
  item: NumberedDiscussion,
  input: { kind: 'image' | 'video'; paused: boolean; frame: number },
) {
  const annotation = item.discussion.annotation;
  if (!annotation?.shape) return false;
  if (input.kind === 'image') return true;
  // On a video, a shape belongs to its frame: shown while paused there.
  return input.paused && annotation.frame === input.frame;
}

/**
 * The annotation layer of the studio's viewer: the shapes of the comments on the frame shown (the
 * selected comment's highlighted), and the shape being drawn for a new comment.
 */
export function StageOverlay() {
  const review = useStudioReview();
  const clock = useClockState(review.clock);
  const frame = frameAt(clock.time, review.frameRate.fps);
  const shapes: ShownShape[] = review.discussions
    .filter(
      (item) =>
        item.discussion._id === review.selectedId ||
        onScreen(item, { kind: review.kind, paused: !clock.playing, frame }),
    )
    .flatMap((item) => {
      const shape = item.discussion.annotation?.shape;
      return shape
        ? [
            {
              id: item.discussion._id,
              shape,
              number: item.number,
              highlighted: item.discussion._id === review.selectedId,
            },
          ]
        : [];
    });
  return (
    <AnnotationOverlay shapes={shapes} draft={review.draft} tool={review.tool} onDraft={review.setDraft} />
  );
}
