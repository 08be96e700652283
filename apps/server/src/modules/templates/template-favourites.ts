import { TEMPLATE_MESSAGES, templateFavouriteResponse } from '@hookline/domain';
import { z } from 'zod';
import { marksOf } from '../marks/index.ts';
import { templateFavourites } from './tables.ts';

/*
 * Each member's favourite templates, through the marks mechanism (docs/decisions/0008). Marks keep a mark
 * within a scope they call its workspace; a template's favourite belongs to the member wherever they browse
 * the library, so the scope templates give is the member's own id (`favouriteScope`). Only the favourite
 * mark is used: templates are not watched. The routes are the area's own (their answers carry a message).
 */
export const templateMarks = marksOf<'template'>({
  tables: { favourite: templateFavourites, watch: templateFavourites },
  statement: 'template_marks_of_user',
  marked: { template: { name: 'a template', news: 'nothing' } },
  responses: {
    favourite: templateFavouriteResponse,
    watch: z.object({ _id: z.string(), isWatched: z.boolean() }),
  },
});

/** The scope a member's template favourites are kept in: the member. */
export const favouriteScope = (userId: string) => ({ workspaceId: userId });

export async function setTemplateFavourite(
  db: Parameters<typeof templateMarks.setMark>[0],
  input: { userId: string; templateId: string; on: boolean },
): Promise<{ _id: string; isFavourite: boolean; message: string }> {
  await templateMarks.setMark(db, {
    mark: 'favourite',
    on: input.on,
    userId: input.userId,
    target: { id: input.templateId, kind: 'template', ...favouriteScope(input.userId) },
  });
  return {
    _id: input.templateId,
    isFavourite: input.on,
    message: input.on ? TEMPLATE_MESSAGES.favourited : TEMPLATE_MESSAGES.unfavourited,
  };
}
