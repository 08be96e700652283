import type { AnnotationShape, DriveDiscussion } from '@hookline/domain';
import { createContext, useContext } from 'react';
import type { AnnotationTool } from './annotations/AnnotationOverlay.tsx';
import type { MediaClock } from './media/media-clock.ts';
import type { FrameRate } from './media/timecode.ts';

/** A comment with the number it carries in the panel and on the media. */
export interface NumberedDiscussion {
  discussion: DriveDiscussion;
  number: number;
}

/**
 * What the viewer and the comment panel share: the video's clock and frame rate, the comments (numbered
 * alike on both), the one selected, and the shape being drawn for a new comment.
 */
export interface StudioReview {
  clock: MediaClock;
  frameRate: FrameRate;
  kind: 'image' | 'video';
  discussions: readonly NumberedDiscussion[];
  selectedId: string | null;
  /** Selects a comment (null: none); on a video it also seeks to the comment's frame. */
  select: (discussion: DriveDiscussion | null) => void;
  tool: AnnotationTool | null;
  setTool: (tool: AnnotationTool | null) => void;
  draft: AnnotationShape | null;
  setDraft: (shape: AnnotationShape | null) => void;
}

export const StudioReviewContext = createContext<StudioReview | null>(null);

export function useStudioReview(): StudioReview {
  const review = useContext(StudioReviewContext);
  if (!review) throw new Error('useStudioReview is used outside the studio');
  return review;
}
