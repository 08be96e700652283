import type { ImageRecipe, MadeImages } from './image-recipe.ts';

/* The messages between the server and its render process, over the IPC channel (V8 serialisation). */

export interface RenderRequest {
  id: number;
  recipe: ImageRecipe;
}

export type RenderReply = { id: number; made: MadeImages } | { id: number; error: string };
