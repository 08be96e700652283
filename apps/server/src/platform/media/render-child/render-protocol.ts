import type { ImageHeader, ImageRecipe, ImageSource, MadeImages } from './image-recipe.ts';

/* The messages between the server and its render process, over the IPC channel (V8 serialisation). */

/** A recipe to make, or an image whose header to read. */
export type RenderTask = { recipe: ImageRecipe } | { header: ImageSource };

export type RenderRequest = { id: number } & RenderTask;

export type RenderReply =
  { id: number; made: MadeImages } | { id: number; header: ImageHeader } | { id: number; error: string };
