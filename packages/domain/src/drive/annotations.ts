import { z } from 'zod';

/** Coordinates are fractions of the media's width and height (0 to 1), so pins survive any display size. */
const fraction = z.number().min(0).max(1);

export const annotationShapeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('point'), x: fraction, y: fraction }),
  z.object({ type: z.literal('rect'), x: fraction, y: fraction, width: fraction, height: fraction }),
  z.object({
    type: z.literal('freehand'),
    points: z
      .array(z.tuple([fraction, fraction]))
      .min(2)
      .max(2000),
  }),
]);
export type AnnotationShape = z.infer<typeof annotationShapeSchema>;

/**
 * Where a comment is pinned: a point or a shape on an image or a video frame, and for a video the frame
 * (shown as a timecode at the file's frame rate).
 */
export const commentAnnotationSchema = z
  .object({
    shape: annotationShapeSchema.optional(),
    /** The video time in seconds, and the frame number at `fps`. */
    time: z.number().min(0).max(86_400).optional(),
    frame: z.number().int().min(0).optional(),
    fps: z.number().positive().max(240).optional(),
  })
  .refine((a) => a.shape !== undefined || a.time !== undefined, {
    error: 'Annotation needs a shape or a time',
  });
export type CommentAnnotation = z.infer<typeof commentAnnotationSchema>;
