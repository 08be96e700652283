import type { AnnotationShape, DriveDiscussion } from '@hookline/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AnnotationTool } from './annotations/AnnotationOverlay.tsx';
import { orderDiscussions } from './comments/discussion-cache.ts';
import { MediaClock } from './media/media-clock.ts';
import { frameRateOf, timeOfFrame } from './media/timecode.ts';
import type { StudioReview } from './studio-context.ts';

interface ReviewInput {
  kind: 'image' | 'video';
  /** The version's frame rate as the media job read it; null until it has. */
  frameRate: number | null;
  discussions: readonly DriveDiscussion[] | undefined;
  /** The version shown: a new one starts with nothing selected and nothing drawn. */
  versionId: string;
  /** A comment to open on first load (a deep link's `?comment=`). */
  initialSelectedId?: string | null;
}

/** The review state the studio's viewer and comment panel share (see `StudioReview`). */
export function useStudioReviewState({
  kind,
  frameRate: knownFrameRate,
  discussions,
  versionId,
  initialSelectedId,
}: ReviewInput): StudioReview {
  const clock = useMemo(() => new MediaClock(), []);
  // Frames are counted at the version's own rate; until it is read, at the assumed one, and the player says so.
  const frameRate = useMemo(() => frameRateOf(knownFrameRate), [knownFrameRate]);
  const [tool, setTool] = useState<AnnotationTool | null>(null);
  const [draft, setDraft] = useState<AnnotationShape | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(initialSelectedId ?? null);
  // Another version starts with nothing selected and nothing drawn.
  const [reviewedVersion, setReviewedVersion] = useState(versionId);
  if (reviewedVersion !== versionId) {
    setReviewedVersion(versionId);
    setTool(null);
    setDraft(null);
    setSelectedId(null);
  }

  const numbered = useMemo(
    () => orderDiscussions(discussions ?? []).map((discussion, index) => ({ discussion, number: index + 1 })),
    [discussions],
  );

  const select = useCallback(
    (discussion: DriveDiscussion | null) => {
      setSelectedId(discussion?._id ?? null);
      const annotation = discussion?.annotation;
      if (kind !== 'video' || annotation?.time === undefined) return;
      clock.pause();
      clock.seek(
        annotation.frame !== undefined
          ? timeOfFrame(annotation.frame, annotation.fps ?? frameRate.fps)
          : annotation.time,
      );
    },
    [clock, kind, frameRate.fps],
  );

  // A deep link's comment starts selected; once the comments have arrived, the video goes to its frame.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || !initialSelectedId || !discussions) return;
    opened.current = true;
    const annotation = discussions.find((discussion) => discussion._id === initialSelectedId)?.annotation;
    if (kind !== 'video' || annotation?.time === undefined) return;
    clock.seek(
      annotation.frame !== undefined
        ? timeOfFrame(annotation.frame, annotation.fps ?? frameRate.fps)
        : annotation.time,
    );
  }, [discussions, initialSelectedId, kind, clock, frameRate.fps]);

  return {
    clock,
    frameRate,
    kind,
    discussions: numbered,
    selectedId,
    select,
    tool,
    setTool,
    draft,
    setDraft,
  };
}
